#include "JobMatrixDelegate.h"

#include "backends/BackendRoles.h"
#include "palette/CellStatus.h"
#include "palette/StatusPalette.h"

#include <QPainter>

namespace hw {

namespace {
constexpr int kPad = 6;       // cell edge to content
constexpr int kGap = 8;       // letter to counts, counts to tags
constexpr int kTagPadX = 4;
constexpr int kTagGap = 3;

QFont boldOf(const QFont &f)
{
    QFont b = f;
    b.setBold(true);
    return b;
}

QFont tagFontOf(const QFont &f)
{
    QFont s = f;
    if (f.pointSizeF() > 0)
        s.setPointSizeF(qMax(7.0, f.pointSizeF() * 0.85));
    else
        s.setPixelSize(qMax(9, int(f.pixelSize() * 0.85)));
    s.setBold(true);
    return s;
}

QStringList tagsOf(const QModelIndex &index)
{
    QStringList tags;
    const QString triage = index.data(MatrixTriageRole).toString();
    if (!triage.isEmpty())
        tags << triage;
    if (index.data(MatrixExpectedOutcomeRole).toBool())
        tags << JobMatrixDelegate::tr("exp.");
    return tags;
}

int tagsWidth(const QFontMetrics &fm, const QStringList &tags)
{
    int w = 0;
    for (const QString &t : tags)
        w += fm.horizontalAdvance(t) + 2 * kTagPadX + (w > 0 ? kTagGap : 0);
    return w;
}
} // namespace

JobMatrixDelegate::JobMatrixDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{
}

QSize JobMatrixDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const int side = option.fontMetrics.height() + 10;
    const QString tests = index.data(MatrixTestsTextRole).toString();
    const QStringList tags = tagsOf(index);
    if (tests.isEmpty() && tags.isEmpty())
        return QSize(side, side);
    const QFontMetrics bold(boldOf(option.font));
    int w = kPad + bold.horizontalAdvance(index.data().toString());
    if (!tests.isEmpty())
        w += kGap + option.fontMetrics.horizontalAdvance(tests);
    if (!tags.isEmpty())
        w += kGap + tagsWidth(QFontMetrics(tagFontOf(option.font)), tags);
    // A few pixels of slack: glyph advances are fractional, integer metrics can round down.
    return QSize(w + kPad + 4, side);
}

void JobMatrixDelegate::paint(QPainter *p, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const auto s = CellStatus(index.data(MatrixCellStatusRole).toInt());
    const QRect r = option.rect.adjusted(1, 1, -1, -1);
    const QColor fill = cellColor(s, m_dark);
    const QColor ink = cellTextColor(s, m_dark);
    const QString letter = index.data().toString();
    const QString tests = index.data(MatrixTestsTextRole).toString();
    const QStringList tags = tagsOf(index);
    const QFont bold = boldOf(option.font);
    const QFontMetrics bfm(bold);

    p->save();
    p->fillRect(option.rect, option.palette.color(QPalette::Base));
    p->fillRect(r, fill);
    p->setPen(ink);
    p->setFont(bold);
    if (tests.isEmpty() && tags.isEmpty()) {
        p->drawText(r, Qt::AlignCenter, letter); // nothing else to say: centred, as on the grid
    } else {
        const QRect content = r.adjusted(kPad - 1, 0, -(kPad - 1), 0);
        const int letterW = bfm.horizontalAdvance(letter);
        p->drawText(QRect(content.left(), r.top(), letterW, r.height()), Qt::AlignLeft | Qt::AlignVCenter, letter);
        int x = content.left() + letterW + kGap;

        // Tags right-aligned; counts take what is left (elided, tags are short and always shown).
        const QFont tagFont = tagFontOf(option.font);
        const QFontMetrics tfm(tagFont);
        const int tagsW = tagsWidth(tfm, tags);
        int tagX = content.right() + 1 - tagsW;
        if (tagX < x)
            tagX = x; // very narrow: tags win over counts, clipped at the cell edge
        if (!tests.isEmpty()) {
            p->setFont(option.font);
            const int avail = (tags.isEmpty() ? content.right() + 1 : tagX - kGap) - x;
            if (avail > 0)
                p->drawText(QRect(x, r.top(), avail, r.height()), Qt::AlignLeft | Qt::AlignVCenter,
                            option.fontMetrics.elidedText(tests, Qt::ElideRight, avail));
        }
        if (!tags.isEmpty()) {
            p->setClipRect(r);
            p->setRenderHint(QPainter::Antialiasing);
            p->setFont(tagFont);
            const int h = qMin(r.height() - 4, tfm.height() + 2);
            for (const QString &t : tags) {
                const QRect pill(tagX, r.center().y() - h / 2, tfm.horizontalAdvance(t) + 2 * kTagPadX, h);
                p->setPen(Qt::NoPen);
                p->setBrush(ink);
                p->drawRoundedRect(pill, 3, 3);
                p->setPen(fill);
                p->drawText(pill, Qt::AlignCenter, t);
                tagX = pill.right() + 1 + kTagGap;
            }
            p->setClipping(false);
        }
    }
    if (option.state & (QStyle::State_Selected | QStyle::State_HasFocus)) {
        QPen pen(option.palette.color(QPalette::Highlight), 2);
        if (option.state & QStyle::State_HasFocus)
            pen.setColor(StatusPalette(m_dark ? ColorScheme::Dark : ColorScheme::Light).color(ColorId::ChartText));
        p->setPen(pen);
        p->setBrush(Qt::NoBrush);
        p->drawRect(option.rect.adjusted(1, 1, -2, -2));
    }
    p->restore();
}

} // namespace hw
