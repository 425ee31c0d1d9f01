#pragma once

#include "charts/SeriesReducer.h"
#include "utilization/UtilizationSegment.h"
#include "utilization/UtilizationStats.h"
#include "utilization/UtilizationTrack.h"

#include <QMetaType>
#include <QStringList>
#include <QVector>

namespace hw {

// What one CI job did with its machine, from whichever source it was read (a monitor log file,
// an nvidia-smi CSV, or ClickHouse's oss_ci_time_series and oss_ci_utilization_metadata).
struct JobUtilization {
    struct Info {
        QString repo;
        qint64 workflowId = 0;
        int runAttempt = 0;
        qint64 jobId = 0;
        QString workflowName;
        QString jobName;
        QString gpuType;
        int gpuCount = 0;
        int cpuCount = 0;
        double collectIntervalSeconds = 0; // how often monitor.py sampled
        QString dataModelVersion;
        qint64 startMs = 0; // 0: unknown (the first sample then)
        qint64 endMs = 0;
    };
    // How the data was read: the format, and what was left out and why.
    struct ReadNotes {
        static constexpr int MaxReported = 20;
        QString format;            // "nvidia-smi CSV", "monitor.py JSON lines", "ClickHouse", …
        int malformed = 0;         // lines or rows that could not be read
        QVector<int> malformedAt;  // their 1-based line (or row) numbers, the first MaxReported
        QStringList unknownFields; // columns or keys not understood (each once)
        QStringList errors;        // what the monitor itself reported ("error" records)

        void addMalformed(int number);
        void addUnknown(const QString &field);
    };

    Info info;
    QStringList gpuIds; // uuid, or the index as text when the log has none
    QVector<UtilizationTrack> tracks;
    QVector<UtilizationSegment> segments;
    ReadNotes notes;

    bool has(UtilizationMetric metric) const;
    QVector<const UtilizationTrack *> tracksOf(UtilizationMetric metric) const;
    const UtilizationTrack *track(UtilizationMetric metric, int gpu) const;
    qsizetype sampleCount() const; // intervals of the busiest track
    // The first and last sample of any track (ms); {0, 0} without samples.
    std::pair<qint64, qint64> timeSpan() const;

    // The console's statistics of a metric's averages in [fromMs, toMs] (HUD's own per-job
    // figures: UtilizationHudJobStats): one GPU (gpu ≥ 0) or all GPUs together (gpu = -1; CPU
    // and memory have only -1).
    UtilizationStats stats(UtilizationMetric metric, int gpu, qint64 fromMs, qint64 toMs) const;
    UtilizationStats stats(UtilizationMetric metric, int gpu) const;

    // A track's averages as chart points (t in ms), with a gap (NaN) wherever the log skipped
    // more than three of its usual intervals, so a stopped monitor never draws as a straight line.
    static QVector<SeriesPoint> chartPoints(const UtilizationTrack &track);
};

} // namespace hw

Q_DECLARE_METATYPE(hw::JobUtilization)
