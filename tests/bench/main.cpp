#include "BenchReport.h"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOption({QStringLiteral("quick"), QStringLiteral("Smaller, faster runs for CI.")});
    parser.addOption({QStringLiteral("hudwatch"), QStringLiteral("Path of the hudwatch executable."), QStringLiteral("path")});
    parser.process(app);
    hw::bench::BenchReport report(parser.isSet(QStringLiteral("quick")));
    return 0;
}
