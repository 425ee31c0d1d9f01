#include "ChartSpanBands.h"

#include <QChart>
#include <QFontMetrics>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPen>

using namespace Qt::StringLiterals;

namespace hw {

void ChartSpanBands::setSpans(const QVector<ChartSpan> &spans)
{
    m_spans = spans;
    qDeleteAll(m_items);
    qDeleteAll(m_labels);
    m_items.clear();
    m_labels.clear();
    for (qsizetype i = 0; i < m_spans.size(); ++i) {
        auto *band = new QGraphicsRectItem(m_chart);
        band->setZValue(-1); // behind the series, above the plot background
        auto *label = new QGraphicsSimpleTextItem(m_chart);
        label->setZValue(99);
        m_items << band;
        m_labels << label;
    }
}

int ChartSpanBands::spanAt(qint64 ms) const
{
    int best = -1;
    for (qsizetype i = 0; i < m_spans.size(); ++i)
        if (ms >= m_spans[i].fromMs && ms <= m_spans[i].toMs
            && (best < 0 || m_spans[i].toMs - m_spans[i].fromMs < m_spans[best].toMs - m_spans[best].fromMs))
            best = int(i);
    return best;
}

void ChartSpanBands::place(const ChartTimeScale &scale, const StatusPalette &pal)
{
    if (m_items.isEmpty())
        return;
    const QRectF plot = m_chart->plotArea();
    const QFontMetrics metrics(m_chart->font());
    for (qsizetype i = 0; i < m_spans.size(); ++i) {
        const double left = scale.mapTimeToXClamped(m_spans[i].fromMs);
        const double right = scale.mapTimeToXClamped(m_spans[i].toMs);
        const bool visible = right > left;
        QColor fill = pal.color(i % 2 ? ColorId::ChartMarker : ColorId::ChartAxis);
        fill.setAlpha(40);
        m_items[i]->setRect(QRectF(left, plot.top(), right - left, plot.height()));
        m_items[i]->setBrush(fill);
        QColor edge = pal.color(ColorId::ChartAxis);
        m_items[i]->setPen(QPen(edge, 1, Qt::DotLine));
        m_items[i]->setVisible(visible);
        const QString text = metrics.elidedText(u"%1 %2"_s.arg(i + 1).arg(m_spans[i].label), Qt::ElideRight,
                                                std::max(0, int(right - left) - 6));
        m_labels[i]->setText(text);
        m_labels[i]->setBrush(pal.color(ColorId::ChartText));
        m_labels[i]->setPos(left + 3, plot.top() + 2 + double(i % 2) * (metrics.height() + 1));
        m_labels[i]->setVisible(visible && !text.isEmpty() && text != u"…"_s);
    }
}

} // namespace hw
