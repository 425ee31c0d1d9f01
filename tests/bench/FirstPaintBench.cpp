#include "BenchFigures.h"

namespace hw::bench {

// Not written yet: prints nothing.
void runFirstPaintBench(BenchReport &, const QString &) {}

} // namespace hw::bench
