#include "LogView.h"

#include "AnsiPalette.h"
#include "logs/AnsiText.h"
#include "logs/LogDocument.h"
#include "logs/LogFinder.h"
#include "logs/LogTimestamp.h"
#include "palette/StatusPalette.h"

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
#include <QTextLayout>

#include <algorithm>

namespace hw {

namespace {

constexpr int kMaxDrawnChars = 4000; // what fits on any screen; the rest is "+N KB"
const QByteArray kBom = QByteArrayLiteral("\xEF\xBB\xBF");

bool isDark(const QWidget *w)
{
    return w->palette().color(QPalette::Base).lightness() < 128;
}

QString sizeText(qint64 bytes)
{
    if (bytes >= 1'000'000)
        return QStringLiteral("%1 MB").arg(double(bytes) / 1e6, 0, 'f', 1);
    return QStringLiteral("%1 KB").arg(double(bytes) / 1e3, 0, 'f', 1);
}

// What a line shows: its bytes without the timestamp (shown in its own column) and, for a group
// header, without "##[group]".
struct ShownLine {
    QByteArrayView text;
    qint64 time = -1;
    bool header = false;
    bool endGroup = false;
};

ShownLine shownPart(QByteArrayView bytes)
{
    ShownLine s;
    if (bytes.startsWith(kBom))
        bytes = bytes.sliced(kBom.size());
    const LogTimestamp ts = LogTimestamp::parse(bytes);
    if (ts.isValid()) {
        s.time = ts.msecsSinceEpoch;
        bytes = bytes.sliced(ts.prefixLength);
    }
    if (bytes.startsWith("##[group]")) {
        s.header = true;
        bytes = bytes.sliced(9);
    } else if (bytes.startsWith("##[endgroup]")) {
        s.endGroup = true;
    }
    s.text = bytes;
    return s;
}

} // namespace

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

LogView::Columns LogView::columns() const
{
    const QFontMetrics fm = fontMetrics();
    const int digit = fm.horizontalAdvance(QLatin1Char('9'));
    const qint64 lines = std::max<qint64>(m_document ? m_document->lineCount() : 0, 9999);
    const int digits = int(QString::number(lines).size());
    Columns c;
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
            const ShownLine s = shownPart(m_document->line(i, 256).bytes);
            if (s.time >= 0)
                m_firstTime = s.time;
        }
    }
    return m_firstTime;
}

void LogView::paintEvent(QPaintEvent *)
{
    QPainter p(viewport());
    const QPalette pal = palette();
    const StatusPalette status(isDark(this) ? ColorScheme::Dark : ColorScheme::Light);
    const AnsiPalette ansi(isDark(this));
    p.fillRect(viewport()->rect(), pal.color(QPalette::Base));
    if (!m_document)
        return;
    const Columns col = columns();
    const int h = lineHeight();
    const int ascent = fontMetrics().ascent() + 1;
    const int rows = visibleRowCount() + 1;
    const int xOffset = horizontalScrollBar()->value();
    const QColor dim = pal.color(QPalette::PlaceholderText);
    const QColor text = pal.color(QPalette::Text);
    const QColor failFill = [&] {
        QColor c = status.color(ColorId::VerdictFail);
        c.setAlpha(isDark(this) ? 70 : 45);
        return c;
    }();
    const QColor matchFill = [&] {
        QColor c = status.color(ColorId::VerdictWarn);
        c.setAlpha(isDark(this) ? 110 : 90);
        return c;
    }();
    const qint64 firstTime = firstTimestamp();

    // Which lines are on screen: the tail (line numbers unknown yet) or rows through the folding.
    struct Row {
        qint64 line = -1; // -1: a tail line before indexing is done
        LogLineText bytes;
    };
    std::vector<Row> visible;
    const qint64 first = firstVisibleRow();
    if (showingTail()) {
        const auto &tail = m_document->tailLines();
        for (qint64 r = first; r < std::min<qint64>(first + rows, qint64(tail.size())); ++r)
            visible.push_back({-1, tail[size_t(r)]});
    } else {
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
                visible.push_back({lines[i + k], std::move(texts[k])});
            i = j;
        }
    }

    const auto markOf = [this](qint64 line) -> const LogMark * {
        auto it = std::lower_bound(m_marks.begin(), m_marks.end(), line,
            [](const LogMark &m, qint64 l) { return m.line < l; });
        for (; it != m_marks.end() && it->line == line; ++it)
            if (it->kind == LogMark::Kind::Error || it->kind == LogMark::Kind::Warning)
                return &*it;
        return nullptr;
    };
    const auto isMatch = [this](qint64 line) {
        if (!m_finder || line < 0)
            return false;
        const auto &m = m_finder->matches().lines;
        return std::binary_search(m.begin(), m.end(), quint32(line));
    };

    int widest = 0;
    for (size_t i = 0; i < visible.size(); ++i) {
        const Row &row = visible[i];
        const int y = int(i) * h;
        const ShownLine shown = shownPart(row.bytes.bytes);
        const LogMark *mark = markOf(row.line);
        const bool match = isMatch(row.line);
        const bool failureLine = row.line >= 0 && row.line == m_failureLine;
        if ((mark && mark->kind == LogMark::Kind::Error) || failureLine)
            p.fillRect(QRect(0, y, viewport()->width(), h), failFill);
        if (row.line >= 0 && row.line == m_currentLine)
            p.fillRect(QRect(0, y, viewport()->width(), h), pal.color(QPalette::Highlight).lighter(isDark(this) ? 60 : 170));
        // A bar in the failure colour stays visible under the current-line highlight too.
        if ((mark && mark->kind == LogMark::Kind::Error) || failureLine)
            p.fillRect(QRect(0, y, 3, h), status.color(ColorId::VerdictFail));
        // Mark column: fold state of a header, ✖ error, ▲ warning, ◆ a find match.
        p.setPen(text);
        QString markText;
        const int section = row.line >= 0 ? m_folding.sectionWithHeader(row.line) : -1;
        if (section >= 0)
            markText = m_folding.isFolded(size_t(section)) ? QStringLiteral("▸") : QStringLiteral("▾");
        else if (failureLine)
            markText = QStringLiteral("✖");
        else if (mark)
            markText = mark->kind == LogMark::Kind::Error ? QStringLiteral("✖") : QStringLiteral("▲");
        else if (match)
            markText = QStringLiteral("◆");
        if (!markText.isEmpty())
            p.drawText(col.mark, y + ascent, markText);
        p.setPen(dim);
        if (row.line >= 0)
            p.drawText(QRect(col.number, y, col.time - col.number - fontMetrics().horizontalAdvance(QLatin1Char('9')), h),
                Qt::AlignRight | Qt::AlignVCenter, QString::number(row.line + 1));
        if (m_timeMode != LogTimeMode::Hidden && shown.time >= 0)
            p.drawText(col.time, y + ascent, formatLogTime(m_timeMode, shown.time, firstTime >= 0 ? firstTime : shown.time));

        // The text: ANSI runs, match highlights, a header in bold, an endgroup line dimmed.
        const AnsiText parsed = AnsiText::parse(shown.text, kMaxDrawnChars, match && m_finder && m_finder->matcher());
        QString line = parsed.text;
        const qint64 hiddenBytes = row.bytes.length - row.bytes.bytes.size()
            + std::max<qint64>(0, shown.text.size() - qint64(kMaxDrawnChars) * 4);
        QTextLayout layout(line, font());
        QList<QTextLayout::FormatRange> formats;
        for (const AnsiText::Span &span : parsed.spans) {
            QTextCharFormat f;
            QColor fg = ansi.color(span.style.foreground);
            QColor bg = ansi.color(span.style.background);
            if (span.style.inverse)
                std::swap(fg, bg);
            if (fg.isValid() || bg.isValid()) // the log's colours, made to read on what is behind them
                fg = AnsiPalette::readable(fg.isValid() ? fg : text, bg.isValid() ? bg : pal.color(QPalette::Base));
            if (fg.isValid())
                f.setForeground(fg);
            if (bg.isValid())
                f.setBackground(bg);
            if (span.style.bold)
                f.setFontWeight(QFont::Bold);
            if (span.style.italic)
                f.setFontItalic(true);
            if (span.style.underline)
                f.setFontUnderline(true);
            formats.push_back({span.start, span.length, f});
        }
        if (match && m_finder && m_finder->matcher()) {
            const QByteArrayView raw = shown.text;
            for (const auto &[b, e] : m_finder->matcher()->findAll(raw.first(std::min<qsizetype>(raw.size(), qsizetype(kMaxDrawnChars) * 4)))) {
                if (b >= parsed.byteToChar.size())
                    break;
                const int start = parsed.byteToChar[b];
                const int end = parsed.byteToChar[std::min<qsizetype>(e, parsed.byteToChar.size() - 1)];
                if (end <= start)
                    continue;
                QTextCharFormat f;
                f.setBackground(matchFill);
                f.setFontUnderline(true); // not colour alone
                formats.push_back({start, end - start, f});
            }
        }
        if (shown.header) {
            QTextCharFormat f;
            f.setFontWeight(QFont::Bold);
            formats.push_front({0, int(line.size()), f});
        }
        layout.setFormats(formats);
        layout.beginLayout();
        QTextLine tl = layout.createLine();
        tl.setLineWidth(1e7);
        layout.endLayout();
        p.setPen(shown.endGroup ? dim : text);
        p.save();
        p.setClipRect(QRect(col.text - 2, y, viewport()->width(), h));
        const qreal x = col.text - xOffset;
        layout.draw(&p, QPointF(x, y + 1));
        int end = int(tl.naturalTextWidth());
        if (hiddenBytes > 0) {
            const QString more = tr("  … +%1 not shown (copy the line to get it all)").arg(sizeText(hiddenBytes));
            p.setPen(dim);
            p.drawText(QPointF(x + end, y + ascent), more);
            end += fontMetrics().horizontalAdvance(more);
        }
        p.restore();
        widest = std::max(widest, end);
    }
    if (widest + col.text > m_maxTextWidth) {
        m_maxTextWidth = widest + col.text;
        QMetaObject::invokeMethod(this, &LogView::updateScrollBars, Qt::QueuedConnection);
    }
    // Indexing: say so in the gutter of an empty view.
    if (visible.empty()) {
        p.setPen(dim);
        p.drawText(viewport()->rect().adjusted(12, 12, -12, -12), Qt::AlignLeft | Qt::AlignTop,
            m_document->isComplete() ? tr("(empty log)") : tr("Reading the log…"));
    }
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
