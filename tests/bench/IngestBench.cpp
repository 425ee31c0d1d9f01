#include "BenchFigures.h"

namespace hw::bench {

// Not written yet: prints nothing.
void runIngestBench(BenchReport &) {}

} // namespace hw::bench
