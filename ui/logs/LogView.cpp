#include "LogView.h"

#include "logs/AnsiText.h"
#include "logs/LogDocument.h"
#include "logs/LogFinder.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QFontDatabase>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>

#include <algorithm>

namespace hw {

LogView::LogView(QWidget *parent) : QAbstractScrollArea(parent)
{
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    setFont(font);
    setFocusPolicy(Qt::StrongFocus);
    viewport()->setCursor(Qt::IBeamCursor);
    setAccessibleName(tr("Log"));
    // The folding and copy keys as actions on the view, so the log window's "?" lists them from
    // what runs; off a section header, Left and Right scroll as the scroll area's keys do.
    const auto add = [this](const QString &text, const QList<QKeySequence> &keys, auto slot) {
        auto *a = new QAction(text, this);
        a->setShortcuts(keys);
        a->setShortcutContext(Qt::WidgetShortcut);
        a->setProperty("keyGroup", tr("Log")); // its group in the keyboard sheet (KeyboardSheet)
        connect(a, &QAction::triggered, this, slot);
        addAction(a);
    };
    const bool rtl = layoutDirection() == Qt::RightToLeft;
    add(tr("Fold or unfold the section"), { QKeySequence(Qt::Key_Space) }, [this] { foldKey(Qt::Key_Space); });
    add(tr("Fold the section"), { QKeySequence(Qt::Key_Left) }, [this, rtl] {
        if (!foldKey(Qt::Key_Left))
            horizontalScrollBar()->triggerAction(rtl ? QAbstractSlider::SliderSingleStepAdd : QAbstractSlider::SliderSingleStepSub);
    });
    add(tr("Unfold the section"), { QKeySequence(Qt::Key_Right) }, [this, rtl] {
        if (!foldKey(Qt::Key_Right))
            horizontalScrollBar()->triggerAction(rtl ? QAbstractSlider::SliderSingleStepSub : QAbstractSlider::SliderSingleStepAdd);
    });
    add(tr("Copy the line"), QKeySequence::keyBindings(QKeySequence::Copy),
        [this] { QApplication::clipboard()->setText(currentLineText()); });
}

void LogView::setDocument(LogDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_currentLine = -1;
    m_failureLine = -1;
    m_firstTime = -1;
    m_markedLineCount = -1;
    m_maxTextWidth = 0;
    if (document) {
        connect(document, &LogDocument::linesAdded, this, &LogView::onLinesAdded);
        connect(document, &LogDocument::indexed, this, &LogView::onLinesAdded);
        connect(document, &LogDocument::failed, this, &LogView::onLinesAdded);
        connect(document, &LogDocument::truncated, this, [this] {
            m_currentLine = -1;
            m_markedLineCount = -1;
            onLinesAdded();
        });
    }
    m_folding = {};
    onLinesAdded();
}

void LogView::setFinder(LogFinder *finder)
{
    if (m_finder)
        disconnect(m_finder, nullptr, this, nullptr);
    m_finder = finder;
    if (finder) {
        const auto repaint = [this] { viewport()->update(); };
        connect(finder, &LogFinder::finished, this, repaint);
        connect(finder, &LogFinder::cleared, this, repaint);
    }
}

void LogView::setTimeMode(LogTimeMode mode)
{
    m_timeMode = mode;
    viewport()->update();
}

void LogView::setStickToEnd(bool on)
{
    m_stickToEnd = on;
    if (on) {
        updateScrollBars();
        verticalScrollBar()->setValue(verticalScrollBar()->maximum());
    }
}

void LogView::onLinesAdded()
{
    refreshMarks();
    const bool atEnd = m_stickToEnd || verticalScrollBar()->value() == verticalScrollBar()->maximum();
    updateScrollBars();
    if (atEnd && m_stickToEnd)
        verticalScrollBar()->setValue(verticalScrollBar()->maximum());
    viewport()->update();
}

void LogView::refreshMarks()
{
    const qint64 lines = m_document ? m_document->lineCount() : 0;
    if (lines == m_markedLineCount)
        return;
    m_markedLineCount = lines;
    LogMarks marks = m_document ? m_document->marks() : LogMarks {};
    // Keep the user's unfolded sections unfolded as more of the log arrives.
    std::vector<qint64> unfolded;
    for (size_t i = 0; i < m_folding.sections().size(); ++i)
        if (!m_folding.isFolded(i))
            unfolded.push_back(m_folding.sections()[i].header);
    m_folding.setMarks(marks, lines);
    for (qint64 header : unfolded)
        if (const int s = m_folding.sectionWithHeader(header); s >= 0)
            m_folding.setFolded(size_t(s), false);
    m_marks = std::move(marks);
}

bool LogView::showingTail() const
{
    return m_document && !m_document->isComplete() && !m_document->tailLines().empty() && m_stickToEnd;
}

int LogView::lineHeight() const
{
    return fontMetrics().height() + 2;
}

int LogView::visibleRowCount() const
{
    return std::max(1, viewport()->height() / lineHeight());
}

qint64 LogView::firstVisibleRow() const
{
    return verticalScrollBar()->value();
}

void LogView::updateScrollBars()
{
    const qint64 rows = showingTail() ? qint64(m_document->tailLines().size()) : m_folding.rowCount();
    const int page = visibleRowCount();
    verticalScrollBar()->setRange(0, int(std::clamp<qint64>(rows - page + 1, 0, INT_MAX)));
    verticalScrollBar()->setPageStep(page);
    verticalScrollBar()->setSingleStep(1);
    horizontalScrollBar()->setRange(0, std::max(0, m_maxTextWidth - viewport()->width() / 2));
    horizontalScrollBar()->setPageStep(viewport()->width() / 2);
    horizontalScrollBar()->setSingleStep(fontMetrics().horizontalAdvance(QLatin1Char('m')) * 4);
}

LogRowPainter::Columns LogView::columns() const
{
    const QFontMetrics fm = fontMetrics();
    const int digit = fm.horizontalAdvance(QLatin1Char('9'));
    const qint64 lines = std::max<qint64>(m_document ? m_document->lineCount() : 0, 9999);
    const int digits = int(QString::number(lines).size());
    LogRowPainter::Columns c;
    c.mark = 4;
    c.number = c.mark + fm.horizontalAdvance(QStringLiteral("▾ ")) + 2;
    c.time = c.number + digits * digit + digit;
    c.text = c.time + (m_timeMode == LogTimeMode::Hidden ? 0 : fm.horizontalAdvance(QStringLiteral("+00:00:00 ")) + digit);
    return c;
}

qint64 LogView::firstTimestamp() const
{
    if (m_firstTime < 0 && m_document && m_document->lineCount() > 0) {
        for (qint64 i = 0; i < std::min<qint64>(m_document->lineCount(), 50) && m_firstTime < 0; ++i) {
            const LogRowPainter::ShownLine s = LogRowPainter::shownPart(m_document->line(i, 256).bytes);
            if (s.time >= 0)
                m_firstTime = s.time;
        }
    }
    return m_firstTime;
}

void LogView::paintEvent(QPaintEvent *)
{
    QPainter p(viewport());
    p.fillRect(viewport()->rect(), palette().color(QPalette::Base));
    if (!m_document)
        return;
    LogRowPainter::Frame frame;
    frame.folding = &m_folding;
    frame.finder = m_finder;
    frame.columns = columns();
    frame.lineHeight = lineHeight();
    frame.width = viewport()->width();
    frame.xOffset = horizontalScrollBar()->value();
    frame.timeMode = m_timeMode;
    frame.firstTime = firstTimestamp();
    frame.currentLine = m_currentLine;
    frame.failureLine = m_failureLine;
    const LogRowPainter painter(this, frame);
    const std::vector<LogRowPainter::Row> rows = visibleRows();
    int widest = 0;
    for (size_t i = 0; i < rows.size(); ++i)
        widest = std::max(widest, painter.paint(p, rows[i], int(i) * frame.lineHeight));
    if (widest + frame.columns.text > m_maxTextWidth) {
        m_maxTextWidth = widest + frame.columns.text;
        QMetaObject::invokeMethod(this, &LogView::updateScrollBars, Qt::QueuedConnection);
    }
    // Indexing: say so in the gutter of an empty view.
    if (rows.empty()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(viewport()->rect().adjusted(12, 12, -12, -12), Qt::AlignLeft | Qt::AlignTop,
            m_document->isComplete() ? tr("(empty log)") : tr("Reading the log…"));
    }
}

// The lines on screen: the tail (line numbers unknown yet) or rows through the folding, each with
// its error or warning mark and whether the find bar matches it.
std::vector<LogRowPainter::Row> LogView::visibleRows() const
{
    std::vector<LogRowPainter::Row> visible;
    const qint64 first = firstVisibleRow();
    const qint64 rows = visibleRowCount() + 1;
    if (showingTail()) {
        const auto &tail = m_document->tailLines();
        for (qint64 r = first; r < std::min<qint64>(first + rows, qint64(tail.size())); ++r)
            visible.push_back({-1, tail[size_t(r)]});
        return visible;
    }
    std::vector<qint64> lines;
    for (qint64 r = first; r < std::min(first + rows, m_folding.rowCount()); ++r)
        lines.push_back(m_folding.lineAtRow(r));
    // Read runs of consecutive lines in one go.
    size_t i = 0;
    while (i < lines.size()) {
        size_t j = i + 1;
        while (j < lines.size() && lines[j] == lines[j - 1] + 1)
            ++j;
        auto texts = m_document->lines(lines[i], qint64(j - i));
        for (size_t k = 0; k < texts.size(); ++k)
            visible.push_back({lines[i + k], std::move(texts[k]), markOf(lines[i + k]), isMatch(lines[i + k])});
        i = j;
    }
    return visible;
}

const LogMark *LogView::markOf(qint64 line) const
{
    auto it = std::lower_bound(m_marks.begin(), m_marks.end(), line,
        [](const LogMark &m, qint64 l) { return m.line < l; });
    for (; it != m_marks.end() && it->line == line; ++it)
        if (it->kind == LogMark::Kind::Error || it->kind == LogMark::Kind::Warning)
            return &*it;
    return nullptr;
}

bool LogView::isMatch(qint64 line) const
{
    if (!m_finder || line < 0)
        return false;
    const auto &m = m_finder->matches().lines;
    return std::binary_search(m.begin(), m.end(), quint32(line));
}

void LogView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    const bool atEnd = verticalScrollBar()->value() == verticalScrollBar()->maximum();
    updateScrollBars();
    if (atEnd && m_stickToEnd)
        verticalScrollBar()->setValue(verticalScrollBar()->maximum());
}

void LogView::scrollContentsBy(int, int)
{
    viewport()->update();
}

void LogView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange)
        updateScrollBars();
    QAbstractScrollArea::changeEvent(event);
}

qint64 LogView::rowAt(int y) const
{
    return firstVisibleRow() + y / lineHeight();
}

void LogView::setCurrentLine(qint64 line, bool scrollTo)
{
    if (!m_document || showingTail())
        return;
    line = std::clamp<qint64>(line, 0, std::max<qint64>(0, m_document->lineCount() - 1));
    if (m_document->lineCount() == 0)
        return;
    m_currentLine = line;
    if (scrollTo) {
        const qint64 row = m_folding.rowOfLine(line);
        const qint64 first = firstVisibleRow();
        const int page = visibleRowCount();
        if (row < first || row >= first + page - 1)
            verticalScrollBar()->setValue(int(std::max<qint64>(0, row - page / 2)));
    }
    m_stickToEnd = false;
    viewport()->update();
    emit currentLineChanged(line);
}

void LogView::goToLine(qint64 line)
{
    if (!m_document)
        return;
    m_stickToEnd = false;
    m_folding.reveal(line);
    updateScrollBars();
    setCurrentLine(line, true);
}

void LogView::setFailureLine(qint64 line)
{
    m_failureLine = line;
    viewport()->update();
}

void LogView::foldAll(bool folded)
{
    m_folding.setAllFolded(folded);
    updateScrollBars();
    if (m_currentLine >= 0) {
        const qint64 row = m_folding.rowOfLine(m_currentLine);
        verticalScrollBar()->setValue(int(std::max<qint64>(0, row - visibleRowCount() / 2)));
    }
    viewport()->update();
}

void LogView::toggleSectionAt(qint64 line)
{
    const int s = m_folding.sectionWithHeader(line);
    if (s < 0)
        return;
    m_folding.setFolded(size_t(s), !m_folding.isFolded(size_t(s)));
    updateScrollBars();
    viewport()->update();
}

QString LogView::currentLineText() const
{
    if (!m_document || m_currentLine < 0)
        return {};
    // The whole line, up to 64 MB: copying is what a cut line offers.
    const LogLineText line = m_document->line(m_currentLine, 64 << 20);
    return AnsiText::parse(line.bytes, 64 << 20).text;
}

bool LogView::foldKey(int key)
{
    if (m_currentLine < 0)
        return false;
    const int s = m_folding.sectionWithHeader(m_currentLine);
    if (s < 0)
        return false;
    const bool fold = key == Qt::Key_Left || (key == Qt::Key_Space && !m_folding.isFolded(size_t(s)));
    m_folding.setFolded(size_t(s), fold);
    updateScrollBars();
    viewport()->update();
    return true;
}

void LogView::keyPressEvent(QKeyEvent *event)
{
    const qint64 row = m_currentLine >= 0 ? m_folding.rowOfLine(m_currentLine) : firstVisibleRow();
    const auto toRow = [this](qint64 r) {
        r = std::clamp<qint64>(r, 0, std::max<qint64>(0, m_folding.rowCount() - 1));
        setCurrentLine(m_folding.lineAtRow(r), true);
    };
    if (event->matches(QKeySequence::Copy)) {
        QApplication::clipboard()->setText(currentLineText());
        return;
    }
    switch (event->key()) {
    case Qt::Key_Down:
        toRow(row + 1);
        return;
    case Qt::Key_Up:
        toRow(row - 1);
        return;
    case Qt::Key_PageDown:
        toRow(row + visibleRowCount() - 1);
        return;
    case Qt::Key_PageUp:
        toRow(row - visibleRowCount() + 1);
        return;
    case Qt::Key_Home:
        toRow(0);
        return;
    case Qt::Key_End:
        toRow(m_folding.rowCount() - 1);
        return;
    case Qt::Key_Space:
    case Qt::Key_Right:
    case Qt::Key_Left:
        if (foldKey(event->key()))
            return;
        break;
    default:
        break;
    }
    QAbstractScrollArea::keyPressEvent(event);
}

void LogView::mousePressEvent(QMouseEvent *event)
{
    if (!m_document || showingTail())
        return;
    const qint64 row = rowAt(int(event->position().y()));
    if (row >= m_folding.rowCount())
        return;
    const qint64 line = m_folding.lineAtRow(row);
    if (event->position().x() < columns().number)
        toggleSectionAt(line);
    setCurrentLine(line, false);
}

void LogView::contextMenuEvent(QContextMenuEvent *event)
{
    if (!m_document || showingTail())
        return;
    const qint64 row = rowAt(event->pos().y());
    if (row < m_folding.rowCount())
        setCurrentLine(m_folding.lineAtRow(row), false);
    QMenu menu(this);
    menu.addAction(tr("Copy line"), this, [this] { QApplication::clipboard()->setText(currentLineText()); });
    menu.addAction(tr("Copy link to line %1").arg(m_currentLine + 1), this,
        [this] { emit copyLinkRequested(m_currentLine); });
    menu.addSeparator();
    menu.addAction(tr("Fold all sections"), this, [this] { foldAll(true); });
    menu.addAction(tr("Unfold all sections"), this, [this] { foldAll(false); });
    menu.exec(event->globalPos());
}

} // namespace hw
