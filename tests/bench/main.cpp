#include "BenchFigures.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QProcess>
#include <QTextStream>

// hudwatch-bench: measures the figures the README promises; one "name value unit" line each.
// Without --only, each group runs in a child process of its own, so one group's memory and
// warm caches never show up in another's figures (rss_mb above all).
int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("HUD Watch benchmarks"));
    parser.addHelpOption();
    const QCommandLineOption quick(QStringLiteral("quick"), QStringLiteral("Fewer repetitions, for CI."));
    const QCommandLineOption exe(QStringLiteral("hudwatch"), QStringLiteral("Path of the hudwatch executable."),
                                 QStringLiteral("path"));
    const QCommandLineOption only(QStringLiteral("only"),
                                  QStringLiteral("Run one group: ingest, model, view, demo, paint."), QStringLiteral("group"));
    parser.addOptions({quick, exe, only});
    parser.process(app);

    const QString group = parser.value(only);
    if (group.isEmpty()) {
        int failures = 0;
        for (const char *g : {"ingest", "model", "view", "demo", "paint"}) {
            QStringList args{QStringLiteral("--only"), QString::fromLatin1(g)};
            if (parser.isSet(quick))
                args << QStringLiteral("--quick");
            if (parser.isSet(exe))
                args << QStringLiteral("--hudwatch") << parser.value(exe);
            QProcess child;
            child.setProcessChannelMode(QProcess::ForwardedChannels);
            child.start(QCoreApplication::applicationFilePath(), args);
            if (!child.waitForFinished(-1) || child.exitStatus() != QProcess::NormalExit || child.exitCode() != 0) {
                QTextStream(stderr) << "hudwatch-bench: group " << g << " failed" << Qt::endl;
                ++failures;
            }
        }
        return failures == 0 ? 0 : 1;
    }

    hw::bench::BenchReport report(parser.isSet(quick));
    if (group == u"ingest")
        hw::bench::runIngestBench(report);
    else if (group == u"model")
        hw::bench::runGridModelBench(report);
    else if (group == u"view")
        hw::bench::runGridViewBench(report);
    else if (group == u"demo")
        hw::bench::runDemoBench(report);
    else if (group == u"paint" && parser.isSet(exe))
        hw::bench::runFirstPaintBench(report, parser.value(exe));
    else if (group != u"paint") {
        QTextStream(stderr) << "hudwatch-bench: unknown group " << group << Qt::endl;
        return 2;
    }
    return 0;
}
