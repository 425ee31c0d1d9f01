#include "palette/GridLegend.h"

#include "palette/ColorScheme.h"

#include <QEvent>
#include <QPainter>

using namespace Qt::StringLiterals;

namespace hw {

namespace {
constexpr int kGap = 14;    // between entries
constexpr int kInner = 4;   // between a square and its meaning
constexpr int kMargin = 6;
} // namespace

GridLegend::GridLegend(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    setToolTip(legendText());
}

QVector<GridLegend::Entry> GridLegend::entries()
{
    return {
        {{CellStatus::Success}, tr("success")},
        {{CellStatus::Flaky}, tr("flaky (passed on retry)")},
        {{CellStatus::Failure}, tr("failure")},
        {{CellStatus::Cancelled}, tr("cancelled")},
        {{CellStatus::TimedOut}, tr("timed out")},
        {{CellStatus::Warning}, tr("warning (unstable job)")},
        {{CellStatus::Pending}, tr("running")},
        {{CellStatus::Queued}, tr("queued")},
        {{CellStatus::Skipped, CellStatus::Neutral}, tr("skipped / neutral")},
        {{CellStatus::Other}, tr("other conclusion (e.g. startup failure)")},
        {{CellStatus::NoJob}, tr("no job")},
    };
}

QString GridLegend::legendText()
{
    QStringList parts;
    for (const Entry &e : entries()) {
        QStringList letters;
        for (CellStatus s : e.statuses)
            letters << cellLetter(s);
        parts << letters.join(u'/') + u' ' + e.meaning;
    }
    return parts.join(u"  ·  "_s);
}

void GridLegend::setCellSize(int px)
{
    m_cell = qBound(10, px, 40);
    updateGeometry();
    update();
}

bool GridLegend::isDark() const
{
    return schemeOf(palette()) == ColorScheme::Dark;
}

QSize GridLegend::sizeHint() const
{
    const QFontMetrics fm(font());
    int width = kMargin;
    for (const Entry &e : entries())
        width += int(e.statuses.size()) * (m_cell + 2) + kInner + fm.horizontalAdvance(e.meaning) + kGap;
    return QSize(width, qMax(m_cell, fm.height()) + 2 * kMargin);
}

QSize GridLegend::minimumSizeHint() const
{
    return QSize(m_cell * 4, sizeHint().height());
}

void GridLegend::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::TextAntialiasing);
    const bool dark = isDark();
    QFont letterFont = font();
    letterFont.setBold(true);
    letterFont.setPixelSize(qMax(8, qRound(m_cell * 0.65)));
    const QFontMetrics fm(font());
    const int y = (height() - m_cell) / 2;
    int x = kMargin;
    for (const Entry &e : entries()) {
        for (CellStatus s : e.statuses) {
            const QRect square(x, y, m_cell, m_cell);
            p.fillRect(square, cellColor(s, dark));
            p.setFont(letterFont);
            p.setPen(cellTextColor(s, dark));
            p.drawText(square, Qt::AlignCenter, cellLetter(s));
            x += m_cell + 2;
        }
        x += kInner - 2;
        p.setFont(font());
        p.setPen(palette().color(QPalette::WindowText));
        const int w = fm.horizontalAdvance(e.meaning);
        p.drawText(QRect(x, 0, w + 2, height()), Qt::AlignLeft | Qt::AlignVCenter, e.meaning);
        x += w + kGap;
    }
}

void GridLegend::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        updateGeometry();
        update();
    }
    QWidget::changeEvent(event);
}

} // namespace hw
