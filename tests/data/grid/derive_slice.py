#!/usr/bin/env python3
"""Derives jobs_2024-08-14_slice.tsv from pytorch/test-infra's
aws/lambda/log-classifier/data/log_classifier_dataset_query_2024-08-14.csv (see PROVENANCE.md).
Run: python3 derive_slice.py <path to workflow_jobs_2024-08-14.csv> > jobs_2024-08-14_slice.tsv
"""
import csv
import re
import sys

# Heuristic workflow names (the CSV has no workflow_name column). Approximates which
# pytorch/pytorch workflow file runs such a job in 2024; first rule that matches wins.
RULES = [
    (r"periodic-dynamo-benchmarks", "inductor-periodic"),
    (r"^[^/]*inductor|^cuda\d[\d.]*-py[\d.]+-gcc\d+-sm\d+ /", "inductor"),
    (r"^manywheel-", "linux-binary-manywheel"),
    (r"^libtorch-cpu-shared-with-deps", "linux-binary-libtorch"),
    (r"rocm", "rocm"),
    (r"slow-gradcheck", "slow"),
    (r"-debug|vulkan", "periodic"),
    (r"^(macos-|ios-|win-vs2019-cuda|libtorch-linux-)", "trunk"),
    (r"^(quick-checks|lintrunner|pr-sanity-checks|workflow-checks|toc|Test collect_env|Test tools|Test `run_test.py`|bc_linter)", "Lint"),
    (r"^(linux-|win-vs2019-cpu|pytorch-linux-)", "pull"),
]
KEEP_FROM, KEEP_TO = "2024-08-14 18:00:00", "2024-08-14 20:00:00"  # six 20-minute windows
NAME_OK = re.compile(r"^(linux-focal-py3.8-clang10|linux-jammy-py3.8-gcc11|linux-focal-py3_8-clang9-xla|linux-focal-rocm6.1|"
                     r"cuda12.1-py3.10-gcc9-sm86 / test \(inductor_timm|win-|macos-|"
                     r"manywheel-py3_8-cuda12_1|libtorch-cpu-shared-with-deps-cxx11|linux-focal-cuda12.1-py3-gcc9-slow|"
                     r"quick-checks|lintrunner|pr-sanity|workflow-checks|toc|bc_linter|ios-)")

def workflow(name):
    for pattern, wf in RULES:
        if re.search(pattern, name):
            return wf
    return "other"

rows = list(csv.DictReader(open(sys.argv[1], newline="")))
out = csv.writer(sys.stdout, delimiter="\t", lineterminator="\n")
out.writerow(["job_id", "start_time", "conclusion", "workflow_name", "name", "window"])
taken = {}
kept = 0
for r in sorted(rows, key=lambda r: int(r["job_id"])):
    if not (KEEP_FROM <= r["start_time"] < KEEP_TO) or not NAME_OK.match(r["name"]):
        continue
    # The export wrote the commas of matrix names as "__" ("test (default__ 1__ 4__ ...)"):
    # restore HUD's spelling "test (default, 1, 4, ...)".
    name = r["name"].replace("__", ",")
    # 20-minute window of the start time ("18:00", "18:20", ...): the tests treat one window as one commit.
    window = "%s:%02d" % (r["start_time"][11:13], int(r["start_time"][14:16]) // 20 * 20)
    # Keep the file small: per (name, window) the first two runs by job id, plus the first failure.
    key = (name, window)
    n_all, n_fail = taken.get(key, (0, 0))
    is_fail = r["conclusion"] == "failure"
    if not (n_all < 2 or (is_fail and n_fail < 1)):
        continue
    taken[key] = (n_all + 1, n_fail + (1 if is_fail else 0))
    out.writerow([r["job_id"], r["start_time"][:19], r["conclusion"], workflow(name), name, window])
    kept += 1
print(kept, file=sys.stderr)
