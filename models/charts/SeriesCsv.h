#pragma once

#include "charts/TimeSeries.h"
#include "domain/OperationControl.h"

#include <QByteArray>

namespace hw {

// A chart's data as CSV (RFC 4180): a "time" column of ISO 8601 UTC instants, then one column
// per series (a band gives two: "name (low)", "name (high)"), one row per instant any series
// has a sample at within [fromMs, toMs]. A missing sample is an empty field, never 0. Values
// are written in full, not as displayed; the raw samples are exported, not the reduced ones.
class SeriesCsv
{
public:
    // With a control (a worker's export): reports progress and, once cancel is set, stops and
    // returns an empty array (a CSV always has its header line).
    static QByteArray write(const QVector<TimeSeries> &series, qint64 fromMs, qint64 toMs,
                            OperationControl *control = nullptr);
};

} // namespace hw
