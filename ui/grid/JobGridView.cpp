#include "grid/JobGridView.h"

#include "grid/GridRoles.h"

#include <QAbstractItemModel>
#include <QAction>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QDateTime>
#include <QDesktopServices>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QTimer>
#include <QToolTip>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace hw {

size_t qHash(const JobGridView::CellKey &key, size_t seed) noexcept
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

constexpr double kPi = 3.14159265358979323846;

// Fits "<workflow> / <config> / <job>" into maxWidth by shortening the longest segment first,
// so every level of the name stays recognisable. Middle segments lose their middle; the last
// keeps its head ("test (default, 1, 4…"), where the shard numbers are.
QString compactName(const QString &name, const QFontMetrics &fm, int maxWidth)
{
    if (fm.horizontalAdvance(name) <= maxWidth)
        return name;
    const QStringList parts = name.split(u" / "_s);
    QList<qsizetype> keep;
    for (const QString &part : parts)
        keep << part.size();
    const QChar ellipsis(0x2026);
    auto build = [&] {
        QStringList out;
        for (qsizetype i = 0; i < parts.size(); ++i) {
            const QString &part = parts[i];
            if (keep[i] >= part.size())
                out << part;
            else if (i == parts.size() - 1)
                out << part.left(keep[i]) + ellipsis;
            else
                out << part.left((keep[i] + 1) / 2) + ellipsis + part.right(keep[i] / 2);
        }
        return out.join(u" / "_s);
    };
    const int charWidth = qMax(1, fm.averageCharWidth());
    QString result = name;
    for (int guard = 0; guard < 200; ++guard) {
        const int excess = fm.horizontalAdvance(result) - maxWidth;
        if (excess <= 0)
            return result;
        // Shrink the middle (config) segments first, then the job, the workflow last.
        qsizetype pick = -1;
        for (qsizetype i = 1; i + 1 < keep.size(); ++i) {
            if (keep[i] > 8 && (pick < 0 || keep[i] > keep[pick]))
                pick = i;
        }
        if (pick < 0 && keep.size() > 1 && keep.last() > 12)
            pick = keep.size() - 1;
        if (pick < 0)
            pick = std::max_element(keep.begin(), keep.end()) - keep.begin();
        if (keep[pick] <= 4)
            break;
        keep[pick] -= qBound<qsizetype>(1, qsizetype(excess / charWidth / 2), keep[pick] - 4);
        result = build();
    }
    return fm.elidedText(result, Qt::ElideRight, maxWidth);
}

} // namespace

JobGridView::JobGridView(QWidget *parent)
    : QAbstractScrollArea(parent)
    , m_columnLabels(4000)
    , m_rowLabels(2000)
    , m_timeLabels(500)
{
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Job grid"));
    setFrameShape(QFrame::NoFrame);
    viewport()->setMouseTracking(true);
    // We paint every pixel: skip Qt's background fill of the dirty region.
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    viewport()->setAutoFillBackground(false);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    clearCaches();

    m_clock = new QTimer(this);
    m_clock->setObjectName(QStringLiteral("grid clock"));
    m_clock->setInterval(60 * 1000);
    connect(m_clock, &QTimer::timeout, this, [this] { viewport()->update(rowHeaderRect()); });
    // Started by showEvent, stopped by hideEvent.
    addKeyActions();
}

JobGridView::~JobGridView() = default;

void JobGridView::setModel(QAbstractItemModel *model)
{
    if (m_model == model)
        return;
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    m_current = QPersistentModelIndex();
    m_currentSha.clear();
    m_currentColumn.clear();
    m_lastRow = m_lastColumn = -1;
    m_hoverRow = m_hoverColumn = -1;
    if (m_model) {
        auto *m = m_model.data();
        connect(m, &QAbstractItemModel::dataChanged, this, &JobGridView::onDataChanged);
        connect(m, &QAbstractItemModel::headerDataChanged, this, &JobGridView::onHeaderDataChanged);
        connect(m, &QAbstractItemModel::rowsInserted, this, &JobGridView::onRowsInserted);
        connect(m, &QAbstractItemModel::rowsRemoved, this, &JobGridView::onRowsRemoved);
        connect(m, &QAbstractItemModel::columnsInserted, this, &JobGridView::onColumnsInserted);
        connect(m, &QAbstractItemModel::columnsRemoved, this, &JobGridView::onColumnsRemoved);
        connect(m, &QAbstractItemModel::rowsAboutToBeRemoved, this, &JobGridView::onStructureAboutToChange);
        connect(m, &QAbstractItemModel::columnsAboutToBeRemoved, this, &JobGridView::onStructureAboutToChange);
        connect(m, &QAbstractItemModel::modelAboutToBeReset, this, &JobGridView::onStructureAboutToChange);
        connect(m, &QAbstractItemModel::layoutAboutToBeChanged, this, &JobGridView::onStructureAboutToChange);
        connect(m, &QAbstractItemModel::modelReset, this, &JobGridView::onStructureChanged);
        connect(m, &QAbstractItemModel::layoutChanged, this, &JobGridView::onStructureChanged);
        connect(m, &QAbstractItemModel::rowsMoved, this, &JobGridView::onStructureChanged);
        connect(m, &QAbstractItemModel::columnsMoved, this, &JobGridView::onStructureChanged);
    }
    horizontalScrollBar()->setValue(0);
    verticalScrollBar()->setValue(0);
    updateScrollBars();
    viewport()->update();
}

QAbstractItemModel *JobGridView::model() const
{
    return m_model;
}

QModelIndex JobGridView::currentIndex() const
{
    return m_current;
}

void JobGridView::setCurrentIndex(const QModelIndex &index)
{
    if (index.isValid() && index.model() != m_model)
        return;
    if (QModelIndex(m_current) == index)
        return;
    const QModelIndex old = m_current;
    if (old.isValid()) {
        viewport()->update(visualRect(old));
        viewport()->update(QRect(0, rowBand(old.row()).y(), m_rowHeaderWidth, m_cell));
    }
    m_current = index;
    rememberCurrentKey();
    if (index.isValid()) {
        viewport()->update(visualRect(index));
        viewport()->update(QRect(0, rowBand(index.row()).y(), m_rowHeaderWidth, m_cell));
        viewport()->update(topHeaderRect());
        scrollTo(index);
    }
    emit currentChanged(index);
}

void JobGridView::setCellSize(int px)
{
    m_cell = qBound(10, px, 64);
    clearCaches();
    updateScrollBars();
    viewport()->update();
}

void JobGridView::setHeaderHeight(int px)
{
    m_headerHeight = qBound(m_cell, px, 600);
    m_columnLabels.clear();
    updateScrollBars();
    viewport()->update();
}

void JobGridView::setRowHeaderWidth(int px)
{
    m_rowHeaderWidth = qBound(60, px, 2000);
    m_rowLabels.clear();
    updateScrollBars();
    viewport()->update();
}

void JobGridView::setHeaderAngle(int degrees)
{
    m_angle = qBound(45, degrees, 90);
    m_columnLabels.clear();
    viewport()->update();
}

void JobGridView::setReferenceTime(qint64 utcSeconds)
{
    m_referenceTime = utcSeconds;
    viewport()->update(rowHeaderRect());
}

int JobGridView::rowCount() const
{
    return m_model ? m_model->rowCount() : 0;
}

int JobGridView::columnCount() const
{
    return m_model ? m_model->columnCount() : 0;
}

QRect JobGridView::cellArea() const
{
    const QRect vp = viewport()->rect();
    return QRect(m_rowHeaderWidth, m_headerHeight, qMax(0, vp.width() - m_rowHeaderWidth),
                 qMax(0, vp.height() - m_headerHeight));
}

QRect JobGridView::topHeaderRect() const
{
    return QRect(m_rowHeaderWidth, 0, qMax(0, viewport()->width() - m_rowHeaderWidth), m_headerHeight);
}

QRect JobGridView::rowHeaderRect() const
{
    return QRect(0, m_headerHeight, m_rowHeaderWidth, qMax(0, viewport()->height() - m_headerHeight));
}

int JobGridView::visibleRowCount() const
{
    return qMax(1, cellArea().height() / m_cell);
}

int JobGridView::visibleColumnCount() const
{
    return qMax(1, cellArea().width() / m_cell);
}

QRect JobGridView::rowBand(int row) const
{
    const int y = m_headerHeight + row * m_cell - verticalScrollBar()->value();
    return QRect(0, y, viewport()->width(), m_cell);
}

QRect JobGridView::columnBand(int column) const
{
    const int x = m_rowHeaderWidth + column * m_cell - horizontalScrollBar()->value();
    return QRect(x, 0, m_cell, viewport()->height());
}

QRect JobGridView::visualRect(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != m_model)
        return {};
    return QRect(m_rowHeaderWidth + index.column() * m_cell - horizontalScrollBar()->value(),
                 m_headerHeight + index.row() * m_cell - verticalScrollBar()->value(), m_cell, m_cell);
}

int JobGridView::rowAt(int y) const
{
    if (y < m_headerHeight)
        return -1;
    const int row = (y - m_headerHeight + verticalScrollBar()->value()) / m_cell;
    return row < rowCount() ? row : -1;
}

int JobGridView::columnAt(int x) const
{
    if (x < m_rowHeaderWidth)
        return -1;
    const int column = (x - m_rowHeaderWidth + horizontalScrollBar()->value()) / m_cell;
    return column < columnCount() ? column : -1;
}

QModelIndex JobGridView::indexAt(const QPoint &pos) const
{
    if (!m_model || !cellArea().contains(pos))
        return {};
    const int row = rowAt(pos.y());
    const int column = columnAt(pos.x());
    if (row < 0 || column < 0)
        return {};
    return m_model->index(row, column);
}

void JobGridView::scrollTo(const QModelIndex &index)
{
    if (!index.isValid() || index.model() != m_model)
        return;
    const QRect area = cellArea();
    const QRect r = visualRect(index);
    QScrollBar *h = horizontalScrollBar();
    QScrollBar *v = verticalScrollBar();
    if (r.left() < area.left())
        h->setValue(h->value() - (area.left() - r.left()));
    else if (r.right() > area.right())
        h->setValue(h->value() + qMin(r.right() - area.right(), r.left() - area.left()));
    if (r.top() < area.top())
        v->setValue(v->value() - (area.top() - r.top()));
    else if (r.bottom() > area.bottom())
        v->setValue(v->value() + qMin(r.bottom() - area.bottom(), r.top() - area.top()));
}

void JobGridView::updateScrollBars()
{
    const QRect area = cellArea();
    QScrollBar *h = horizontalScrollBar();
    QScrollBar *v = verticalScrollBar();
    h->setRange(0, qMax(0, columnCount() * m_cell - area.width()));
    h->setPageStep(qMax(m_cell, area.width()));
    h->setSingleStep(m_cell);
    v->setRange(0, qMax(0, rowCount() * m_cell - area.height()));
    v->setPageStep(qMax(m_cell, area.height()));
    v->setSingleStep(m_cell);
}

void JobGridView::clearCaches()
{
    m_cellPixmaps.clear();
    m_columnLabels.clear();
    m_rowLabels.clear();
    m_timeLabels.clear();
    m_letterFont = font();
    m_letterFont.setBold(true);
    m_letterFont.setPixelSize(qMax(8, qRound(m_cell * 0.62)));
    m_headerFont = font();
    m_headerFont.setPixelSize(qMax(9, qRound(m_cell * 0.58)));
    m_shaFont = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    m_shaFont.setPixelSize(m_headerFont.pixelSize());
}

QSize JobGridView::sizeHint() const
{
    return QSize(1000, 640);
}

const QPixmap &JobGridView::cellPixmap(const QString &letter, const QColor &fill, const QColor &text)
{
    const CellKey key{letter, fill.rgba(), text.rgba()};
    auto it = m_cellPixmaps.constFind(key);
    if (it != m_cellPixmaps.constEnd())
        return *it;
    // One opaque square per (letter, fill, text colour): painting a cell is then a single blit.
    const qreal dpr = viewport()->devicePixelRatioF();
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

QString JobGridView::relativeTime(qint64 utcSeconds) const
{
    if (utcSeconds <= 0)
        return {};
    const qint64 now = m_referenceTime > 0 ? m_referenceTime : QDateTime::currentSecsSinceEpoch();
    const qint64 ago = qMax<qint64>(0, now - utcSeconds);
    if (ago < 60)
        return tr("now");
    if (ago < 3600)
        return tr("%1m").arg(ago / 60);
    if (ago < 2 * 86400)
        return tr("%1h").arg(ago / 3600);
    return tr("%1d").arg(ago / 86400);
}

void JobGridView::paintEvent(QPaintEvent *event)
{
    QPainter p(viewport());
    const QRect dirty = event->rect();
    const QRect cells = cellArea();
    if (dirty.intersects(cells))
        paintCells(p, dirty & cells);
    const QRect top = topHeaderRect();
    if (dirty.intersects(top))
        paintColumnHeader(p, dirty & top);
    const QRect left = rowHeaderRect();
    if (dirty.intersects(left))
        paintRowHeader(p, dirty & left);
    const QRect corner(0, 0, m_rowHeaderWidth, m_headerHeight);
    if (dirty.intersects(corner))
        paintCorner(p, corner);
}

void JobGridView::paintCells(QPainter &p, const QRect &area)
{
    const QPalette &pal = palette();
    p.fillRect(area, pal.color(QPalette::Base));
    const int rows = rowCount();
    const int cols = columnCount();
    if (rows == 0 || cols == 0)
        return;
    const int hs = horizontalScrollBar()->value();
    const int vs = verticalScrollBar()->value();
    const int r0 = qMax(0, (area.top() - m_headerHeight + vs) / m_cell);
    const int r1 = qMin(rows - 1, (area.bottom() - m_headerHeight + vs) / m_cell);
    const int c0 = qMax(0, (area.left() - m_rowHeaderWidth + hs) / m_cell);
    const int c1 = qMin(cols - 1, (area.right() - m_rowHeaderWidth + hs) / m_cell);
    const QColor defaultFill = pal.color(QPalette::AlternateBase);
    const QColor defaultText = pal.color(QPalette::Text);

    // Neighbouring cells are mostly identical (runs of O): remember the last look-up.
    QString lastLetter;
    QRgb lastFill = 0;
    QRgb lastText = 0;
    const QPixmap *last = nullptr;
    for (int r = r0; r <= r1; ++r) {
        const int y = m_headerHeight + r * m_cell - vs;
        for (int c = c0; c <= c1; ++c) {
            const QModelIndex idx = m_model->index(r, c);
            const QString letter = idx.data(Qt::DisplayRole).toString();
            const QColor fill = colorOf(idx.data(Qt::BackgroundRole), defaultFill);
            const QColor text = colorOf(idx.data(Qt::ForegroundRole), defaultText);
            if (!last || fill.rgba() != lastFill || text.rgba() != lastText || letter != lastLetter) {
                last = &cellPixmap(letter, fill, text);
                lastLetter = letter;
                lastFill = fill.rgba();
                lastText = text.rgba();
            }
            p.drawPixmap(m_rowHeaderWidth + c * m_cell - hs, y, *last);
        }
    }

    // Muted jobs: still shown, behind a veil of the background.
    if (!m_mutedColumns.isEmpty()) {
        QColor dim = pal.color(QPalette::Base);
        dim.setAlpha(170);
        for (int c = c0; c <= c1; ++c)
            if (columnMark(c) == ColumnMark::Muted)
                p.fillRect(columnBand(c) & area, dim);
    }

    // Hovered row and column: a light veil, so the eye can follow a line across 3,000 columns.
    QColor veil = pal.color(QPalette::Highlight);
    veil.setAlpha(48);
    if (m_hoverRow >= r0 && m_hoverRow <= r1)
        p.fillRect(rowBand(m_hoverRow) & area, veil);
    if (m_hoverColumn >= c0 && m_hoverColumn <= c1)
        p.fillRect(columnBand(m_hoverColumn) & area, veil);

    // The keyboard cursor: dark outer + light inner frame reads on any fill; stays inside the cell.
    if (m_current.isValid() && m_current.row() >= r0 && m_current.row() <= r1 && m_current.column() >= c0
        && m_current.column() <= c1) {
        const QRectF r = visualRect(m_current);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(hasFocus() ? pal.color(QPalette::Text) : pal.color(QPalette::Mid), 2));
        p.drawRect(r.adjusted(1, 1, -1, -1));
        p.setPen(QPen(pal.color(QPalette::Base), 1));
        p.drawRect(r.adjusted(2.5, 2.5, -2.5, -2.5));
    }
}

void JobGridView::paintColumnHeader(QPainter &p, const QRect &area)
{
    const QPalette &pal = palette();
    p.fillRect(area, pal.color(QPalette::Window));
    p.setPen(pal.color(QPalette::Mid));
    p.drawLine(area.left(), m_headerHeight - 1, area.right(), m_headerHeight - 1);
    const int cols = columnCount();
    if (cols == 0)
        return;
    const double rad = m_angle * kPi / 180.0;
    const double maxLen = (m_headerHeight - 8) / std::sin(rad);
    // Labels lean to the right: columns left of the area can still reach into it.
    const int overhang = int(std::ceil(maxLen * std::cos(rad))) + m_cell;
    const int hs = horizontalScrollBar()->value();
    const int c0 = qMax(0, (area.left() - overhang - m_rowHeaderWidth + hs) / m_cell);
    const int c1 = qMin(cols - 1, (area.right() - m_rowHeaderWidth + hs) / m_cell);
    if (c1 < c0)
        return;

    p.save();
    p.setClipRect(area);
    p.setFont(m_headerFont);
    const QFontMetrics fm(m_headerFont);
    const QTransform rotation = QTransform().rotate(-m_angle);
    const int currentColumn = m_current.isValid() ? m_current.column() : -1;
    const QColor textColor = pal.color(QPalette::WindowText);
    const QColor hotColor = pal.color(QPalette::Highlight);
    const QPointF textOrigin(2, -fm.height() / 2.0);
    for (int c = c0; c <= c1; ++c) {
        const QString name = columnLabel(c);
        QStaticText *label = m_columnLabels.object(name);
        if (!label) {
            label = new QStaticText(compactName(name, fm, int(maxLen)));
            label->setTextFormat(Qt::PlainText);
            label->setPerformanceHint(QStaticText::AggressiveCaching);
            label->prepare(rotation, m_headerFont);
            m_columnLabels.insert(name, label);
        }
        const double x = m_rowHeaderWidth + c * m_cell - hs + m_cell / 2.0;
        p.setTransform(rotation * QTransform::fromTranslate(x, m_headerHeight - 4));
        p.setPen(c == m_hoverColumn || c == currentColumn ? hotColor
                 : columnMark(c) == ColumnMark::Muted    ? pal.color(QPalette::PlaceholderText)
                                                         : textColor);
        p.drawStaticText(textOrigin, *label);
    }
    p.restore();
}

void JobGridView::paintRowHeader(QPainter &p, const QRect &area)
{
    const QPalette &pal = palette();
    p.fillRect(area, pal.color(QPalette::Window));
    p.setPen(pal.color(QPalette::Mid));
    p.drawLine(m_rowHeaderWidth - 1, area.top(), m_rowHeaderWidth - 1, area.bottom());
    const int rows = rowCount();
    if (rows == 0)
        return;
    const int vs = verticalScrollBar()->value();
    const int r0 = qMax(0, (area.top() - m_headerHeight + vs) / m_cell);
    const int r1 = qMin(rows - 1, (area.bottom() - m_headerHeight + vs) / m_cell);

    p.save();
    p.setClipRect(area);
    const QFontMetrics fm(m_headerFont);
    const QFontMetrics shaFm(m_shaFont);
    const int pad = 6;
    const int timeWidth = fm.horizontalAdvance(u"999m"_s) + pad;
    const int shaWidth = shaFm.horizontalAdvance(u"0000000"_s) + pad;
    const int titleWidth = qMax(0, m_rowHeaderWidth - 2 * pad - shaWidth - timeWidth);
    const int currentRow = m_current.isValid() ? m_current.row() : -1;
    QColor hover = pal.color(QPalette::Highlight);
    hover.setAlpha(48);
    QColor selected = pal.color(QPalette::Highlight);
    selected.setAlpha(110);
    const QColor textColor = pal.color(QPalette::WindowText);
    const QColor dimColor = pal.color(QPalette::PlaceholderText);

    for (int r = r0; r <= r1; ++r) {
        const int y = m_headerHeight + r * m_cell - vs;
        const QRect band(0, y, m_rowHeaderWidth - 1, m_cell);
        if (r == currentRow)
            p.fillRect(band, selected);
        else if (r == m_hoverRow)
            p.fillRect(band, hover);
        const QString text = m_model->headerData(r, Qt::Vertical, Qt::DisplayRole).toString();
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
        const double ty = y + (m_cell - fm.height()) / 2.0;
        p.setFont(m_shaFont);
        p.drawStaticText(QPointF(pad, y + (m_cell - shaFm.height()) / 2.0), label->sha);
        p.setFont(m_headerFont);
        p.drawStaticText(QPointF(pad + shaWidth, ty), label->title);
        const QString when = relativeTime(m_model->headerData(r, Qt::Vertical, CommitTimeRole).toLongLong());
        if (!when.isEmpty()) {
            QStaticText *whenText = m_timeLabels.object(when);
            if (!whenText) {
                whenText = new QStaticText(when);
                whenText->setTextFormat(Qt::PlainText);
                whenText->prepare(QTransform(), m_headerFont);
                m_timeLabels.insert(when, whenText);
            }
            p.setPen(dimColor);
            p.drawStaticText(QPointF(m_rowHeaderWidth - pad - whenText->size().width(), ty), *whenText);
        }
    }
    p.restore();
}

void JobGridView::paintCorner(QPainter &p, const QRect &area)
{
    const QPalette &pal = palette();
    p.fillRect(area, pal.color(QPalette::Window));
    p.setPen(pal.color(QPalette::Mid));
    p.drawLine(area.left(), area.bottom(), area.right(), area.bottom());
    p.drawLine(area.right(), area.top(), area.right(), area.bottom());
    QFont f = m_headerFont;
    p.setFont(f);
    p.setPen(pal.color(QPalette::WindowText));
    const QRect inner = area.adjusted(8, 8, -8, -8);
    p.drawText(inner, Qt::AlignLeft | Qt::AlignTop, cornerCounts());
    p.setPen(pal.color(QPalette::PlaceholderText));
    p.drawText(inner, Qt::AlignLeft | Qt::AlignBottom | Qt::TextWordWrap,
               tr("j / k  next / previous failure\nEnter  open job   ·   l  its log\n/  filter   ·   Space  pause refresh"));
}

QString JobGridView::cornerCounts() const
{
    const int rows = rowCount();
    const int cols = columnCount();
    int muted = 0;
    for (int c = 0; c < cols && !m_mutedColumns.isEmpty(); ++c)
        muted += columnMark(c) == ColumnMark::Muted ? 1 : 0;
    const int counted = cols - muted;
    QString columns = m_columnsAreGroups ? (counted == 1 ? tr("1 group") : tr("%1 groups").arg(counted))
                                         : (counted == 1 ? tr("1 job") : tr("%1 jobs").arg(counted));
    if (muted > 0)
        columns += u' ' + tr("(+%1 muted)").arg(muted);
    return (rows == 1 ? tr("1 commit") : tr("%1 commits").arg(rows)) + u" × "_s + columns;
}

void JobGridView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateScrollBars();
}

void JobGridView::scrollContentsBy(int, int)
{
    viewport()->update();
}

void JobGridView::updateCell(const QModelIndex &index)
{
    const QRect r = visualRect(index) & cellArea();
    if (!r.isEmpty())
        viewport()->update(r);
}

void JobGridView::setHover(int row, int column)
{
    if (row == m_hoverRow && column == m_hoverColumn)
        return;
    if (row != m_hoverRow) {
        if (m_hoverRow >= 0)
            viewport()->update(rowBand(m_hoverRow));
        if (row >= 0)
            viewport()->update(rowBand(row));
    }
    if (column != m_hoverColumn) {
        if (m_hoverColumn >= 0)
            viewport()->update(columnBand(m_hoverColumn));
        if (column >= 0)
            viewport()->update(columnBand(column));
        viewport()->update(topHeaderRect()); // labels lean over neighbouring columns
    }
    m_hoverRow = row;
    m_hoverColumn = column;
}

bool JobGridView::viewportEvent(QEvent *event)
{
    switch (event->type()) {
    case QEvent::ToolTip: {
        auto *he = static_cast<QHelpEvent *>(event);
        const QPoint pos = he->pos();
        QString text;
        QRect region;
        if (!m_model) {
        } else if (const QModelIndex idx = indexAt(pos); idx.isValid()) {
            const QString runs = idx.data(Qt::ToolTipRole).toString();
            text = columnKey(idx.column()) + u'\n'
                   + m_model->headerData(idx.row(), Qt::Vertical, Qt::DisplayRole).toString();
            if (!runs.isEmpty())
                text += u"\n\n"_s + runs;
            region = visualRect(idx);
        } else if (pos.x() < m_rowHeaderWidth && rowAt(pos.y()) >= 0) {
            const int row = rowAt(pos.y());
            text = m_model->headerData(row, Qt::Vertical, Qt::ToolTipRole).toString();
            if (text.isEmpty())
                text = m_model->headerData(row, Qt::Vertical, Qt::DisplayRole).toString();
            region = QRect(0, rowBand(row).y(), m_rowHeaderWidth, m_cell);
        } else if (pos.y() < m_headerHeight && pos.x() >= m_rowHeaderWidth) {
            // Undo the lean of the rotated label to find whose name is under the mouse.
            const double shift = (m_headerHeight - 4 - pos.y()) / std::tan(m_angle * kPi / 180.0);
            const int column = columnAt(pos.x() - int(shift));
            if (column >= 0)
                text = columnKey(column);
        }
        if (text.isEmpty()) {
            QToolTip::hideText();
            event->ignore();
        } else {
            QToolTip::showText(he->globalPos(), text, viewport(), region);
        }
        return true;
    }
    case QEvent::Leave:
        setHover(-1, -1);
        break;
    default:
        break;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

void JobGridView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    const int row = rowAt(pos.y());
    const int column = pos.y() >= m_headerHeight ? columnAt(pos.x()) : -1;
    setHover(row, column);
    QAbstractScrollArea::mouseMoveEvent(event);
}

void JobGridView::mousePressEvent(QMouseEvent *event)
{
    setFocus(Qt::MouseFocusReason);
    const QPoint pos = event->position().toPoint();
    if (event->button() == Qt::LeftButton || event->button() == Qt::RightButton) {
        if (const QModelIndex idx = indexAt(pos); idx.isValid()) {
            setCurrentIndex(idx);
        } else if (pos.x() < m_rowHeaderWidth && rowAt(pos.y()) >= 0 && columnCount() > 0) {
            moveCursor(rowAt(pos.y()), m_current.isValid() ? m_current.column() : 0);
        }
    }
    QAbstractScrollArea::mousePressEvent(event);
}

void JobGridView::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton) {
        if (const QModelIndex idx = indexAt(event->position().toPoint()); idx.isValid()) {
            setCurrentIndex(idx);
            activate(idx);
            return;
        }
    }
    QAbstractScrollArea::mouseDoubleClickEvent(event);
}

void JobGridView::contextMenuEvent(QContextMenuEvent *event)
{
    const QModelIndex idx = indexAt(event->pos());
    if (!idx.isValid())
        return;
    setCurrentIndex(idx);
    QMenu *menu = createContextMenu(idx, this);
    menu->exec(event->globalPos());
    delete menu;
}

QMenu *JobGridView::createContextMenu(const QModelIndex &index, QWidget *parent)
{
    auto *menu = new QMenu(parent);
    const QPersistentModelIndex cell(index);
    const QUrl url = index.data(JobUrlRole).toUrl();
    const QString sha = rowSha(index.row());
    QAction *open = menu->addAction(tr("Open job page"), this, [this, cell] { activate(cell); });
    open->setEnabled(url.isValid() && !url.isEmpty());
    QAction *copyUrl = menu->addAction(tr("Copy job URL"), this,
                                       [url] { QGuiApplication::clipboard()->setText(url.toString()); });
    copyUrl->setEnabled(url.isValid() && !url.isEmpty());
    QAction *copySha = menu->addAction(tr("Copy commit SHA"), this,
                                       [sha] { QGuiApplication::clipboard()->setText(sha); });
    copySha->setEnabled(!sha.isEmpty());
    menu->addSeparator();
    const qint64 jobId = index.data(JobIdRole).toLongLong();
    QAction *log = menu->addAction(tr("&Log of this job, at the failure\tL"), this, [this, cell] { emit logRequested(cell); });
    log->setEnabled(jobId > 0);
    QAction *gpus = menu->addAction(tr("GPU &utilization of this job\tU"), this, [this, jobId] { emit utilizationRequested(jobId); });
    gpus->setEnabled(jobId > 0);
    menu->addSeparator();
    const QString column = m_model->headerData(index.column(), Qt::Horizontal, ColumnNameRole).toString();
    QAction *ack = menu->addAction(tr("&Acknowledge: investigating (on / off)"), this,
        [this, column] { emit acknowledgeAlertRequested(column); });
    QAction *mute = menu->addAction(tr("&Mute alerts for this job (on / off)"), this,
        [this, column] { emit muteAlertsRequested(column); });
    // A group column is no job: its jobs are marked one by one in the flat grid.
    ack->setEnabled(!column.isEmpty() && !m_columnsAreGroups);
    mute->setEnabled(!column.isEmpty() && !m_columnsAreGroups);
    return menu;
}

void JobGridView::activate(const QModelIndex &index)
{
    if (!index.isValid())
        return;
    const QUrl url = index.data(JobUrlRole).toUrl();
    if (!url.isValid() || url.isEmpty()) {
        emit statusMessage(tr("No job page for this cell"));
        return;
    }
    emit jobActivated(url);
    if (m_openExternally)
        QDesktopServices::openUrl(url);
}

void JobGridView::moveCursor(int row, int column)
{
    const int rows = rowCount();
    const int cols = columnCount();
    if (rows == 0 || cols == 0)
        return;
    setCurrentIndex(m_model->index(qBound(0, row, rows - 1), qBound(0, column, cols - 1)));
}

bool JobGridView::handleKey(int key, Qt::KeyboardModifiers modifiers)
{
    const Qt::KeyboardModifiers mods = modifiers & ~Qt::KeypadModifier;
    const bool plain = (mods & ~Qt::ShiftModifier) == Qt::NoModifier;
    const bool ctrl = mods & Qt::ControlModifier;
    const int row = m_current.isValid() ? m_current.row() : -1;
    const int col = m_current.isValid() ? m_current.column() : -1;
    const bool none = !m_current.isValid();
    switch (key) {
    case Qt::Key_Left:
        moveCursor(none ? 0 : row, col - 1);
        break;
    case Qt::Key_Right:
        moveCursor(none ? 0 : row, col + 1);
        break;
    case Qt::Key_Up:
        moveCursor(row - 1, none ? 0 : col);
        break;
    case Qt::Key_Down:
        moveCursor(row + 1, none ? 0 : col);
        break;
    case Qt::Key_PageUp:
        moveCursor(row - qMax(1, visibleRowCount() - 1), qMax(0, col));
        break;
    case Qt::Key_PageDown:
        moveCursor(qMax(0, row) + qMax(1, visibleRowCount() - 1), qMax(0, col));
        break;
    case Qt::Key_Home:
        moveCursor(ctrl || none ? 0 : row, 0);
        break;
    case Qt::Key_End:
        moveCursor(ctrl ? rowCount() - 1 : qMax(0, row), columnCount() - 1);
        break;
    case Qt::Key_J:
        if (!plain)
            return false;
        gotoNextFailure();
        break;
    case Qt::Key_K:
        if (!plain)
            return false;
        gotoPreviousFailure();
        break;
    case Qt::Key_L:
        if (!plain)
            return false;
        if (m_current.isValid())
            emit logRequested(m_current);
        break;
    case Qt::Key_U:
        if (!plain)
            return false;
        if (const qint64 jobId = m_current.data(JobIdRole).toLongLong(); jobId > 0)
            emit utilizationRequested(jobId);
        else
            emit statusMessage(tr("No job in this cell"));
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        activate(m_current);
        break;
    case Qt::Key_Space:
        emit pauseToggleRequested();
        break;
    case Qt::Key_Slash:
        emit filterFocusRequested();
        break;
    case Qt::Key_F:
        if (!ctrl)
            return false;
        emit filterFocusRequested();
        break;
    default:
        return false;
    }
    return true;
}

void JobGridView::keyPressEvent(QKeyEvent *event)
{
    // The keys' actions (addKeyActions) take the exact keys first; this also takes their
    // variants (Shift+J, keypad Enter) to the same code.
    if (handleKey(event->key(), event->modifiers()))
        event->accept();
    else
        QAbstractScrollArea::keyPressEvent(event);
}

void JobGridView::addKeyActions()
{
    // One action per key the grid handles, on the grid only (WidgetShortcut: the filter and the
    // charts keep their own meaning of the same keys), so "?" lists them from what really runs.
    const auto add = [this](const QString &text, const QList<QKeySequence> &keys) {
        auto *a = new QAction(text, this);
        a->setShortcuts(keys);
        a->setShortcutContext(Qt::WidgetShortcut);
        a->setProperty("keyGroup", tr("Grid")); // its group in the keyboard sheet (KeyboardSheet)
        const QKeyCombination key = keys.first()[0];
        connect(a, &QAction::triggered, this, [this, key] { handleKey(key.key(), key.keyboardModifiers()); });
        addAction(a);
    };
    add(tr("Next failure"), { QKeySequence(Qt::Key_J) });
    add(tr("Previous failure"), { QKeySequence(Qt::Key_K) });
    add(tr("Move left"), { QKeySequence(Qt::Key_Left) });
    add(tr("Move right"), { QKeySequence(Qt::Key_Right) });
    add(tr("Move up"), { QKeySequence(Qt::Key_Up) });
    add(tr("Move down"), { QKeySequence(Qt::Key_Down) });
    add(tr("A page up"), { QKeySequence(Qt::Key_PageUp) });
    add(tr("A page down"), { QKeySequence(Qt::Key_PageDown) });
    add(tr("First column"), { QKeySequence(Qt::Key_Home) });
    add(tr("Last column"), { QKeySequence(Qt::Key_End) });
    add(tr("Newest commit, first column"), { QKeySequence(Qt::CTRL | Qt::Key_Home) });
    add(tr("Oldest commit, last column"), { QKeySequence(Qt::CTRL | Qt::Key_End) });
    add(tr("Open the job page"), { QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter) });
    add(tr("The cell's job log, at its failing line"), { QKeySequence(Qt::Key_L) });
    add(tr("GPU utilization of the cell's job"), { QKeySequence(Qt::Key_U) });
    add(tr("Focus the job filter"), { QKeySequence(Qt::Key_Slash), QKeySequence(Qt::CTRL | Qt::Key_F) });
    // The File menu names Space ("Pause / resume refresh\tSpace"): the sheet lists it there.
    add(tr("Pause / resume refresh"), { QKeySequence(Qt::Key_Space) });
}

bool JobGridView::selectCell(const QString &commitSha, const QString &columnName)
{
    int row = -1;
    for (int r = 0, n = rowCount(); r < n && row < 0; ++r) {
        if (rowSha(r) == commitSha)
            row = r;
    }
    int column = -1;
    for (int c = 0, n = columnCount(); c < n && column < 0 && row >= 0; ++c) {
        if (columnKey(c) == columnName)
            column = c;
    }
    if (row < 0 || column < 0)
        return false;
    setCurrentIndex(m_model->index(row, column));
    return true;
}

bool JobGridView::gotoNextFailure()
{
    return gotoFailure(true);
}

bool JobGridView::gotoPreviousFailure()
{
    return gotoFailure(false);
}

bool JobGridView::gotoFailure(bool forward)
{
    const qint64 rows = rowCount();
    const qint64 cols = columnCount();
    const qint64 total = rows * cols;
    if (total > 0) {
        // Reading order: row by row (newest commit first), left to right.
        const qint64 start = m_current.isValid() ? m_current.row() * cols + m_current.column() : (forward ? -1 : total);
        for (qint64 step = 1; step <= total; ++step) {
            qint64 pos = forward ? start + step : start - step;
            const bool wrapped = pos >= total || pos < 0;
            pos = ((pos % total) + total) % total;
            const QModelIndex idx = m_model->index(int(pos / cols), int(pos % cols));
            if (!idx.data(IsFailureRole).toBool())
                continue;
            setCurrentIndex(idx);
            if (wrapped)
                emit statusMessage(forward ? tr("Wrapped around to the first failure (newest commit)")
                                           : tr("Wrapped around to the last failure (oldest commit)"));
            return true;
        }
    }
    emit statusMessage(tr("No failures in the grid"));
    return false;
}

void JobGridView::changeEvent(QEvent *event)
{
    switch (event->type()) {
    case QEvent::PaletteChange:
    case QEvent::FontChange:
    case QEvent::StyleChange:
        clearCaches();
        viewport()->update();
        break;
    default:
        break;
    }
    QAbstractScrollArea::changeEvent(event);
}

void JobGridView::focusInEvent(QFocusEvent *event)
{
    QAbstractScrollArea::focusInEvent(event);
    if (m_current.isValid())
        updateCell(m_current);
}

void JobGridView::focusOutEvent(QFocusEvent *event)
{
    QAbstractScrollArea::focusOutEvent(event);
    if (m_current.isValid())
        updateCell(m_current);
}

QString JobGridView::rowSha(int row) const
{
    if (!m_model || row < 0)
        return {};
    QString sha = m_model->headerData(row, Qt::Vertical, CommitShaRole).toString();
    if (sha.isEmpty())
        sha = m_model->headerData(row, Qt::Vertical, Qt::DisplayRole).toString().section(u' ', 0, 0);
    return sha;
}

void JobGridView::setAlertMarks(const QSet<QString> &mutedColumns, const QSet<QString> &acknowledgedColumns)
{
    if (m_mutedColumns == mutedColumns && m_acknowledgedColumns == acknowledgedColumns)
        return;
    m_mutedColumns = mutedColumns;
    m_acknowledgedColumns = acknowledgedColumns;
    viewport()->update();
}

JobGridView::ColumnMarkCounts JobGridView::columnMarkCounts(int column) const
{
    ColumnMarkCounts k;
    if (m_mutedColumns.isEmpty() && m_acknowledgedColumns.isEmpty())
        return k;
    const QStringList jobs = m_columnsAreGroups && m_model
        ? m_model->headerData(column, Qt::Horizontal, ColumnMembersRole).toStringList()
        : QStringList {columnKey(column)};
    k.jobs = int(jobs.size());
    for (const QString &job : jobs) {
        if (m_mutedColumns.contains(job))
            ++k.muted;
        else if (m_acknowledgedColumns.contains(job))
            ++k.acknowledged;
    }
    return k;
}

JobGridView::ColumnMark JobGridView::columnMark(int column) const
{
    const ColumnMarkCounts k = columnMarkCounts(column);
    if (k.jobs > 0 && k.muted == k.jobs)
        return ColumnMark::Muted;
    const bool allAcknowledged = k.acknowledged > 0 && k.acknowledged + k.muted == k.jobs;
    return allAcknowledged ? ColumnMark::Acknowledged : ColumnMark::None;
}

QString JobGridView::columnLabel(int column) const
{
    const ColumnMarkCounts k = columnMarkCounts(column);
    QStringList marks;
    if (k.jobs > 0 && k.muted == k.jobs) {
        marks << tr("MUTED");
    } else {
        if (k.acknowledged > 0)
            marks << (k.acknowledged + k.muted == k.jobs ? tr("ACK") : tr("%1 ack").arg(k.acknowledged));
        if (k.muted > 0)
            marks << tr("%1 muted").arg(k.muted);
    }
    if (marks.isEmpty())
        return columnKey(column);
    return marks.join(QStringLiteral(", ")) + QStringLiteral(" · ") + columnKey(column);
}

void JobGridView::showEvent(QShowEvent *event)
{
    // The relative times tick only while someone can see them (idle cost).
    if (!window()->isMinimized()) // started minimised: shown, yet nobody sees it
        m_clock->start();
    viewport()->update(rowHeaderRect());
    QAbstractScrollArea::showEvent(event);
}

void JobGridView::hideEvent(QHideEvent *event)
{
    m_clock->stop();
    QAbstractScrollArea::hideEvent(event);
}

QString JobGridView::columnKey(int column) const
{
    if (!m_model || column < 0)
        return {};
    QString name = m_model->headerData(column, Qt::Horizontal, ColumnNameRole).toString();
    if (name.isEmpty())
        name = m_model->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
    return name;
}

void JobGridView::rememberCurrentKey()
{
    if (!m_current.isValid())
        return;
    m_lastRow = m_current.row();
    m_lastColumn = m_current.column();
    m_currentSha = rowSha(m_lastRow);
    m_currentColumn = columnKey(m_lastColumn);
}

void JobGridView::restoreCurrentFromKey()
{
    const int rows = rowCount();
    const int cols = columnCount();
    if (m_lastRow < 0 || rows == 0 || cols == 0) {
        const bool had = m_current.isValid();
        m_current = QPersistentModelIndex();
        if (had)
            emit currentChanged({});
        return;
    }
    int row = -1;
    for (int r = 0; r < rows && row < 0 && !m_currentSha.isEmpty(); ++r) {
        if (rowSha(r) == m_currentSha)
            row = r;
    }
    int column = -1;
    for (int c = 0; c < cols && column < 0 && !m_currentColumn.isEmpty(); ++c) {
        if (columnKey(c) == m_currentColumn)
            column = c;
    }
    // Same commit and job if they still exist; otherwise the nearest cell to where it was.
    const QModelIndex idx = m_model->index(row >= 0 ? row : qMin(m_lastRow, rows - 1),
                                           column >= 0 ? column : qMin(m_lastColumn, cols - 1));
    const QString sha = m_currentSha;
    const QString name = m_currentColumn;
    m_current = idx;
    m_lastRow = idx.row();
    m_lastColumn = idx.column();
    // Keep the identity we were looking for, so a later reset can still find the original cell.
    if (row < 0)
        m_currentSha = sha;
    else
        m_currentSha = rowSha(row);
    if (column < 0)
        m_currentColumn = name;
    else
        m_currentColumn = columnKey(column);
    emit currentChanged(idx);
}

void JobGridView::onDataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight)
{
    if (!topLeft.isValid() || !bottomRight.isValid() || topLeft.parent().isValid())
        return;
    // Repaint exactly the changed cells that are on screen; never the whole grid.
    const QRect tl = visualRect(topLeft);
    const QRect br = visualRect(bottomRight);
    const QRect r = tl.united(br) & cellArea();
    if (!r.isEmpty())
        viewport()->update(r);
}

void JobGridView::onHeaderDataChanged(Qt::Orientation orientation, int, int)
{
    viewport()->update(orientation == Qt::Horizontal ? topHeaderRect() : rowHeaderRect());
}

void JobGridView::onRowsInserted(const QModelIndex &parent, int first, int last)
{
    if (parent.isValid())
        return;
    // New commits arrive at the top: if the user scrolled down, keep their rows where they are.
    QScrollBar *v = verticalScrollBar();
    const int before = v->value();
    const int topRow = before / m_cell;
    updateScrollBars();
    if (before > 0 && first <= topRow)
        v->setValue(before + (last - first + 1) * m_cell);
    if (m_current.isValid())
        rememberCurrentKey();
    viewport()->update();
}

void JobGridView::onRowsRemoved(const QModelIndex &parent, int first, int last)
{
    if (parent.isValid())
        return;
    QScrollBar *v = verticalScrollBar();
    const int before = v->value();
    const int topRow = before / m_cell;
    int value = before;
    if (first < topRow)
        value -= (qMin(last, topRow - 1) - first + 1) * m_cell;
    updateScrollBars();
    v->setValue(value);
    if (!m_current.isValid())
        restoreCurrentFromKey();
    viewport()->update();
}

void JobGridView::onColumnsInserted(const QModelIndex &parent, int first, int last)
{
    if (parent.isValid())
        return;
    QScrollBar *h = horizontalScrollBar();
    const int before = h->value();
    const int leftColumn = before / m_cell;
    updateScrollBars();
    if (before > 0 && first <= leftColumn)
        h->setValue(before + (last - first + 1) * m_cell);
    if (m_current.isValid())
        rememberCurrentKey();
    viewport()->update();
}

void JobGridView::onColumnsRemoved(const QModelIndex &parent, int first, int last)
{
    if (parent.isValid())
        return;
    QScrollBar *h = horizontalScrollBar();
    const int before = h->value();
    const int leftColumn = before / m_cell;
    int value = before;
    if (first < leftColumn)
        value -= (qMin(last, leftColumn - 1) - first + 1) * m_cell;
    updateScrollBars();
    h->setValue(value);
    if (!m_current.isValid())
        restoreCurrentFromKey();
    viewport()->update();
}

void JobGridView::onStructureAboutToChange()
{
    if (m_current.isValid())
        rememberCurrentKey();
}

void JobGridView::onStructureChanged()
{
    updateScrollBars();
    if (m_current.isValid())
        rememberCurrentKey();
    else
        restoreCurrentFromKey();
    viewport()->update();
}

} // namespace hw
