#include "BenchFigures.h"
#include "SyntheticHud.h"
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
        JobBatch batch = SyntheticHud(300, 3000).grid();
        batch.source = QStringLiteral("clickhouse");
        if (!cache.open(&error) || !cache.storeBatch(batch, &error)) {
            qFatal("first_paint: cannot prepare the cache: %s", qPrintable(error));
        }
    }
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), config);
    env.insert(QStringLiteral("XDG_CACHE_HOME"), dir.filePath(QStringLiteral("cache")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));

    const int runs = report.quick() ? 3 : 9;
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
        p.waitForFinished(60000);
        out += p.readAllStandardOutput();
        // "loaded rows N rss_kb K": the whole 300-commit cache in the model, window shown.
        const QList<QByteArray> words = out.mid(out.indexOf("loaded rows")).simplified().split(' ');
        if (words.size() >= 5 && words[2].toInt() == 300)
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
