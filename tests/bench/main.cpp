#include "BenchFigures.h"

#include <QApplication>
#include <QCommandLineParser>

// hudwatch-bench: measures the figures the README promises; one "name value unit" line each.
int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("HUD Watch benchmarks"));
    parser.addHelpOption();
    const QCommandLineOption quick(QStringLiteral("quick"), QStringLiteral("Fewer repetitions, for CI."));
    const QCommandLineOption exe(QStringLiteral("hudwatch"), QStringLiteral("Path of the hudwatch executable."),
                                 QStringLiteral("path"));
    const QCommandLineOption only(QStringLiteral("only"),
                                  QStringLiteral("Run one group: ingest, model, view, paint."), QStringLiteral("group"));
    parser.addOptions({quick, exe, only});
    parser.process(app);

    hw::bench::BenchReport report(parser.isSet(quick));
    const QString group = parser.value(only);
    if (group.isEmpty() || group == u"ingest")
        hw::bench::runIngestBench(report);
    if (group.isEmpty() || group == u"model")
        hw::bench::runGridModelBench(report);
    if (group.isEmpty() || group == u"view")
        hw::bench::runGridViewBench(report);
    if ((group.isEmpty() || group == u"paint") && parser.isSet(exe))
        hw::bench::runFirstPaintBench(report, parser.value(exe));
    return 0;
}
