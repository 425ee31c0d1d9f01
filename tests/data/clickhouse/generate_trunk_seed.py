#!/usr/bin/env python3
"""Writes trunk_workflow_job.jsonl and trunk_push.jsonl: ten days of a synthetic trunk for the
trunk-health tests (loaded into the test server's trunk_seed database). Deterministic: run it
again and the files are byte-identical. See PROVENANCE.md."""
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
running = {len(commits) - 1, len(commits) - 2}  # the newest commits are still running

rows = []
next_id = 50_000_000_000
for i, (sha, t) in enumerate(commits):
    if i in no_jobs:
        continue
    run_id = 16_000_000_000 + i * 100
    build_done = {}
    for wf, name, labels, (qlo, qhi), (dlo, dhi) in JOBS:
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
        flaky = conclusion == "success" and "/ test" in name and rng.random() < 0.06
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
                   "labels": labels, "runner_name": "", "torchci_classification": [[], [], next_id, "", 0, ""],
                   "dynamoKey": f"pytorch/pytorch/{next_id}", "_inserted_at": fmt(completed if status == "completed" else started)}
            if status == "completed" and rng.random() < 0.1:
                # An older row of the same job while it was running: the newest row wins.
                rows.append(dict(row, status="in_progress", conclusion="", completed_at="1970-01-01 00:00:00",
                                 _inserted_at=fmt(started)))
            rows.append(row)
            if name.endswith("/ build"):
                build_done[platform_build] = completed

with open("trunk_push.jsonl", "w") as f:
    for p in pushes:
        f.write(json.dumps(p) + "\n")
with open("trunk_workflow_job.jsonl", "w") as f:
    for r in rows:
        f.write(json.dumps(r) + "\n")
print(f"{len(pushes)} pushes, {len(commits)} commits, {len(rows)} job rows")
