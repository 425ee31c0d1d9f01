#include "FigureCommands.h"

#include "BackendsFigures.h"
#include "FigureCommand.h"
#include "GridFigures.h"
#include "TrunkFigures.h"
#include "UtilizationFigures.h"

#include <QCommandLineParser>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("hw::FigureCommand", text);
}

} // namespace

int runGridCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const FigureCommand command(u"grid"_s, tr("usage: hudwatch grid [--profile NAME | --replay FILE [--at TIME]] --json"));
    return command.run(args, out, err, [](const FigureSource &source, const QCommandLineParser &) {
        return GridFigures::build(source);
    });
}

int runTrunkCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const QCommandLineOption range(u"range"_s,
        tr("With a recording: the range ending at the instant (1d … 90d or FROM..TO; default 1d). A profile "
           "shows the range its Trunk tab fetched last."),
        u"RANGE"_s);
    FigureCommand command(u"trunk"_s,
        tr("usage: hudwatch trunk [--profile NAME | --replay FILE [--at TIME] [--range 1d]] --json"), { range });
    command.setCheck([](const QCommandLineParser &parser) {
        if (!parser.isSet(u"range"_s))
            return QString();
        if (parser.isSet(u"profile"_s))
            return tr("--range reads a recording; a profile's cache holds the range its Trunk tab fetched last");
        const auto parsed = TimeRange::parse(parser.value(u"range"_s));
        return parsed ? QString() : u"--range: "_s + parsed.error();
    });
    return command.run(args, out, err, [](const FigureSource &source, const QCommandLineParser &parser) {
        std::optional<TimeRange> chosen;
        if (parser.isSet(u"range"_s))
            chosen = *TimeRange::parse(parser.value(u"range"_s));
        return TrunkFigures::build(source, chosen);
    });
}

int runBackendsCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const FigureCommand command(
        u"backends"_s, tr("usage: hudwatch backends [--profile NAME | --replay FILE [--at TIME]] --json"));
    return command.run(args, out, err, [](const FigureSource &source, const QCommandLineParser &) {
        return BackendsFigures::build(source);
    });
}

int runUtilizationFiguresCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const QCommandLineOption job(u"job"_s, tr("One job's stats instead of the fleet (with --profile, fetched from its ClickHouse when the cache has no "
           "run of it)."),
        u"ID"_s);
    FigureCommand command(u"utilization"_s,
        tr("usage: hudwatch utilization FILE [--json]\n"
           "       hudwatch utilization [--job ID] [--profile NAME | --replay FILE [--at TIME]] --json\n"
           "FILE: an nvidia-smi CSV or a tools/stats/monitor.py log (JSON lines); without FILE, the GPU "
           "utilization tab's fleet (or one job)"),
        { job });
    command.setCheck([](const QCommandLineParser &parser) {
        bool ok = true;
        if (parser.isSet(u"job"_s) && (parser.value(u"job"_s).toLongLong(&ok) <= 0 || !ok))
            return tr("--job wants a job id (a whole number above 0)");
        return QString();
    });
    // --job with a profile fetches the job when the cache has none of it (no cache at all included).
    command.setCacheOptional([](const QCommandLineParser &parser) { return parser.isSet(u"job"_s); });
    return command.run(args, out, err, [](const FigureSource &source, const QCommandLineParser &parser) {
        std::optional<qint64> id;
        if (parser.isSet(u"job"_s))
            id = parser.value(u"job"_s).toLongLong();
        return UtilizationFigures::build(source, id);
    });
}

} // namespace hw
