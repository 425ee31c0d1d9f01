#include "SeriesCsv.h"

#include <QDateTime>
#include <QLocale>

#include <algorithm>
#include <span>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

QByteArray quoted(const QString &field)
{
    QByteArray f = field.toUtf8();
    if (f.contains(',') || f.contains('"') || f.contains('\n') || f.contains('\r'))
        return '"' + f.replace("\"", "\"\"") + '"';
    return f;
}

QByteArray number(double v)
{
    return std::isnan(v) ? QByteArray() : QByteArray::number(v, 'g', QLocale::FloatingPointShortest);
}

// The samples of one column within the range: a cursor that walks it in time order.
struct Column {
    std::span<const SeriesPoint> points;
    size_t next = 0;
};

} // namespace

QByteArray SeriesCsv::write(const QVector<TimeSeries> &series, qint64 fromMs, qint64 toMs, OperationControl *control)
{
    QByteArray out = "time";
    QVector<Column> columns;
    for (const TimeSeries &s : series) {
        const auto inRange = [&](const QVector<SeriesPoint> &pts) {
            const auto lo = std::lower_bound(pts.begin(), pts.end(), double(fromMs),
                                             [](const SeriesPoint &p, double t) { return p.t < t; });
            const auto hi = std::upper_bound(lo, pts.end(), double(toMs),
                                             [](double t, const SeriesPoint &p) { return t < p.t; });
            return std::span<const SeriesPoint>(lo, hi);
        };
        if (s.isBand()) {
            out += ',' + quoted(s.name + u" (low)"_s) + ',' + quoted(s.name + u" (high)"_s);
            columns.append({inRange(s.points)});
            columns.append({inRange(s.upper)});
        } else {
            out += ',' + quoted(s.name);
            columns.append({inRange(s.points)});
        }
    }
    out += "\r\n";

    // Progress by samples written: a row takes one or more of them.
    size_t total = 0;
    for (const Column &c : columns)
        total += c.points.size();
    size_t written = 0;
    for (size_t row = 0;; ++row) {
        if (control && row % 4096 == 0 && !control->reached(total ? int(written * 1000 / total) : 0))
            return {};
        double t = std::numeric_limits<double>::infinity();
        for (const Column &c : columns)
            if (c.next < c.points.size())
                t = std::min(t, c.points[c.next].t);
        if (std::isinf(t))
            break;
        out += QDateTime::fromMSecsSinceEpoch(qint64(t), Qt::UTC).toString(Qt::ISODateWithMs).toLatin1();
        for (Column &c : columns) {
            out += ',';
            if (c.next < c.points.size() && c.points[c.next].t == t) {
                out += number(c.points[c.next++].v);
                ++written;
            }
        }
        out += "\r\n";
    }
    return out;
}

} // namespace hw
