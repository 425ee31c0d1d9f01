#pragma once

#include <QString>

namespace hw {

// A labelled interval drawn behind a time chart's series as a band (a job's test segments):
// [fromMs, toMs] in ms since the epoch (UTC). Clicking it zooms the chart to it.
struct ChartSpan {
    qint64 fromMs = 0;
    qint64 toMs = 0;
    QString label;
};

} // namespace hw
