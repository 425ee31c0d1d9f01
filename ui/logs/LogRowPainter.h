#pragma once

#include "AnsiPalette.h"
#include "LogTimeColumn.h"
#include "logs/LogLineText.h"
#include "logs/LogMark.h"
#include "palette/StatusPalette.h"

#include <QByteArrayView>
#include <QColor>
#include <QCoreApplication>
#include <QFont>
#include <QPalette>
#include <QTextLayout>

class QPainter;
class QWidget;

namespace hw {

struct AnsiText;
class LogFinder;
class LogFolding;

// Paints the rows of the log view: per row the failure and current-line fills, the mark column
// (a section's ▸/▾, ✖ error, ▲ warning, ◆ find match), the line number and time, and the text
// with the log's ANSI colours (made readable on what is behind them), find matches underlined, a
// group header in bold, an endgroup line dimmed, and what is cut off said ("+12.3 KB not
// shown"). One per paint. Strings keep LogView's translation context.
class LogRowPainter
{
    Q_DECLARE_TR_FUNCTIONS(hw::LogView)

public:
    // What a line shows: its bytes without the timestamp (shown in its own column) and, for a
    // group header, without "##[group]".
    struct ShownLine {
        QByteArrayView text;
        qint64 time = -1;
        bool header = false;
        bool endGroup = false;
    };
    static ShownLine shownPart(QByteArrayView bytes);

    // Where the columns start (x).
    struct Columns {
        int mark = 0;
        int number = 0;
        int time = 0;
        int text = 0;
    };
    // What the rows of one paint share.
    struct Frame {
        const LogFolding *folding = nullptr;
        const LogFinder *finder = nullptr; // none: no matches
        Columns columns;
        int lineHeight = 0;
        int width = 0;   // the viewport's
        int xOffset = 0; // the horizontal scroll
        LogTimeMode timeMode = LogTimeMode::Relative;
        qint64 firstTime = -1; // the log's first timestamp, for relative times
        qint64 currentLine = -1;
        qint64 failureLine = -1;
    };
    // One row: its line (-1: a line of the tail read before the index), bytes and marks.
    struct Row {
        qint64 line = -1;
        LogLineText bytes;
        const LogMark *mark = nullptr; // an error or warning on the line
        bool match = false;            // the find bar matches it
    };

    // The view lends its palette, font and font metrics.
    LogRowPainter(const QWidget *view, const Frame &frame);
    // Paints the row at y; returns how far right its text reaches (for the horizontal scroll bar).
    int paint(QPainter &p, const Row &row, int y) const;

private:
    void paintGutter(QPainter &p, const Row &row, const ShownLine &shown, int y) const;
    int paintText(QPainter &p, const Row &row, const ShownLine &shown, int y) const;
    QList<QTextLayout::FormatRange> formats(const Row &row, const ShownLine &shown, const AnsiText &parsed) const;

    Frame m_frame;
    QPalette m_palette;
    QFont m_font;
    bool m_dark;
    StatusPalette m_status;
    AnsiPalette m_ansi;
    int m_ascent;
    QColor m_dim;
    QColor m_text;
    QColor m_failFill;
    QColor m_matchFill;
};

} // namespace hw
