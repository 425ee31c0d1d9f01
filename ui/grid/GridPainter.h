#pragma once

#include "grid/GridGeometry.h"

#include <QCache>
#include <QCoreApplication>
#include <QFont>
#include <QHash>
#include <QPalette>
#include <QPixmap>
#include <QStaticText>

#include <functional>

class QAbstractItemModel;
class QPainter;

namespace hw {

// Paints the job grid: the cells (one cached pixmap per letter and colours: a cell is one blit),
// the rotated job names, the commits with their relative times, and the corner. It owns what
// painting caches (pixmaps, elided and prepared texts, fonts); JobGridView owns the state and
// hands it over in a Frame. Strings keep JobGridView's translation context.
class GridPainter
{
    Q_DECLARE_TR_FUNCTIONS(hw::JobGridView)

public:
    // What one paint needs to know of the view.
    struct Frame {
        GridGeometry geometry;
        const QAbstractItemModel *model = nullptr;
        QPalette palette;
        qreal devicePixelRatio = 1.0;
        int angle = 60; // the job names' rotation, degrees from horizontal
        int currentRow = -1;
        int currentColumn = -1;
        bool focused = false;
        int hoverRow = -1;
        int hoverColumn = -1;
        qint64 now = 0; // for the commits' relative times
        std::function<bool(int)> isMuted;           // a column's jobs are all muted (dimmed)
        std::function<QString(int)> columnLabel;    // a column's title as drawn
        std::function<QString()> cornerCounts;     // the corner's first line, asked when painted
    };

    GridPainter();

    // The fonts follow the widget's font and the cell side; every cache starts again.
    void reset(const QFont &base, int cell);
    void forgetColumnLabels() { m_columnLabels.clear(); }
    void forgetRowLabels() { m_rowLabels.clear(); }

    void paint(QPainter &p, const QRect &dirty, const Frame &f);

    // "now", "5m", "3h", "2d": how long before now a commit landed (empty for no time).
    static QString relativeTime(qint64 utcSeconds, qint64 now);

private:
    struct CellKey {
        QString letter;
        QRgb fill;
        QRgb text;
        bool operator==(const CellKey &) const = default;
    };
    friend size_t qHash(const CellKey &key, size_t seed) noexcept;
    struct RowLabel {
        QStaticText sha;
        QStaticText title;
    };

    void paintCells(QPainter &p, const QRect &area, const Frame &f);
    void paintColumnHeader(QPainter &p, const QRect &area, const Frame &f);
    void paintRowHeader(QPainter &p, const QRect &area, const Frame &f);
    void paintCorner(QPainter &p, const QRect &area, const Frame &f);
    const QPixmap &cellPixmap(const QString &letter, const QColor &fill, const QColor &text, qreal dpr);

    int m_cell = 20;
    QHash<CellKey, QPixmap> m_cellPixmaps;
    QFont m_letterFont;
    QFont m_headerFont;
    QFont m_shaFont;
    // Elided header texts, keyed by the full text: eliding on every paint is the slow part.
    QCache<QString, QStaticText> m_columnLabels;
    QCache<QString, RowLabel> m_rowLabels;
    QCache<QString, QStaticText> m_timeLabels;
};

} // namespace hw
