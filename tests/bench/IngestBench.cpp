#include "BenchFigures.h"
#include "SyntheticHud.h"

#include "cache/JobCache.h"
#include "grid/GridJobStore.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QStringList>
#include <QTemporaryDir>

#include <cstdio>
#include <ctime>

using namespace Qt::StringLiterals;

namespace hw::bench {

namespace {

// Processor time of the whole process (all threads), next to wall time: on a shared machine the
// wall figure mostly measures the neighbours.
double cpuMs()
{
    return 1000.0 * double(std::clock()) / CLOCKS_PER_SEC;
}

void fail(const QString &what)
{
    std::fprintf(stderr, "ingest bench: %s\n", qPrintable(what));
}

} // namespace

IngestSize ingestSize(bool quick)
{
    return quick ? IngestSize{1000, 20, 60} : IngestSize{3000, 100, 300};
}

void runIngestBench(BenchReport &report)
{
    const IngestSize size = ingestSize(report.quick());
    const int columns = size.columns;
    const int ingestCommits = size.ingestCommits;
    const int loadCommits = size.loadCommits;
    const qint64 batchRows = 10000;

    QTemporaryDir dir;
    const QString path = dir.filePath(u"ingest-bench.sqlite"_s);
    const SyntheticHud hud(loadCommits, columns);
    {
        JobCache cache(path);
        if (const auto opened = cache.open(); !opened)
            return fail(opened.error().message);

        // Ingest: generation is outside the timed part; only storeBatch is timed.
        const qint64 ingestRows = qint64(ingestCommits) * columns;
        qint64 storeNs = 0;
        double storeCpuMs = 0;
        for (qint64 first = 0; first < ingestRows; first += batchRows) {
            const JobBatch b = hud.batch(first, std::min(batchRows, ingestRows - first));
            QElapsedTimer t;
            t.start();
            const double cpu0 = cpuMs();
            if (const auto stored = GridJobStore(cache).storeBatch(b); !stored)
                return fail(stored.error().message);
            storeNs += t.nsecsElapsed();
            storeCpuMs += cpuMs() - cpu0;
        }
        report.figure(u"ingest_rows_per_s"_s, double(ingestRows) / (double(storeNs) / 1e9), u"rows/s"_s);
        report.figure(u"ingest_cpu_rows_per_s"_s, double(ingestRows) / (storeCpuMs / 1e3), u"rows/s"_s);

        // Fill up to the start-up size (not part of the ingest figure).
        const qint64 loadRows = qint64(loadCommits) * columns;
        for (qint64 first = ingestRows; first < loadRows; first += batchRows) {
            if (const auto stored = GridJobStore(cache).storeBatch(hud.batch(first, std::min(batchRows, loadRows - first))); !stored)
                return fail(stored.error().message);
        }
    }

    // Start-up: open the file and load the newest commits, as the app does before first paint.
    QElapsedTimer t;
    t.start();
    JobCache cache(path);
    if (const auto opened = cache.open(); !opened)
        return fail(opened.error().message);
    const double openMs = double(t.nsecsElapsed()) / 1e6;
    t.restart();
    const double cpu0 = cpuMs();
    const auto loadedResult = GridJobStore(cache).loadLatest(u"bench"_s, loadCommits);
    const double loadMs = double(t.nsecsElapsed()) / 1e6;
    const double loadCpuMs = cpuMs() - cpu0;
    if (!loadedResult)
        return fail(loadedResult.error().message);
    const JobBatch &loaded = *loadedResult;
    if (loaded.commits.size() != loadCommits || loaded.jobs.size() != qsizetype(loadCommits) * columns)
        return fail(u"loaded %1 commits and %2 jobs, expected %3 and %4"_s.arg(loaded.commits.size())
                        .arg(loaded.jobs.size())
                        .arg(loadCommits)
                        .arg(qint64(loadCommits) * columns));
    // One HUD page (50 commits): what a first paint strictly needs.
    t.restart();
    const auto page = GridJobStore(cache).loadLatest(u"bench"_s, 50);
    const double pageMs = double(t.nsecsElapsed()) / 1e6;
    if (!page || page->commits.size() != std::min(50, loadCommits))
        return fail(u"page load: "_s + page.error().message);
    report.figure(u"cache_open_ms"_s, openMs, u"ms"_s);
    report.figure(u"cache_load_ms"_s, loadMs, u"ms"_s);
    report.figure(u"cache_load_cpu_ms"_s, loadCpuMs, u"ms"_s); // both threads of loadLatest
    report.figure(u"cache_load_rows"_s, double(loaded.jobs.size()), u"rows"_s);
    report.figure(u"cache_load_page_ms"_s, pageMs, u"ms"_s);
    report.figure(u"cache_file_mb"_s, double(QFileInfo(path).size()) / (1024.0 * 1024.0), u"MB"_s);
}

} // namespace hw::bench
