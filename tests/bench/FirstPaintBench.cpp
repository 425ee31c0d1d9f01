#include "BenchFigures.h"
#include "SyntheticHud.h"
#include "cache/JobCache.h"
#include "grid/GridJobStore.h"

#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>

#include <algorithm>

namespace hw::bench {

// first_paint_ms: from starting the hudwatch process until its window has painted a grid
// filled from the cache (no network: --offline), for a commits x 3,000 cache (300 by default;
// the profile keeps that many commits). rss_mb: the app's resident memory once the whole cache
// is in the grid.
void runFirstPaintBench(BenchReport &report, const QString &hudwatchExe, int commits)
{
    QTemporaryDir dir;
    const QString config = dir.filePath(QStringLiteral("config"));
    const QString cachePath = dir.filePath(QStringLiteral("cache/bench.sqlite"));
    QDir().mkpath(config + QStringLiteral("/hudwatch/profiles"));
    QDir().mkpath(dir.filePath(QStringLiteral("cache")));
    {
        QSettings ini(config + QStringLiteral("/hudwatch/profiles/bench.ini"), QSettings::IniFormat);
        ini.setValue(QStringLiteral("clickhouse/url"), QStringLiteral("http://127.0.0.1:9"));
        ini.setValue(QStringLiteral("cache/path"), cachePath);
        ini.setValue(QStringLiteral("grid/maxCommits"), commits);
    }
    {
        // Stored in 10,000-row batches: the whole grid as one batch would not fit in memory at
        // 3,000 commits.
        JobCache cache(cachePath);
        if (const auto opened = cache.open(); !opened)
            qFatal("first_paint: cannot open the cache: %s", qPrintable(opened.error().message));
        const SyntheticHud hud(commits, 3000);
        const qint64 rows = qint64(commits) * 3000;
        for (qint64 first = 0; first < rows; first += 10000) {
            JobBatch batch = hud.batch(first, std::min<qint64>(10000, rows - first));
            batch.source = QStringLiteral("clickhouse");
            if (const auto stored = GridJobStore(cache).storeBatch(batch); !stored)
                qFatal("first_paint: cannot prepare the cache: %s", qPrintable(stored.error().message));
        }
    }
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), config);
    env.insert(QStringLiteral("XDG_CACHE_HOME"), dir.filePath(QStringLiteral("cache")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));

    const int runs = report.quick() ? 3 : (commits > 1000 ? 3 : (commits > 300 ? 5 : 9));
    QVector<double> samples;
    QVector<double> rssMb;
    for (int i = 0; i < runs + 1; ++i) { // the first run warms the page cache and is dropped
        QProcess p;
        p.setProcessEnvironment(env);
        p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        QElapsedTimer t;
        t.start();
        p.start(hudwatchExe, {QStringLiteral("--profile"), QStringLiteral("bench"), QStringLiteral("--offline"),
                              QStringLiteral("--benchmark-first-paint")});
        QByteArray out;
        while (!out.contains("first_paint") && p.waitForReadyRead(30000))
            out += p.readAllStandardOutput();
        const double ms = double(t.nsecsElapsed()) / 1e6;
        p.waitForFinished(300000);
        out += p.readAllStandardOutput();
        // "loaded rows N rss_kb K": the whole cache in the model, window shown.
        const QList<QByteArray> words = out.mid(out.indexOf("loaded rows")).simplified().split(' ');
        if (words.size() >= 5 && words[2].toInt() == commits)
            rssMb << words[4].toDouble() / 1024.0;
        else
            qFatal("first_paint: hudwatch did not load the whole cache: %s", out.constData());
        if (!out.contains("first_paint")) {
            qFatal("first_paint: hudwatch did not report a painted grid (exit %d)", p.exitCode());
        }
        if (i > 0)
            samples << ms;
    }
    std::sort(samples.begin(), samples.end());
    report.figure(QStringLiteral("first_paint_ms"), samples[samples.size() / 2], QStringLiteral("ms"));
    std::sort(rssMb.begin(), rssMb.end());
    report.figure(QStringLiteral("rss_mb"), rssMb[rssMb.size() / 2], QStringLiteral("MB"));
}

} // namespace hw::bench
