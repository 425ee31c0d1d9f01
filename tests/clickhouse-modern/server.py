#!/usr/bin/env python3
"""A modern ClickHouse (chDB, ClickHouse 26.x in process) behind a small HTTP front of our own.

It speaks the part of ClickHouse's HTTP interface the console uses (models/clickhouse/
ClickHouseClient): POST body = query (or GET ?query=; with data, query in the URL and data in the
body), `database`, `default_format`, URL settings, X-ClickHouse-User / X-ClickHouse-Key, gzip
when asked, /ping, errors as `Code: N. DB::Exception: ...` with the HTTP status and the
X-ClickHouse-Exception-Code header a real server sends, and two accounts like the 18.16 test
server's: the app user and a reader whose profile is readonly=1 (a changed setting in the URL and
any write are refused with Code 164, HTTP 403).

Usage: server.py --dir DIR --port PORT [--legacy-schema F --legacy-script F --seed-dir D]
Binds 127.0.0.1 only. chDB runs one query at a time in this process: queries are serialized.
"""

import argparse
import gzip
import hashlib
import json
import os
import re
import signal
import sys
import threading
import time
import traceback
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import loader  # noqa: E402

from chdb import session as chdb_session  # noqa: E402

# Parameters of the HTTP interface that are not settings (as a real server treats them).
RESERVED = {
    "query", "database", "default_format", "user", "password", "quota_key", "query_id", "compress",
    "decompress", "wait_end_of_query", "buffer_size", "session_id", "session_timeout",
    "session_check", "stacktrace", "role", "close_session", "client_protocol_version",
}

# HTTP status of an exception code, as ClickHouse's HTTPHandler maps them (the ones we can meet).
STATUS_400 = {6, 25, 26, 27, 32, 33, 36, 38, 41, 42, 43, 44, 46, 47, 49, 50, 53, 62, 63, 69, 70,
              72, 79, 80, 106, 107, 115, 117, 130, 131, 157, 158, 179, 184, 190, 215, 386, 394,
              400, 403, 404, 405, 407}
STATUS_403 = {164, 192, 193, 194, 497, 516}
STATUS_404 = {60, 81, 36001, 73, 112}


def http_status(code):
    if code in STATUS_403:
        return 403
    if code in STATUS_404:
        return 404
    if code in STATUS_400:
        return 400
    return 500


class ServerError(Exception):
    def __init__(self, code, name, message, status=None):
        super().__init__(message)
        self.code = code
        self.name = name
        self.message = message
        self.status = status or http_status(code)


def parse_chdb_error(text):
    m = re.match(r"\s*Code: (\d+)\. (?:DB::Exception: )?(.*)", text, re.S)
    if not m:
        return ServerError(1001, "STD_EXCEPTION", text.strip())
    body = m.group(2).strip()
    n = re.search(r"\(([A-Z][A-Z0-9_]+)\)\s*$", body)
    name = n.group(1) if n else ""
    if n:
        body = body[: n.start()].rstrip()
    return ServerError(int(m.group(1)), name, body)


WRITE_WORDS = re.compile(
    r"^\s*(INSERT|CREATE|DROP|ALTER|TRUNCATE|RENAME|ATTACH|DETACH|OPTIMIZE|SYSTEM|KILL|GRANT|REVOKE|SET|USE|DELETE|UPDATE|EXCHANGE|UNDROP|BACKUP|RESTORE)\b",
    re.I,
)


def strip_leading_comments(sql):
    while True:
        s = sql.lstrip()
        if s.startswith("--"):
            nl = s.find("\n")
            sql = "" if nl < 0 else s[nl + 1:]
        elif s.startswith("/*"):
            end = s.find("*/")
            sql = "" if end < 0 else s[end + 2:]
        else:
            return s


class Engine:
    """One chDB session, one query at a time."""

    # Where chDB's compiled-in defaults differ from a ClickHouse server's, the server's.
    SERVER_DEFAULTS = {
        "output_format_json_quote_64bit_integers": "1",
        "enable_http_compression": "0",
    }

    def __init__(self, path, version_suffix):
        self.lock = threading.Lock()
        self.session = chdb_session.Session(path)
        for k, v in self.SERVER_DEFAULTS.items():
            self.session.query("SET %s = %s" % (k, v))
        self.version = self.query_text("SELECT version()").strip()
        self.baseline = {}
        for line in self.query_text("SELECT name, value FROM system.settings").splitlines():
            name, _, value = line.partition("\t")
            self.baseline[name] = value
        self.version_suffix = version_suffix

    def query_text(self, sql):
        return self.session.query(sql, "TabSeparatedRaw").bytes().decode("utf-8", "replace")

    def raw(self, sql, fmt="TabSeparated"):
        try:
            return self.session.query(sql, fmt).bytes()
        except Exception as e:  # chdb raises ChdbError / RuntimeError with the server's text
            raise parse_chdb_error(str(e))

    @staticmethod
    def literal(value):
        return "'" + value.replace("\\", "\\\\").replace("'", "\\'") + "'"

    def changed_settings(self, settings):
        """The settings whose value differs from the server's (what readonly=1 refuses)."""
        changed = []
        for k, v in settings.items():
            current = self.baseline.get(k)
            if current is None:
                changed.append(k)
                continue
            norm = {"true": "1", "false": "0"}
            if norm.get(v.lower(), v) != norm.get(current.lower(), current):
                changed.append(k)
        return changed

    def run(self, sql, database, fmt, settings):
        """Runs one query with its URL settings; returns (body bytes, effective settings)."""
        with self.lock:
            applied = []
            try:
                for k, v in settings.items():
                    if k not in self.baseline:
                        raise ServerError(115, "UNKNOWN_SETTING", "Setting %s is neither a builtin setting nor started with the prefix 'custom_' registered for user-defined settings" % k)
                    self.raw("SET %s = %s" % (k, self.literal(v)))
                    applied.append(k)
                if database:
                    self.raw("USE `%s`" % database.replace("`", "\\`"))
                out = self.raw(sql, fmt)
                if WRITE_WORDS.match(strip_leading_comments(sql)) and re.match(r"\s*INSERT", strip_leading_comments(sql), re.I):
                    # chDB never refreshes a dictionary by itself; HUD's server does, on its lifetime.
                    self.raw("SYSTEM RELOAD DICTIONARIES")
                return out
            finally:
                for k in applied:
                    try:
                        self.session.query("SET %s = %s" % (k, self.literal(self.baseline[k])))
                    except Exception:
                        pass
                if database:
                    try:
                        self.session.query("USE default")
                    except Exception:
                        pass


def sha256(text):
    return hashlib.sha256(text.encode()).hexdigest()


class Front(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def __init__(self, port, engine, users, tmp_dir):
        super().__init__(("127.0.0.1", port), Handler)
        self.engine = engine
        self.users = users  # name -> {"password_sha256": ..., "readonly": 0|1}
        self.tmp_dir = tmp_dir


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "ClickHouse-modern-test-front"

    def log_message(self, fmt, *args):  # quiet: the suite's logs stay readable
        pass

    # --- plumbing
    def send_body(self, status, body, content_type="text/plain; charset=UTF-8", headers=None, compress=False):
        if compress and "gzip" in (self.headers.get("Accept-Encoding") or "").lower():
            body = gzip.compress(body, 3)  # http_zlib_compression_level: 3, as a server
            headers = dict(headers or {})
            headers["Content-Encoding"] = "gzip"
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("X-ClickHouse-Server-Display-Name", "hudwatch-modern")
        self.send_header("X-ClickHouse-Timezone", "UTC")
        for k, v in (headers or {}).items():
            self.send_header(k, v)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def send_error_body(self, err, compress=False):
        name = " (%s)" % err.name if err.name else ""
        text = "Code: %d. DB::Exception: %s%s (version %s)\n" % (err.code, err.message, name, self.server.engine.version)
        self.send_body(err.status, text.encode("utf-8", "replace"),
                       headers={"X-ClickHouse-Exception-Code": str(err.code)}, compress=compress)

    # --- requests
    def do_GET(self):
        self.handle_query(b"")

    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length > 0 else b""
        if (self.headers.get("Content-Encoding") or "").lower() == "gzip":
            body = gzip.decompress(body)
        self.handle_query(body)

    def handle_query(self, body):
        url = urllib.parse.urlsplit(self.path)
        if url.path == "/ping":
            return self.send_body(200, b"Ok.\n")
        if url.path not in ("/", ""):
            return self.send_body(404, b"There is no handle %s\n" % url.path.encode(), headers={})
        params = dict(urllib.parse.parse_qsl(url.query, keep_blank_values=True))
        if self.command == "GET" and "query" not in params:
            return self.send_body(200, b"Ok.\n")
        try:
            user = self.authenticate(params)
        except ServerError as e:
            return self.send_error_body(e)
        settings = {k: v for k, v in params.items() if k not in RESERVED}
        engine = self.server.engine
        compress = False
        try:
            if user["readonly"]:
                changed = engine.changed_settings(settings)
                if changed:
                    raise ServerError(164, "READONLY", "Cannot modify '%s' setting in readonly mode" % changed[0])
            compress = settings.get("enable_http_compression", engine.baseline["enable_http_compression"]) in ("1", "true")
            query = params.get("query", "")
            infile = None
            if body and query:
                # Data in the body, the statement in the URL (an INSERT ... FORMAT X): the data goes
                # through a file, byte for byte (a String may hold bytes that are not UTF-8).
                m = re.search(r"\sFORMAT\s+(\w+)\s*;?\s*$", query, re.I)
                if not m:
                    raise ServerError(62, "SYNTAX_ERROR", "a query with data in the body must end with FORMAT <format>")
                infile = os.path.join(self.server.tmp_dir, "body-%d-%d" % (os.getpid(), threading.get_ident()))
                with open(infile, "wb") as f:
                    f.write(body)
                query = query[: m.start()] + " FROM INFILE %s FORMAT %s" % (Engine.literal(infile), m.group(1))
            elif body:
                query = body.decode("utf-8", "replace")
            if not query.strip():
                raise ServerError(62, "SYNTAX_ERROR", "Empty query")
            if (user["readonly"] or self.command == "GET") and WRITE_WORDS.match(strip_leading_comments(query)):
                if user["readonly"]:
                    raise ServerError(164, "READONLY", "%s: Cannot execute query in readonly mode" % user["name"])
                raise ServerError(164, "READONLY", "Cannot execute query in readonly mode. For queries over HTTP, method GET implies readonly. You should use method POST for modifying queries")
            fmt = params.get("default_format") or "TabSeparated"
            started = time.monotonic()
            try:
                out = engine.run(query, params.get("database") or "", fmt, settings)
            finally:
                if infile:
                    os.unlink(infile)
            summary = json.dumps({"elapsed_ns": str(int((time.monotonic() - started) * 1e9))})
            self.send_body(200, out, content_type=content_type_of(query, fmt), compress=compress,
                           headers={"X-ClickHouse-Format": fmt, "X-ClickHouse-Summary": summary})
        except ServerError as e:
            self.send_error_body(e, compress=compress)
        except Exception as e:  # never leave the client hanging
            traceback.print_exc()
            self.send_error_body(ServerError(1001, "STD_EXCEPTION", str(e)), compress=compress)

    def authenticate(self, params):
        name = self.headers.get("X-ClickHouse-User") or params.get("user")
        key = self.headers.get("X-ClickHouse-Key")
        if key is None:
            key = params.get("password", "")
        if not name:
            # No credentials at all: the server asks for them (there is no passwordless default user).
            raise ServerError(194, "REQUIRED_PASSWORD", "default: Authentication failed: password is incorrect, or there is no user with such name", status=401)
        user = self.server.users.get(name)
        if user is None or sha256(key) != user["password_sha256"]:
            raise ServerError(516, "AUTHENTICATION_FAILED", "%s: Authentication failed: password is incorrect, or there is no user with such name" % name, status=403)
        return dict(user, name=name)


def content_type_of(query, fmt):
    m = re.search(r"\bFORMAT\s+(\w+)\s*;?\s*$", query, re.I)
    f = (m.group(1) if m else fmt).lower()
    if f.startswith("json"):
        return "application/x-ndjson; charset=UTF-8" if "eachrow" in f else "application/json; charset=UTF-8"
    if f.startswith("tabseparated") or f == "tsv":
        return "text/tab-separated-values; charset=UTF-8"
    return "text/plain; charset=UTF-8"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", required=True)
    ap.add_argument("--port", type=int, required=True)
    ap.add_argument("--users", required=True, help="JSON file: {name: {password_sha256, readonly}}")
    ap.add_argument("--schema", required=True)
    ap.add_argument("--legacy-schema", required=True)
    ap.add_argument("--legacy-script", required=True)
    ap.add_argument("--seed-dir", required=True)
    args = ap.parse_args()

    with open(args.users) as f:
        users = json.load(f)
    started = time.monotonic()
    engine = Engine(os.path.join(args.dir, "data"), "")
    loader.load(engine, args.schema, args.legacy_schema, args.legacy_script, args.seed_dir)
    tmp_dir = os.path.join(args.dir, "tmp")
    os.makedirs(tmp_dir, exist_ok=True)
    front = Front(args.port, engine, users, tmp_dir)
    print("clickhouse-modern: ClickHouse %s (chDB) on 127.0.0.1:%d, loaded in %.1f s"
          % (engine.version, front.server_address[1], time.monotonic() - started), flush=True)
    with open(os.path.join(args.dir, "port"), "w") as f:
        f.write(str(front.server_address[1]))

    def stop(*_):
        # The data is thrown away at the next start: no clean shutdown of chDB to wait for (its
        # threads can keep a finishing interpreter alive).
        os._exit(0)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    front.serve_forever()
    front.server_close()


if __name__ == "__main__":
    main()
