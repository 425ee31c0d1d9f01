#include "NvidiaSmiCsv.h"

#include "domain/QuotedText.h"
#include "utilization/BoundedLineReader.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QMap>
#include <QVarLengthArray>

#include <algorithm>
#include <limits>
#include <numeric>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

using Fields = QVarLengthArray<QByteArrayView, 16>;

std::optional<double> number(QByteArrayView field)
{
    bool ok = false;
    const double v = field.trimmed().toDouble(&ok);
    return ok && std::isfinite(v) ? std::optional(v) : std::nullopt;
}

// The line's fields as views into it (no copy); false when it has more than MaxFields.
bool splitFields(QByteArrayView line, Fields *fields)
{
    fields->clear();
    qsizetype from = 0;
    for (;;) {
        if (fields->size() == NvidiaSmiCsv::MaxFields)
            return false;
        const qsizetype comma = line.indexOf(',', from);
        fields->append(line.sliced(from, (comma < 0 ? line.size() : comma) - from));
        if (comma < 0)
            return true;
        from = comma + 1;
    }
}

struct Columns {
    int count = 0;
    int time = -1, gpu = -1, util = -1, temp = -1, power = -1;
};

Result<Columns, QString> readHeader(const BoundedLineReader::Line &line, QStringList *unknown)
{
    const QByteArrayView text = line.text.trimmed();
    if (line.tooLong)
        return QCoreApplication::translate("hw::UtilizationFiles", "line 1: the header is longer than %1 bytes: give an nvidia-smi CSV whose first line names its columns")
            .arg(NvidiaSmiCsv::MaxLineBytes);
    if (text.isEmpty())
        return QCoreApplication::translate("hw::UtilizationFiles", "empty file: expected a header line such as timestamp,gpu_index,utilization_gpu_percent");
    Fields header;
    if (!splitFields(text, &header))
        return QCoreApplication::translate("hw::UtilizationFiles", "line 1: the header has more than %1 columns: give an nvidia-smi CSV whose first line names its columns")
            .arg(NvidiaSmiCsv::MaxFields);
    Columns c;
    c.count = int(header.size());
    for (int i = 0; i < c.count; ++i) {
        const QByteArrayView name = header[i].trimmed();
        if (name == "timestamp")
            c.time = i;
        else if (name == "gpu_index")
            c.gpu = i;
        else if (name == "utilization_gpu_percent")
            c.util = i;
        else if (name == "temperature_C")
            c.temp = i;
        else if (name == "power_W")
            c.power = i;
        else
            *unknown << QuotedText::elided(QString::fromUtf8(name));
    }
    if (c.time < 0 || c.gpu < 0 || c.util < 0)
        return QCoreApplication::translate("hw::UtilizationFiles", "line 1: the header must name timestamp, gpu_index and utilization_gpu_percent (it has: %1)")
            .arg(QuotedText::elided(QString::fromUtf8(text)));
    return c;
}

// Samples in time order, whatever order the lines came in (stats and charts search by time).
void sortByTime(GpuSeries &g)
{
    if (std::is_sorted(g.times.begin(), g.times.end()))
        return;
    std::vector<qsizetype> order(size_t(g.times.size()));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) { return g.times[a] < g.times[b]; });
    const auto reordered = [&](const auto &values) {
        std::decay_t<decltype(values)> out;
        out.reserve(values.size());
        for (const qsizetype i : order)
            out << values[i];
        return out;
    };
    g.times = reordered(g.times);
    g.utilization = reordered(g.utilization);
    g.temperatureC = reordered(g.temperatureC);
    g.powerW = reordered(g.powerW);
}

// The data lines after the header, one at a time, into per-GPU series.
class SampleLines
{
public:
    SampleLines(const Columns &columns, NvidiaSmiCsv::Log *log)
        : m_columns(columns)
        , m_log(log)
    {
    }

    // The error when the line would add a GPU beyond MaxGpus.
    Result<void, QString> add(const BoundedLineReader::Line &line)
    {
        const QByteArrayView text = line.text.trimmed();
        if (text.isEmpty() && !line.tooLong)
            return {};
        if (line.tooLong || !splitFields(text, &m_fields) || m_fields.size() < m_columns.count) {
            malformed(line.number);
            return {};
        }
        const std::optional<qint64> at = timeMs(m_fields[m_columns.time].trimmed());
        bool gpuOk = false;
        const int index = m_fields[m_columns.gpu].trimmed().toInt(&gpuOk);
        const auto percent = number(m_fields[m_columns.util]);
        if (!at || !gpuOk || index < 0 || !percent || *percent < 0 || *percent > 100) {
            malformed(line.number);
            return {};
        }
        if (!m_byGpu.contains(index) && m_byGpu.size() >= NvidiaSmiCsv::MaxGpus)
            return QCoreApplication::translate("hw::UtilizationFiles", "line %1: more than %2 GPUs").arg(line.number).arg(NvidiaSmiCsv::MaxGpus);
        constexpr double Nan = std::numeric_limits<double>::quiet_NaN();
        GpuSeries &s = m_byGpu[index];
        s.gpu = index;
        s.times << *at;
        s.utilization << *percent;
        s.temperatureC << (m_columns.temp >= 0 ? number(m_fields[m_columns.temp]).value_or(Nan) : Nan);
        s.powerW << (m_columns.power >= 0 ? number(m_fields[m_columns.power]).value_or(Nan) : Nan);
        return {};
    }

    QVector<GpuSeries> takeGpus()
    {
        QVector<GpuSeries> gpus;
        gpus.reserve(m_byGpu.size());
        for (GpuSeries &g : m_byGpu) {
            sortByTime(g);
            gpus << std::move(g);
        }
        m_byGpu.clear();
        return gpus;
    }

private:
    void malformed(int number)
    {
        ++m_log->malformedLines;
        if (m_log->malformedLineNumbers.size() < NvidiaSmiCsv::MaxReportedLines)
            m_log->malformedLineNumbers << number;
    }

    // nvidia-smi writes one line per GPU with the same time: the last time read is reused.
    std::optional<qint64> timeMs(QByteArrayView text)
    {
        if (!m_lastTime.isNull() && text == m_lastTime)
            return m_lastMs;
        const QDateTime at = QDateTime::fromString(QString::fromLatin1(text), Qt::ISODateWithMs);
        if (!at.isValid())
            return std::nullopt;
        m_lastTime = text.toByteArray();
        m_lastMs = at.toMSecsSinceEpoch();
        return m_lastMs;
    }

    Columns m_columns;
    NvidiaSmiCsv::Log *m_log;
    QMap<int, GpuSeries> m_byGpu;
    Fields m_fields;
    QByteArray m_lastTime;
    qint64 m_lastMs = 0;
};

} // namespace

Result<NvidiaSmiCsv::Log, QString> NvidiaSmiCsv::read(QIODevice *device)
{
    BoundedLineReader lines(device, MaxLineBytes, MaxBytes);
    BoundedLineReader::Line line;
    Log log;
    if (!lines.next(&line))
        return lines.error().isEmpty() ? readHeader({}, &log.unknownColumns).error() : lines.error();
    const auto columns = readHeader(line, &log.unknownColumns);
    if (!columns)
        return columns.error();
    SampleLines samples(*columns, &log);
    while (lines.next(&line))
        if (const Result<void, QString> added = samples.add(line); !added)
            return added.error();
    if (!lines.error().isEmpty())
        return lines.error();
    log.gpus = samples.takeGpus();
    if (log.gpus.isEmpty())
        return QCoreApplication::translate("hw::UtilizationFiles", "no readable samples (%1 malformed lines)").arg(log.malformedLines);
    return log;
}

Result<NvidiaSmiCsv::Log, QString> NvidiaSmiCsv::parse(const QByteArray &csv)
{
    return BoundedLineReader::overBytes(csv, [](QIODevice *device) { return read(device); });
}

} // namespace hw
