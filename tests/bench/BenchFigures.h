#pragma once

#include "BenchReport.h"

namespace hw::bench {

// Each figure group lives in its own source file; main.cpp runs them in order.
// Targets (2-core machine, 300 commits x 3,000 columns): see README "Performance".
void runIngestBench(BenchReport &report);      // ingest_rows_per_s  (IngestBench.cpp)
void runGridModelBench(BenchReport &report);   // poll_apply_ms, rss_mb (GridModelBench.cpp)
void runGridViewBench(BenchReport &report);    // repaint_ms (GridViewBench.cpp)
void runDemoBench(BenchReport &report);        // demo_generate_ms, backends_demo_ms (DemoBench.cpp)
void runFirstPaintBench(BenchReport &report, const QString &hudwatchExe); // first_paint_ms (FirstPaintBench.cpp)

} // namespace hw::bench
