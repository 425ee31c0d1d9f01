#include "UtilizationFigures.h"

#include "FigureSource.h"
#include "ProfileClickHouse.h"
#include "clickhouse/ClickHouseClient.h"
#include "utilization/UtilizationJobSource.h"
#include "utilization/JobUtilization.h"
#include "utilization/UtilizationDemo.h"
#include "utilization/UtilizationFleetJson.h"
#include "utilization/UtilizationHudJobStats.h"
#include "utilization/UtilizationStats.h"

#include <QDateTime>
#include <QEventLoop>
#include <QTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

QJsonObject statsJson(const UtilizationStats &s)
{
    QJsonObject o { { u"samples"_s, qint64(s.samples) }, { u"average"_s, s.average }, { u"max"_s, s.max },
        { u"p10"_s, s.p10 }, { u"p50"_s, s.p50 }, { u"p90"_s, s.p90 }, { u"spikeFrequency"_s, s.spikeFrequency },
        { u"spikes"_s, s.spikes } };
    o.insert(u"meanSecondsBetweenSpikes"_s,
        s.meanSecondsBetweenSpikes ? QJsonValue(*s.meanSecondsBetweenSpikes) : QJsonValue(QJsonValue::Null));
    return o;
}

QString utcMs(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, QTimeZone::utc()).toString(u"yyyy-MM-ddTHH:mm:ss.zzzZ"_s);
}

QJsonArray labelledRows(const QJsonArray &rows)
{
    QJsonArray out;
    for (const QJsonValue &row : rows)
        out.append(UtilizationFigures::labelled(row.toObject()));
    return out;
}

// The fleet's JSON with each row's own figures labelled (the runs of a job name included).
QJsonObject labelledFleet(QJsonObject fleet)
{
    for (const QString &group : { u"byJobName"_s, u"byWorkflow"_s, u"byRunner"_s })
        fleet.insert(group, labelledRows(fleet.value(group).toArray()));
    QJsonArray runs;
    for (const QJsonValue &v : fleet.value(u"runs"_s).toArray()) {
        QJsonObject job = v.toObject();
        job.insert(u"runs"_s, labelledRows(job.value(u"runs"_s).toArray()));
        runs.append(job);
    }
    fleet.insert(u"runs"_s, runs);
    fleet.remove(u"version"_s);
    return fleet;
}

// HUD's per-job figures (oss_ci_list_util_stats) by HUD's names; null where there is no data.
QJsonObject hudJobStats(const JobUtilization &job)
{
    const UtilizationHudJobStats s = UtilizationHudJobStats::of(job);
    const auto value = [](const std::optional<double> &v) { return v ? QJsonValue(*v) : QJsonValue(); };
    return QJsonObject { { u"gpu_avg"_s, value(s.gpuAvg) }, { u"gpu_p90"_s, value(s.gpuP90) },
        { u"gpu_max"_s, value(s.gpuMax) }, { u"intervals"_s, s.intervals } };
}

// The job's series from the profile's ClickHouse, read as the GPU tab's job view reads it (its
// run and attempt found through workflow_job). Waits at most timeoutMs for ClickHouse.
Result<JobUtilization> fetchJob(const ProfileSettings &profile, qint64 jobId, int timeoutMs)
{
    const Result<ClickHouseConfig> config = ProfileClickHouse::config(profile);
    if (!config)
        return config.error();
    ClickHouseClient client(*config);
    UtilizationJobSource::Options options;
    options.repo = profile.repository;
    options.jobsDatabase = profile.clickHouseDatabase.isEmpty() ? u"default"_s : profile.clickHouseDatabase;
    UtilizationJobSource source(&client, options);
    QEventLoop loop;
    std::optional<Result<JobUtilization>> outcome;
    QObject::connect(&source, &UtilizationJobSource::fetched, &loop, [&](const JobUtilization &job) {
        outcome = job;
        loop.quit();
    });
    QObject::connect(&source, &UtilizationJobSource::failed, &loop, [&](const SourceError &e) {
        outcome = e;
        loop.quit();
    });
    source.fetch(UtilizationJobKey { 0, jobId, 0 });
    QTimer::singleShot(timeoutMs, &loop, [&] {
        if (!outcome)
            outcome = SourceError::make(SourceError::Kind::Timeout, u"clickhouse"_s,
                QCoreApplication::translate("hw", "no answer from ClickHouse within %1 s").arg(timeoutMs / 1000));
        loop.quit();
    });
    if (!outcome)
        loop.exec();
    source.cancel();
    return *outcome;
}

} // namespace

QStringList UtilizationFigures::consoleOwnKeys()
{
    // hud-definitions.md: GPU-hours and idle GPU-hours are not HUD figures; HUD has no peak; the
    // GPU-hours-weighted average of util_percent.avg is the console's (HUD's gpu_avg and gpu_p90
    // are under "hud").
    return { u"gpuHours"_s, u"measuredGpuHours"_s, u"idleGpuHours"_s, u"peakUtil"_s, u"avgUtil"_s };
}

QJsonObject UtilizationFigures::labelled(QJsonObject row)
{
    QJsonObject own;
    for (const QString &key : consoleOwnKeys())
        if (row.contains(key))
            own.insert(key, row.take(key));
    if (!own.isEmpty())
        row.insert(u"consoleOwn"_s, own);
    return row;
}

QJsonObject UtilizationFigures::jobStats(const JobUtilization &job)
{
    const auto [first, last] = job.timeSpan();
    QJsonArray gpus;
    for (const UtilizationTrack *t : job.tracksOf(UtilizationMetric::GpuUtilization)) {
        QJsonObject o = statsJson(job.stats(UtilizationMetric::GpuUtilization, t->gpu));
        o.insert(u"gpu"_s, t->gpu);
        o.insert(u"id"_s, job.gpuIds.value(t->gpu));
        gpus.append(o);
    }
    QJsonObject metrics;
    for (const UtilizationMetric m : UtilizationFigures::otherMetrics)
        if (job.has(m)) {
            QJsonObject o = statsJson(job.stats(m, -1));
            if (utilizationMetricUnit(m) != u"%"_s) // spikes are "≥ 90 %"
                for (const char *key : { "spikeFrequency", "spikes", "meanSecondsBetweenSpikes" })
                    o.remove(QLatin1String(key));
            o.insert(u"unit"_s, utilizationMetricUnit(m).trimmed());
            metrics.insert(hudSeriesName(m, u"all"_s), o);
        }
    QJsonArray segments;
    for (const UtilizationSegment &s : job.segments)
        segments.append(QJsonObject { { u"level"_s, s.level }, { u"name"_s, s.name }, { u"from"_s, utcMs(s.fromMs) },
            { u"to"_s, utcMs(s.toMs) },
            { u"gpuUtilization"_s, statsJson(job.stats(UtilizationMetric::GpuUtilization, -1, s.fromMs, s.toMs)) } });
    QJsonArray numbers;
    for (const int n : job.notes.malformedAt)
        numbers.append(n);
    return QJsonObject { { u"format"_s, job.notes.format }, { u"from"_s, utcMs(first) }, { u"to"_s, utcMs(last) },
        { u"gpus"_s, gpus }, { u"overall"_s, statsJson(job.stats(UtilizationMetric::GpuUtilization, -1)) },
        { u"metrics"_s, metrics }, { u"segments"_s, segments }, { u"malformedLines"_s, job.notes.malformed },
        { u"malformedLineNumbers"_s, numbers },
        { u"unknownColumns"_s, QJsonArray::fromStringList(job.notes.unknownFields) },
        { u"monitorErrors"_s, QJsonArray::fromStringList(job.notes.errors) }, { u"hud"_s, hudJobStats(job) } };
}

Result<QJsonObject> UtilizationFigures::build(const FigureSource &source, std::optional<qint64> jobId)
{
    if (source.isDemo() && jobId) {
        // The demo's one job with a series (the GPU tab's job view shows the same).
        const Result<JobUtilization, QString> job = UtilizationDemo::job(*jobId);
        if (!job)
            return FigureSource::missing(job.error());
        QJsonObject o = source.envelope(u"utilization"_s, UtilizationDemo::To, 0);
        o.insert(u"jobId"_s, *jobId);
        o.insert(u"series"_s, jobStats(*job));
        return o;
    }
    // A profile's job that its cache has no run of is fetched (the fleet keeps the runs of the job
    // names opened in the GPU tab; a job's own series is never cached).
    const bool fetchMissingJob = jobId && source.isProfile();
    UtilizationFleet fleet;
    qint64 fetchedAt = 0;
    if (source.isDemo()) {
        // The demo's fleet is real figures of its own fortnight, not of the demo's day.
        const Result<UtilizationFleet, QString> demo = UtilizationDemo::fleet();
        if (!demo)
            return FigureSource::unreadable(demo.error());
        fleet = *demo;
    } else {
        const Result<FigureSource::Stored> stored = source.stored(UtilizationFleetJson::source(), tr("GPU utilization"));
        if (!stored)
            return fetchMissingJob ? fetchedJob(source, *jobId) : stored.error();
        Result<UtilizationFleet, QString> read = UtilizationFleetJson::fromJson(stored->body);
        if (!read)
            return fetchMissingJob ? fetchedJob(source, *jobId)
                                   : FigureSource::unreadable(tr("the stored GPU fleet is unreadable: %1").arg(read.error()));
        fleet = std::move(*read);
        fetchedAt = stored->fetchedAt;
    }
    const QJsonObject serialized = labelledFleet(QJsonDocument::fromJson(UtilizationFleetJson::toJson(fleet)).object());
    QJsonObject o = source.envelope(u"utilization"_s, fleet.to, fetchedAt);
    o.insert(u"consoleOwnFigures"_s, QJsonArray::fromStringList(consoleOwnKeys()));
    if (!jobId) {
        o.insert(u"fleet"_s, serialized);
        return o;
    }
    // A profile or a recording keeps the runs of the job names its fleet view opened.
    for (const QJsonValue &job : serialized.value(u"runs"_s).toArray())
        for (const QJsonValue &run : job.toObject().value(u"runs"_s).toArray())
            if (run.toObject().value(u"jobId"_s).toInteger() == *jobId) {
                QJsonObject found = run.toObject();
                found.insert(u"jobName"_s, job.toObject().value(u"jobName"_s));
                o.insert(u"jobId"_s, *jobId);
                o.insert(u"run"_s, found);
                return o;
            }
    if (fetchMissingJob)
        return fetchedJob(source, *jobId);
    return FigureSource::missing(
        tr("job %1 has no run in the GPU fleet at hand (it keeps the runs of the job names opened in the GPU "
           "tab); open the job in the console's GPU utilization tab to fetch its series")
            .arg(*jobId));
}

Result<QJsonObject> UtilizationFigures::fetchedJob(const FigureSource &source, qint64 jobId)
{
    const Result<JobUtilization> job = fetchJob(source.profile(), jobId, 120'000);
    if (!job) {
        SourceError failed = job.error();
        failed.message = tr("job %1 has no run in the cache, and fetching it from ClickHouse failed: %2")
                             .arg(jobId)
                             .arg(job.error().message);
        return failed;
    }
    if (job->sampleCount() == 0)
        return FigureSource::missing(
            tr("job %1 has no utilization data in ClickHouse for %2 (no GPU monitor ran, or the job is not in "
               "workflow_job)")
                .arg(jobId)
                .arg(source.profile().repository));
    QJsonObject o = source.envelope(u"utilization"_s, job->timeSpan().second / 1000, QDateTime::currentSecsSinceEpoch());
    o.insert(u"jobId"_s, jobId);
    o.insert(u"workflowId"_s, job->info.workflowId);
    o.insert(u"runAttempt"_s, job->info.runAttempt);
    o.insert(u"jobName"_s, job->info.jobName);
    o.insert(u"series"_s, jobStats(*job));
    return o;
}

} // namespace hw
