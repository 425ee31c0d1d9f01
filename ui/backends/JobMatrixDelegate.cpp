#include "JobMatrixDelegate.h"

#include "backends/BackendRoles.h"
#include "grid/CellStatus.h"

#include <QPainter>
#include <QPainterPath>

namespace hw {

JobMatrixDelegate::JobMatrixDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{
}

QSize JobMatrixDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &) const
{
    const int side = option.fontMetrics.height() + 10;
    return QSize(side, side);
}

void JobMatrixDelegate::paint(QPainter *p, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const auto s = CellStatus(index.data(MatrixCellStatusRole).toInt());
    const QRect r = option.rect.adjusted(1, 1, -1, -1);
    p->save();
    p->fillRect(option.rect, option.palette.color(QPalette::Base));
    p->fillRect(r, cellColor(s, m_dark));
    QFont bold = option.font;
    bold.setBold(true);
    p->setFont(bold);
    p->setPen(cellTextColor(s, m_dark));
    p->drawText(r, Qt::AlignCenter, cellLetter(s));
    if (index.data(MatrixExpectedOutcomeRole).toBool()) {
        // Expected outcome (crcr-test probe): a light "exp." tag at the right, or a corner notch
        // when the cell is too narrow for it.
        const QColor tagFill = m_dark ? QColor(0xe0, 0xe0, 0xe0) : QColor(0x42, 0x42, 0x42);
        const QColor tagText = m_dark ? QColor(0x21, 0x21, 0x21) : QColor(Qt::white);
        QFont small = option.font;
        small.setPointSizeF(qMax(6.0, option.font.pointSizeF() * 0.8));
        small.setBold(true);
        const QFontMetrics sfm(small);
        const QString tag = tr("exp.");
        const int tagW = sfm.horizontalAdvance(tag) + 6;
        const int letterW = QFontMetrics(bold).horizontalAdvance(cellLetter(s));
        p->setRenderHint(QPainter::Antialiasing);
        if (r.width() >= letterW + 2 * tagW + 12) {
            const QRect tagRect(r.right() - tagW - 2, r.center().y() - sfm.height() / 2, tagW, sfm.height());
            p->setPen(Qt::NoPen);
            p->setBrush(tagFill);
            p->drawRoundedRect(tagRect, 3, 3);
            p->setFont(small);
            p->setPen(tagText);
            p->drawText(tagRect, Qt::AlignCenter, tag);
        } else {
            const int n = qMax(10, r.height() / 2);
            QPainterPath notch;
            notch.moveTo(r.topRight() + QPoint(1, 0));
            notch.lineTo(r.topRight() + QPoint(1 - n, 0));
            notch.lineTo(r.topRight() + QPoint(1, n));
            notch.closeSubpath();
            p->fillPath(notch, tagFill);
        }
    }
    if (option.state & (QStyle::State_Selected | QStyle::State_HasFocus)) {
        QPen pen(option.palette.color(QPalette::Highlight), 2);
        if (option.state & QStyle::State_HasFocus)
            pen.setColor(m_dark ? QColor(Qt::white) : QColor(Qt::black));
        p->setPen(pen);
        p->setBrush(Qt::NoBrush);
        p->drawRect(option.rect.adjusted(1, 1, -2, -2));
    }
    p->restore();
}

} // namespace hw
