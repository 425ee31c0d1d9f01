#!/usr/bin/env python3
"""Derives resources/demo/jobs.csv from the real HUD export workflow_jobs_2024-08-14.csv.

Run once by hand (the build never runs it, and the app never reads the original):
    python3 derive_jobs.py /path/to/workflow_jobs_2024-08-14.csv > jobs.csv
See PROVENANCE.md for the source and the rules below.
"""
import csv
import collections
import re
import sys

# The export replaced ", " inside job names with "__ " (e.g. "test (default__ 1__ 3__ ...)");
# HUD spells them "test (default, 1, 3, ...)".
def job_name(raw):
    return raw.replace("__ ", ", ")

# The export has no workflow name: derive one from the job name, first matching rule wins.
RULES = [
    (r"inductor.*periodic|periodic.*inductor", "inductor-periodic"),
    (r"periodic", "periodic"),
    (r"inductor", "inductor"),
    (r"\bslow\b|-slow", "slow"),
    (r"^lint|lintrunner|^quick-checks|^workflow-checks|^toc |^Test tools|^Test collect_env|^Test `run_test", "Lint"),
    (r"rocm", "rocm"),
    (r"xpu", "xpu"),
    (r"binary|libtorch|manywheel|conda|wheel", "nightly"),
    (r"^win-|^macos-|-mps", "trunk"),
    (r" / ", "pull"),
]

def workflow(name):
    for pattern, wf in RULES:
        if re.search(pattern, name, re.IGNORECASE):
            return wf
    return "other"

def main(path):
    runs = collections.Counter()
    failures = collections.Counter()
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            n = job_name(row["name"])
            runs[n] += 1
            if row["conclusion"] == "failure":
                failures[n] += 1
    out = csv.writer(sys.stdout, lineterminator="\n")
    out.writerow(["workflow", "job", "runs", "failures"])
    for n in sorted(runs, key=lambda n: (workflow(n), n)):
        out.writerow([workflow(n), n, runs[n], failures[n]])

if __name__ == "__main__":
    main(sys.argv[1])
