#include "UtilizationCommand.h"

#include "utilization/NvidiaSmiCsv.h"
#include "utilization/UtilizationStats.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimeZone>

namespace hw {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("UtilizationCommand", text);
}

QJsonObject toJson(const UtilizationStats &s)
{
    QJsonObject o{{QStringLiteral("samples"), qint64(s.samples)},  {QStringLiteral("average"), s.average},
                  {QStringLiteral("max"), s.max},                  {QStringLiteral("p10"), s.p10},
                  {QStringLiteral("p50"), s.p50},                  {QStringLiteral("p90"), s.p90},
                  {QStringLiteral("spikeFrequency"), s.spikeFrequency}, {QStringLiteral("spikes"), s.spikes}};
    o.insert(QStringLiteral("meanSecondsBetweenSpikes"),
             s.meanSecondsBetweenSpikes ? QJsonValue(*s.meanSecondsBetweenSpikes) : QJsonValue(QJsonValue::Null));
    return o;
}

QString row(const QString &what, const UtilizationStats &s)
{
    const auto pct = [](double v) { return QString::number(v, 'f', 1).rightJustified(6); };
    return what.leftJustified(5) + QString::number(s.samples).rightJustified(8) + pct(s.average) + pct(s.max)
        + pct(s.p10) + pct(s.p50) + pct(s.p90)
        + QString(QString::number(100 * s.spikeFrequency, 'f', 1) + QStringLiteral(" %")).rightJustified(10)
        + QString::number(s.spikes).rightJustified(8)
        + QString(s.meanSecondsBetweenSpikes ? QString(QString::number(*s.meanSecondsBetweenSpikes, 'f', 1) + QStringLiteral(" s"))
                                             : QStringLiteral("-"))
              .rightJustified(16);
}

} // namespace

int runUtilizationCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON, for scripts."));
    const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")}, tr("Show this help."));
    parser.addOptions({json, help});
    if (!parser.parse(QStringList{QStringLiteral("utilization")} + args)) {
        err << "hudwatch utilization: " << parser.errorText() << Qt::endl;
        return 2;
    }
    if (parser.isSet(help) || parser.positionalArguments().size() != 1) {
        (parser.isSet(help) ? out : err) << tr("usage: hudwatch utilization FILE.csv [--json]") << Qt::endl;
        return parser.isSet(help) ? 0 : 2;
    }
    const QString path = parser.positionalArguments().first();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        err << "hudwatch utilization: " << path << ": " << file.errorString() << Qt::endl;
        return 1;
    }
    if (file.size() > NvidiaSmiCsv::MaxBytes) {
        err << "hudwatch utilization: " << path << ": " << tr("the file is larger than %1 MB").arg(NvidiaSmiCsv::MaxBytes >> 20)
            << Qt::endl;
        return 1;
    }
    const auto log = NvidiaSmiCsv::parse(file.readAll());
    if (!log) {
        err << "hudwatch utilization: " << path << ": " << log.error() << Qt::endl;
        return 1;
    }
    QVector<QVector<qint64>> times;
    QVector<QVector<double>> values;
    qint64 first = std::numeric_limits<qint64>::max(), last = 0;
    for (const GpuSeries &g : log->gpus) {
        times << g.times;
        values << g.utilization;
        for (const qint64 t : g.times) {
            first = std::min(first, t);
            last = std::max(last, t);
        }
    }
    const UtilizationStats overall = UtilizationStats::ofAll(times, values);
    QStringList lines;
    for (const int n : log->malformedLineNumbers)
        lines << QString::number(n);

    if (parser.isSet(json)) {
        QJsonArray gpus;
        for (const GpuSeries &g : log->gpus) {
            QJsonObject o = toJson(UtilizationStats::of(g.times, g.utilization));
            o.insert(QStringLiteral("gpu"), g.gpu);
            gpus.append(o);
        }
        QJsonArray numbers;
        for (const int n : log->malformedLineNumbers)
            numbers.append(n);
        const QJsonObject root{{QStringLiteral("file"), QFileInfo(path).fileName()},
                               {QStringLiteral("from"), QDateTime::fromMSecsSinceEpoch(first, Qt::UTC).toString(Qt::ISODateWithMs)},
                               {QStringLiteral("to"), QDateTime::fromMSecsSinceEpoch(last, Qt::UTC).toString(Qt::ISODateWithMs)},
                               {QStringLiteral("gpus"), gpus},
                               {QStringLiteral("overall"), toJson(overall)},
                               {QStringLiteral("malformedLines"), log->malformedLines},
                               {QStringLiteral("malformedLineNumbers"), numbers},
                               {QStringLiteral("unknownColumns"), QJsonArray::fromStringList(log->unknownColumns)}};
        out << QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
        return 0;
    }
    out << tr("%1: %2 GPUs, %3 samples, %4 – %5 UTC")
               .arg(QFileInfo(path).fileName())
               .arg(log->gpus.size())
               .arg(overall.samples)
               .arg(QDateTime::fromMSecsSinceEpoch(first, Qt::UTC).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")),
                    QDateTime::fromMSecsSinceEpoch(last, Qt::UTC).toString(QStringLiteral("HH:mm:ss")))
        << Qt::endl
        << tr("GPU   samples   avg %  max %  p10 %  p50 %  p90 %  ≥ 90 %   spikes  between spikes") << Qt::endl;
    for (const GpuSeries &g : log->gpus)
        out << row(QString::number(g.gpu), UtilizationStats::of(g.times, g.utilization)) << Qt::endl;
    out << row(tr("all"), overall) << Qt::endl;
    if (log->malformedLines > 0)
        out << tr("%1 malformed lines left out (lines %2%3)")
                   .arg(log->malformedLines)
                   .arg(lines.join(QStringLiteral(", ")), log->malformedLines > lines.size() ? QStringLiteral(", …") : QString())
            << Qt::endl;
    if (!log->unknownColumns.isEmpty())
        out << tr("unknown columns ignored: %1").arg(log->unknownColumns.join(QStringLiteral(", "))) << Qt::endl;
    return 0;
}

} // namespace hw
