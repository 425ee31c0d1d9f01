#include "ChartWidget.h"

#include <QEvent>
#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

namespace hw {

ChartWidget::ChartWidget(QWidget *parent)
    : QWidget(parent)
{
    setMouseTracking(true);
}

void ChartWidget::setColorScheme(ColorScheme scheme)
{
    if (scheme == m_scheme)
        return;
    m_scheme = scheme;
    update();
}

StatusPalette ChartWidget::statusPalette() const
{
    return StatusPalette(m_scheme == ColorScheme::System ? schemeOf(palette()) : m_scheme);
}

QImage ChartWidget::renderImage(const QSize &size) const
{
    QImage image(size, QImage::Format_ARGB32);
    QPainter p(&image);
    p.setFont(font());
    paintChart(p, image.rect(), statusPalette());
    p.end();
    return image;
}

QString ChartWidget::toolTipAt(const QPoint &) const
{
    return {};
}

void ChartWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::TextAntialiasing);
    paintChart(p, rect(), statusPalette());
}

bool ChartWidget::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

void ChartWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        update();
    QWidget::changeEvent(event);
}

} // namespace hw
