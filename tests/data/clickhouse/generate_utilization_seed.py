#!/usr/bin/env python3
"""Writes utilization_metadata.jsonl.gz and utilization_time_series.jsonl.gz: rows of
misc.oss_ci_utilization_metadata and misc.oss_ci_time_series for the GPU fleet tests and the demo.
Deterministic (fixed seed, no clock, gzip without name or time): run it again and the files are
byte-identical. The tests never run it; they read the committed files. See PROVENANCE.md.

Rules
- The real job: tests/data/utilization/nanogpt_pr643_8gpu_run_22min.csv (a real 8-GPU nvidia-smi
  series, ~0.3 s cadence) becomes one job. time_stamp has second resolution in production, so
  there is one row per second that has samples: per GPU the avg and max of its samples in that
  second for util_percent, temperature_c and power_w (rounded to 2 decimals). The CSV has no CPU,
  memory, memory bandwidth or allocated memory, so those keys are absent, never 0. start_at/end_at
  are the first and last second of the data. Segments (the CSV has none) are DERIVED: the per-
  second mean over the 8 GPUs, smoothed by a centred 31 s moving average; maximal runs where the
  smoothed value is >= 50 % are "high-utilization" phases, the rest "low-utilization"; runs
  shorter than 30 s are merged into the run before them.
- The generated fleet: jobs start in the 14 days before END (2026-11-20 00:00 UTC). Each of the
  15 job names below has a workflow, a GPU type and count, a duration range, a utilization shape
  and a number of runs, spread uniformly over the 14 days. One row every 30 s from start_at while
  < end_at; each row holds cpu and memory {avg, max} and per GPU util_percent and
  mem_util_percent {avg, max}; data model 1.5 jobs also allocated_mem_percent,
  allocated_mem_value and total_mem_value (MiB, as monitor.py
  writes them: NVML bytes / 1024**2), data model 1.0 jobs (a quarter, drawn per job)
  lack the allocated_* and total_mem_value keys. Shapes (avg per row and GPU, max >= avg):
  steady ~92 %, bursty (15 % base, bursts to 70-100 %), idle (0-8 %, rare 30-60 % spikes, the
  GPU waiting on CPU work or compilation), sawtooth (ramps 0 -> 95 % over 10 rows), oom (rises to
  ~90 %, rows stop at 35-60 % of the job's duration and never carry allocated memory: the job
  died). 10 % of runs are attempt 2 of a workflow (a new job id). Every 40th job has metadata but
  no time series rows (upload lost): its utilization is unknown. 12 rows get a malformed json_data
  (4 truncated, 4 with one GPU's util_percent null, 4 with "avg": "n/a"), which the readers must
  skip and count. usage_collect_interval is 1.0 (the sampling period the avg/max summarise).
- Ids: workflow_id from 17000000100, job_id from 49000000100, increasing in start order.
"""
import csv
import gzip
import io
import json
import random
from collections import defaultdict
from datetime import datetime, timedelta, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
REAL_CSV = HERE.parent / "utilization" / "nanogpt_pr643_8gpu_run_22min.csv"
rng = random.Random(20261120)
END = datetime(2026, 11, 20, tzinfo=timezone.utc)
DAYS = 14
STEP = 30

A10G, H100, A100, MI300, L4 = "NVIDIA A10G", "NVIDIA H100 80GB HBM3", "NVIDIA A100-SXM4-40GB", "AMD Instinct MI300X", "NVIDIA L4"
GIB = {A10G: 22.0, H100: 79.6, A100: 39.4, MI300: 191.5, L4: 22.0}
CPUS = {A10G: 16, H100: 96, A100: 96, MI300: 128, L4: 16}

CUDA = "linux-jammy-cuda12.8-py3.10-gcc11"
IND = "linux-jammy-cuda12.8-py3.10-gcc9-inductor"
A100P = "cuda12.8-py3.10-gcc9-sm80"
H100P = "linux-jammy-cuda12.8-py3.10-gcc9-sm90"
ROCM = "linux-jammy-rocm-py3.10"
# (workflow, job name, gpu type, gpu count, minutes range, shape, runs)
JOBS = [
    ("pull", f"{CUDA} / test (default, 1, 5, linux.g5.4xlarge.nvidia.gpu)", A10G, 1, (20, 40), "bursty", 40),
    ("pull", f"{CUDA} / test (default, 2, 5, linux.g5.4xlarge.nvidia.gpu)", A10G, 1, (20, 40), "bursty", 38),
    ("pull", f"{CUDA}-sm89 / test (default, 1, 2, linux.g6.4xlarge.experimental.nvidia.gpu)", L4, 1, (20, 35), "bursty", 24),
    ("trunk", f"{CUDA} / test (distributed, 1, 3, linux.g5.12xlarge.nvidia.gpu)", A10G, 4, (25, 45), "idle", 24),
    ("trunk", f"{CUDA} / test (inductor, 1, 2, linux.g5.4xlarge.nvidia.gpu)", A10G, 1, (25, 45), "idle", 26),
    ("trunk", f"{ROCM} / test (default, 1, 6, linux.rocm.gpu.mi300.2)", MI300, 2, (25, 45), "bursty", 24),
    ("periodic", f"{CUDA} / test (multigpu, 1, 1, linux.g5.12xlarge.nvidia.gpu)", A10G, 4, (20, 40), "sawtooth", 14),
    ("periodic", f"{CUDA}-sm86 / test (slow, 1, 2, linux.g5.4xlarge.nvidia.gpu)", A10G, 1, (30, 60), "sawtooth", 14),
    ("periodic", f"{ROCM} / test (distributed, 1, 3, linux.rocm.gpu.mi300.2)", MI300, 2, (25, 45), "idle", 14),
    ("periodic", f"{H100P} / test (h100_distributed, 1, 1, linux.aws.h100.8)", H100, 8, (20, 35), "steady", 7),
    ("inductor-periodic", f"{IND} / test (inductor_huggingface, 1, 1, linux.g5.4xlarge.nvidia.gpu)", A10G, 1, (30, 60), "sawtooth", 21),
    ("inductor-periodic", f"{IND} / test (inductor_timm, 1, 2, linux.g5.4xlarge.nvidia.gpu)", A10G, 1, (30, 60), "bursty", 21),
    ("inductor-A100-perf-nightly", f"{A100P} / test (inductor_huggingface_perf, 1, 5, linux.aws.a100)", A100, 8, (25, 40), "steady", 10),
    ("inductor-A100-perf-nightly", f"{A100P} / test (inductor_timm_perf, 2, 6, linux.aws.a100)", A100, 8, (25, 40), "idle", 10),
    ("inductor-A100-perf-nightly", f"{A100P} / test (inductor_torchbench_perf, 1, 6, linux.aws.a100)", A100, 8, (25, 40), "oom", 10),
]


def fmt(t):
    return t.strftime("%Y-%m-%d %H:%M:%S")


def clip(x):
    return round(min(100.0, max(0.0, x)), 1)


def gpu_avg(shape, i, g):
    if shape == "steady":
        return clip(rng.gauss(92, 4))
    if shape == "bursty":
        return clip(rng.uniform(70, 100) if rng.random() < 0.3 else rng.gauss(15, 6))
    if shape == "idle":
        return clip(rng.uniform(30, 60) if rng.random() < 0.08 else rng.uniform(0, 8))
    if shape == "sawtooth":
        return clip((i + 3 * g) % 10 * 10.5 + rng.uniform(-3, 3))
    return clip(min(90.0, i * 6.0) + rng.uniform(-4, 4))  # oom


def row_json(shape, i, gpu_type, count, model, cpu_count):
    gpus = []
    for g in range(count):
        avg = gpu_avg(shape, i, g)
        e = {"uuid": f"GPU-{g:08x}-5eed-4b1d-8a3c-{cpu_count:04d}{g:08x}",
             "util_percent": {"avg": avg, "max": clip(avg + rng.uniform(0, 100 - avg))}}
        mem = clip(avg * 0.45 + rng.uniform(0, 8))
        e["mem_util_percent"] = {"avg": mem, "max": clip(mem + rng.uniform(0, 10))}
        if model == "1.5" and shape != "oom":
            alloc = clip(20 + avg * 0.6 + rng.uniform(0, 5))
            e["allocated_mem_percent"] = {"avg": alloc, "max": clip(alloc + rng.uniform(0, 5))}
            mib = GIB[gpu_type] * 1024
            e["allocated_mem_value"] = {"avg": round(mib * alloc / 100, 1),
                                        "max": round(mib * min(100.0, alloc + 5) / 100, 1)}
            e["total_mem_value"] = mib
        gpus.append(e)
    cpu = clip(rng.uniform(20, 60) if shape == "idle" else rng.uniform(5, 30))
    memory = clip(rng.uniform(15, 45))
    return json.dumps({"cpu": {"avg": cpu, "max": clip(cpu + rng.uniform(0, 30))},
                       "memory": {"avg": memory, "max": clip(memory + rng.uniform(0, 5))},
                       "gpu_usage": gpus})


def meta_row(repo, wf_id, attempt, job_id, wf, job, interval, model, gpu_count, cpu_count, gpu_type,
             start, end, segments):
    return {"created_at": fmt(end + timedelta(minutes=10)), "repo": repo, "workflow_id": wf_id,
            "run_attempt": attempt, "job_id": job_id, "workflow_name": wf, "job_name": job,
            "usage_collect_interval": interval, "data_model_version": model, "gpu_count": gpu_count,
            "cpu_count": cpu_count, "gpu_type": gpu_type, "start_at": fmt(start), "end_at": fmt(end),
            # 18.16 stores Array(Tuple(...)) flattened, Nested-style, as segments.1 ... segments.5
            # and accepts inserts only in that form: one array per tuple element.
            **{f"segments.{k + 1}": [s[k] for s in segments] for k in range(5)}, "tags": [],
            "_meta": ["ossci-utilization-seed", f"{repo}/{wf_id}/{attempt}/{job_id}.json"]}


def series_row(repo, wf_id, attempt, job_id, wf, job, t, data):
    return {"created_at": fmt(t + timedelta(hours=1)), "type": "utilization", "tags": [],
            "time_stamp": fmt(t), "repo": repo, "workflow_id": wf_id, "run_attempt": attempt,
            "job_id": job_id, "workflow_name": wf, "job_name": job, "json_data": data,
            "_meta": ["ossci-utilization-seed", f"{repo}/{wf_id}/{attempt}/{job_id}/time_series.json"]}


def real_job():
    per_second = defaultdict(lambda: defaultdict(list))  # second -> gpu -> [(util, temp, power)]
    with open(REAL_CSV, newline="") as f:
        for r in csv.DictReader(f):
            t = datetime.strptime(r["timestamp"][:19], "%Y-%m-%dT%H:%M:%S").replace(tzinfo=timezone.utc)
            per_second[t][int(r["gpu_index"])].append(
                (float(r["utilization_gpu_percent"]), float(r["temperature_C"]), float(r["power_W"])))
    seconds = sorted(per_second)
    repo, wf_id, attempt, job_id = "pytorch/pytorch", 17000000001, 1, 49000000001
    wf, job = "nanogpt-pr643 (real nvidia-smi series)", "train gpt2 (8×H100-class, real series)"
    series, means = [], []
    for t in seconds:
        gpus = []
        for g in sorted(per_second[t]):
            s = per_second[t][g]
            stat = lambda k: {"avg": round(sum(x[k] for x in s) / len(s), 2), "max": round(max(x[k] for x in s), 2)}
            gpus.append({"uuid": f"GPU-{g}-nanogpt-pr643", "util_percent": stat(0), "temperature_c": stat(1),
                         "power_w": stat(2)})
        means.append(sum(e["util_percent"]["avg"] for e in gpus) / len(gpus))
        series.append(series_row(repo, wf_id, attempt, job_id, wf, job, t, json.dumps({"gpu_usage": gpus})))
    # Derived segments (see the rules above).
    smooth = []
    for i in range(len(means)):
        w = means[max(0, i - 15):i + 16]
        smooth.append(sum(w) / len(w))
    runs = []  # [high, first index, last index]
    for i, v in enumerate(smooth):
        high = v >= 50
        if runs and runs[-1][0] == high:
            runs[-1][2] = i
        else:
            runs.append([high, i, i])
    merged = []
    for r in runs:
        if merged and (seconds[r[2]] - seconds[r[1]]).total_seconds() < 30:
            merged[-1][2] = r[2]
        elif merged and merged[-1][0] == r[0]:
            merged[-1][2] = r[2]
        else:
            merged.append(r)
    counter = defaultdict(int)
    segments = []
    for high, a, b in merged:
        kind = "high" if high else "low"
        counter[kind] += 1
        mean = sum(means[a:b + 1]) / (b - a + 1)
        segments.append(["CMD_PYTHON", f"derived: {kind}-utilization phase {counter[kind]}", fmt(seconds[a]),
                         fmt(seconds[b]), [f"rule=31s moving mean of 8 GPUs {'>=' if high else '<'} 50%",
                                           f"mean_util={mean:.1f}"]])
    meta = meta_row(repo, wf_id, attempt, job_id, wf, job, 0.3, "1.5", 8, 0, H100, seconds[0], seconds[-1], segments)
    return meta, series


def fleet():
    plans = []
    for wf, job, gpu_type, count, minutes, shape, runs in JOBS:
        for k in range(runs):
            start = END - timedelta(days=DAYS) + timedelta(seconds=rng.randrange(DAYS * 86400 - 4 * 3600))
            plans.append((start, wf, job, gpu_type, count, minutes, shape))
    plans.sort(key=lambda p: (p[0], p[2]))
    metas, series = [], []
    last_wf = {}
    for n, (start, wf, job, gpu_type, count, minutes, shape) in enumerate(plans):
        job_id = 49000000100 + n
        if job in last_wf and rng.random() < 0.1:
            wf_id, attempt = last_wf[job][0], last_wf[job][1] + 1
        else:
            wf_id, attempt = 17000000100 + n, 1
        last_wf[job] = (wf_id, attempt)
        end = start + timedelta(seconds=rng.randrange(minutes[0] * 60, minutes[1] * 60))
        model = "1.0" if rng.random() < 0.25 else "1.5"
        cpu_count = CPUS[gpu_type]
        segments = [["CMD_PYTHON", "python test/run_test.py --verbose", fmt(start + timedelta(minutes=3)),
                     fmt(end - timedelta(minutes=1)), ["shard=1"]]]
        metas.append(meta_row("pytorch/pytorch", wf_id, attempt, job_id, wf, job, 1.0, model, count, cpu_count,
                              gpu_type, start, end, segments))
        if n % 40 == 39:
            continue  # the upload of its time series was lost
        stop = end
        if shape == "oom":
            stop = start + (end - start) * rng.uniform(0.35, 0.6)
        i, t = 0, start
        while t < stop:
            series.append(series_row("pytorch/pytorch", wf_id, attempt, job_id, wf, job, t,
                                     row_json(shape, i, gpu_type, count, model, cpu_count)))
            i += 1
            t += timedelta(seconds=STEP)
    # Malformed rows, at 12 distinct random rows of the fleet.
    picks = rng.sample(range(len(series)), 12)
    for k, p in enumerate(sorted(picks)):
        data = series[p]["json_data"]
        if k % 3 == 0:
            cut = data[:len(data) // 2].rstrip("}")
            series[p]["json_data"] = cut
        elif k % 3 == 1:
            d = json.loads(data)
            d["gpu_usage"][0]["util_percent"] = None
            series[p]["json_data"] = json.dumps(d)
        else:
            d = json.loads(data)
            d["gpu_usage"][-1]["util_percent"]["avg"] = "n/a"
            series[p]["json_data"] = json.dumps(d)
    return metas, series


def write(name, rows):
    buf = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buf, mtime=0, compresslevel=9) as z:
        for r in rows:
            z.write((json.dumps(r, ensure_ascii=False) + "\n").encode())
    (HERE / name).write_bytes(buf.getvalue())
    print(f"{name}: {len(rows)} rows, {len(buf.getvalue())} bytes")


def same_job_id_traps(meta, series):
    """Rows that share the real job's job_id but are not its rows: its attempt 2 (20 rows at 3 %)
    and pytorch/vision's rows under the same workflow_id, job_id and attempt (at 1 %). A reader
    that filters by job_id alone, or forgets the repository, mixes them in."""
    t0 = datetime.strptime(meta["start_at"], "%Y-%m-%d %H:%M:%S").replace(tzinfo=timezone.utc) + timedelta(hours=2)
    wf_id, job_id = meta["workflow_id"], meta["job_id"]
    def gpus(level):
        return json.dumps({"gpu_usage": [{"uuid": f"GPU-{g}-trap", "util_percent": {"avg": level, "max": level}}
                                         for g in range(8)]})
    metas, rows = [], []
    for repo, attempt, level in (("pytorch/pytorch", 2, 3.0), ("pytorch/vision", 1, 1.0)):
        metas.append(meta_row(repo, wf_id, attempt, job_id, meta["workflow_name"], meta["job_name"], 1.0, "1.5", 8, 0,
                              meta["gpu_type"], t0, t0 + timedelta(seconds=19), []))
        for k in range(20):
            rows.append(series_row(repo, wf_id, attempt, job_id, meta["workflow_name"], meta["job_name"],
                                   t0 + timedelta(seconds=k), gpus(level)))
    return metas, rows


real_meta, real_series = real_job()
fleet_meta, fleet_series = fleet()
trap_meta, trap_series = same_job_id_traps(real_meta, real_series)
write("utilization_metadata.jsonl.gz", [real_meta] + fleet_meta + trap_meta)
write("utilization_time_series.jsonl.gz", real_series + fleet_series + trap_series)
