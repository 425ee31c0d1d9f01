#pragma once

#include "domain/Result.h"

#include <QString>
#include <QVector>

#include <utility>

namespace hw {

// The time window a chart shows: one of the usual "last N days" or an absolute range, read in
// UTC or local time. Kept per view and profile as text (toString/parse), and given on the
// command line as `--range 7d` or `--range 2026-07-01..2026-07-14`.
class TimeRange
{
public:
    // The presets every chart offers, in days.
    static const QVector<int> &presetDays();

    TimeRange() = default; // last 7 days
    static TimeRange lastDays(int days);
    // [fromMs, toMs) in milliseconds since the epoch; empty or reversed ranges are refused by parse.
    static TimeRange absolute(qint64 fromMs, qint64 toMs);

    // "7d", "30d" (any 1–3650 days); "2026-07-01..2026-07-14" (whole days, the end day included);
    // "2026-07-01T06:00..2026-07-01T18:00" or with "Z"/offsets. Dates without a zone are read in
    // UTC when utc is true, else in local time.
    static Result<TimeRange, QString> parse(QStringView text, bool utc = true);
    // The text parse() reads back (absolute ranges as UTC ISO 8601 instants).
    QString toString() const;

    bool isRelative() const { return m_days > 0; }
    int days() const { return m_days; }
    // [from, to) in ms since the epoch: a relative range ends at nowMs.
    std::pair<qint64, qint64> resolve(qint64 nowMs) const;

    // What the range selector shows: "Last 7 days", "1 Jul 2026 00:00 – 14 Jul 2026 00:00 UTC".
    QString label(bool utc) const;

    bool operator==(const TimeRange &other) const = default;

private:
    int m_days = 7;
    qint64 m_fromMs = 0;
    qint64 m_toMs = 0;
};

} // namespace hw
