#pragma once

#include "domain/JobBatch.h"

namespace hw::bench {

// A deterministic grid-sized batch for benchmarks: `commits` commits x `columns` job columns,
// one run per cell, HUD-like names and a realistic mix (mostly success, ~4 % failure, the
// newest commits still running).
JobBatch syntheticGrid(int commits, int columns, quint32 seed = 42);

} // namespace hw::bench
