#!/usr/bin/env python3
"""Writes trunk_workflow_job.jsonl, trunk_push.jsonl and trunk_workflow_run.jsonl: ten days of a
synthetic trunk for the trunk-health tests (loaded into the test server's trunk_seed database).
Deterministic: run it again and the files are byte-identical. See PROVENANCE.md.

Traps HUD's definitions must get right (tst_TrunkClickHouse computes the expected figures itself):
pytorch/vision pushes to main with failing jobs and a fork's failing job on a pytorch SHA (other
repositories: never counted); failing periodic/nightly/inductor jobs on main SHAs (not
viable/strict-blocking: never counted); failing unstable, rerun_disabled_tests and
mem_leak_check jobs; a commit whose only failure is a cancelled job (red); a commit with only a
few job groups (left out); queued jobs inside and outside HUD's window, with and without labels;
pull/trunk workflow runs for time to signal, some on attempt 2 or failed (left out), some of a
fork (left out)."""
import hashlib
import json
import random
from datetime import datetime, timedelta, timezone

rng = random.Random(20260701)
START = datetime(2026, 7, 1, tzinfo=timezone.utc)
DAYS = 10

# Job names follow the real pytorch/pytorch names of shared/data/hud/workflow_jobs_2024-08-14.csv
# (build environment / job (config, shard, shards, runner)), with newer toolchains.
# (workflow, name, labels, queue seconds range, duration seconds range)
JOBS = [
    ("Lint", "lintrunner-noclang", ["linux.2xlarge"], (5, 60), (300, 600)),
    ("Lint", "workflow-checks", ["linux.2xlarge"], (5, 60), (60, 120)),
    ("pull", "linux-jammy-py3.10-clang15 / build", ["linux.2xlarge"], (10, 120), (1200, 2400)),
    ("pull", "linux-jammy-py3.10-clang15 / test (default, 1, 2, linux.4xlarge)", ["self-hosted", "linux.4xlarge"], (30, 300), (1800, 3600)),
    ("pull", "linux-jammy-py3.10-clang15 / test (default, 2, 2, linux.4xlarge)", ["self-hosted", "linux.4xlarge"], (30, 300), (1800, 3600)),
    ("pull", "linux-jammy-py3.10-clang15 / test (crossref, 1, 1, linux.2xlarge)", ["self-hosted", "linux.2xlarge"], (30, 300), (1800, 3600)),
    ("pull", "linux-docs / build-docs-python-false", ["linux.2xlarge"], (10, 120), (600, 1200)),
    ("pull", "linux-jammy-cuda12.8-py3.10-gcc11 / build", ["linux.2xlarge"], (10, 120), (1800, 3000)),
    ("pull", "linux-jammy-cuda12.8-py3.10-gcc11 / test (default, 1, 1, linux.g5.4xlarge.nvidia.gpu)", ["self-hosted", "linux.g5.4xlarge.nvidia.gpu"], (60, 900), (1800, 3600)),
    ("linux-aarch64", "linux-jammy-aarch64-py3.10 / build", ["linux.arm64.2xlarge"], (10, 300), (1200, 2400)),
    ("docs-build", "build-docs", ["linux.2xlarge"], (10, 120), (300, 900)),
    ("trunk", "linux-jammy-py3.10-gcc11 / build", ["linux.2xlarge"], (10, 120), (1200, 2400)),
    ("trunk", "linux-jammy-py3.10-gcc11 / test (default, 1, 3, linux.4xlarge)", ["self-hosted", "linux.4xlarge"], (30, 300), (1800, 3600)),
    ("trunk", "linux-jammy-py3.10-gcc11 / test (default, 2, 3, linux.4xlarge)", ["self-hosted", "linux.4xlarge"], (30, 300), (1800, 3600)),
    ("trunk", "linux-jammy-py3.10-gcc11 / test (default, 3, 3, linux.4xlarge)", ["self-hosted", "linux.4xlarge"], (30, 300), (1800, 3600)),
    ("trunk", "win-vs2022-cpu-py3 / build", ["windows.4xlarge.nonephemeral"], (120, 1800), (2400, 4200)),
    ("trunk", "win-vs2022-cpu-py3 / test (default, 1, 2, windows.4xlarge.nonephemeral)", ["windows.4xlarge.nonephemeral"], (120, 1800), (2400, 4800)),
    ("trunk", "win-vs2022-cpu-py3 / test (default, 2, 2, windows.4xlarge.nonephemeral)", ["windows.4xlarge.nonephemeral"], (120, 1800), (2400, 4800)),
    ("trunk", "macos-py3-arm64 / test (default, 1, 1, macos-m1-stable)", ["macos-m1-stable"], (60, 900), (1500, 3000)),
    ("trunk", "linux-jammy-rocm-py3.10 / test (default, 1, 2, linux.rocm.gpu.2)", ["linux.rocm.gpu.2"], (600, 5400), (2400, 5400)),
    ("trunk", "linux-jammy-rocm-py3.10 / test (default, 2, 2, linux.rocm.gpu.2)", ["linux.rocm.gpu.2"], (600, 5400), (2400, 5400)),
]

def fmt(t):
    return t.strftime("%Y-%m-%d %H:%M:%S")

commits = []
for day in range(DAYS):
    n = 8 + rng.randrange(5)
    minutes = sorted(rng.sample(range(0, 24 * 60), n))
    for k, m in enumerate(minutes):
        idx = len(commits)
        sha = hashlib.sha1(f"hudwatch-trunk-commit-{idx}".encode()).hexdigest()
        commits.append((sha, START + timedelta(days=day, minutes=m, seconds=rng.randrange(60))))

pushes = []
for i, (sha, t) in enumerate(commits):
    pushes.append({"ref": "refs/heads/main", "head_commit.id": sha, "head_commit.timestamp": fmt(t),
                   "head_commit.message": f"Trunk commit {i}", "head_commit.author.name": f"trunk-author-{i % 4}",
                   "repository.full_name": "pytorch/pytorch", "dynamoKey": f"pytorch/pytorch/push/{i}",
                   "_inserted_at": fmt(t)})
# The same SHA pushed again later (a re-push): it counts once, at its latest push.
sha, t = commits[5]
pushes.append(dict(pushes[5], **{"head_commit.timestamp": fmt(t + timedelta(minutes=3)),
                                 "dynamoKey": "pytorch/pytorch/push/5-again", "_inserted_at": fmt(t + timedelta(minutes=3))}))
# A push to another branch: never counted.
pushes.append(dict(pushes[0], **{"ref": "refs/heads/release/2.8", "head_commit.id": "f" * 40,
                                 "dynamoKey": "pytorch/pytorch/push/release"}))

broken_linux = set(range(20, 24))   # shard 2 of the Linux tests fails: broken, Linux only
broken_windows = set(range(40, 46)) | {70, 71}  # Windows tests fail while Linux passes
broken_everywhere = {55}            # the default tests fail everywhere: broken, not platform-only
no_jobs = {33}                      # a commit whose jobs never ran
cancelled_only = {60}               # green but for one cancelled job: HUD counts it red
few_groups = {65}                   # only Lint ran (2 job groups, one failed): left out of red %
# Jobs HUD leaves out of red %, failing on some commits: other workflows, and excluded names
# (mem_leak_check only leaves the KPI, not the histogram).
NOT_COUNTED = [
    ("periodic", "linux-jammy-cuda12.8-py3.10-gcc11 / test (nogpu_AVX512, 1, 1, linux.4xlarge)", ["self-hosted", "linux.4xlarge"]),
    ("inductor", "inductor-build / build", ["linux.2xlarge"]),
    ("nightly", "linux-binary-manywheel / manywheel-py3_10-cpu-build", ["linux.12xlarge"]),
    ("trunk", "linux-jammy-py3.10-gcc11 / test (rerun_disabled_tests, 1, 1, linux.4xlarge)", ["self-hosted", "linux.4xlarge"]),
    ("pull", "linux-jammy-py3.10-unstable / test (default, 1, 1, linux.4xlarge)", ["self-hosted", "linux.4xlarge"]),
]
MEM_LEAK = ("trunk", "linux-jammy-py3.10-gcc11-mem-leak / test (default, 1, 1, linux.4xlarge, mem_leak_check)",
            ["self-hosted", "linux.4xlarge"])
WORKFLOWS = sorted({j[0] for j in JOBS} | {j[0] for j in NOT_COUNTED})
running = {len(commits) - 1, len(commits) - 2}  # the newest commits are still running

def job_row(id_, run_id, attempt, name, wf, sha, status, concl, created, started, completed, labels,
            repo="pytorch/pytorch", runner_group=""):
    return {"id": id_, "run_id": run_id, "run_attempt": attempt, "name": name, "workflow_name": wf,
            "head_sha": sha, "head_branch": "main", "status": status, "conclusion": concl,
            "created_at": fmt(created), "started_at": fmt(started) if started else "1970-01-01 00:00:00",
            "completed_at": fmt(completed) if completed else "1970-01-01 00:00:00",
            "html_url": f"https://github.com/{repo}/actions/runs/{run_id}/job/{id_}",
            "url": f"https://api.github.com/repos/{repo}/actions/jobs/{id_}",
            "labels": labels, "runner_name": "", "runner_group_name": runner_group,
            "torchci_classification": [[], [], id_, "", 0, ""],
            "dynamoKey": f"{repo}/{id_}", "_inserted_at": fmt(completed or started or created)}


rows = []
runs = {}
next_id = 50_000_000_000
for i, (sha, t) in enumerate(commits):
    if i in no_jobs:
        continue
    build_done = {}
    jobs = JOBS if i not in few_groups else [j for j in JOBS if j[0] == "Lint"]
    for wf, name, labels, (qlo, qhi), (dlo, dhi) in jobs:
        run_id = 16_000_000_000 + i * 100 + WORKFLOWS.index(wf)
        platform_build = name.split(" / ")[0]
        created = t + timedelta(seconds=30 + rng.randrange(60))
        if "/ test" in name and platform_build in build_done:
            created = build_done[platform_build] + timedelta(seconds=5)
        started = created + timedelta(seconds=rng.randrange(qlo, qhi))
        completed = started + timedelta(seconds=rng.randrange(dlo, dhi))
        conclusion = "success"
        if i in broken_linux and "gcc11 / test (default, 2" in name:
            conclusion = "failure"
        if i in broken_windows and name.startswith("win-") and "/ test" in name and "1, 2" in name:
            conclusion = "failure"
        if i in broken_everywhere and "/ test (default" in name:
            conclusion = "failure"
        if conclusion == "success" and rng.random() < 0.01:
            conclusion = "timed_out"
        if conclusion == "success" and rng.random() < 0.02:
            conclusion = "cancelled"
        if i in few_groups and name == "lintrunner-noclang":
            conclusion = "failure"
        if i in cancelled_only:
            conclusion = "cancelled" if name == "linux-docs / build-docs-python-false" else "success"
        flaky = conclusion == "success" and "/ test" in name and rng.random() < 0.06 and i not in cancelled_only
        status = "completed"
        if i in running and ("rocm" in name or "win-" in name):
            status, conclusion, completed = "in_progress", "", datetime(1970, 1, 1, tzinfo=timezone.utc)
        attempts = [("failure" if flaky else conclusion, 1)]
        if flaky:
            attempts.append(("success", 2))
        for concl, attempt in attempts:
            next_id += 1 + rng.randrange(3)
            if attempt == 2:
                created = completed + timedelta(seconds=20)
                started = created + timedelta(seconds=rng.randrange(qlo, qhi))
                completed = started + timedelta(seconds=rng.randrange(dlo, dhi))
            row = {"id": next_id, "run_id": run_id, "run_attempt": attempt, "name": name, "workflow_name": wf,
                   "head_sha": sha, "head_branch": "main", "status": status, "conclusion": concl,
                   "created_at": fmt(created), "started_at": fmt(started),
                   "completed_at": fmt(completed) if status == "completed" else "1970-01-01 00:00:00",
                   "html_url": f"https://github.com/pytorch/pytorch/actions/runs/{run_id}/job/{next_id}",
                   "url": f"https://api.github.com/repos/pytorch/pytorch/actions/jobs/{next_id}",
                   "labels": labels, "runner_name": "", "runner_group_name": "", "torchci_classification": [[], [], next_id, "", 0, ""],
                   "dynamoKey": f"pytorch/pytorch/{next_id}", "_inserted_at": fmt(completed if status == "completed" else started)}
            if status == "completed" and rng.random() < 0.1:
                # An older row of the same job while it was running: the newest row wins.
                rows.append(dict(row, status="in_progress", conclusion="", completed_at="1970-01-01 00:00:00",
                                 _inserted_at=fmt(started)))
            rows.append(row)
            runs.setdefault(run_id, {"wf": wf, "sha": sha, "created": t + timedelta(seconds=20), "attempt": 1,
                                     "ok": True, "done": status == "completed", "updated": t})
            run = runs[run_id]
            run["attempt"] = max(run["attempt"], attempt)
            run["ok"] &= concl == "success" or attempt < max(a for _, a in attempts)
            run["done"] &= status == "completed"
            run["updated"] = max(run["updated"], completed if status == "completed" else started)
            if name.endswith("/ build"):
                build_done[platform_build] = completed
    # Jobs that never count, failing on every fifth commit (and passing on the others).
    extra = list(NOT_COUNTED) + ([MEM_LEAK] if i % 10 == 3 else [])
    for wf, name, labels in extra:
        next_id += 1
        run_id = 16_000_000_000 + i * 100 + WORKFLOWS.index(wf)
        created = t + timedelta(seconds=40)
        concl = "failure" if i % 5 == 3 else "success"
        rows.append(job_row(next_id, run_id, 1, name, wf, sha, "completed", concl, created, created + timedelta(seconds=60),
                            created + timedelta(seconds=900), labels))

# pytorch/vision pushes to its main with failing jobs of the same workflow and job names, and a
# fork's failing job on a pytorch/pytorch SHA: another repository's, never counted.
vision_runs = {}
for k in range(3):
    t = START + timedelta(days=2 + 3 * k, hours=5)
    sha = hashlib.sha1(f"hudwatch-trunk-vision-{k}".encode()).hexdigest()
    pushes.append({"ref": "refs/heads/main", "head_commit.id": sha, "head_commit.timestamp": fmt(t),
                   "head_commit.message": f"Vision commit {k}", "head_commit.author.name": "vision-author",
                   "repository.full_name": "pytorch/vision", "dynamoKey": f"pytorch/vision/push/{k}",
                   "_inserted_at": fmt(t)})
    for n, (wf, name, labels, _, _) in enumerate(JOBS):
        next_id += 1
        concl = "failure" if n % 2 == 0 else "cancelled"
        run_id = 17_000_000_000 + k * 100 + WORKFLOWS.index(wf)
        # Some of its jobs passed: they would count in tts_percentile if the repository were not checked.
        rows.append(job_row(next_id, run_id, 1, name, wf, sha, "completed", "success" if n % 3 == 1 else concl,
                            t + timedelta(seconds=30), t + timedelta(seconds=90), t + timedelta(seconds=1900), labels,
                            repo="pytorch/vision"))
        vision_runs[run_id] = (wf, sha, t + timedelta(seconds=20), t + timedelta(seconds=1900))
for i in (10, 11, 12):
    sha, t = commits[i]
    next_id += 1
    rows.append(job_row(next_id, 18_000_000_000 + i, 1, "linux-jammy-py3.10-gcc11 / test (default, 1, 3, linux.4xlarge)",
                        "trunk", sha, "completed", "failure", t + timedelta(seconds=30), t + timedelta(seconds=60),
                        t + timedelta(seconds=600), ["self-hosted", "linux.4xlarge"], repo="someone/pytorch"))

# Queued jobs for HUD's live queue, as of NOW (the tests' clock): in its window (5 min to a week
# old, still queued), outside it, of another repository, no longer queued, without labels.
NOW = START + timedelta(days=DAYS)
pr_sha = hashlib.sha1(b"hudwatch-trunk-pr-queued").hexdigest()
QUEUED = [  # (age, labels, runner group, repo, still queued)
    (timedelta(minutes=10), ["self-hosted", "linux.4xlarge"], "", "pytorch/pytorch", True),
    (timedelta(hours=1), ["self-hosted", "linux.4xlarge"], "", "pytorch/pytorch", True),
    (timedelta(hours=5), ["self-hosted", "linux.4xlarge"], "", "pytorch/pytorch", True),
    (timedelta(hours=2), ["linux.g5.4xlarge.nvidia.gpu"], "", "pytorch/pytorch", True),
    (timedelta(days=2), ["macos-m1-stable"], "", "pytorch/pytorch", True),
    (timedelta(minutes=40), [], "arc-linux-group", "pytorch/pytorch", True),
    (timedelta(minutes=50), [], "linux.rocm.gpu.group", "pytorch/pytorch", True),
    (timedelta(minutes=70), [], "Default", "pytorch/pytorch", True),
    (timedelta(minutes=2), ["self-hosted", "linux.4xlarge"], "", "pytorch/pytorch", True),   # too young
    (timedelta(days=8), ["self-hosted", "linux.4xlarge"], "", "pytorch/pytorch", True),      # too old
    (timedelta(hours=3), ["self-hosted", "linux.4xlarge"], "", "pytorch/vision", True),      # other repo
    (timedelta(hours=4), ["self-hosted", "linux.4xlarge"], "", "pytorch/pytorch", False),    # started since
]
for n, (age, labels, group, repo, still) in enumerate(QUEUED):
    next_id += 1
    created = NOW - age
    row = job_row(next_id, 19_000_000_000 + n, 1, f"linux-jammy / test (default, {n + 1}, 12, queued)", "pull", pr_sha,
                  "queued", "", created, None, None, labels, repo=repo, runner_group=group)
    row["head_branch"] = "gh/someone/1/head"
    row["_inserted_at"] = fmt(created)
    rows.append(row)
    if not still:
        rows.append(dict(row, status="in_progress", started_at=fmt(created + timedelta(minutes=30)),
                         _inserted_at=fmt(created + timedelta(minutes=30))))

# Workflow runs: main's (from the jobs above) and pull requests', for time to signal.
wf_rows = []
def run_row(id_, name, sha, branch, created, updated, conclusion, attempt, status="completed", repo="pytorch/pytorch",
            head_repo=None, event="push"):
    return {"id": id_, "workflow_id": 1000 + WORKFLOWS.index(name) if name in WORKFLOWS else 999, "name": name,
            "event": event, "status": status, "conclusion": conclusion, "run_attempt": attempt,
            "head_branch": branch, "head_sha": sha, "html_url": f"https://github.com/{repo}/actions/runs/{id_}",
            "created_at": fmt(created), "updated_at": fmt(updated), "repository.full_name": repo,
            "head_repository.full_name": head_repo or repo, "dynamoKey": f"{repo}/{id_}",
            "_inserted_at": fmt(updated)}
for run_id, r in sorted(runs.items()):
    done = r["done"]
    row = run_row(run_id, r["wf"], r["sha"], "main", r["created"], r["updated"],
                  ("success" if r["ok"] else "failure") if done else "", r["attempt"],
                  status="completed" if done else "in_progress")
    if done and rng.random() < 0.2:
        # An older version of the run while it was going: the newest row wins.
        wf_rows.append(dict(row, status="in_progress", conclusion="", updated_at=fmt(r["created"]),
                            _inserted_at=fmt(r["created"])))
    wf_rows.append(row)
for k in range(40):
    sha = hashlib.sha1(f"hudwatch-trunk-pr-{k}".encode()).hexdigest()
    created = START + timedelta(hours=6 * k + rng.randrange(300) / 60)
    fork = k % 13 == 7
    for n, name in enumerate(["pull", "trunk", "Lint"] + (["periodic"] if k % 9 == 4 else [])):
        updated = created + timedelta(seconds=rng.randrange(3600, 5 * 3600))
        conclusion = "failure" if (k % 7 == 3 and name == "trunk") else "success"
        attempt = 2 if (k % 11 == 5 and name == "pull") else 1
        wf_rows.append(run_row(20_000_000_000 + k * 10 + n, name, sha, f"gh/dev/{k}/head", created, updated, conclusion,
                               attempt, head_repo="someone/pytorch" if fork else None, event="pull_request"))
for run_id, (wf, sha, created, updated) in sorted(vision_runs.items()):  # the runs of vision's main pushes
    wf_rows.append(run_row(run_id, wf, sha, "main", created, updated, "failure", 1, repo="pytorch/vision"))
for i in (10, 11, 12):  # the fork's runs of its jobs on pytorch SHAs: only the jobs' repository leaves them out
    sha, t = commits[i]
    wf_rows.append(run_row(18_000_000_000 + i, "trunk", sha, "main", t + timedelta(seconds=20), t + timedelta(seconds=600),
                           "failure", 1, repo="someone/pytorch"))
for k in range(3):  # pytorch/vision's own pull and trunk runs
    sha = hashlib.sha1(f"hudwatch-trunk-vision-pr-{k}".encode()).hexdigest()
    created = START + timedelta(days=1 + 2 * k)
    for n, name in enumerate(["pull", "trunk"]):
        wf_rows.append(run_row(21_000_000_000 + k * 10 + n, name, sha, "main", created, created + timedelta(hours=9),
                               "success", 1, repo="pytorch/vision"))

# ---------------------------------------------------------------- traps of HUD's rules (issue 29)
# Hand-made, after everything above and without random numbers: the rows above stay what they were.
def settled_not_red(sha):
    """Every job of the commit completed, and every failure retried to a success: green or flaky."""
    newest = {r["id"]: r for r in rows if r["head_sha"] == sha}  # a job's later row is its newer one
    by_name = {}
    for r in newest.values():
        by_name.setdefault(r["name"], []).append(r)
    return bool(by_name) and all(
        r["status"] == "completed" and (r["conclusion"] == "success" or (
            r["conclusion"] == "failure" and any(o["conclusion"] == "success" and o["run_attempt"] > r["run_attempt"]
                                                for o in same)))
        for same in by_name.values() for r in same)


old_ok = [i for i, (sha, t) in enumerate(commits) if 10 <= i < len(commits) - 20 and settled_not_red(sha)]
recent_ok = [i for i, (sha, t) in enumerate(commits)
             if NOW - timedelta(hours=30) <= t and i not in running and settled_not_red(sha)]
TRAP_RUN_BASE = 22_000_000_000
# A job group of its own (base name), so that the trap alone decides whether it failed.
PLACEHOLDER = ("pull", "linux-docs / build-docs-cpp-false", ["self-hosted", "linux.2xlarge"])

# The runs of the jobs that never count (periodic, inductor, nightly): HUD reads jobs with their runs,
# so without runs these jobs would be left out whatever their workflow.
for i, (sha, t) in enumerate(commits):
    if i in no_jobs:
        continue
    for wf in sorted({w for w, _, _ in NOT_COUNTED} - {w for w, _, _, _, _ in JOBS}):
        wf_rows.append(run_row(16_000_000_000 + i * 100 + WORKFLOWS.index(wf), wf, sha, "main", t + timedelta(seconds=20),
                               t + timedelta(seconds=940), "failure" if i % 5 == 3 else "success", 1))

# master_commit_red: a failing Lint job of a run a workflow_run event triggered, on a commit that is
# green or flaky (HUD leaves such runs out: they have nothing to do with the SHA; counted, the
# commit is red).
i = old_ok[0]
sha, t = commits[i]
next_id += 1
rows.append(job_row(next_id, TRAP_RUN_BASE + 1, 1, "lintrunner-clang", "Lint", sha, "completed", "failure",
                    t + timedelta(minutes=40), t + timedelta(minutes=41), t + timedelta(minutes=50), ["linux.2xlarge"]))
wf_rows.append(run_row(TRAP_RUN_BASE + 1, "Lint", sha, "main", t + timedelta(minutes=40), t + timedelta(minutes=50),
                       "failure", 1, event="workflow_run"))
# master_commit_red: a placeholder job GitHub never finalised (queued, no conclusion) in a run that
# completed, on an old commit that is green or flaky (unresolved for more than 36 h it would be
# red) and on one of the last day (it would be pending): the completed run resolves it. The last
# day's is also still "queued" in HUD's queue window, in a completed run: stale, not queued.
for i in (old_ok[1], recent_ok[0]):
    sha, t = commits[i]
    wf, name, labels = PLACEHOLDER
    next_id += 1
    rows.append(job_row(next_id, 16_000_000_000 + i * 100 + WORKFLOWS.index(wf), 1, name, wf, sha, "queued", "",
                        t + timedelta(seconds=50), None, None, labels))

# queued_jobs_by_label: a run row for each queued job above (in progress, of the job's repository),
# then jobs of HUD's finer rules, each in a run of its own: ARC runners (a label like '%l-%')
# queued, or in progress with only their container set-up steps for less than 10 minutes (phase 2);
# set-up steps for longer, more steps or none; an EC2 job "queued" that already has steps; a queued
# job whose run has completed.
for n, (age, labels, group, repo, still) in enumerate(QUEUED):
    created = NOW - age - timedelta(seconds=10)
    wf_rows.append(run_row(19_000_000_000 + n, "pull", pr_sha, "gh/someone/1/head", created, created, "", 1,
                           status="in_progress", repo=repo, event="pull_request"))
ARC = ["self-hosted", "l-x86iavx512-8-16"]
SET_UP = ["Set up job", "Initialize containers", "Run tests"]


def steps_of(k, started):
    return {"steps.completed_at": [fmt(started + timedelta(seconds=20 * (s + 1))) for s in range(k)],
            "steps.conclusion": ["success"] * k, "steps.name": SET_UP[:k], "steps.number": list(range(1, k + 1)),
            "steps.started_at": [fmt(started + timedelta(seconds=20 * s)) for s in range(k)],
            "steps.status": ["completed"] * k}


QUEUE_TRAPS = [  # (age, labels, status, steps, run status)
    (timedelta(minutes=20), ARC, "queued", 0, "in_progress"),        # ARC, queued: counted
    (timedelta(minutes=7), ARC, "in_progress", 2, "in_progress"),    # ARC, setting up: counted (phase 2)
    (timedelta(minutes=30), ARC, "in_progress", 2, "in_progress"),   # setting up for too long: not
    (timedelta(minutes=8), ARC, "in_progress", 3, "in_progress"),    # working already: not
    (timedelta(minutes=6), ARC, "in_progress", 0, "in_progress"),    # no step yet: not (phase 2 has some)
    (timedelta(minutes=30), ["self-hosted", "linux.4xlarge"], "queued", 1, "in_progress"),  # has steps: not
    (timedelta(minutes=45), ["self-hosted", "linux.4xlarge"], "queued", 0, "completed"),    # run done: not
]
for n, (age, labels, status, k, run_status) in enumerate(QUEUE_TRAPS):
    next_id += 1
    created = NOW - age
    started = created + timedelta(seconds=30) if status == "in_progress" else None
    run_id = TRAP_RUN_BASE + 100 + n
    row = job_row(next_id, run_id, 1, f"linux-jammy-py3.10-gcc11 / test (default, {n + 1}, 7, {labels[-1]})", "pull",
                  pr_sha, status, "", created, started, None, labels)
    row.update(steps_of(k, started or created), head_branch="gh/someone/1/head", _inserted_at=fmt(started or created))
    rows.append(row)
    wf_rows.append(run_row(run_id, "pull", pr_sha, "gh/someone/1/head", created - timedelta(seconds=10),
                           created, "success" if run_status == "completed" else "", 1, status=run_status,
                           event="pull_request"))

with open("trunk_workflow_run.jsonl", "w") as f:
    for r in wf_rows:
        f.write(json.dumps(r) + "\n")
with open("trunk_push.jsonl", "w") as f:
    for p in pushes:
        f.write(json.dumps(p) + "\n")
with open("trunk_workflow_job.jsonl", "w") as f:
    for r in rows:
        f.write(json.dumps(r) + "\n")
print(f"{len(pushes)} pushes, {len(commits)} commits, {len(rows)} job rows, {len(wf_rows)} workflow runs")
