#include "BenchChild.h"
#include "BenchFigures.h"
#include "DispatchWatch.h"

#include <QApplication>
#include <QThread>
#include <QElapsedTimer>

#include <ctime>
#include <QCommandLineParser>
#include <QProcess>
#include <QTextStream>

using namespace Qt::StringLiterals;
using hw::bench::runChild;

namespace {

// The scale table (docs/performance.md): first paint, poll and memory at several grid sizes,
// each size and group in a process of its own. Prints "scale_<commits>_<figure> value unit".
int runScale(const QList<int> &sizes, const QString &hudwatchExe, bool quick)
{
    int failures = 0;
    for (const int commits : sizes) {
        struct Group {
            QString name;
            QStringList figures;
        };
        QList<Group> groups{{QStringLiteral("model"), {QStringLiteral("poll_apply_ms"), QStringLiteral("poll_apply_min_ms"),
                                                       QStringLiteral("model_rss_mb")}}};
        if (!hudwatchExe.isEmpty())
            groups.append({QStringLiteral("paint"), {QStringLiteral("first_paint_ms"), QStringLiteral("rss_mb")}});
        for (const Group &g : groups) {
            QStringList args{QStringLiteral("--only"), g.name, QStringLiteral("--commits"), QString::number(commits)};
            if (quick)
                args << QStringLiteral("--quick");
            if (!hudwatchExe.isEmpty())
                args << QStringLiteral("--hudwatch") << hudwatchExe;
            QByteArray out;
            if (!runChild(args, &out)) {
                QTextStream(stderr) << "hudwatch-bench: scale " << commits << ' ' << g.name << " failed" << Qt::endl;
                ++failures;
                continue;
            }
            for (const QByteArray &line : out.split('\n')) {
                const QList<QByteArray> words = line.split(' ');
                if (words.size() == 3 && g.figures.contains(QString::fromLatin1(words[0])))
                    QTextStream(stdout) << "scale_" << commits << '_' << line << Qt::endl;
            }
        }
    }
    return failures == 0 ? 0 : 1;
}

} // namespace

hw::bench::DispatchWatch &hw::bench::DispatchWatch::gui()
{
    static DispatchWatch watch;
    return watch;
}

namespace {

// Times every event the GUI thread dispatches from its loop (DispatchWatch).
class TimedApplication : public QApplication
{
public:
    using QApplication::QApplication;
    bool notify(QObject *receiver, QEvent *event) override
    {
        // Other threads' event loops (Qt's HTTP thread, workers) come through here too: they
        // are not the GUI thread's stalls, and must not touch its nesting count.
        if (QThread::currentThread() != thread())
            return QApplication::notify(receiver, event);
        if (m_depth++ > 0) {
            const bool r = QApplication::notify(receiver, event);
            --m_depth;
            return r;
        }
        QElapsedTimer t;
        t.start();
        const qint64 cpu0 = threadCpuNs();
        const QEvent::Type type = event->type();
        const QMetaObject *meta = receiver->metaObject();
        const QObject *owner = receiver->parent();
        const bool r = QApplication::notify(receiver, event);
        --m_depth;
        const qint64 ns = t.nsecsElapsed();
        auto &watch = hw::bench::DispatchWatch::gui();
        if (ns > watch.maxNs)
            watch.record(ns, threadCpuNs() - cpu0,
                         QString::fromLatin1(meta->className()) + u" (in "_s
                             + QString::fromLatin1(owner ? owner->metaObject()->className() : "nothing")
                             + u"), event type "_s + QString::number(int(type)));
        return r;
    }

private:
    static qint64 threadCpuNs()
    {
        timespec ts{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
        return qint64(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
    }
    int m_depth = 0;
};

} // namespace

// hudwatch-bench: measures the figures docs/performance.md promises; one "name value unit" line each.
// Without --only, each group runs in a child process of its own, so one group's memory and
// warm caches never show up in another's figures (rss_mb above all).
int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    TimedApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("HUD Watch benchmarks"));
    parser.addHelpOption();
    const QCommandLineOption quick(QStringLiteral("quick"), QStringLiteral("Fewer repetitions, for CI."));
    const QCommandLineOption exe(QStringLiteral("hudwatch"), QStringLiteral("Path of the hudwatch executable."),
                                 QStringLiteral("path"));
    const QCommandLineOption only(QStringLiteral("only"),
                                  QStringLiteral("Run one group: ingest, model, view, demo, chart, utilization, log, timemachine, paint, idle, scale or firstsync (the "
                                                 "last two are not in the default run: scale builds caches of up to "
                                                 "9M jobs, firstsync starts a ClickHouse server and syncs 900k jobs "
                                                 "several times; both take minutes). idle starts a ClickHouse server "
                                                 "too and watches hudwatch for 10 minutes (1 with --quick)."),
                                  QStringLiteral("group"));
    const QCommandLineOption commitsOption(QStringLiteral("commits"),
                                           QStringLiteral("Grid size in commits (x 3,000 jobs) for model, paint and firstsync, "
                                                          "default 300; for scale a list, default 300,1000,3000."),
                                           QStringLiteral("n"));
    const QCommandLineOption pageOption(QStringLiteral("page-commits"),
                                        QStringLiteral("firstsync: commits in every first-sync page (default: the "
                                                       "app's paging, then pages of 50)."),
                                        QStringLiteral("n"));
    const QCommandLineOption compare(QStringLiteral("compare"),
                                     QStringLiteral("Side by side with other tools (issue 14; never in the default run): "
                                                    "headless Chromium on the grid as HTML, the sqlite3 shell's .import, "
                                                    "grep, clickhouse-client. Prints ratios, > 1 means we are better."));
    const QCommandLineOption noFirstSync(QStringLiteral("no-first-sync"),
                                         QStringLiteral("With --compare: leave out the first sync (minutes long)."));
    parser.addOptions({quick, exe, only, commitsOption, pageOption, compare, noFirstSync});
    parser.process(app);
    if (parser.isSet(compare)) {
        if (parser.isSet(only)) {
            QTextStream(stderr) << "hudwatch-bench: --compare runs groups of its own; it takes no --only" << Qt::endl;
            return 2;
        }
        hw::bench::BenchReport report(parser.isSet(quick));
        return hw::bench::runCompareBench(report, parser.value(exe), !parser.isSet(noFirstSync)) ? 0 : 1;
    }

    const QString group = parser.value(only);
    if (group.isEmpty()) {
        int failures = 0;
        for (const char *g : {"ingest", "model", "view", "demo", "chart", "utilization", "log", "timemachine", "paint", "idle"}) {
            QStringList args{QStringLiteral("--only"), QString::fromLatin1(g)};
            if (parser.isSet(quick))
                args << QStringLiteral("--quick");
            if (parser.isSet(exe))
                args << QStringLiteral("--hudwatch") << parser.value(exe);
            if (!runChild(args)) {
                QTextStream(stderr) << "hudwatch-bench: group " << g << " failed" << Qt::endl;
                ++failures;
            }
        }
        return failures == 0 ? 0 : 1;
    }

    QList<int> sizes;
    for (const QString &n : parser.value(commitsOption).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        const int commits = n.toInt(&ok);
        if (!ok || commits < 1 || commits > 5000) {
            QTextStream(stderr) << "hudwatch-bench: --commits wants numbers from 1 to 5000" << Qt::endl;
            return 2;
        }
        sizes << commits;
    }
    if (group == u"scale")
        return runScale(sizes.isEmpty() ? QList<int>{300, 1000, 3000} : sizes, parser.value(exe), parser.isSet(quick));
    const int commits = sizes.value(0, 300);

    hw::bench::BenchReport report(parser.isSet(quick));
    if (group == u"ingest")
        hw::bench::runIngestBench(report);
    else if (group == u"model")
        hw::bench::runGridModelBench(report, commits, commits != 300); // other sizes: the scale figures only
    else if (group == u"view")
        hw::bench::runGridViewBench(report);
    else if (group == u"demo")
        hw::bench::runDemoBench(report);
    else if (group == u"chart")
        hw::bench::runChartBench(report);
    else if (group == u"utilization")
        hw::bench::runUtilizationBench(report);
    else if (group == u"log")
        hw::bench::runLogBench(report);
    else if (group == u"timemachine")
        hw::bench::runTimeMachineBench(report);
    else if (group == u"firstsync") {
        const int page = parser.value(pageOption).toInt();
        if (parser.isSet(pageOption) && (page < 1 || page > commits)) {
            QTextStream(stderr) << "hudwatch-bench: --page-commits wants a number from 1 to --commits" << Qt::endl;
            return 2;
        }
        return hw::bench::runFirstSyncBench(report, commits, page) ? 0 : 1;
    } else if (group == u"paint" && parser.isSet(exe))
        hw::bench::runFirstPaintBench(report, parser.value(exe), commits);
    else if (group == u"idle" && parser.isSet(exe))
        return hw::bench::runIdleBench(report, parser.value(exe)) ? 0 : 1;
    else if (group != u"paint" && group != u"idle") {
        QTextStream(stderr) << "hudwatch-bench: unknown group " << group << Qt::endl;
        return 2;
    }
    return 0;
}
