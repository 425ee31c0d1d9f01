#include "BenchFigures.h"

namespace hw::bench {

// Not written yet: prints nothing.
void runGridModelBench(BenchReport &) {}

} // namespace hw::bench
