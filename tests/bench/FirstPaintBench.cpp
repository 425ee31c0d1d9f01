#include "BenchFigures.h"
#include "SyntheticGrid.h"
#include "cache/JobCache.h"

#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>

#include <algorithm>

namespace hw::bench {

// first_paint_ms: from starting the hudwatch process until its window has painted a grid
// filled from the cache (no network: --offline), for a 300 x 3,000 cache.
void runFirstPaintBench(BenchReport &report, const QString &hudwatchExe)
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
    }
    {
        JobCache cache(cachePath);
        QString error;
        JobBatch batch = syntheticGrid(300, 3000);
        batch.source = QStringLiteral("clickhouse");
        if (!cache.open(&error) || !cache.storeBatch(batch, &error)) {
            qWarning("first_paint: cannot prepare the cache: %s", qPrintable(error));
            return;
        }
    }
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), config);
    env.insert(QStringLiteral("XDG_CACHE_HOME"), dir.filePath(QStringLiteral("cache")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));

    const int runs = report.quick() ? 3 : 9;
    QVector<double> samples;
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
        p.waitForFinished(30000);
        if (!out.contains("first_paint")) {
            qWarning("first_paint: hudwatch did not report a painted grid (exit %d)", p.exitCode());
            return;
        }
        if (i > 0)
            samples << ms;
    }
    std::sort(samples.begin(), samples.end());
    report.figure(QStringLiteral("first_paint_ms"), samples[samples.size() / 2], QStringLiteral("ms"));
}

} // namespace hw::bench
