#include "BenchFigures.h"

namespace hw::bench {

// Not written yet: prints nothing.
void runGridViewBench(BenchReport &) {}

} // namespace hw::bench
