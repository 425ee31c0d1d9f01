#!/usr/bin/env python3
"""One-off: copies the subset of shared/data/flaky/ that the flaky seed uses (see PROVENANCE.md).

    python3 extract_subset.py <shared/data/flaky>

Never run at build or test time; its output is committed. Standard library only.
"""
import json
import shutil
import sys
from pathlib import Path

WINDOW_START = "2026-06-24"  # first snapshot day of misc.disabled_tests_historical in the seed
WINDOW_END = "2026-07-15"    # exclusive

src = Path(sys.argv[1])
here = Path(__file__).resolve().parent
shutil.copyfile(src / "flake_test_fail_autorevert_2026-07-01_2026-07-14.csv",
                here / "flake_test_fail_autorevert_2026-07-01_2026-07-14.csv")

# Every event up to WINDOW_END of each test that is disabled at some moment of the window: replaying
# them gives the same state for those tests as replaying the whole (3 MB) history.
events = []
with open(src / "history" / "disabled-tests_events.jsonl", encoding="utf-8") as f:
    for line in f:
        e = json.loads(line)
        if e["date"] >= WINDOW_END:
            break
        events.append(e)
alive, state = set(), {}
for e in events:
    if e["action"] == "removed":
        state.pop(e["key"], None)
    else:
        state[e["key"]] = e["value"]
    if e["date"] >= WINDOW_START:
        alive.add(e["key"])
alive |= set(state)  # still disabled at the end
# Tests disabled when the window opens: replay up to WINDOW_START.
state = {}
for e in events:
    if e["date"] >= WINDOW_START:
        break
    if e["action"] == "removed":
        state.pop(e["key"], None)
    else:
        state[e["key"]] = e["value"]
alive |= set(state)
with open(here / f"disabled-tests_events_to_{WINDOW_END}.jsonl", "w", encoding="utf-8") as out:
    for e in events:
        if e["key"] in alive:
            out.write(json.dumps(e, ensure_ascii=False) + "\n")
