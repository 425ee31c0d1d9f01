#include "BenchFigures.h"

#include "backends/BackendsDemoSnapshot.h"
#include "timemachine/DemoRecordingGenerator.h"

#include <QElapsedTimer>

#include <algorithm>
#include <limits>

namespace hw::bench {

namespace {

// Best of n wall-clock runs in milliseconds: the start-up cost a user waits for.
template<typename Work>
double bestOf(int n, Work work)
{
    double best = std::numeric_limits<double>::max();
    for (int i = 0; i < n; ++i) {
        QElapsedTimer t;
        t.start();
        work();
        best = std::min(best, t.nsecsElapsed() / 1e6);
    }
    return best;
}

} // namespace

void runDemoBench(BenchReport &report)
{
    const int runs = report.quick() ? 3 : 10;
    report.figure(QStringLiteral("demo_generate_ms"), bestOf(runs, [] {
                      const auto r = DemoRecordingGenerator::generateFrom(DemoRecordingGenerator::defaultJobsCsvPath(),
                                                                          DemoRecordingGenerator::defaultFailureLinesPath());
                      if (!r)
                          qFatal("demo generation failed: %s", qPrintable(r.error().message));
                  }),
                  QStringLiteral("ms"));
    report.figure(QStringLiteral("backends_demo_ms"), bestOf(runs, [] {
                      const BackendsSnapshot s = BackendsDemoSnapshot::build();
                      if (s.stats.isEmpty())
                          qFatal("the backends demo has no backends");
                  }),
                  QStringLiteral("ms"));
}

} // namespace hw::bench
