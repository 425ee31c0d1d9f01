#pragma once

#include "utilization/UtilizationFleetRow.h"
#include "utilization/UtilizationRunRow.h"

#include <QMetaType>
#include <QVector>

namespace hw {

// The runs of one job name, as UtilizationFleetSource::fetchRuns delivers them.
struct UtilizationJobRuns {
    QString jobName;
    QVector<UtilizationRunRow> runs;
    bool operator==(const UtilizationJobRuns &) const = default;
};

// GPU jobs of [from, to) (by their first time series row, else their start), grouped three ways,
// each sorted by idle GPU-hours, most first. validRows/malformedRows count the time series rows
// read: a malformed row (JSON cut short, util_percent null or not a number, a value outside 0–100)
// is left out of every figure.
struct UtilizationFleet {
    qint64 from = 0;
    qint64 to = 0;
    QVector<UtilizationFleetRow> byJobName;
    QVector<UtilizationFleetRow> byWorkflow;
    QVector<UtilizationFleetRow> byRunner;
    qint64 validRows = 0;
    qint64 malformedRows = 0;
    int skippedRows = 0; // result rows that did not decode
    // Filled by whoever also fetched runs (the demo: the top job names); a fetch leaves it empty.
    QVector<UtilizationJobRuns> runs;

    bool operator==(const UtilizationFleet &) const = default;
};

} // namespace hw

Q_DECLARE_METATYPE(hw::UtilizationFleet)
Q_DECLARE_METATYPE(hw::UtilizationJobRuns)
