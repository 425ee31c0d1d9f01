#!/usr/bin/env python3
"""Writes the seeds of fuzz_recording (tests/fuzz/corpus/recording/): small recordings in both
formats, each behind the target's selector byte (odd: SQLite, even: JSON lines), plus hostile
ones a recording from someone else could be. The SQLite schema is read from
models/timemachine/RecordingTables.cpp, so the seeds follow the format. Run from anywhere."""
import pathlib
import re
import sqlite3
import struct
import tempfile
import zlib

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "tests/fuzz/corpus/recording"
TINY = (ROOT / "tests/data/demo/tiny-recording.jsonl").read_bytes()
SCHEMA = re.findall(r'R"sql\((.*?)\)sql"', (ROOT / "models/timemachine/RecordingTables.cpp").read_text(), re.S)
SHA = "1111111111111111111111111111111111111111"


def sqlite_bytes(build):
    with tempfile.TemporaryDirectory() as d:
        path = pathlib.Path(d) / "r.sqlite"
        db = sqlite3.connect(path)
        db.execute("PRAGMA page_size = 512")
        db.executescript("".join(SCHEMA))
        db.execute("PRAGMA application_id = 1213682243")  # "HWRC"
        db.execute("PRAGMA user_version = 2")
        db.execute("INSERT INTO recording VALUES (1, 'fuzz', 'seed', '', 1723622400, 1723626000, "
                   "1723624200, '[\"^pull / flaky\"]', 1723626000, 'seed')")
        build(db)
        db.commit()
        db.execute("VACUUM")
        db.close()
        return path.read_bytes()


def rows(db):
    db.execute("INSERT INTO commits VALUES (1, 1723622400, ?, 'First (#1)', 'a')", (SHA,))
    for seq, (t, status, conclusion) in enumerate([(1723622460, "queued", None),
                                                   (1723622520, "in_progress", None),
                                                   (1723623000, "completed", "failure")], 1):
        db.execute("INSERT INTO job_rows VALUES (?, ?, 101, 11, 1, 'pull', 'linux / build', ?, ?, ?, "
                   "1723622460, 1723622520, 0, 'https://github.com/o/r/actions/runs/11/job/101', 'error: x')",
                   (seq, t, SHA, status, conclusion))
    db.execute("INSERT INTO snapshots VALUES (1, 'backends', 1723622400, 1723622400, '{\"version\":1}')")
    db.execute("INSERT INTO level_changes VALUES (1, '2024-08-14', 'o/r', 'L1', 'L2', 5, 'a', 'n', 'allowlist')")


def view(db):
    # A recording whose job rows never end: must be refused, not read.
    db.execute("DROP TABLE job_rows")
    db.execute("CREATE VIEW job_rows AS WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) "
               "SELECT i AS seq, 1723622460 AS inserted_at, i AS id, 1 AS run_id, 1 AS run_attempt, 'w' AS "
               "workflow_name, 'j' AS job_name, 's' AS head_sha, 'queued' AS status, NULL AS conclusion, 0 AS "
               "created_at, 0 AS started_at, 0 AS completed_at, NULL AS html_url, NULL AS failure_line FROM n")


def far_future(db):
    rows(db)
    db.execute("UPDATE recording SET \"end\" = 9223372036854775807")


def write(name, data):
    (OUT / name).write_bytes(data)


write("jsonl_tiny", b"\x00" + TINY)
write("jsonl_qcompress", b"\x02" + struct.pack(">I", len(TINY)) + zlib.compress(TINY))
write("jsonl_qcompress_lying_length", b"\x04" + b"\xff\xff\xff\xf0" + zlib.compress(TINY))
write("sqlite_v2", b"\x01" + sqlite_bytes(rows))
write("sqlite_empty", b"\x03" + sqlite_bytes(lambda db: None))
write("sqlite_recursive_view", b"\x05" + sqlite_bytes(view))
write("sqlite_far_future", b"\x07" + sqlite_bytes(far_future))
