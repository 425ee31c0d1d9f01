#include "BackendsOverviewDelegate.h"

#include "backends/BackendRoles.h"
#include "backends/BackendsOverviewModel.h"
#include "backends/PassRateChip.h"
#include "palette/CellStatus.h"
#include "palette/StatusPalette.h"

#include <QApplication>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace hw {

namespace {
constexpr int kChipPadX = 7;
constexpr int kChipPadY = 3;

QColor mix(const QColor &a, const QColor &b, double towardsB)
{
    const auto channel = [&](int x, int y) { return int(std::lround(x + (y - x) * towardsB)); };
    return QColor(channel(a.red(), b.red()), channel(a.green(), b.green()), channel(a.blue(), b.blue()));
}

bool isMuted(const QModelIndex &index)
{
    return index.data(BackendAlertMarkRole).toInt() == int(BackendAlertMark::Muted);
}
} // namespace

BackendsOverviewDelegate::Colours BackendsOverviewDelegate::shown(const Colours &colours, const QModelIndex &index,
                                                                  const QPalette &palette)
{
    if (!isMuted(index))
        return colours;
    // A muted backend's chips and badge: grey, most of the way to the background; the words
    // in the text colour, halfway there (as the row's plain text is greyed).
    const QColor base = palette.color(QPalette::Base);
    const int grey = qGray(colours.fill.rgb());
    return {mix(QColor(grey, grey, grey), base, 0.65), mix(palette.color(QPalette::Text), base, 0.45)};
}

BackendsOverviewDelegate::BackendsOverviewDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{
}

QSize BackendsOverviewDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize s = QStyledItemDelegate::sizeHint(option, index);
    s.setHeight(qMax(s.height(), option.fontMetrics.height() + 2 * kChipPadY + 8));
    const int column = index.column();
    if (column == BackendsOverviewModel::ColPass7 || column == BackendsOverviewModel::ColPass14
        || column == BackendsOverviewModel::ColStatus || column == BackendsOverviewModel::ColLastResult) {
        QFont bold = option.font;
        bold.setBold(true);
        s.setWidth(QFontMetrics(bold).horizontalAdvance(index.data().toString()) + 2 * kChipPadX + 16);
    }
    return s;
}

void BackendsOverviewDelegate::paintBackground(QPainter *p, const QStyleOptionViewItem &option,
                                               const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear();
    opt.backgroundBrush = QBrush(); // the chip carries the colour, not the whole cell
    const QWidget *w = option.widget;
    QStyle *style = w ? w->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, p, w);
}

void BackendsOverviewDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    if (index.data(BackendIsGroupRole).toBool()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    switch (index.column()) {
    case BackendsOverviewModel::ColPass7:
    case BackendsOverviewModel::ColPass14:
        paintChip(painter, option, index);
        return;
    case BackendsOverviewModel::ColLastResult:
        paintLastResult(painter, option, index);
        return;
    case BackendsOverviewModel::ColStatus:
        paintMark(painter, option, index);
        return;
    default:
        QStyledItemDelegate::paint(painter, option, index);
    }
}

void BackendsOverviewDelegate::paintChip(QPainter *p, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    paintBackground(p, option, index);
    const auto c = PassRateChip::Class(index.data(ChipClassRole).toInt());
    const QString letter = index.data(ChipLetterRole).toString();
    const QString text = index.data(ChipTextRole).toString();
    QFont bold = option.font;
    bold.setBold(true);
    const QFontMetrics fm(bold);
    const QString label = letter + QLatin1Char(' ') + text;
    const int w = qMin(option.rect.width() - 6, fm.horizontalAdvance(label) + 2 * kChipPadX);
    const int h = qMin(option.rect.height() - 4, fm.height() + 2 * kChipPadY);
    const QRect chip(option.rect.left() + 3, option.rect.center().y() - h / 2, w, h);
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    p->setPen(Qt::NoPen);
    const Colours colours =
        shown({PassRateChip::fill(c, m_dark), PassRateChip::text(c, m_dark)}, index, option.palette);
    p->setBrush(colours.fill);
    p->drawRoundedRect(chip, h / 2.0, h / 2.0);
    p->setFont(bold);
    p->setPen(colours.text);
    p->drawText(chip.adjusted(kChipPadX, 0, -kChipPadX + 2, 0), Qt::AlignLeft | Qt::AlignVCenter,
                fm.elidedText(label, Qt::ElideRight, chip.width() - kChipPadX));
    p->restore();
}

void BackendsOverviewDelegate::paintLastResult(QPainter *p, const QStyleOptionViewItem &option,
                                               const QModelIndex &index) const
{
    paintBackground(p, option, index);
    const auto s = CellStatus(index.data(MatrixCellStatusRole).toInt());
    const QString display = index.data().toString();
    const int side = qMin(option.rect.height() - 6, option.fontMetrics.height() + 4);
    const QRect square(option.rect.left() + 3, option.rect.center().y() - side / 2, side, side);
    const Colours colours = shown({cellColor(s, m_dark), cellTextColor(s, m_dark)}, index, option.palette);
    p->save();
    p->fillRect(square, colours.fill);
    QFont bold = option.font;
    bold.setBold(true);
    p->setFont(bold);
    p->setPen(colours.text);
    p->drawText(square, Qt::AlignCenter, cellLetter(s));
    p->setFont(option.font);
    const bool selected = option.state & QStyle::State_Selected;
    const QVariant foreground = index.data(Qt::ForegroundRole); // a muted row's grey
    if (selected || !foreground.canConvert<QColor>())
        p->setPen(option.palette.color(selected ? QPalette::HighlightedText : QPalette::Text));
    else
        p->setPen(foreground.value<QColor>());
    // The display text starts with the same letter; the square shows it already.
    const QString rest = display.startsWith(cellLetter(s) + QLatin1Char(' ')) ? display.mid(2) : display;
    const QRect textRect = option.rect.adjusted(side + 8, 0, -2, 0);
    p->drawText(textRect, Qt::AlignLeft | Qt::AlignVCenter,
                option.fontMetrics.elidedText(rest, Qt::ElideRight, textRect.width()));
    p->restore();
}

void BackendsOverviewDelegate::paintMark(QPainter *p, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const auto mark = BackendMark(index.data(BackendMarkRole).toInt());
    if (mark == BackendMark::None) {
        QStyledItemDelegate::paint(p, option, index);
        return;
    }
    paintBackground(p, option, index);
    const ColorId color = mark == BackendMark::DemotionPending ? ColorId::VerdictWarn : ColorId::VerdictFail;
    const StatusPalette colors(m_dark ? ColorScheme::Dark : ColorScheme::Light);
    const QString text = index.data(BackendMarkTextRole).toString();
    QFont bold = option.font;
    bold.setBold(true);
    const QFontMetrics fm(bold);
    const int w = qMin(option.rect.width() - 6, fm.horizontalAdvance(text) + 2 * kChipPadX);
    const int h = qMin(option.rect.height() - 4, fm.height() + 2 * kChipPadY);
    const QRect badge(option.rect.left() + 3, option.rect.center().y() - h / 2, w, h);
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    p->setPen(Qt::NoPen);
    const Colours colours = shown({colors.color(color), colors.textOn(color)}, index, option.palette);
    p->setBrush(colours.fill);
    p->drawRoundedRect(badge, 4, 4);
    p->setFont(bold);
    p->setPen(colours.text);
    p->drawText(badge, Qt::AlignCenter, fm.elidedText(text, Qt::ElideRight, badge.width() - 4));
    p->restore();
}

} // namespace hw
