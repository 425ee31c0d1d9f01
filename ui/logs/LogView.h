#pragma once

#include "LogRowPainter.h"
#include "LogTimeColumn.h"
#include "logs/LogFolding.h"

#include <QAbstractScrollArea>
#include <QPointer>

#include <vector>

namespace hw {

class LogDocument;
class LogFinder;

// The log itself: draws only the visible lines (read from the document on demand, ANSI parsed
// for them alone), with line numbers, the time column, folded ##[group] sections (▸/▾), error
// (✖) and warning (▲) marks, and the find bar's matches highlighted. A 500 MB log scrolls like a
// 5 KB one because nothing is laid out that is not on screen.
//
// Keys: ↑/↓/PgUp/PgDn/Home/End move the current line; Space or → / ← unfold / fold its section;
// Ctrl+C copies the current line (whole, even if cut on screen).
class LogView : public QAbstractScrollArea
{
    Q_OBJECT
public:
    explicit LogView(QWidget *parent = nullptr);

    void setDocument(LogDocument *document);
    void setFinder(LogFinder *finder);
    LogFolding &folding() { return m_folding; }
    const LogMarks &marks() const { return m_marks; }

    void setTimeMode(LogTimeMode mode);
    LogTimeMode timeMode() const { return m_timeMode; }
    // Keep the last line in view as lines arrive (the view starts at the end, like `tail -f`).
    void setStickToEnd(bool on);

    qint64 currentLine() const { return m_currentLine; }
    // Makes the line current, unfolds its section and centres it.
    void goToLine(qint64 line);
    void foldAll(bool folded);
    // The line that explains the failure: drawn with ✖ and the failure colour.
    void setFailureLine(qint64 line);
    // The visible rows as the row → line mapping sees them (tests, screenshots).
    qint64 firstVisibleRow() const;
    int visibleRowCount() const;
    // The current line's full text, escapes removed (what Ctrl+C copies).
    QString currentLineText() const;
    // The document's tail (read at open) is on screen until the index takes over.
    bool showingTail() const;

signals:
    void currentLineChanged(qint64 line);
    void copyLinkRequested(qint64 line);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    void changeEvent(QEvent *event) override;

private:
    // Space, Left or Right on a section's header line: folds or unfolds it; false elsewhere.
    bool foldKey(int key);
    void onLinesAdded();
    void refreshMarks();
    void updateScrollBars();
    LogRowPainter::Columns columns() const;
    std::vector<LogRowPainter::Row> visibleRows() const;
    // The line's error or warning mark, if any; whether the find bar matches it.
    const LogMark *markOf(qint64 line) const;
    bool isMatch(qint64 line) const;
    int lineHeight() const;
    qint64 rowAt(int y) const;
    void setCurrentLine(qint64 line, bool scrollTo);
    void toggleSectionAt(qint64 line);
    qint64 firstTimestamp() const;

    QPointer<LogDocument> m_document;
    QPointer<LogFinder> m_finder;
    LogFolding m_folding;
    LogMarks m_marks;
    LogTimeMode m_timeMode = LogTimeMode::Relative;
    bool m_stickToEnd = true;
    qint64 m_currentLine = -1;
    qint64 m_failureLine = -1;
    mutable qint64 m_firstTime = -1; // the first line's timestamp, for relative times
    int m_maxTextWidth = 0;
    qint64 m_markedLineCount = -1;
};

} // namespace hw
