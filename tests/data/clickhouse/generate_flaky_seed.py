#!/usr/bin/env python3
"""Writes the flaky-test seed of the ClickHouse test server (see PROVENANCE.md in this folder).

    python3 generate_flaky_seed.py

Reads only ../flaky/ (the committed subset of the real data), fixed random seed, no clock:
re-running it reproduces the four JSONL files byte for byte. The tests never run it.
"""
import collections
import csv
import datetime as dt
import hashlib
import json
import random
from pathlib import Path

HERE = Path(__file__).resolve().parent
FLAKY = HERE.parent / "flaky"
UTC = dt.timezone.utc
FIRST_DAY = dt.datetime(2026, 7, 1, tzinfo=UTC)
DAYS = 14
ASOF = FIRST_DAY + dt.timedelta(days=DAYS)  # 2026-07-15 00:00:00 UTC: every row is before it
SNAPSHOT_FIRST = dt.datetime(2026, 6, 24, tzinfo=UTC)
COMMITS_PER_DAY = 5
JOB_ID_BASE = 45_000_000_000
RUN_ID_BASE = 16_000_000_000

rng = random.Random(20260715)


def ts(t):
    return t.strftime("%Y-%m-%d %H:%M:%S")


# Test jobs of one commit: (workflow_name, job name, platform). Real pytorch/pytorch job names.
JOBS = [
    ("pull", "linux-jammy-py3.10-gcc11 / test (default, 1, 5, lf.linux.2xlarge)", "linux"),
    ("pull", "linux-jammy-py3.10-gcc11 / test (default, 2, 5, lf.linux.2xlarge)", "linux"),
    ("trunk", "linux-jammy-cuda12.8-py3.10-gcc11 / test (default, 1, 5, lf.linux.g6.4xlarge.experimental.nvidia.gpu)", "cuda"),
    ("trunk", "macos-py3-arm64 / test (default, 1, 3, macos-m1-stable)", "mac"),
    ("trunk", "win-vs2022-cpu-py3 / test (default, 1, 3, lf.windows.4xlarge.nonephemeral)", "win"),
    ("rocm", "linux-jammy-rocm-py3.10 / test (default, 1, 6, linux.rocm.gpu.2)", "rocm"),
]

# ---------------------------------------------------------------- workflow_job: the test jobs
jobs = []  # dicts with id, platform, completed (datetime)
for day in range(DAYS):
    for c in range(COMMITS_PER_DAY):
        n = day * COMMITS_PER_DAY + c
        sha = hashlib.sha1(f"hudwatch-flaky-seed-commit-{n}".encode()).hexdigest()
        created = FIRST_DAY + dt.timedelta(days=day, hours=2 + 4 * c, minutes=rng.randrange(60))
        for k, (workflow, name, platform) in enumerate(JOBS):
            job_id = JOB_ID_BASE + n * 100 + k
            started = created + dt.timedelta(minutes=rng.randrange(2, 30))
            completed = started + dt.timedelta(minutes=rng.randrange(40, 150))
            jobs.append({"id": job_id, "run_id": RUN_ID_BASE + n * 10 + (0 if workflow == "pull" else 1),
                         "workflow": workflow, "name": name, "platform": platform, "sha": sha,
                         "created": created, "started": started, "completed": completed})
jobs.sort(key=lambda j: j["id"])
by_platform = collections.defaultdict(list)
for j in jobs:
    by_platform[j["platform"]].append(j)

# ---------------------------------------------------------------- test names from the real data
signals = collections.Counter()
with open(FLAKY / "flake_test_fail_autorevert_2026-07-01_2026-07-14.csv", encoding="utf-8") as f:
    for row in csv.DictReader(f):
        for t in row["flaky_signals"].split(";"):
            if t.strip():
                signals[t.strip()] += 1


def camel(stem):
    return "Test" + "".join(p.capitalize() for p in stem.split("_") if p and p != "test")


def from_signal(signal):
    """file::name of the CSV; the class is not in the CSV, so it is derived from the file name."""
    path, name = signal.split("::")
    stem = path.rsplit("/", 1)[-1][:-3]
    return path, camel(stem), name


def from_disabled(key):
    """'test_x (__main__.TestClass)' of the disabled list; the file is derived from the class."""
    name, suite = key[:-1].split(" (")
    cls = suite.rsplit(".", 1)[-1]
    return "test_" + cls[4:].lower() + ".py" if cls.startswith("Test") else "test_misc.py", cls, name


ranked = [s for s, _ in signals.most_common()]

# ---------------------------------------------------------------- disabled tests, daily snapshots
events = [json.loads(l) for l in open(FLAKY / "disabled-tests_events_to_2026-07-15.jsonl", encoding="utf-8")]
snapshots = []  # (day, timestamp, key, issue, platforms)
first_disabled = {}
for d in range((ASOF - SNAPSHOT_FIRST).days):
    day = SNAPSHOT_FIRST + dt.timedelta(days=d)
    taken = day + dt.timedelta(hours=8)  # HUD snapshots the issue list once a day
    state = {}
    for e in events:
        if e["date"] > taken.isoformat():
            break
        if e["action"] == "removed":
            state.pop(e["key"], None)
        else:
            state[e["key"]] = e["value"]
    for key in sorted(state):
        issue, _url, platforms = state[key]
        snapshots.append((day, taken, key, int(issue), sorted(platforms)))
        first_disabled.setdefault(key, day)
disabled_now = {s[2]: s for s in snapshots if s[0] == ASOF - dt.timedelta(days=1)}
# Tests disabled during the flake window (they flaked, then someone filed the issue).
disabled_in_window = sorted(k for k, d in first_disabled.items()
                            if FIRST_DAY + dt.timedelta(days=3) <= d < ASOF - dt.timedelta(days=2) and k in disabled_now)

# ---------------------------------------------------------------- test_run_s3
runs = []
FAIL = [["AssertionError: Tensor-likes are not close!", "Traceback (most recent call last): ...", "AssertionError"]]
ERROR = [["RuntimeError: CUDA error: an illegal memory access was encountered", "Traceback ...", "RuntimeError"]]
RERUN = [["AssertionError: Tensor-likes are not close!", "Traceback (most recent call last): ..."]]
SKIP = [["Test is disabled because an issue exists disabling it", "", "skip"]]


def row(test, job, kind, offset=0, job_id=None, name=None):
    file, cls, tname = test
    completed = job["completed"] if job else ASOF - dt.timedelta(days=3)
    runs.append({
        "name": tname if name is None else name, "classname": cls, "file": file,
        "invoking_file": file[:-3].replace("/", "."),
        "job_id": job["id"] if job_id is None else job_id,
        "workflow_id": job["run_id"] if job else 0, "workflow_run_attempt": 1,
        "time": round(rng.uniform(0.01, 30.0), 3),
        "status": "skipped" if kind == "skip" else "run",
        "failure": FAIL if kind == "fail" else [],
        "error": ERROR if kind == "error" else [],
        "skipped": SKIP if kind == "skip" else [],
        "rerun": RERUN * (2 if kind == "rerun-fail" else 1) if kind in ("rerun-pass", "rerun-fail") else [],
        "time_inserted": ts(completed + dt.timedelta(seconds=offset)),
    })
    if kind == "rerun-fail":  # failed on every rerun too: a real failure
        runs[-1]["failure"] = FAIL


def seed_test(test, pool, n_runs, n_flaky, n_failed=0, n_skipped=0, pair_every=0):
    """n_runs jobs of pool run the test: n_flaky flake (a passing rerun, or every pair_every-th one a
    failed row and a passing row in the same job), n_failed fail for real; n_skipped more jobs skip it."""
    chosen = rng.sample(pool, n_runs + n_skipped)
    kinds = (["flaky"] * n_flaky + ["failed"] * n_failed + ["pass"] * (n_runs - n_flaky - n_failed)
             + ["skip"] * n_skipped)
    rng.shuffle(kinds)
    flakes = 0
    for job, kind in zip(chosen, kinds):
        if kind == "flaky":
            flakes += 1
            if pair_every and flakes % pair_every == 0:
                row(test, job, "fail")
                row(test, job, "pass", offset=5)
            else:
                row(test, job, "rerun-pass")
        elif kind == "failed":
            row(test, job, rng.choice(["fail", "error", "rerun-fail"]))
        else:
            row(test, job, kind)


all_jobs = jobs
linux = by_platform["linux"]
# 40 flakes in 400 runs (each rerun-style but every 4th a failure row and a passing row in one
# job); 20 more jobs skip it: 420 jobs, 400 runs.
seed_test(from_signal(ranked[0]), all_jobs, 400, 40, n_failed=3, n_skipped=20, pair_every=4)
# 1 flake in 2 runs: a high rate on no evidence.
seed_test(from_signal(ranked[1]), linux, 2, 1)
# The CSV's flake counts (real) as flaky runs, on the platforms the test names suggest.
for signal in ranked[2:14]:
    pool = by_platform["cuda"] if "cuda" in signal or "inductor" in signal else linux
    n = signals[signal]
    seed_test(from_signal(signal), pool, min(len(pool), 20 + 7 * n), n, n_failed=rng.randrange(0, 3))
# Flakes on several platforms.
seed_test(from_signal(ranked[14]), all_jobs, 120, 9, n_failed=1, pair_every=3)
# Failures that are never flaky: 30 runs, 6 failed (no passing rerun, no passing row).
seed_test(from_signal(ranked[15]), linux, 30, 0, n_failed=6)
# Green only, and skipped only: neither is listed.
seed_test(from_signal(ranked[16]), all_jobs, 60, 0)
seed_test(from_signal(ranked[17]), all_jobs, 0, 0, n_skipped=25)
# Tests that flaked and were then disabled in the window: flaky before, skipped after.
for key in disabled_in_window[:4]:
    test = from_disabled(key)
    cut = first_disabled[key]
    plats = disabled_now[key][4]
    pool = [j for p in ("rocm", "mac", "win", "cuda") if p in plats or (p == "mac" and "macos" in plats)
            for j in by_platform[p]] or linux
    before = [j for j in pool if j["completed"] < cut]
    after = [j for j in pool if j["completed"] >= cut]
    if len(before) < 4:
        continue
    seed_test(test, before, len(before), max(1, len(before) // 6))
    for j in after:
        row(test, j, "skip")
# Malformed-ish: rows without a name (counted, never listed), a row without file or class (kept),
# and a flake in a job that workflow_job does not know (its job name stays unknown).
odd = ("test_misc.py", "", "test_unknown_job_flake")
for j in rng.sample(linux, 24):
    row(odd, j, "pass")
row(odd, None, "rerun-pass", job_id=JOB_ID_BASE - 1)
row(("", "", "test_without_file_or_class"), linux[0], "rerun-pass")
for j in linux[:3]:
    row(("test_nn.py", "TestNN", ""), j, "fail", name="")

# Traps (issue 29): jobs whose test rows must not count. Each flakes the most-run test of the seed
# and a test of its own (listed nowhere if the job is left out, as HUD leaves it out).
TRAP_JOB_BASE = 46_000_000_000
TRAPS = [  # (repository, branch, workflow, job name)
    ("pytorch/vision", "main", "pull", "linux-jammy-py3.10 / test (default, 1, 2, linux.2xlarge)"),
    ("pytorch/pytorch", "gh/someone/1/head", "pull", "linux-jammy-py3.10-gcc11 / test (default, 1, 5, lf.linux.2xlarge)"),
    ("pytorch/pytorch", "main", "slow",
     "linux-jammy-py3.10-gcc11 / test (default, 1, 2, lf.linux.2xlarge, rerun_disabled_tests)"),
]
trap_runs = []
most_run = from_signal(ranked[0])
for k, (repo, branch, workflow, name) in enumerate(TRAPS):
    for d in range(3):
        created = FIRST_DAY + dt.timedelta(days=4 + 3 * d, hours=5 + k)
        job = {"id": TRAP_JOB_BASE + k * 10 + d, "run_id": RUN_ID_BASE + 900_000 + k * 10 + d,
               "workflow": workflow, "name": name, "platform": "linux", "repo": repo, "branch": branch,
               "sha": hashlib.sha1(f"hudwatch-flaky-trap-{k}-{d}".encode()).hexdigest(), "created": created,
               "started": created + dt.timedelta(minutes=3), "completed": created + dt.timedelta(minutes=63)}
        jobs.append(job)
        row(most_run, job, "rerun-pass")
        row(("test_traps.py", "TestTraps", f"test_flaky_only_in_trap_{k}"), job, "rerun-pass")
        row(("test_traps.py", "TestTraps", f"test_flaky_only_in_trap_{k}"), job, "fail", offset=2)
        row(("test_traps.py", "TestTraps", f"test_flaky_only_in_trap_{k}"), job, "pass", offset=4)

runs.sort(key=lambda r: (r["time_inserted"], r["job_id"], r["file"], r["classname"], r["name"], len(r["failure"])))

# ---------------------------------------------------------------- rerun_disabled_tests
# Re-runs of tests disabled at ASOF in the "rerun disabled tests" jobs (HUD: green >= 150, red 0,
# no flake over 7 days means the test could be re-enabled).
reruns = []
rerun_job = 44_000_000_000


rerun_runs = []  # workflow_run rows of the rerun-disabled-tests workflows: the reruns' only time


def rerun(key, days_before, green, red, flaky, t=None, repo="pytorch/pytorch", run_row=True):
    """HUD's default.rerun_disabled_tests has no time and no job id: a row's time is the
    created_at of its workflow run (workflow_id = workflow_run.id)."""
    global rerun_job
    _file, cls, name = from_disabled(key)
    rerun_job += 1
    if t is None:
        t = ASOF - dt.timedelta(days=days_before, hours=rng.randrange(1, 20))
    run_id = rerun_job  # one workflow run per rerun row
    reruns.append({"classname": cls, "filename": _file, "flaky": int(flaky), "name": name,
                   "num_green": green, "num_red": red, "workflow_id": run_id, "workflow_run_attempt": 1,
                   "_meta.bucket": "ossci-raw-job-status",
                   "_meta.key": f"rerun_disabled_tests/{run_id}/1/rerun_disabled_tests.json.gz"})
    if run_row:
        rerun_runs.append({"id": run_id, "name": "slow", "branch": "main", "repo": repo, "created": t})


now_keys = sorted(disabled_now)
picked = rng.sample(now_keys, 8)
for d in range(1, 7):                                  # 6 x 50 green: a candidate
    rerun(picked[0], d, 50, 0, False)
for d in (1, 3):                                       # 150 exactly: a candidate
    rerun(picked[1], d, 75, 0, False)
for d in (1, 2):                                       # 149: not yet
    rerun(picked[2], d, 74 + d - 1, 0, False)
for d in (1, 2, 3, 4):                                 # green, one red run: not
    rerun(picked[3], d, 60, 1 if d == 2 else 0, d == 2)
rerun(picked[4], 1, 200, 0, True)                      # marked flaky: not
rerun(picked[5], 2, 100, 0, False)                     # 100 in the week, 100 more 9 days ago: not
rerun(picked[5], 9, 100, 0, False)
rerun(picked[6], 10, 300, 0, False)                    # only before the window: not
for d in range(1, 8):                                  # red in an old run only: a candidate
    rerun(picked[7], d - 1 if d > 1 else 0, 40, 0, False)
rerun(picked[7], 12, 10, 3, True)
# Traps of the real table (issue 29), on tests no other rerun row names:
extra = [k for k in now_keys if k not in picked]
rerun(extra[0], 0, 150, 0, False, t=ASOF - dt.timedelta(hours=5))       # one row of exactly 150: a candidate
rerun(extra[1], 0, 400, 0, False, t=ASOF - dt.timedelta(days=7, hours=1))  # 7 days + 1 h old by created_at: not
rerun(extra[2], 0, 400, 0, False, t=ASOF - dt.timedelta(hours=3), repo="pytorch/vision")  # another repository: not
rerun(extra[3], 0, 400, 0, False, run_row=False)                          # no workflow_run row: not (HUD's join)
reruns.sort(key=lambda r: (r["workflow_id"], r["name"]))


# ---------------------------------------------------------------- write
def write(name, rows):
    with open(HERE / name, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


write("flaky_workflow_job.jsonl", [{
    "id": j["id"], "run_id": j["run_id"], "run_attempt": 1, "name": j["name"], "workflow_name": j["workflow"],
    "head_sha": j["sha"], "head_branch": j.get("branch", "main"), "status": "completed", "conclusion": "success",
    "created_at": ts(j["created"]), "started_at": ts(j["started"]), "completed_at": ts(j["completed"]),
    "html_url": f"https://github.com/{j.get('repo', 'pytorch/pytorch')}/actions/runs/{j['run_id']}/job/{j['id']}",
    "url": f"https://api.github.com/repos/{j.get('repo', 'pytorch/pytorch')}/actions/jobs/{j['id']}",
    "labels": [], "runner_name": "", "torchci_classification": [[], [], j["id"], "", 0, ""],
    "dynamoKey": f"{j.get('repo', 'pytorch/pytorch')}/{j['id']}", "_inserted_at": ts(j["completed"])}
    for j in sorted(jobs, key=lambda j: j["id"])])
# default.workflow_run: one row per run of the test jobs (its repository and branch are what HUD
# filters on) and per rerun-disabled-tests run (the reruns' only time).
workflow_runs = {}
for j in sorted(jobs, key=lambda j: j["id"]):
    workflow_runs.setdefault(j["run_id"], {"id": j["run_id"], "name": j["workflow"], "branch": j.get("branch", "main"),
                                           "repo": j.get("repo", "pytorch/pytorch"), "created": j["created"],
                                           "sha": j["sha"]})
for r in rerun_runs:
    workflow_runs[r["id"]] = dict(r, sha=hashlib.sha1(f"hudwatch-flaky-rerun-{r['id']}".encode()).hexdigest())
write("flaky_workflow_run.jsonl", [{
    "id": w["id"], "workflow_id": 1000 + sum(map(ord, w["name"])), "name": w["name"],
    "event": "pull_request" if w["branch"].startswith("gh/") else "push", "status": "completed",
    "conclusion": "success", "run_attempt": 1, "head_branch": w["branch"], "head_sha": w["sha"],
    "html_url": f"https://github.com/{w['repo']}/actions/runs/{w['id']}",
    "created_at": ts(w["created"]), "updated_at": ts(w["created"] + dt.timedelta(hours=2)),
    "repository.full_name": w["repo"], "head_repository.full_name": w["repo"],
    "dynamoKey": f"{w['repo']}/{w['id']}", "_inserted_at": ts(w["created"] + dt.timedelta(hours=2))}
    for w in sorted(workflow_runs.values(), key=lambda w: w["id"])])
def flattened(r):
    """The Nested columns as ClickHouse takes them: one array per element (failure.message, ...)."""
    out = {}
    for key, value in r.items():
        if key in ("failure", "error", "skipped", "rerun"):
            fields = ("message", "text") if key == "rerun" else ("message", "text", "type")
            for i, field in enumerate(fields):
                out[f"{key}.{field}"] = [v[i] for v in value]
        else:
            out[key] = value
    return out


# A trap of the real table (issue 29): misc.disabled_tests_historical has no repository, only the
# issue number; a test disabled by another repository's issue (pytorch/vision #8850, open, a number
# no pytorch/pytorch issue of the seed has) is in every day's snapshot and counts nowhere.
OTHER_REPO_ISSUE = (8850, "pytorch/vision", "test_decode_jpeg_cuda (__main__.TestImageDecoding)")
other_repo_snapshots = [(SNAPSHOT_FIRST + dt.timedelta(days=d), SNAPSHOT_FIRST + dt.timedelta(days=d, hours=8),
                         OTHER_REPO_ISSUE[2], OTHER_REPO_ISSUE[0], ["linux"])
                        for d in range((ASOF - SNAPSHOT_FIRST).days)]
assert OTHER_REPO_ISSUE[0] not in {s_[3] for s_ in snapshots}

write("test_run_s3.jsonl", [flattened(r) for r in runs])
write("disabled_tests_historical.jsonl", [{
    "day": s[0].strftime("%Y-%m-%d"), "timestamp": ts(s[1]), "name": s[2], "issueNumber": s[3],
    "platforms": s[4]} for s in snapshots + other_repo_snapshots])
write("rerun_disabled_tests.jsonl", reruns)
# default.issues rows of the DISABLED issues (HUD keeps a disabled test while its issue is open):
# open when the test is disabled at ASOF, closed otherwise. Columns of the grid's issues block.
issue_keys = {}
for s_ in snapshots:
    issue_keys.setdefault(s_[3], s_[2])
open_issues = {v[3] for v in disabled_now.values()}
write("flaky_issues.jsonl", [{
    "number": n, "title": f"DISABLED {issue_keys[n]}", "html_url": f"https://github.com/pytorch/pytorch/issues/{n}",
    "state": "open" if n in open_issues else "closed", "body": "Platforms: see the snapshot",
    "updated_at": ts(ASOF - dt.timedelta(days=1)), "author_association": "CONTRIBUTOR",
    "labels.name": ["skipped", "module: flaky-tests"], "repository_url": "https://api.github.com/repos/pytorch/pytorch",
    "_inserted_at": ts(ASOF - dt.timedelta(days=1))} for n in sorted(issue_keys)] + [{
    "number": OTHER_REPO_ISSUE[0], "title": f"DISABLED {OTHER_REPO_ISSUE[2]}",
    "html_url": f"https://github.com/{OTHER_REPO_ISSUE[1]}/issues/{OTHER_REPO_ISSUE[0]}", "state": "open",
    "body": "Platforms: linux", "updated_at": ts(ASOF - dt.timedelta(days=1)), "author_association": "CONTRIBUTOR",
    "labels.name": ["skipped"], "repository_url": f"https://api.github.com/repos/{OTHER_REPO_ISSUE[1]}",
    "_inserted_at": ts(ASOF - dt.timedelta(days=1))}])
print(f"{len(jobs)} jobs, {len(runs)} test runs, {len(snapshots) + len(other_repo_snapshots)} disabled-test snapshot rows "
      f"({len(disabled_now)} disabled at ASOF), {len(reruns)} reruns")
