#include "ChartAxes.h"

#include "charts/TimeTicks.h"

#include <QCategoryAxis>
#include <QChart>
#include <QSet>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace hw {

ChartAxes::ChartAxes(QChart *chart)
    : m_time(new QCategoryAxis)
    , m_value(new QValueAxis)
{
    m_time->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    chart->addAxis(m_time, Qt::AlignBottom);
    chart->addAxis(m_value, Qt::AlignLeft);
}

void ChartAxes::setValueFormat(const QString &unit, int decimals)
{
    // Qt Charts formats axis labels through Latin-1: a unit beyond ASCII ("°C") would come out
    // garbled, so it goes to the axis title instead.
    const bool ascii = std::all_of(unit.begin(), unit.end(), [](QChar c) { return c.unicode() < 0x80; });
    m_value->setLabelFormat(u"%.*f"_s.replace(u"*"_s, QString::number(std::max(0, decimals)))
                            + (ascii ? QString(unit).replace(u"%"_s, u"%%"_s) : QString()));
    m_value->setTitleText(ascii ? QString() : unit.trimmed());
}

void ChartAxes::setTimeWindow(qint64 from, qint64 to, int maxTicks, bool utc)
{
    const auto ticksKey = std::make_tuple(from, to, maxTicks, utc);
    if (ticksKey != m_ticksKey) {
        m_ticksKey = ticksKey;
        for (const QString &label : m_time->categoriesLabels())
            m_time->remove(label);
        m_time->setStartValue(double(from));
        QSet<QString> labels;
        for (TimeTicks::Tick tick : TimeTicks::compute(from, to, maxTicks, utc)) {
            while (labels.contains(tick.label)) // the axis wants unique labels ("06:00" of two days)
                tick.label += QChar(0x200B);
            labels.insert(tick.label);
            m_time->append(tick.label, double(tick.ms));
        }
    }
    m_time->setRange(double(from), double(to)); // always: attaching a new series may have moved it
}

void ChartAxes::fitValues(double lo, double hi, const std::optional<std::pair<double, double>> &fixed, int decimals)
{
    if (fixed) {
        m_value->setRange(fixed->first, fixed->second);
    } else if (std::isfinite(lo)) {
        const double pad = hi > lo ? (hi - lo) * 0.05 : std::max(1.0, std::abs(hi) * 0.1);
        m_value->setRange(lo >= 0 && lo - pad < 0 ? 0 : lo - pad, hi + pad);
        m_value->applyNiceNumbers();
    } else {
        m_value->setRange(0, 10);
        m_value->applyNiceNumbers();
    }
    // Whole numbers on the axis never repeat a label ("1 min, 1 min, 0 min").
    if (!fixed && decimals == 0 && m_value->tickCount() > 1) {
        const double step = (m_value->max() - m_value->min()) / (m_value->tickCount() - 1);
        if (step < 1)
            m_value->setRange(std::floor(m_value->min()), std::floor(m_value->min()) + m_value->tickCount() - 1);
    }
}

void ChartAxes::applyPalette(const StatusPalette &pal)
{
    for (QAbstractAxis *axis : {static_cast<QAbstractAxis *>(m_time), static_cast<QAbstractAxis *>(m_value)}) {
        axis->setLabelsBrush(pal.color(ColorId::ChartText));
        axis->setLinePen(QPen(pal.color(ColorId::ChartAxis), 1));
        axis->setGridLinePen(QPen(pal.color(ColorId::ChartGrid), 1));
        axis->setTitleBrush(pal.color(ColorId::ChartText));
    }
}

} // namespace hw
