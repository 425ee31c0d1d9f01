#include "NvidiaSmiCsv.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QMap>

#include <algorithm>
#include <limits>
#include <numeric>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

std::optional<double> number(QByteArrayView field)
{
    bool ok = false;
    const double v = field.trimmed().toDouble(&ok);
    return ok && std::isfinite(v) ? std::optional(v) : std::nullopt;
}

} // namespace

Result<NvidiaSmiCsv::Log, QString> NvidiaSmiCsv::parse(const QByteArray &csv)
{
    if (csv.size() > MaxBytes)
        return QCoreApplication::translate("hw::UtilizationFiles", "the file is larger than %1 MB")
            .arg(MaxBytes / (1024 * 1024));
    Log log;
    const QList<QByteArray> lines = csv.split('\n');
    if (lines.isEmpty() || lines.first().trimmed().isEmpty())
        return QCoreApplication::translate("hw::UtilizationFiles", "empty file: expected a header line such as timestamp,gpu_index,utilization_gpu_percent");
    const QList<QByteArray> header = lines.first().trimmed().split(',');
    int time = -1, gpu = -1, util = -1, temp = -1, power = -1;
    for (int i = 0; i < header.size(); ++i) {
        const QByteArray name = header[i].trimmed();
        if (name == "timestamp")
            time = i;
        else if (name == "gpu_index")
            gpu = i;
        else if (name == "utilization_gpu_percent")
            util = i;
        else if (name == "temperature_C")
            temp = i;
        else if (name == "power_W")
            power = i;
        else
            log.unknownColumns << QString::fromUtf8(name);
    }
    if (time < 0 || gpu < 0 || util < 0)
        return QCoreApplication::translate("hw::UtilizationFiles",
            "line 1: the header must name timestamp, gpu_index and utilization_gpu_percent (it has: %1)")
            .arg(QString::fromUtf8(lines.first().trimmed().left(200)));

    QMap<int, GpuSeries> byGpu;
    const auto malformed = [&](int lineNumber) {
        ++log.malformedLines;
        if (log.malformedLineNumbers.size() < MaxReportedLines)
            log.malformedLineNumbers << lineNumber;
    };
    constexpr double Nan = std::numeric_limits<double>::quiet_NaN();
    for (qsizetype n = 1; n < lines.size(); ++n) {
        const QByteArray line = lines[n].trimmed();
        if (line.isEmpty())
            continue;
        const QList<QByteArray> f = line.split(',');
        const int lineNumber = int(n + 1);
        if (f.size() < header.size()) {
            malformed(lineNumber);
            continue;
        }
        const QDateTime at = QDateTime::fromString(QString::fromLatin1(f[time].trimmed()), Qt::ISODateWithMs);
        bool gpuOk = false;
        const int index = f[gpu].trimmed().toInt(&gpuOk);
        const auto percent = number(f[util]);
        if (!at.isValid() || !gpuOk || index < 0 || !percent || *percent < 0 || *percent > 100) {
            malformed(lineNumber);
            continue;
        }
        if (!byGpu.contains(index) && byGpu.size() >= MaxGpus)
            return QCoreApplication::translate("hw::UtilizationFiles", "line %1: more than %2 GPUs")
                .arg(lineNumber).arg(MaxGpus);
        GpuSeries &s = byGpu[index];
        s.gpu = index;
        s.times << at.toMSecsSinceEpoch();
        s.utilization << *percent;
        s.temperatureC << (temp >= 0 ? number(f[temp]).value_or(Nan) : Nan);
        s.powerW << (power >= 0 ? number(f[power]).value_or(Nan) : Nan);
    }
    log.gpus = byGpu.values().toVector();
    // Samples in time order, whatever order the lines came in (stats and charts search by time).
    for (GpuSeries &g : log.gpus) {
        if (std::is_sorted(g.times.begin(), g.times.end()))
            continue;
        std::vector<qsizetype> order(size_t(g.times.size()));
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) { return g.times[a] < g.times[b]; });
        GpuSeries sorted;
        sorted.gpu = g.gpu;
        for (const qsizetype i : order) {
            sorted.times << g.times[i];
            sorted.utilization << g.utilization[i];
            sorted.temperatureC << g.temperatureC[i];
            sorted.powerW << g.powerW[i];
        }
        g = std::move(sorted);
    }
    if (log.gpus.isEmpty())
        return QCoreApplication::translate("hw::UtilizationFiles", "no readable samples (%1 malformed lines)")
            .arg(log.malformedLines);
    return log;
}

} // namespace hw
