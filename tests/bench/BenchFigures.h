#pragma once

#include "BenchReport.h"

namespace hw::bench {

// Each figure group lives in its own source file; main.cpp runs them in order.
// Targets (2-core machine, 300 commits x 3,000 columns): see README "Performance".
void runIngestBench(BenchReport &report);      // ingest_rows_per_s  (IngestBench.cpp)
// poll_apply_ms, model_rss_mb for a commits x 3,000 grid; pollOnly: skip the other figures
void runGridModelBench(BenchReport &report, int commits = 300, bool pollOnly = false); // (GridModelBench.cpp)
void runGridViewBench(BenchReport &report);    // repaint_ms (GridViewBench.cpp)
void runDemoBench(BenchReport &report);        // demo_generate_ms, backends_demo_ms (DemoBench.cpp)
// first_paint_ms, rss_mb of the app for a commits x 3,000 cache (FirstPaintBench.cpp)
void runFirstPaintBench(BenchReport &report, const QString &hudwatchExe, int commits = 300);

} // namespace hw::bench
