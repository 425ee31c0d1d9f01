#include "LogRowPainter.h"

#include "logs/AnsiText.h"
#include "logs/LogFinder.h"
#include "logs/LogFolding.h"
#include "logs/LogTimestamp.h"

#include <QFontMetrics>
#include <QPainter>
#include <QWidget>

#include <algorithm>

namespace hw {

namespace {

constexpr int kMaxDrawnChars = 4000; // what fits on any screen; the rest is "+N KB"
const QByteArray kBom = QByteArrayLiteral("\xEF\xBB\xBF");

QString sizeText(qint64 bytes)
{
    if (bytes >= 1'000'000)
        return QStringLiteral("%1 MB").arg(double(bytes) / 1e6, 0, 'f', 1);
    return QStringLiteral("%1 KB").arg(double(bytes) / 1e3, 0, 'f', 1);
}

QColor withAlpha(QColor c, int alpha)
{
    c.setAlpha(alpha);
    return c;
}

} // namespace

LogRowPainter::ShownLine LogRowPainter::shownPart(QByteArrayView bytes)
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

LogRowPainter::LogRowPainter(const QWidget *view, const Frame &frame)
    : m_frame(frame)
    , m_palette(view->palette())
    , m_font(view->font())
    , m_dark(m_palette.color(QPalette::Base).lightness() < 128)
    , m_status(m_dark ? ColorScheme::Dark : ColorScheme::Light)
    , m_ansi(m_dark)
    , m_ascent(QFontMetrics(m_font).ascent() + 1)
    , m_dim(m_palette.color(QPalette::PlaceholderText))
    , m_text(m_palette.color(QPalette::Text))
    , m_failFill(withAlpha(m_status.color(ColorId::VerdictFail), m_dark ? 70 : 45))
    , m_matchFill(withAlpha(m_status.color(ColorId::VerdictWarn), m_dark ? 110 : 90))
{
}

int LogRowPainter::paint(QPainter &p, const Row &row, int y) const
{
    const ShownLine shown = shownPart(row.bytes.bytes);
    paintGutter(p, row, shown, y);
    return paintText(p, row, shown, y);
}

void LogRowPainter::paintGutter(QPainter &p, const Row &row, const ShownLine &shown, int y) const
{
    const Frame &f = m_frame;
    const int h = f.lineHeight;
    const bool failureLine = row.line >= 0 && row.line == f.failureLine;
    const bool error = (row.mark && row.mark->kind == LogMark::Kind::Error) || failureLine;
    if (error)
        p.fillRect(QRect(0, y, f.width, h), m_failFill);
    if (row.line >= 0 && row.line == f.currentLine)
        p.fillRect(QRect(0, y, f.width, h), m_palette.color(QPalette::Highlight).lighter(m_dark ? 60 : 170));
    // A bar in the failure colour stays visible under the current-line highlight too.
    if (error)
        p.fillRect(QRect(0, y, 3, h), m_status.color(ColorId::VerdictFail));
    // Mark column: fold state of a header, ✖ error, ▲ warning, ◆ a find match.
    p.setPen(m_text);
    QString markText;
    const int section = row.line >= 0 ? f.folding->sectionWithHeader(row.line) : -1;
    if (section >= 0)
        markText = f.folding->isFolded(size_t(section)) ? QStringLiteral("▸") : QStringLiteral("▾");
    else if (failureLine)
        markText = QStringLiteral("✖");
    else if (row.mark)
        markText = row.mark->kind == LogMark::Kind::Error ? QStringLiteral("✖") : QStringLiteral("▲");
    else if (row.match)
        markText = QStringLiteral("◆");
    if (!markText.isEmpty())
        p.drawText(f.columns.mark, y + m_ascent, markText);
    p.setPen(m_dim);
    const QFontMetrics fm(m_font);
    if (row.line >= 0)
        p.drawText(QRect(f.columns.number, y, f.columns.time - f.columns.number - fm.horizontalAdvance(QLatin1Char('9')), h),
            Qt::AlignRight | Qt::AlignVCenter, QString::number(row.line + 1));
    if (f.timeMode != LogTimeMode::Hidden && shown.time >= 0)
        p.drawText(f.columns.time, y + m_ascent,
            formatLogTime(f.timeMode, shown.time, f.firstTime >= 0 ? f.firstTime : shown.time));
}

int LogRowPainter::paintText(QPainter &p, const Row &row, const ShownLine &shown, int y) const
{
    const Frame &f = m_frame;
    // The text: ANSI runs, match highlights, a header in bold, an endgroup line dimmed.
    const bool matching = row.match && f.finder && f.finder->matcher();
    const AnsiText parsed = AnsiText::parse(shown.text, kMaxDrawnChars, matching);
    const qint64 hiddenBytes = row.bytes.length - row.bytes.bytes.size()
        + std::max<qint64>(0, shown.text.size() - qint64(kMaxDrawnChars) * 4);
    QTextLayout layout(parsed.text, m_font);
    layout.setFormats(formats(row, shown, parsed));
    layout.beginLayout();
    QTextLine tl = layout.createLine();
    tl.setLineWidth(1e7);
    layout.endLayout();
    p.setPen(shown.endGroup ? m_dim : m_text);
    p.save();
    p.setClipRect(QRect(f.columns.text - 2, y, f.width, f.lineHeight));
    const qreal x = f.columns.text - f.xOffset;
    layout.draw(&p, QPointF(x, y + 1));
    int end = int(tl.naturalTextWidth());
    if (hiddenBytes > 0) {
        const QString more = tr("  … +%1 not shown (copy the line to get it all)").arg(sizeText(hiddenBytes));
        p.setPen(m_dim);
        p.drawText(QPointF(x + end, y + m_ascent), more);
        end += QFontMetrics(m_font).horizontalAdvance(more);
    }
    p.restore();
    return end;
}

QList<QTextLayout::FormatRange> LogRowPainter::formats(const Row &row, const ShownLine &shown, const AnsiText &parsed) const
{
    QList<QTextLayout::FormatRange> formats;
    for (const AnsiText::Span &span : parsed.spans) {
        QTextCharFormat f;
        QColor fg = m_ansi.color(span.style.foreground);
        QColor bg = m_ansi.color(span.style.background);
        if (span.style.inverse)
            std::swap(fg, bg);
        if (fg.isValid() || bg.isValid()) // the log's colours, made to read on what is behind them
            fg = AnsiPalette::readable(fg.isValid() ? fg : m_text, bg.isValid() ? bg : m_palette.color(QPalette::Base));
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
    if (row.match && m_frame.finder && m_frame.finder->matcher()) {
        const QByteArrayView raw = shown.text;
        for (const auto &[b, e] : m_frame.finder->matcher()->findAll(raw.first(std::min<qsizetype>(raw.size(), qsizetype(kMaxDrawnChars) * 4)))) {
            if (b >= parsed.byteToChar.size())
                break;
            const int start = parsed.byteToChar[b];
            const int end = parsed.byteToChar[std::min<qsizetype>(e, parsed.byteToChar.size() - 1)];
            if (end <= start)
                continue;
            QTextCharFormat f;
            f.setBackground(m_matchFill);
            f.setFontUnderline(true); // not colour alone
            formats.push_back({start, end - start, f});
        }
    }
    if (shown.header) {
        QTextCharFormat f;
        f.setFontWeight(QFont::Bold);
        formats.push_front({0, int(parsed.text.size()), f});
    }
    return formats;
}

} // namespace hw
