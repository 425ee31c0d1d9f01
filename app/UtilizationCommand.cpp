#include "UtilizationCommand.h"

#include "FigureCommands.h"
#include "FigureSource.h"
#include "UtilizationFigures.h"
#include "domain/QuotedText.h"
#include "utilization/UtilizationLogFile.h"
#include "utilization/UtilizationStats.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace hw {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("hw", text);
}

// Spikes are a percent figure (≥ 90 %); for temperature and power they are left out.
QString row(const QString &what, int width, const UtilizationStats &s, bool percent = true)
{
    const auto num = [](double v) { return QString::number(v, 'f', 1).rightJustified(7); };
    const QString figures = what.leftJustified(width) + QString::number(s.samples).rightJustified(8) + num(s.average) + num(s.max)
        + num(s.p10) + num(s.p50) + num(s.p90);
    if (!percent)
        return figures + QStringLiteral("-").rightJustified(10) + QStringLiteral("-").rightJustified(8)
            + QStringLiteral("-").rightJustified(16);
    return figures + QString(QString::number(100 * s.spikeFrequency, 'f', 1) + QStringLiteral(" %")).rightJustified(10)
        + QString::number(s.spikes).rightJustified(8)
        + QString(s.meanSecondsBetweenSpikes ? QString(QString::number(*s.meanSecondsBetweenSpikes, 'f', 1) + QStringLiteral(" s"))
                                             : QStringLiteral("-"))
              .rightJustified(16);
}

QString header(const QString &first, int width)
{
    return first.leftJustified(width) + tr(" samples    avg    max    p10    p50    p90    ≥ 90 %  spikes  between spikes");
}

QString utc(qint64 ms, const QString &format)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(format);
}

// Without FILE the command is the GPU tab's fleet (or one job) of a profile, a recording or the
// demo: true when the arguments are that form (the figures command then answers, or a usage
// error was said: *exitCode).
bool isFiguresForm(const QStringList &args, QTextStream &out, QTextStream &err, int *exitCode)
{
    QCommandLineParser forms;
    forms.addOptions(FigureSource::options());
    forms.addOptions({QCommandLineOption(QStringLiteral("job"), QString(), QStringLiteral("ID")),
                      QCommandLineOption(QStringLiteral("json")),
                      QCommandLineOption(QStringList{QStringLiteral("h"), QStringLiteral("help")})});
    if (!forms.parse(QStringList{QStringLiteral("utilization")} + args))
        return false;
    const bool figures = forms.isSet(QStringLiteral("profile")) || forms.isSet(QStringLiteral("replay"))
        || forms.isSet(QStringLiteral("at")) || forms.isSet(QStringLiteral("job"));
    if (!forms.positionalArguments().isEmpty() && !(figures && forms.positionalArguments().size() == 1))
        return false;
    if (!forms.positionalArguments().isEmpty()) {
        err << "hudwatch utilization: "
            << tr("a FILE is read on its own: leave out --profile, --replay, --at and --job") << Qt::endl;
        *exitCode = 2;
        return true;
    }
    *exitCode = runUtilizationFiguresCommand(args, out, err);
    return true;
}

// One line per GPU, then all of them.
void printGpus(const JobUtilization &job, const QString &fileName, QTextStream &out)
{
    const auto [first, last] = job.timeSpan();
    const auto gpuTracks = job.tracksOf(UtilizationMetric::GpuUtilization);
    const UtilizationStats overall = job.stats(UtilizationMetric::GpuUtilization, -1);
    // GPU ids come from the file: quoted before they reach a terminal.
    const auto gpuLabel = [&](int gpu) { return QuotedText::elided(job.gpuIds.value(gpu)); };
    out << tr("%1 (%2): %3, %4 samples, %5 – %6 UTC")
               .arg(QuotedText::visible(fileName), job.notes.format)
               .arg(gpuTracks.size() == 1 ? tr("1 GPU") : tr("%1 GPUs").arg(gpuTracks.size()))
               .arg(overall.samples)
               .arg(utc(first, QStringLiteral("yyyy-MM-dd HH:mm:ss")), utc(last, QStringLiteral("HH:mm:ss")))
        << Qt::endl;
    int width = 5;
    for (const UtilizationTrack *t : gpuTracks)
        width = std::max(width, int(gpuLabel(t->gpu).size()) + 2);
    out << tr("GPU utilization, %:") << Qt::endl << header(tr("GPU"), width) << Qt::endl;
    for (const UtilizationTrack *t : gpuTracks)
        out << row(gpuLabel(t->gpu), width, job.stats(UtilizationMetric::GpuUtilization, t->gpu)) << Qt::endl;
    out << row(tr("all"), width, overall) << Qt::endl;
}

// The other metrics the file has, then GPU utilization per test segment.
void printMetricsAndSegments(const JobUtilization &job, QTextStream &out)
{
    bool any = false;
    for (const UtilizationMetric m : UtilizationFigures::otherMetrics) {
        if (!job.has(m))
            continue;
        if (!any)
            out << Qt::endl << header(tr("all GPUs / the runner"), 34) << Qt::endl;
        any = true;
        out << row(QString(utilizationMetricName(m) + QStringLiteral(", ") + utilizationMetricUnit(m).trimmed()), 34,
                   job.stats(m, -1), utilizationMetricUnit(m) == QStringLiteral("%"))
            << Qt::endl;
    }
    if (job.segments.isEmpty())
        return;
    out << Qt::endl << tr("GPU utilization by test segment, %:") << Qt::endl << header(tr("segment"), 40) << Qt::endl;
    for (const UtilizationSegment &s : job.segments) {
        // Segment names come from the file too.
        QString name = QuotedText::visible(s.name.simplified());
        if (name.size() > 38)
            name = name.left(37) + QStringLiteral("…");
        out << row(name, 40, job.stats(UtilizationMetric::GpuUtilization, -1, s.fromMs, s.toMs)) << Qt::endl;
    }
}

// What the reader left out or was told.
void printNotes(const JobUtilization &job, QTextStream &out)
{
    if (job.notes.malformed > 0) {
        QStringList lines;
        for (const int n : job.notes.malformedAt)
            lines << QString::number(n);
        out << tr("%1 malformed lines left out (lines %2%3)")
                   .arg(job.notes.malformed)
                   .arg(lines.join(QStringLiteral(", ")),
                        job.notes.malformed > lines.size() ? QStringLiteral(", …") : QString())
            << Qt::endl;
    }
    if (!job.notes.unknownFields.isEmpty())
        out << tr("unknown columns ignored: %1").arg(job.notes.unknownFields.join(QStringLiteral(", "))) << Qt::endl;
    for (const QString &e : job.notes.errors)
        out << tr("the monitor reported: %1").arg(e) << Qt::endl;
}

} // namespace

int runUtilizationCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    if (int exitCode = 0; isFiguresForm(args, out, err, &exitCode))
        return exitCode;
    QCommandLineParser parser;
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON, for scripts."));
    const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")}, tr("Show this help."));
    parser.addOptions({json, help});
    if (!parser.parse(QStringList{QStringLiteral("utilization")} + args)) {
        err << "hudwatch utilization: " << parser.errorText() << Qt::endl;
        return 2;
    }
    if (parser.isSet(help) || parser.positionalArguments().size() != 1) {
        (parser.isSet(help) ? out : err) << tr("usage: hudwatch utilization FILE [--json]\n"
                                               "FILE: an nvidia-smi CSV or a tools/stats/monitor.py log (JSON lines)")
                                         << Qt::endl;
        return parser.isSet(help) ? 0 : 2;
    }
    const QString path = parser.positionalArguments().first();
    const auto read = UtilizationLogFile::read(path);
    if (!read) {
        err << "hudwatch utilization: " << QuotedText::visible(path) << ": " << read.error() << Qt::endl;
        return 1;
    }
    if (parser.isSet(json)) {
        QJsonObject root = UtilizationFigures::jobStats(*read);
        root.insert(QStringLiteral("file"), QFileInfo(path).fileName());
        out << QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
        return 0;
    }
    printGpus(*read, QFileInfo(path).fileName(), out);
    printMetricsAndSegments(*read, out);
    printNotes(*read, out);
    return 0;
}

} // namespace hw
