#include "LogOverview.h"

#include "LogView.h"
#include "logs/LogFinder.h"
#include "palette/StatusPalette.h"

#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>

namespace hw {

LogOverview::LogOverview(LogView *view, LogFinder *finder, QWidget *parent)
    : QWidget(parent), m_view(view), m_finder(finder)
{
    setToolTip(tr("Where the log matches: amber ◆ find matches (left), red ✖ errors (full width). Click to jump."));
    connect(view->verticalScrollBar(), &QScrollBar::valueChanged, this, qOverload<>(&QWidget::update));
    connect(view->verticalScrollBar(), &QScrollBar::rangeChanged, this, qOverload<>(&QWidget::update));
    if (finder) {
        connect(finder, &LogFinder::finished, this, qOverload<>(&QWidget::update));
        connect(finder, &LogFinder::cleared, this, qOverload<>(&QWidget::update));
    }
}

void LogOverview::rebuild()
{
    LogFolding &folding = m_view->folding();
    const qint64 rows = folding.rowCount();
    const auto &matches = m_finder ? m_finder->matches().lines : std::vector<quint32> {};
    const Key key {rows, matches.size(), matches.empty() ? -1 : qint64(matches.front()), height()};
    if (key == m_key)
        return;
    m_key = key;
    m_buckets.assign(size_t(std::max(0, height())), 0);
    if (rows <= 0 || m_buckets.empty())
        return;
    const auto bucketOf = [&](qint64 line) {
        return size_t(std::min<qint64>(qint64(m_buckets.size()) - 1, folding.rowOfLine(line) * qint64(m_buckets.size()) / rows));
    };
    // Matches are ascending: skip to the next bucket's first line instead of mapping every match.
    size_t last = SIZE_MAX;
    for (quint32 line : matches) {
        const size_t b = bucketOf(line);
        if (b != last)
            m_buckets[b] |= Match;
        last = b;
    }
}

void LogOverview::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const bool dark = palette().color(QPalette::Base).lightness() < 128;
    const StatusPalette status(dark ? ColorScheme::Dark : ColorScheme::Light);
    p.fillRect(rect(), palette().color(QPalette::AlternateBase));
    if (!m_view)
        return;
    rebuild();
    const QColor match = status.color(ColorId::VerdictWarn);
    for (size_t y = 0; y < m_buckets.size(); ++y)
        if (m_buckets[y] & Match)
            p.fillRect(QRect(1, int(y), width() / 2, 2), match);
    // Errors are few: mapped every paint (folding changes move them).
    const qint64 rows = m_view->folding().rowCount();
    if (rows > 0) {
        const QColor error = status.color(ColorId::VerdictFail);
        for (const LogMark &m : m_view->marks()) {
            if (m.kind != LogMark::Kind::Error)
                continue;
            const int y = int(m_view->folding().rowOfLine(m.line) * height() / rows);
            p.fillRect(QRect(0, y, width(), 3), error);
        }
        // The visible part.
        const int top = int(m_view->firstVisibleRow() * height() / rows);
        const int span = std::max(4, int(qint64(m_view->visibleRowCount()) * height() / rows));
        p.setPen(palette().color(QPalette::Text));
        p.drawRect(QRect(0, top, width() - 1, span));
    }
}

void LogOverview::mousePressEvent(QMouseEvent *event)
{
    if (!m_view)
        return;
    const qint64 rows = m_view->folding().rowCount();
    if (rows <= 0 || height() <= 0)
        return;
    const qint64 row = qint64(event->position().y()) * rows / height();
    m_view->goToLine(m_view->folding().lineAtRow(std::clamp<qint64>(row, 0, rows - 1)));
}

} // namespace hw
