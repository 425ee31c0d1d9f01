#include "UtilizationLogFile.h"

#include "domain/RegularFile.h"
#include "utilization/BoundedLineReader.h"
#include "utilization/MonitorJsonLines.h"
#include "utilization/NvidiaSmiCsv.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

constexpr qsizetype MaxStepsPerGpu = 100'000;

JobUtilization fromNvidiaSmi(const NvidiaSmiCsv::Log &log)
{
    JobUtilization job;
    job.notes.format = u"nvidia-smi CSV"_s;
    job.notes.malformed = log.malformedLines;
    job.notes.malformedAt = log.malformedLineNumbers;
    job.notes.unknownFields = log.unknownColumns;
    std::vector<qint64> steps; // a sample of them is enough for their median
    for (const GpuSeries &g : log.gpus) {
        const int gpu = int(job.gpuIds.size());
        job.gpuIds << QString::number(g.gpu);
        // One sample per "interval": its average and peak are the sample itself.
        const auto add = [&](UtilizationMetric metric, const QVector<double> &values) {
            if (std::all_of(values.begin(), values.end(), [](double v) { return std::isnan(v); }))
                return;
            job.tracks.append({metric, gpu, g.times, values, values});
        };
        add(UtilizationMetric::GpuUtilization, g.utilization);
        add(UtilizationMetric::GpuTemperature, g.temperatureC);
        add(UtilizationMetric::GpuPower, g.powerW);
        for (qsizetype i = 1; i < std::min(g.times.size(), MaxStepsPerGpu); ++i)
            steps.push_back(g.times[i] - g.times[i - 1]);
    }
    job.info.gpuCount = int(log.gpus.size());
    if (!steps.empty()) {
        std::nth_element(steps.begin(), steps.begin() + qsizetype(steps.size() / 2), steps.end());
        job.info.collectIntervalSeconds = double(steps[steps.size() / 2]) / 1000.0;
    }
    return job;
}

// The format from the first character that is not a space (within the first block).
bool startsAsJson(QIODevice *device)
{
    const QByteArray head = device->peek(BoundedLineReader::BlockBytes);
    const auto first = std::find_if(head.begin(), head.end(), [](char c) { return !QChar::isSpace(uchar(c)); });
    return first != head.end() && *first == '{';
}

} // namespace

Result<JobUtilization, QString> UtilizationLogFile::read(QIODevice *device)
{
    if (startsAsJson(device))
        return MonitorJsonLines::read(device);
    auto log = NvidiaSmiCsv::read(device);
    if (!log)
        return log.error();
    return fromNvidiaSmi(*log);
}

Result<JobUtilization, QString> UtilizationLogFile::parse(const QByteArray &content)
{
    return BoundedLineReader::overBytes(content, [](QIODevice *device) { return read(device); });
}

Result<JobUtilization, QString> UtilizationLogFile::read(const QString &path)
{
    // Opening a FIFO waits for a writer and /dev/zero never ends: only a regular file is read.
    QFile file;
    if (const auto opened = RegularFile::open(path, file, MaxBytes); !opened) {
        switch (opened.error().kind) {
        case RegularFile::Error::Kind::TooLarge:
            return QCoreApplication::translate("hw::UtilizationFiles", "the file is larger than %1 MB").arg(MaxBytes >> 20);
        case RegularFile::Error::Kind::NotARegularFile:
            return QCoreApplication::translate("hw::UtilizationFiles",
                "not a regular file: give the monitor log itself, not a directory, pipe or device");
        case RegularFile::Error::Kind::Unreadable:
            break;
        }
        return opened.error().message;
    }
    auto job = read(&file);
    if (job && job->info.jobName.isEmpty())
        job->info.jobName = QFileInfo(path).fileName();
    return job;
}

} // namespace hw
