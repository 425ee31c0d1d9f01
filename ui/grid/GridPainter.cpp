#include "grid/GridPainter.h"

#include "grid/GridRoles.h"
#include "grid/JobNameCompactor.h"

#include <QAbstractItemModel>
#include <QDateTime>
#include <QFontDatabase>
#include <QPainter>

#include <cmath>
#include <numbers>

using namespace Qt::StringLiterals;

namespace hw {

size_t qHash(const GridPainter::CellKey &key, size_t seed) noexcept
{
    return qHashMulti(seed, key.letter, key.fill, key.text);
}

namespace {

// Models give QColor; QStandardItem::setBackground stores a QBrush. Accept both.
QColor colorOf(const QVariant &v, const QColor &fallback)
{
    switch (v.userType()) {
    case QMetaType::QColor:
        return v.value<QColor>();
    case QMetaType::QBrush:
        return v.value<QBrush>().color();
    default:
        return fallback;
    }
}


} // namespace

GridPainter::GridPainter()
    : m_columnLabels(4000)
    , m_rowLabels(2000)
    , m_timeLabels(500)
{
}

void GridPainter::reset(const QFont &base, int cell)
{
    m_cell = cell;
    m_cellPixmaps.clear();
    m_columnLabels.clear();
    m_rowLabels.clear();
    m_timeLabels.clear();
    m_letterFont = base;
    m_letterFont.setBold(true);
    m_letterFont.setPixelSize(qMax(8, qRound(cell * 0.62)));
    m_headerFont = base;
    m_headerFont.setPixelSize(qMax(9, qRound(cell * 0.58)));
    m_shaFont = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    m_shaFont.setPixelSize(m_headerFont.pixelSize());
}

void GridPainter::paint(QPainter &p, const QRect &dirty, const Frame &f)
{
    const QRect cells = f.geometry.cellArea();
    if (dirty.intersects(cells))
        paintCells(p, dirty & cells, f);
    const QRect top = f.geometry.topHeaderRect();
    if (dirty.intersects(top))
        paintColumnHeader(p, dirty & top, f);
    const QRect left = f.geometry.rowHeaderRect();
    if (dirty.intersects(left))
        paintRowHeader(p, dirty & left, f);
    const QRect corner = f.geometry.cornerRect();
    if (dirty.intersects(corner))
        paintCorner(p, corner, f);
}

QString GridPainter::relativeTime(qint64 utcSeconds, qint64 now)
{
    if (utcSeconds <= 0)
        return {};
    const qint64 ago = qMax<qint64>(0, now - utcSeconds);
    if (ago < 60)
        return tr("now");
    if (ago < 3600)
        return tr("%1m").arg(ago / 60);
    if (ago < 2 * 86400)
        return tr("%1h").arg(ago / 3600);
    return tr("%1d").arg(ago / 86400);
}

const QPixmap &GridPainter::cellPixmap(const QString &letter, const QColor &fill, const QColor &text, qreal dpr)
{
    const CellKey key{letter, fill.rgba(), text.rgba()};
    auto it = m_cellPixmaps.constFind(key);
    if (it != m_cellPixmaps.constEnd())
        return *it;
    // One opaque square per (letter, fill, text colour): painting a cell is then a single blit.
    const int side = m_cell - 1; // 1 px gap shows the background as a grid line
    QPixmap pm(QSize(side, side) * dpr);
    pm.setDevicePixelRatio(dpr);
    pm.fill(fill);
    QPainter p(&pm);
    p.setRenderHint(QPainter::TextAntialiasing);
    p.setFont(m_letterFont);
    p.setPen(text);
    p.drawText(QRect(0, 0, side, side), Qt::AlignCenter, letter);
    p.end();
    return *m_cellPixmaps.insert(key, pm);
}

void GridPainter::paintCells(QPainter &p, const QRect &area, const Frame &f)
{
    const QPalette &pal = f.palette;
    const GridGeometry &g = f.geometry;
    p.fillRect(area, pal.color(QPalette::Base));
    const GridGeometry::Span rows = g.rowsIn(area);
    const GridGeometry::Span cols = g.columnsIn(area);
    if (rows.isEmpty() || cols.isEmpty() || !f.model)
        return;
    const QColor defaultFill = pal.color(QPalette::AlternateBase);
    const QColor defaultText = pal.color(QPalette::Text);

    // Neighbouring cells are mostly identical (runs of O): remember the last look-up.
    QString lastLetter;
    QRgb lastFill = 0;
    QRgb lastText = 0;
    const QPixmap *last = nullptr;
    for (int r = rows.first; r <= rows.last; ++r) {
        const int y = g.headerHeight + r * g.cell - g.scrollY;
        for (int c = cols.first; c <= cols.last; ++c) {
            const QModelIndex idx = f.model->index(r, c);
            const QString letter = idx.data(Qt::DisplayRole).toString();
            const QColor fill = colorOf(idx.data(Qt::BackgroundRole), defaultFill);
            const QColor text = colorOf(idx.data(Qt::ForegroundRole), defaultText);
            if (!last || fill.rgba() != lastFill || text.rgba() != lastText || letter != lastLetter) {
                last = &cellPixmap(letter, fill, text, f.devicePixelRatio);
                lastLetter = letter;
                lastFill = fill.rgba();
                lastText = text.rgba();
            }
            p.drawPixmap(g.rowHeaderWidth + c * g.cell - g.scrollX, y, *last);
        }
    }

    // Muted jobs: still shown, behind a veil of the background.
    if (f.isMuted) {
        QColor dim = pal.color(QPalette::Base);
        dim.setAlpha(170);
        for (int c = cols.first; c <= cols.last; ++c)
            if (f.isMuted(c))
                p.fillRect(g.columnBand(c) & area, dim);
    }

    // Hovered row and column: a light veil, so the eye can follow a line across 3,000 columns.
    QColor veil = pal.color(QPalette::Highlight);
    veil.setAlpha(48);
    if (rows.contains(f.hoverRow))
        p.fillRect(g.rowBand(f.hoverRow) & area, veil);
    if (cols.contains(f.hoverColumn))
        p.fillRect(g.columnBand(f.hoverColumn) & area, veil);

    // The keyboard cursor: dark outer + light inner frame reads on any fill; stays inside the cell.
    if (rows.contains(f.currentRow) && cols.contains(f.currentColumn)) {
        const QRectF r = g.cellRect(f.currentRow, f.currentColumn);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(f.focused ? pal.color(QPalette::Text) : pal.color(QPalette::Mid), 2));
        p.drawRect(r.adjusted(1, 1, -1, -1));
        p.setPen(QPen(pal.color(QPalette::Base), 1));
        p.drawRect(r.adjusted(2.5, 2.5, -2.5, -2.5));
    }
}

void GridPainter::paintColumnHeader(QPainter &p, const QRect &area, const Frame &f)
{
    const QPalette &pal = f.palette;
    const GridGeometry &g = f.geometry;
    p.fillRect(area, pal.color(QPalette::Window));
    p.setPen(pal.color(QPalette::Mid));
    p.drawLine(area.left(), g.headerHeight - 1, area.right(), g.headerHeight - 1);
    const double rad = f.angle * std::numbers::pi / 180.0;
    const double maxLen = (g.headerHeight - 8) / std::sin(rad);
    // Labels lean to the right: columns left of the area can still reach into it.
    const int overhang = int(std::ceil(maxLen * std::cos(rad))) + g.cell;
    const GridGeometry::Span cols = g.columnsIn(area, overhang);
    if (cols.isEmpty())
        return;

    p.save();
    p.setClipRect(area);
    p.setFont(m_headerFont);
    const QFontMetrics fm(m_headerFont);
    const QTransform rotation = QTransform().rotate(-f.angle);
    const QColor textColor = pal.color(QPalette::WindowText);
    const QColor hotColor = pal.color(QPalette::Highlight);
    const QPointF textOrigin(2, -fm.height() / 2.0);
    for (int c = cols.first; c <= cols.last; ++c) {
        const QString name = f.columnLabel(c);
        QStaticText *label = m_columnLabels.object(name);
        if (!label) {
            label = new QStaticText(JobNameCompactor::compact(name, fm, int(maxLen)));
            label->setTextFormat(Qt::PlainText);
            label->setPerformanceHint(QStaticText::AggressiveCaching);
            label->prepare(rotation, m_headerFont);
            m_columnLabels.insert(name, label);
        }
        const double x = g.rowHeaderWidth + c * g.cell - g.scrollX + g.cell / 2.0;
        p.setTransform(rotation * QTransform::fromTranslate(x, g.headerHeight - 4));
        p.setPen(c == f.hoverColumn || c == f.currentColumn ? hotColor
                 : f.isMuted && f.isMuted(c)                ? pal.color(QPalette::PlaceholderText)
                                                            : textColor);
        p.drawStaticText(textOrigin, *label);
    }
    p.restore();
}

void GridPainter::paintRowHeader(QPainter &p, const QRect &area, const Frame &f)
{
    const QPalette &pal = f.palette;
    const GridGeometry &g = f.geometry;
    p.fillRect(area, pal.color(QPalette::Window));
    p.setPen(pal.color(QPalette::Mid));
    p.drawLine(g.rowHeaderWidth - 1, area.top(), g.rowHeaderWidth - 1, area.bottom());
    const GridGeometry::Span rows = g.rowsIn(area);
    if (rows.isEmpty() || !f.model)
        return;

    p.save();
    p.setClipRect(area);
    const QFontMetrics fm(m_headerFont);
    const QFontMetrics shaFm(m_shaFont);
    const int pad = 6;
    const int timeWidth = fm.horizontalAdvance(u"999m"_s) + pad;
    const int shaWidth = shaFm.horizontalAdvance(u"0000000"_s) + pad;
    const int titleWidth = qMax(0, g.rowHeaderWidth - 2 * pad - shaWidth - timeWidth);
    QColor hover = pal.color(QPalette::Highlight);
    hover.setAlpha(48);
    QColor selected = pal.color(QPalette::Highlight);
    selected.setAlpha(110);
    const QColor textColor = pal.color(QPalette::WindowText);
    const QColor dimColor = pal.color(QPalette::PlaceholderText);

    for (int r = rows.first; r <= rows.last; ++r) {
        const int y = g.headerHeight + r * g.cell - g.scrollY;
        const QRect band(0, y, g.rowHeaderWidth - 1, g.cell);
        if (r == f.currentRow)
            p.fillRect(band, selected);
        else if (r == f.hoverRow)
            p.fillRect(band, hover);
        const QString text = f.model->headerData(r, Qt::Vertical, Qt::DisplayRole).toString();
        RowLabel *label = m_rowLabels.object(text);
        if (!label) {
            // "<short sha> <title>": the sha in a fixed font so the column lines up.
            const qsizetype space = text.indexOf(u' ');
            const QString sha = space > 0 ? text.left(qMin<qsizetype>(space, 7)) : QString();
            const QString title = space > 0 ? text.mid(space + 1) : text;
            label = new RowLabel;
            label->sha.setText(sha);
            label->sha.setTextFormat(Qt::PlainText);
            label->sha.prepare(QTransform(), m_shaFont);
            label->title.setText(fm.elidedText(title, Qt::ElideRight, titleWidth));
            label->title.setTextFormat(Qt::PlainText);
            label->title.prepare(QTransform(), m_headerFont);
            m_rowLabels.insert(text, label);
        }
        p.setPen(textColor);
        const double ty = y + (g.cell - fm.height()) / 2.0;
        p.setFont(m_shaFont);
        p.drawStaticText(QPointF(pad, y + (g.cell - shaFm.height()) / 2.0), label->sha);
        p.setFont(m_headerFont);
        p.drawStaticText(QPointF(pad + shaWidth, ty), label->title);
        const QString when
            = relativeTime(f.model->headerData(r, Qt::Vertical, CommitTimeRole).toLongLong(), f.now);
        if (!when.isEmpty()) {
            QStaticText *whenText = m_timeLabels.object(when);
            if (!whenText) {
                whenText = new QStaticText(when);
                whenText->setTextFormat(Qt::PlainText);
                whenText->prepare(QTransform(), m_headerFont);
                m_timeLabels.insert(when, whenText);
            }
            p.setPen(dimColor);
            p.drawStaticText(QPointF(g.rowHeaderWidth - pad - whenText->size().width(), ty), *whenText);
        }
    }
    p.restore();
}

void GridPainter::paintCorner(QPainter &p, const QRect &area, const Frame &f)
{
    const QPalette &pal = f.palette;
    p.fillRect(area, pal.color(QPalette::Window));
    p.setPen(pal.color(QPalette::Mid));
    p.drawLine(area.left(), area.bottom(), area.right(), area.bottom());
    p.drawLine(area.right(), area.top(), area.right(), area.bottom());
    p.setFont(m_headerFont);
    p.setPen(pal.color(QPalette::WindowText));
    const QRect inner = area.adjusted(8, 8, -8, -8);
    p.drawText(inner, Qt::AlignLeft | Qt::AlignTop, f.cornerCounts ? f.cornerCounts() : QString());
    p.setPen(pal.color(QPalette::PlaceholderText));
    p.drawText(inner, Qt::AlignLeft | Qt::AlignBottom | Qt::TextWordWrap,
               tr("j / k  next / previous failure\nEnter  open job   ·   l  its log\n/  filter   ·   Space  pause refresh"));
}

} // namespace hw
