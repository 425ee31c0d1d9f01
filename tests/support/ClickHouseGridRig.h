#pragma once

// Header only: it holds a MainWindow (ui/), which the support library (models only) does not
// link; the gui and integration tests that include it do.
#include "MainWindow.h"
#include "cache/CacheWriter.h"
#include "cache/JobCache.h"
#include "clickhouse/ClickHouseClient.h"
#include "grid/GridClickHouseSource.h"
#include "grid/GridSync.h"
#include "grid/JobGridModel.h"

#include <QAbstractItemModelTester>
#include <QDateTime>

namespace hw::test {

// The grid's parts in process against a ClickHouse (or a server that plays one): client, source,
// cache with its writer thread, model, sync and the window that shows their status, on a fake
// poll clock the test advances and with the backoff's jitter fixed at its middle.
struct ClickHouseGridRig {
    ClickHouseClient client;
    GridClickHouseSource source;
    JobCache cache;
    JobGridModel model;
    QAbstractItemModelTester tester { &model, QAbstractItemModelTester::FailureReportingMode::QtTest };
    CacheWriter writer;
    GridSync sync { &source, &cache, &model };
    MainWindow window { &model };
    qint64 clockMs = QDateTime::currentMSecsSinceEpoch();

    ClickHouseGridRig(const ClickHouseConfig &config, const QString &branch, const QString &path, int pageCommits = 25)
        : client(config)
        , source(&client, options(branch, pageCommits))
        , cache(path)
        , writer(path)
    {
        if (const auto opened = cache.open(); !opened)
            qFatal("cache: %s", qPrintable(opened.error().message));
        sync.setCacheWriter(&writer);
        sync.scheduler().setClock([this] { return clockMs; });
        sync.scheduler().setRandom([] { return 0.5; });
        QObject::connect(&sync, &GridSync::statusChanged, &window, &MainWindow::setSourceStatus);
    }

    // Moves the fake clock to the next scheduled poll and lets the scheduler see it.
    void advanceToNextPoll()
    {
        if (sync.scheduler().nextPollAtMs() > clockMs)
            clockMs = sync.scheduler().nextPollAtMs();
        sync.scheduler().checkDue();
    }

private:
    static GridClickHouseSource::Options options(const QString &branch, int pageCommits)
    {
        GridClickHouseSource::Options o;
        o.ref = QStringLiteral("refs/heads/") + branch;
        o.pageCommits = pageCommits;
        return o;
    }
};

} // namespace hw::test
