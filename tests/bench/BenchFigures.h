#pragma once

#include "BenchReport.h"

namespace hw::bench {

// Each figure group lives in its own source file; main.cpp runs them in order.
// Targets (2-core machine, 300 commits x 3,000 columns): see docs/performance.md.
void runIngestBench(BenchReport &report);      // ingest_rows_per_s  (IngestBench.cpp)
// The ingest figure's rows: the first ingestCommits x columns rows of SyntheticHud(loadCommits,
// columns) (300k rows at full size; the rest fills the cache up to the start-up size).
struct IngestSize {
    int columns;
    int ingestCommits;
    int loadCommits;
};
IngestSize ingestSize(bool quick);
// poll_apply_ms, model_rss_mb for a commits x 3,000 grid; pollOnly: skip the other figures
void runGridModelBench(BenchReport &report, int commits = 300, bool pollOnly = false); // (GridModelBench.cpp)
void runGridViewBench(BenchReport &report);    // repaint_ms (GridViewBench.cpp)
void runDemoBench(BenchReport &report);        // demo_generate_ms, backends_demo_ms (DemoBench.cpp)
// downsample_ms (per-pixel min/max), downsample_lttb_ms: 1,000,000 points to a 1920-px chart
void runChartBench(BenchReport &report);       // (ChartBench.cpp)
// utilization_open_ms, _redraw_ms, _zoom_ms, _stats_ms: one job of 8 GPUs × 5 metrics × 36,000
// samples in the GPU utilization view; utilization_parse_csv_ms: the real 22-minute CSV; utilization_read_large_csv_ms,
// _peak_mb: a generated 100 MB nvidia-smi CSV streamed from its file
void runUtilizationBench(BenchReport &report); // (UtilizationBench.cpp)
// first_paint_ms, rss_mb of the app for a commits x 3,000 cache (FirstPaintBench.cpp)
// Issue 12's log viewer on a 500 MB log of real lines (50 MB with --quick): log_index_gb_per_s,
// log_index_bytes_per_line, log_search_vs_grep, log_regex_vs_grep, log_open_ms (LogBench.cpp)
void runLogBench(BenchReport &report);
// Issue 12's time machine: replay_seek_ms (the slowest of 30 jumps to any instant of a 7-day,
// 2,100-commit recording read from its SQLite file), replay_seek_median_ms, recording_write_ms,
// recording_open_ms, timeline_events_ms (TimeMachineBench.cpp)
void runTimeMachineBench(BenchReport &report);
void runFirstPaintBench(BenchReport &report, const QString &hudwatchExe, int commits = 300);
// Issue 13's idle cost: idle_cpu_percent, idle_rss_growth_mb of the app started --minimized with a
// 60 s poll on a private ClickHouse seeded with 300 x 300 jobs, over 10 minutes (60 s with
// --quick), and idle_polls, idle_new_commits (what the polls in that window applied). False on
// failure; true (with a message) when clickhouse-server is missing. (IdleBench.cpp)
bool runIdleBench(BenchReport &report, const QString &hudwatchExe);
// Issue 8, only with --only firstsync (starts a private ClickHouse 18.16, seeds commits x 3,000
// jobs, minutes): first_sync_first_page_ms, first_sync_newest50_ms, first_sync_s,
// first_sync_vs_clickhouse_client, ui_stall_max_ms / _p99_ms, first_sync_peak_rss_mb for the
// app's default page size, and "page<N>_" ones for 50; pageCommits > 0 runs that size only.
// False on failure; true (with a message) when clickhouse-server is missing. (FirstSyncBench.cpp)
bool runFirstSyncBench(BenchReport &report, int commits = 300, int pageCommits = 0);
// Issue 14's side by side (--compare, never in the default run): ratios > 1 mean we are better:
// first_paint_vs_chromium, rss_vs_chromium (the 300 x 3,000 grid as an HTML table in headless
// Chromium), ingest_vs_sqlite3 (the sqlite3 shell's .import), log_search_vs_grep and
// first_sync_vs_clickhouse_client (the log and firstsync groups, each in a child process).
// Missing tools skip their figures with a message. False when a group failed. (CompareBench.cpp)
bool runCompareBench(BenchReport &report, const QString &hudwatchExe, bool firstSync);

} // namespace hw::bench
