#include "UtilizationLogFile.h"

#include "utilization/MonitorJsonLines.h"
#include "utilization/NvidiaSmiCsv.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

JobUtilization fromNvidiaSmi(const NvidiaSmiCsv::Log &log)
{
    JobUtilization job;
    job.notes.format = u"nvidia-smi CSV"_s;
    job.notes.malformed = log.malformedLines;
    job.notes.malformedAt = log.malformedLineNumbers;
    job.notes.unknownFields = log.unknownColumns;
    std::vector<qint64> steps;
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
        for (qsizetype i = 1; i < g.times.size(); ++i)
            steps.push_back(g.times[i] - g.times[i - 1]);
    }
    job.info.gpuCount = int(log.gpus.size());
    if (!steps.empty()) {
        std::nth_element(steps.begin(), steps.begin() + qsizetype(steps.size() / 2), steps.end());
        job.info.collectIntervalSeconds = double(steps[steps.size() / 2]) / 1000.0;
    }
    return job;
}

} // namespace

Result<JobUtilization, QString> UtilizationLogFile::parse(const QByteArray &content)
{
    const auto first = std::find_if(content.begin(), content.end(), [](char c) { return !QChar::isSpace(uchar(c)); });
    if (first != content.end() && *first == '{')
        return MonitorJsonLines::parse(content);
    auto log = NvidiaSmiCsv::parse(content);
    if (!log)
        return log.error();
    return fromNvidiaSmi(*log);
}

Result<JobUtilization, QString> UtilizationLogFile::read(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return file.errorString();
    if (file.size() > MaxBytes)
        return QCoreApplication::translate("hw::UtilizationFiles", "the file is larger than %1 MB").arg(MaxBytes >> 20);
    auto job = parse(file.read(MaxBytes + 1));
    if (job && job->info.jobName.isEmpty())
        job->info.jobName = QFileInfo(path).fileName();
    return job;
}

} // namespace hw
