#!/usr/bin/env python3
"""Writes crcr_workflow_job.jsonl: synthetic rows of HUD's default.crcr_workflow_job.

Deterministic (fixed seed, no clock): re-running it reproduces the committed file byte for byte.
The tests never run it; they read the committed JSONL. See PROVENANCE.md for what is real.
Usage: python3 generate_crcr_seed.py [output]   (default: next to this script)
"""
import datetime as dt
import hashlib
import json
import os
import random
import sys

UTC = dt.timezone.utc
ASOF = int(dt.datetime(2026, 9, 24, tzinfo=UTC).timestamp())  # every row is before this
DAY = 86400
START = ASOF - 35 * DAY

# Column order of tests/scripts/clickhouse/schema.sql (the insert names every column).
COLUMNS = ["dynamoKey", "status", "downstream_repo", "upstream_repo", "pr_number", "pytorch_head_sha",
           "delivery_id", "workflow_run_url", "workflow_name", "job_name", "check_run_id", "run_id",
           "run_attempt", "conclusion", "queue_time", "execution_time", "started_at", "completed_at",
           "total_tests", "passed_tests", "failed_tests", "skipped_tests", "failed_tests_json",
           "artifact_url", "environment", "downstream_repo_level", "event_type", "triage_verdict_json",
           "_inserted_at"]

rng = random.Random(20260924)


def ts(seconds):
    return dt.datetime.fromtimestamp(seconds, UTC).strftime("%Y-%m-%d %H:%M:%S")


def day_of(seconds):
    return dt.datetime.fromtimestamp(seconds, UTC).date()


def sha(text):
    return hashlib.sha1(text.encode()).hexdigest()


def half(lo, hi):
    """A whole or half second (exact in binary floating point: sums do not depend on order)."""
    return rng.randint(lo * 2, hi * 2) / 2


SUMMARIES = {
    "infra": ["Runner lost contact with the NPU host during the test step",
              "Docker pull of the CI image timed out (registry 503)",
              "Self-hosted runner ran out of disk space in /tmp"],
    "backend": ["aten::_foreach_add not implemented for the device backend",
                "Numerical mismatch in test_matmul_bf16 beyond tolerance (backend kernel)",
                "Device kernel crashed with an illegal memory access"],
    "upstream": ["Upstream PR changed the dispatcher signature of aten::scatter_reduce",
                 "Upstream refactor removed torch._C._set_backend_fallback used by the plugin"],
    "flake": ["test_distributed_barrier flaked (timeout waiting for rank 3)"],
    "unknown": ["Could not classify the failure from the log"],
}


def triage(category):
    return json.dumps({"schema_version": 1, "category": category,
                       "confidence": rng.choice(["high", "medium", "low"]),
                       "summary": rng.choice(SUMMARIES[category])}, separators=(",", ":"))


class Backend:
    def __init__(self, repo, workflow, jobs, levels, env, events_per_day, event_type="pull_request",
                 queue=(30, 600), execution=(1200, 3600)):
        self.repo, self.workflow, self.jobs, self.levels = repo, workflow, jobs, levels
        self.env, self.events_per_day, self.event_type = env, events_per_day, event_type
        self.queue, self.execution = queue, execution
        self.check_run = int(sha(repo)[:6], 16) * 1000
        self.run = int(sha(repo)[6:12], 16) * 100

    def level_at(self, t):
        level = None
        for since, name in self.levels:
            if t >= since:
                level = name
        return level


def at(y, m, d, h=0):
    return int(dt.datetime(y, m, d, h, tzinfo=UTC).timestamp())


BACKENDS = [
    # Ascend NPU: L2 since 2026-06-23, L3 from 2026-09-11 (PR #196580); breaks in the last week.
    Backend("Ascend/pytorch", "Ascend NPU CI",
            ["build (linux-aarch64-npu)", "test (default, 1, 2, linux-aarch64-npu-910b)",
             "test (default, 2, 2, linux-aarch64-npu-910b)", "test (distributed, 1, 1, linux-aarch64-npu-910b-4)"],
            [(0, "L2"), (at(2026, 9, 11), "L3")], {"sdk": "CANN 8.2.RC1", "device": "Ascend910B"}, 3,
            queue=(60, 900), execution=(1500, 4800)),
    # The probe repo: L3 since 2026-07-07; its xfail/xcancel/xtimeout jobs fail on purpose.
    Backend("pytorch/crcr-test", "crcr-test",
            ["test-success", "test-xfail", "test-xcancel", "test-xtimeout", "test-failure-report"],
            [(0, "L3")], {"sdk": "none", "device": "cpu"}, 2, queue=(5, 60), execution=(30, 300)),
    # Red Hat CI, L2 since 2026-06-18: healthy, fast queues.
    Backend("TorchedHat/pytorch-redhat-ci", "RHEL CI",
            ["build (rhel-9, cuda-12.8)", "test (default, rhel-9, cuda-12.8)", "test (inductor, rhel-9, cuda-12.8)"],
            [(0, "L2")], {"sdk": "CUDA 12.8", "device": "NVIDIA L4"}, 2, queue=(20, 400), execution=(1800, 5400)),
    # IBM Spyre, L2 since 2026-07-02: few shared machines, long queues.
    Backend("torch-spyre/torch-spyre", "Spyre CI",
            ["test (spyre, 1, 1)", "test (spyre-eager, 1, 1)"],
            [(0, "L2")], {"sdk": "spyre-sdk 1.4", "device": "IBM Spyre"}, 2,
            queue=(1800, 9000), execution=(1200, 3000)),
    # vLLM, L2 since 2026-08-17: one nightly self-report per day (Buildkite), long jobs.
    Backend("vllm-project/vllm", "vLLM nightly",
            ["Kernels Core Operation Test", "V1 attention (B200)", "Distributed Compile + Comm (4 GPUs)",
             "Spec Decode Eagle Nightly (B200)", "PyTorch Compilation Unit Tests"],
            [(0, "L2")], {"sdk": "CUDA 12.9", "device": "NVIDIA B200"}, 1, event_type="nightly",
            queue=(60, 1200), execution=(2400, 9000)),
]


def outcome(b, job, t):
    """(conclusion, triage category or None) for one attempt of a job dispatched at t."""
    r = rng.random()
    if b.repo == "pytorch/crcr-test":
        if "xfail" in job:
            return "failure", None
        if "xcancel" in job:
            return "cancelled", None
        if "xtimeout" in job:
            return "timed_out", None
        if "failure-report" in job:
            return ("failure", "unknown") if r < 0.06 else ("success", None)
        return "success", None
    if b.repo == "Ascend/pytorch":
        last_week = t >= ASOF - 7 * DAY
        second_week = ASOF - 14 * DAY <= t < ASOF - 7 * DAY
        fail = 0.17 if last_week else (0.01 if second_week else 0.07)
        if r < fail:
            x = rng.random()
            if x < 0.55:
                return "failure", "backend"
            if x < 0.75:
                return "failure", "infra"
            if x < 0.85:
                return "failure", "upstream"
            if x < 0.93:
                return "cancelled", None
            return "timed_out", None
        return "success", None
    if b.repo == "TorchedHat/pytorch-redhat-ci":
        if r < 0.025:
            return "failure", "flake"
        if r < 0.035:
            return "cancelled", None
        return "success", None
    if b.repo == "torch-spyre/torch-spyre":
        if r < 0.05:
            return "failure", "backend"
        if r < 0.07:
            return "failure", "infra"
        if r < 0.08:
            return "timed_out", None
        return "success", None
    # vLLM nightly
    if r < 0.08:
        return "failure", rng.choice(["backend", "upstream", "flake"])
    if r < 0.10:
        return "cancelled", None
    return "success", None


rows = []


def emit(b, delivery, t, pr, head, job, attempt, run_id, conclusion, category, in_progress_row,
         still_running=False):
    b.check_run += rng.randint(3, 40)
    check_run = str(b.check_run)
    level = b.level_at(t)
    queue = half(*b.queue)
    if b.repo == "vllm-project/vllm" and rng.random() < 0.15:
        queue = None  # Buildkite did not report a queue time for this job
    started = int(t + (queue or 0)) + rng.randint(0, 5)
    if conclusion == "timed_out":
        execution = 21600.0  # closed by the relay's 6 h sweeper
    elif conclusion == "cancelled":
        execution = half(30, 1200)
    else:
        execution = half(*b.execution)
        if b.repo == "vllm-project/vllm" and rng.random() < 0.06:
            execution = half(10900, 14000)  # overrun: longer than 3 h
    completed = started + int(execution)
    if completed + 90 >= ASOF:
        still_running = True  # would finish after ASOF: the seed shows it running
    key = f"{b.repo}/{delivery}/{b.workflow}/{job}/{check_run}"
    url = (f"https://buildkite.com/vllm/ci/builds/{run_id}" if b.repo == "vllm-project/vllm"
           else f"https://github.com/{b.repo}/actions/runs/{run_id}/attempts/{attempt}")
    base = {
        "dynamoKey": key, "downstream_repo": b.repo, "upstream_repo": "pytorch/pytorch",
        "pr_number": pr, "pytorch_head_sha": head, "delivery_id": delivery, "workflow_run_url": url,
        "workflow_name": b.workflow, "job_name": job, "check_run_id": check_run, "run_id": str(run_id),
        "run_attempt": attempt, "environment": json.dumps(b.env, separators=(",", ":")),
        "downstream_repo_level": level, "event_type": b.event_type,
    }
    if in_progress_row or still_running:
        row = dict(base, status="in_progress", conclusion="", queue_time=queue, execution_time=None,
                   started_at=ts(started), completed_at=ts(0), total_tests=0, passed_tests=0,
                   failed_tests=0, skipped_tests=0, failed_tests_json="[]", artifact_url="",
                   triage_verdict_json="", _inserted_at=ts(started + rng.randint(1, 30)))
        rows.append(row)
    if still_running:
        return ASOF
    total = 0 if job.startswith("build") or conclusion in ("cancelled", "timed_out") else rng.randint(800, 12000)
    failed = 0
    failed_json = "[]"
    if conclusion == "failure" and total:
        failed = rng.randint(1, 12)
        failed_json = json.dumps([{"name": f"test_case_{i}", "classname": "test_ops.TestCommon",
                                   "message": "AssertionError: Tensor-likes are not close!",
                                   "stacktrace": "", "duration": 1.5} for i in range(min(failed, 3))],
                                 separators=(",", ":"))
    skipped = rng.randint(0, total // 10) if total else 0
    row = dict(base, status="completed", conclusion=conclusion, queue_time=queue, execution_time=execution,
               started_at=ts(started), completed_at=ts(completed), total_tests=total,
               passed_tests=total - failed - skipped, failed_tests=failed, skipped_tests=skipped,
               failed_tests_json=failed_json,
               artifact_url=f"https://github.com/{b.repo}/actions/runs/{run_id}/artifacts/{rng.randint(10**8, 10**9)}",
               triage_verdict_json=triage(category) if category else "",
               _inserted_at=ts(completed + rng.randint(2, 90)))
    rows.append(row)
    return completed


pr = 190000
for b in BACKENDS:
    day = START
    while day < ASOF:
        for n in range(b.events_per_day):
            if b.event_type == "nightly":
                t = day + 3 * 3600 + rng.randint(0, 600)   # nightly at ~03:00 UTC
                number, head = 0, sha(f"nightly-{day}")
            else:
                t = day + rng.randint(0, DAY - 1)
                pr += rng.randint(1, 40)
                number, head = pr, sha(f"pr-{pr}-{n}")
            delivery = f"{sha(f'{b.repo}-{t}-{n}')[:8]}-{sha(str(t))[:4]}-4{sha(b.repo)[:3]}-8{sha(str(n))[:3]}-{sha(f'd{t}')[:12]}"
            b.run += rng.randint(5, 300)
            run_id = b.run
            running = t > ASOF - 5 * 3600 and rng.random() < 0.6
            for job in b.jobs:
                if running and rng.random() < 0.7:
                    emit(b, delivery, t, number, head, job, 1, run_id, "", None, True, still_running=True)
                    continue
                conclusion, category = outcome(b, job, t)
                done = emit(b, delivery, t, number, head, job, 1, run_id, conclusion, category,
                            rng.random() < 0.3)
                # Re-run a failed attempt now and then (same run, next attempt, new check run).
                if (conclusion == "failure" and b.repo != "pytorch/crcr-test" and rng.random() < 0.35
                        and done + 1800 < ASOF - 8 * 3600):
                    conclusion2, category2 = ("success", None) if rng.random() < 0.7 else ("failure", category)
                    emit(b, delivery, done + rng.randint(300, 1500), number, head, job, 2, run_id,
                         conclusion2, category2, rng.random() < 0.5)
        day += DAY


# ---- Traps (issue 29): hand-made rows with round figures, after the random ones so that those
# stay byte for byte. HUD's L3 rules (reference hud-definitions.md) decide every figure here.
def trap(repo, run_id, job, *, started, execution, queue=120.0, conclusion="success", attempt=1, pr=199000,
         event="pull_request", upstream="pytorch/pytorch", level="L3", workflow="Trap CI", check=None,
         tie=False, delivery=None):
    completed = started + int(execution)
    delivery = delivery or f"trap-{sha(repo + run_id)[:12]}"
    check = check or f"{run_id}{attempt}{sha(job)[:4]}"
    key = f"{repo}/{delivery}/{workflow}/{job}/{check}"
    base = {
        "dynamoKey": key, "downstream_repo": repo, "upstream_repo": upstream, "pr_number": pr,
        "pytorch_head_sha": sha(f"trap-{pr}"), "delivery_id": delivery,
        "workflow_run_url": f"https://github.com/{repo}/actions/runs/{run_id}/attempts/{attempt}",
        "workflow_name": workflow, "job_name": job, "check_run_id": check, "run_id": run_id,
        "run_attempt": attempt, "environment": "{}", "downstream_repo_level": level, "event_type": event,
        "total_tests": 0, "passed_tests": 0, "failed_tests": 0, "skipped_tests": 0, "failed_tests_json": "[]",
        "artifact_url": "", "triage_verdict_json": "",
    }
    inserted = completed + 30
    # A tie: the in-progress row and the completed row share one _inserted_at (one replicator
    # batch); the completed row is written last, as the real table keeps it.
    running = dict(base, status="in_progress", conclusion="", queue_time=queue, execution_time=None,
                   started_at=ts(started), completed_at=ts(0),
                   _inserted_at=ts(inserted if tie else started + 5))
    rows.append(running)
    rows.append(dict(base, status="completed", conclusion=conclusion, queue_time=queue, execution_time=execution,
                     started_at=ts(started), completed_at=ts(completed), _inserted_at=ts(inserted)))


H = 3600
# trap-org/npu-pass-90 (L3): over the last 7 days exactly 9 of 10 PR jobs pass (90.0 %: fine,
# not a demotion). Around them: nightly failures (pr_number 0) and another upstream's failures
# that must not count, a failure started just before the 7-day window (counts in 14 days only),
# a re-run whose older attempt failed, and a tie on _inserted_at.
NPU = "trap-org/npu-pass-90"
for i in range(10):
    started = ASOF - 6 * DAY + i * 12 * H
    if i == 4:  # attempt 1 failed, attempt 2 (same run, new check run) passed
        trap(NPU, f"77000{i}", "test (npu)", started=started, execution=1800.0, conclusion="failure", pr=199100 + i)
        trap(NPU, f"77000{i}", "test (npu)", started=started + 2 * H, execution=1800.0, attempt=2, pr=199100 + i)
        continue
    trap(NPU, f"77000{i}", "test (npu)", started=started, execution=1800.0,
         conclusion="failure" if i == 7 else "success", pr=199100 + i, tie=(i == 2))
for i in range(4):
    trap(NPU, f"77100{i}", "test (npu)", started=ASOF - 5 * DAY + i * DAY + 3 * H, execution=1800.0,
         conclusion="failure", pr=0, event="nightly")
for i in range(2):
    trap(NPU, f"77200{i}", "test (npu)", started=ASOF - 3 * DAY + i * H, execution=1800.0, conclusion="failure",
         pr=88000 + i, upstream="pytorch/executorch")
trap(NPU, "773000", "test (npu)", started=ASOF - 7 * DAY - 1800, execution=3 * H, conclusion="failure", pr=199200)

# trap-org/gpu-e2e-3h (L3): four runs of two jobs (build, then test) with end-to-end times per
# run of 2 h, 2.5 h, 3 h and 3 h: the P50 (upper middle) is exactly 3 h and fails "< 3 h". Per
# job (queue + execution) every figure is far below 3 h. A fifth run without queue times (1000 s
# span) is out of HUD's e2e; counted, it would pull the median to 2.5 h.
GPU = "trap-org/gpu-e2e-3h"
for k, (e1, e2) in enumerate([(3000, 3540), (3000, 5340), (4000, 6140), (4000, 6140)]):
    s0 = ASOF - 5 * DAY + k * DAY
    trap(GPU, f"88000{k}", "build", started=s0, execution=float(e1), queue=300.0, pr=199300 + k)
    trap(GPU, f"88000{k}", "test", started=s0 + e1 + 60, execution=float(e2), queue=600.0, pr=199300 + k)
s0 = ASOF - 2 * DAY + 6 * H
trap(GPU, "880009", "build", started=s0, execution=400.0, queue=None, pr=199309)
trap(GPU, "880009", "test", started=s0 + 500, execution=500.0, queue=None, pr=199309)

# pytorch/crcr-test probes that did not end as meant, and an upper-case name that is no probe
# (HUD's LIKE is case-sensitive): none of these counts as a success.
PROBE = "pytorch/crcr-test"
for n, (job, conclusion) in enumerate([("test-xfail", "success"), ("test-xfail", "cancelled"),
                                       ("test-xtimeout", "failure"), ("test-XFAIL-upper", "failure"),
                                       ("test-xcancel", "timed_out")]):
    trap(PROBE, f"99000{n}", job, started=ASOF - 4 * DAY + n * H, execution=21600.0 if conclusion == "timed_out" else 600.0,
         conclusion=conclusion, pr=199400 + n, workflow="crcr-test")
# The first one passed anyway: a plain success counts.

# trap-org/nightly-only (L3): only nightly jobs in the last 7 days: no data for L3. HUD's /crcr
# page shows it on temporary demotion; its level-status says no change.
for i in range(3):
    trap("trap-org/nightly-only", f"66000{i}", "nightly (xpu)", started=ASOF - 6 * DAY + i * DAY,
         execution=1200.0, pr=0, event="nightly")

rows.sort(key=lambda r: (r["_inserted_at"], r["dynamoKey"], r["status"] == "completed"))
out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                          "crcr_workflow_job.jsonl")
with open(out, "w", encoding="utf-8") as f:
    for r in rows:
        f.write(json.dumps({c: r[c] for c in COLUMNS}, separators=(", ", ": ")) + "\n")
print(f"{out}: {len(rows)} rows")
