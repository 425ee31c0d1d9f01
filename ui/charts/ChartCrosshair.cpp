#include "ChartCrosshair.h"

#include "ChartSeriesPieces.h"

#include <QChart>
#include <QDateTime>
#include <QGraphicsLineItem>
#include <QPen>
#include <QTimeZone>
#include <QToolTip>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace hw {

ChartCrosshair::ChartCrosshair(QChart *chart)
    : m_chart(chart)
    , m_line(new QGraphicsLineItem(chart))
{
    m_line->setZValue(100);
    m_line->hide();
}

QVector<CrosshairReadout::Entry> ChartCrosshair::readoutAt(const Frame &f, qint64 ms)
{
    const qint64 from = f.scale.start, to = f.scale.end;
    const double width = std::max(1.0, f.scale.width);
    // Near enough: a few pixels, or half the spacing of the sparsest series (daily points).
    qint64 maxDistance = qint64(8 * (to - from) / width);
    for (qsizetype i = 0; i < f.series.size(); ++i) {
        const auto slice = ChartSeriesPieces::windowSlice(f.series[i].points, from, to);
        if (slice.size() > 1)
            maxDistance = std::max(maxDistance, qint64((slice.back().t - slice.front().t) / double(slice.size() - 1) * 0.6));
    }
    return CrosshairReadout::at(f.series, f.shown, ms, maxDistance);
}

QString ChartCrosshair::formatValue(const Frame &f, double v)
{
    if (std::isnan(v))
        return tr("no data");
    return QString::number(v, 'f', f.decimals) + f.unit;
}

QString ChartCrosshair::readoutText(const Frame &f, qint64 ms, const StatusPalette &pal)
{
    const QTimeZone zone = f.utc ? QTimeZone::utc() : QTimeZone::systemTimeZone();
    QString html = u"<b>%1%2</b><table>"_s.arg(QDateTime::fromMSecsSinceEpoch(ms, zone).toString(u"ddd d MMM yyyy HH:mm"_s),
                                              f.utc ? u" UTC"_s : QString());
    for (const CrosshairReadout::Entry &e : readoutAt(f, ms)) {
        QString value = formatValue(f, e.value);
        if (e.hasValue() && !std::isnan(e.upper))
            value = formatValue(f, e.value) + u" – "_s + formatValue(f, e.upper);
        html += u"<tr><td style='color:%1'>%2</td><td>%3</td><td align='right'>&nbsp;%4</td></tr>"_s.arg(
            pal.color(e.color).name(), seriesStyleSymbol(e.style), e.name.toHtmlEscaped(), value.toHtmlEscaped());
    }
    return html + u"</table>"_s;
}

void ChartCrosshair::hover(const Frame &f, qint64 ms, const QPoint &globalPos, const StatusPalette &palette,
                           QWidget *view)
{
    if (ms < 0 || f.series.isEmpty()) {
        m_line->hide();
        QToolTip::hideText();
        return;
    }
    const QRectF plot = m_chart->plotArea();
    const qreal x = f.scale.mapTimeToX(ms);
    m_line->setLine(x, plot.top(), x, plot.bottom());
    m_line->show();
    QToolTip::showText(globalPos + QPoint(16, 16), readoutText(f, ms, palette), view);
}

void ChartCrosshair::setPalette(const StatusPalette &pal)
{
    m_line->setPen(QPen(pal.color(ColorId::ChartMarker), 1, Qt::DashLine));
}

bool ChartCrosshair::isVisible() const
{
    return m_line->isVisible();
}

void ChartCrosshair::setVisible(bool visible)
{
    m_line->setVisible(visible);
}

} // namespace hw
