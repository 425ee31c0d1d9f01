#!/usr/bin/env python3
"""The modern front speaks ClickHouse's HTTP interface as a real server does (ctest
script.clickhouse_modern_front). Usage: test_front.py DIR (DIR/connection.env of a running front)."""

import gzip
import os
import sys
import unittest
import urllib.error
import urllib.parse
import urllib.request

ENV = {}


def request(sql=None, params=None, user="app", body=None, headers=None, method="POST", path="/"):
    users = {
        "app": (ENV["CLICKHOUSE_USER"], ENV["CLICKHOUSE_PASSWORD"]),
        "reader": (ENV["CLICKHOUSE_READONLY_USER"], ENV["CLICKHOUSE_READONLY_PASSWORD"]),
        "wrong": (ENV["CLICKHOUSE_USER"], "not-the-password"),
        "unknown": ("nobody", "x"),
        "none": None,
    }
    q = dict(params or {})
    data = body
    if sql is not None and body is None and method == "POST":
        data = sql.encode()
    elif sql is not None:
        q["query"] = sql
    url = "http://%s:%s%s" % (ENV["CLICKHOUSE_HOST"], ENV["CLICKHOUSE_HTTP_PORT"], path)
    if q:
        url += "?" + urllib.parse.urlencode(q)
    req = urllib.request.Request(url, data=data if method == "POST" else None, method=method)
    if users[user]:
        req.add_header("X-ClickHouse-User", users[user][0])
        req.add_header("X-ClickHouse-Key", users[user][1])
    for k, v in (headers or {}).items():
        req.add_header(k, v)
    try:
        with urllib.request.urlopen(req, timeout=30) as r:
            return r.status, dict(r.headers), r.read()
    except urllib.error.HTTPError as e:
        return e.code, dict(e.headers), e.read()


class FrontTest(unittest.TestCase):
    def assertError(self, reply, status, code, words):
        st, headers, body = reply
        text = body.decode()
        self.assertEqual(st, status, text)
        self.assertEqual(headers.get("X-ClickHouse-Exception-Code"), str(code))
        self.assertTrue(text.startswith("Code: %d. DB::Exception: " % code), text)
        self.assertIn(words, text)
        self.assertRegex(text.strip(), r"\(version 26\.\d+")

    def test_ping(self):
        self.assertEqual(request(path="/ping", method="GET")[2], b"Ok.\n")

    def test_authentication(self):
        self.assertError(request("SELECT 1", user="wrong"), 403, 516, "Authentication failed")
        self.assertError(request("SELECT 1", user="unknown"), 403, 516, "Authentication failed")
        self.assertEqual(request("SELECT 1", user="none")[0], 401)
        self.assertEqual(request("SELECT 1")[2], b"1\n")

    def test_error_format_and_status(self):
        self.assertError(request("SELEC 1"), 400, 62, "Syntax error")
        self.assertError(request("SELECT * FROM default.no_such_table"), 404, 60, "no_such_table")
        self.assertError(request("SELECT no_such_column FROM default.push"), 400, 47, "no_such_column")
        self.assertError(request("SELECT 1", params={"database": "no_such_db"}), 404, 81, "no_such_db")

    def test_max_execution_time_is_enforced(self):
        reply = request("SELECT count() FROM system.numbers WHERE sleepEachRow(0) = 0",
                        params={"max_execution_time": "1"})
        self.assertError(reply, 500, 159, "Timeout exceeded")
        # ... for that query only: the next one runs under the server's defaults again.
        st, _, body = request("SELECT value FROM system.settings WHERE name = 'max_execution_time'")
        self.assertEqual((st, body), (200, b"0\n"))

    def test_readonly_account(self):
        # readonly=1: a changed setting is refused, an unchanged one and the HTTP parameters pass.
        self.assertError(request("SELECT 1", user="reader", params={"enable_http_compression": "1"}),
                         403, 164, "Cannot modify 'enable_http_compression' setting in readonly mode")
        self.assertError(request("SELECT 1", user="reader", params={"max_execution_time": "60"}),
                         403, 164, "max_execution_time")
        st, _, body = request("SELECT count() > 0 FROM push", user="reader",
                              params={"database": "default", "wait_end_of_query": "1", "max_execution_time": "0"})
        self.assertEqual((st, body), (200, b"1\n"))
        self.assertError(request("CREATE TABLE default.ro_attempt (x UInt8) ENGINE = Memory", user="reader"),
                         403, 164, "readonly")
        self.assertError(request("INSERT INTO default.push (ref) VALUES ('x')", user="reader"), 403, 164, "readonly")

    def test_gzip_only_when_asked(self):
        st, headers, body = request("SELECT 42", params={"enable_http_compression": "1"},
                                    headers={"Accept-Encoding": "gzip"})
        self.assertEqual(headers.get("Content-Encoding"), "gzip")
        self.assertEqual(gzip.decompress(body), b"42\n")
        st, headers, body = request("SELECT 42", headers={"Accept-Encoding": "gzip"})
        self.assertNotIn("Content-Encoding", headers)
        self.assertEqual(body, b"42\n")

    def test_settings_and_formats(self):
        sql = "SELECT toInt64(9007199254740993) AS big FORMAT JSONEachRow"
        self.assertEqual(request(sql)[2], b'{"big":"9007199254740993"}\n')  # quoted, as a server does
        self.assertEqual(request(sql, params={"output_format_json_quote_64bit_integers": "0"})[2],
                         b'{"big":9007199254740993}\n')
        self.assertEqual(request("SELECT 1 AS x", params={"default_format": "JSONEachRow"})[2], b'{"x":1}\n')
        self.assertEqual(request("SELECT count() FROM push", params={"database": "default"})[2].strip() != b"", True)
        self.assertError(request("SELECT number FROM numbers(10)",
                                 params={"max_result_rows": "5", "result_overflow_mode": "throw"}), 500, 396, "Limit")
        st, _, body = request("SELECT 3", method="GET")
        self.assertEqual((st, body), (200, b"3\n"))

    def test_real_types_and_insert_through_staging(self):
        st, _, body = request("SELECT toTypeName(head_commit), toTypeName(created_at) FROM default.push, "
                              "default.workflow_job LIMIT 1 FORMAT TSV")
        self.assertEqual(st, 200, body)
        self.assertRegex(body, rb"^Tuple\(\\n +id String")
        self.assertIn(b"DateTime64(9)", body)
        row = (b'{"ref":"refs/heads/front-test","head_commit.id":"f00d","head_commit.timestamp":"2026-01-02 03:04:05",'
               b'"repository.full_name":"pytorch/pytorch","dynamoKey":"front-test","_inserted_at":"2026-01-02 03:04:06"}\n')
        st, _, body = request(body=row, sql="INSERT INTO legacy_default.push (ref, `head_commit.id`, "
                              "`head_commit.timestamp`, `repository.full_name`, dynamoKey, _inserted_at) FORMAT JSONEachRow")
        self.assertEqual(st, 200, body)
        st, _, body = request("SELECT head_commit.id, toUnixTimestamp(head_commit.timestamp), repository.full_name, "
                              "_inserted_at FROM default.push WHERE dynamoKey = 'front-test' FORMAT TSV")
        self.assertEqual(body, b"f00d\t1767323045\tpytorch/pytorch\t2026-01-02 03:04:06\n")


def main():
    with open(os.path.join(sys.argv[1], "connection.env")) as f:
        for line in f:
            k, _, v = line.strip().partition("=")
            ENV[k] = v
    unittest.main(argv=sys.argv[:1], verbosity=2)


if __name__ == "__main__":
    main()
