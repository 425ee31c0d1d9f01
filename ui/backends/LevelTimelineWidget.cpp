#include "LevelTimelineWidget.h"

#include "BackendColors.h"

#include <QDateTime>
#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

namespace hw {

namespace {
constexpr int kMarginX = 16;
constexpr int kTop = 30;       // room for "now" and PR labels above the bar
constexpr int kBarHeight = 40;

QString day(qint64 t)
{
    return QDateTime::fromSecsSinceEpoch(t, Qt::UTC).toString(QStringLiteral("yyyy-MM-dd"));
}
} // namespace

LevelTimelineWidget::LevelTimelineWidget(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setAccessibleName(tr("Level history"));
    setMouseTracking(true);
}

void LevelTimelineWidget::setSpans(const QVector<LevelSpan> &spans, qint64 asOf)
{
    m_spans = spans;
    m_asOf = asOf;
    m_start = 0;
    for (const LevelSpan &s : m_spans)
        if (s.from > 0 && (m_start == 0 || s.from < m_start))
            m_start = s.from;
    if (m_start == 0 || m_start >= m_asOf)
        m_start = m_asOf - 30 * 86400;
    // A little air before the first change so its label is not glued to the edge.
    m_start -= qMax<qint64>(86400, (m_asOf - m_start) / 40);
    setAccessibleDescription(summaryText());
    setToolTip(QString());
    update();
}

void LevelTimelineWidget::setDarkTheme(bool dark)
{
    m_dark = dark;
    m_themeForced = true;
    update();
}

QSize LevelTimelineWidget::sizeHint() const
{
    return QSize(640, kTop + kBarHeight + 2 * fontMetrics().height() + 24);
}

QSize LevelTimelineWidget::minimumSizeHint() const
{
    return QSize(240, sizeHint().height());
}

QRect LevelTimelineWidget::barRect() const
{
    return QRect(kMarginX, kTop, qMax(10, width() - 2 * kMarginX - fontMetrics().horizontalAdvance(QStringLiteral("now")) / 2),
                 kBarHeight);
}

int LevelTimelineWidget::xFor(qint64 t, const QRect &bar) const
{
    if (m_asOf <= m_start)
        return bar.left();
    const double f = double(qBound(m_start, t, m_asOf) - m_start) / double(m_asOf - m_start);
    return bar.left() + qRound(f * bar.width());
}

QString LevelTimelineWidget::spanLine(const LevelSpan &s)
{
    const QString name = s.level == TrustLevel::Unknown ? tr("not listed") : trustLevelName(s.level);
    const qint64 days = (s.to - s.from) / 86400;
    QString line = s.current ? tr("%1 %2 → now (%3 d)").arg(name, day(s.from)).arg(days)
                             : tr("%1 %2 → %3 (%4 d)").arg(name, day(s.from), day(s.to)).arg(days);
    if (s.pr > 0)
        line += tr(", PR #%1").arg(s.pr);
    else if (s.fromClickHouse)
        line += tr(", start inferred from CI data");
    return line;
}

QString LevelTimelineWidget::summaryText() const
{
    if (m_spans.isEmpty())
        return tr("No level history known.");
    QStringList lines;
    for (const LevelSpan &s : m_spans)
        lines << QStringLiteral("• ") + spanLine(s);
    return lines.join(u'\n');
}

int LevelTimelineWidget::spanAt(const QPoint &pos) const
{
    const QRect bar = barRect();
    if (pos.y() < bar.top() - kTop || pos.y() > bar.bottom() + 4)
        return -1;
    for (int i = 0; i < m_spans.size(); ++i) {
        const int x0 = xFor(m_spans[i].from, bar), x1 = xFor(m_spans[i].to, bar);
        if (pos.x() >= x0 && pos.x() <= qMax(x1, x0 + 3))
            return i;
    }
    return -1;
}

bool LevelTimelineWidget::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int i = spanAt(help->pos());
        if (i >= 0)
            QToolTip::showText(help->globalPos(), trustLevelTitle(m_spans[i].level) + u'\n' + spanLine(m_spans[i]), this);
        else
            QToolTip::hideText();
        return true;
    }
    if (!m_themeForced && (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange)) {
        m_dark = BackendColors::isDark(this);
        update();
    }
    return QWidget::event(event);
}

void LevelTimelineWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const bool dark = m_themeForced ? m_dark : BackendColors::isDark(this);
    const QColor text = palette().color(QPalette::WindowText);
    const QColor muted = palette().color(QPalette::PlaceholderText);
    const QFontMetrics fm(font());
    if (m_spans.isEmpty()) {
        p.setPen(muted);
        p.drawText(rect(), Qt::AlignCenter, tr("No level history known for this backend."));
        return;
    }
    const QRect bar = barRect();

    // Month ticks below the bar (every month, or every 2–3 when space is short).
    QDate month = QDateTime::fromSecsSinceEpoch(m_start, Qt::UTC).date();
    month = QDate(month.year(), month.month(), 1).addMonths(1);
    const QDate end = QDateTime::fromSecsSinceEpoch(m_asOf, Qt::UTC).date();
    int months = 0;
    for (QDate m = month; m <= end; m = m.addMonths(1))
        ++months;
    const int labelWidth = fm.horizontalAdvance(QStringLiteral("2026-06-01")) + 12;
    const int step = qMax(1, (months * labelWidth) / qMax(1, bar.width()) + 1);
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    p.setFont(small);
    int k = 0;
    for (QDate m = month; m <= end; m = m.addMonths(1), ++k) {
        const int x = xFor(QDateTime(m, QTime(0, 0), Qt::UTC).toSecsSinceEpoch(), bar);
        p.setPen(QPen(muted, 1, Qt::DotLine));
        p.drawLine(x, bar.top() - 4, x, bar.bottom() + 6);
        if (k % step == 0) {
            p.setPen(text);
            p.drawText(QRect(x - labelWidth / 2, bar.bottom() + 6, labelWidth, fm.height()), Qt::AlignCenter,
                       m.toString(QStringLiteral("yyyy-MM-dd")));
        }
    }

    // Segments.
    QFont bold = font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    for (const LevelSpan &s : m_spans) {
        const int x0 = xFor(s.from, bar), x1 = xFor(s.to, bar);
        QRect seg(x0, bar.top(), qMax(2, x1 - x0), bar.height());
        const QColor fill = BackendColors::level(s.level, dark);
        if (s.level == TrustLevel::Unknown) {
            p.fillRect(seg, QBrush(fill));
            p.fillRect(seg, QBrush(muted, Qt::BDiagPattern));
        } else {
            p.fillRect(seg, fill);
        }
        p.setPen(QPen(palette().color(QPalette::Window), 2));
        p.drawLine(seg.topLeft(), seg.bottomLeft()); // a visible boundary between levels
        p.setPen(BackendColors::levelText(s.level, dark));
        const QString name = s.level == TrustLevel::Unknown ? tr("not listed") : trustLevelName(s.level);
        QString label = name;
        const QString longer = s.level == TrustLevel::Unknown ? name : name + QStringLiteral(" ") + trustLevelTitle(s.level);
        const QFontMetrics bfm(bold);
        if (bfm.horizontalAdvance(longer) + 8 < seg.width())
            label = longer;
        if (s.current) {
            const QString since = tr("%1 · since %2 (%3 d)").arg(longer, day(s.from)).arg((s.to - s.from) / 86400);
            if (bfm.horizontalAdvance(since) + 8 < seg.width())
                label = since;
        }
        p.setFont(bold);
        if (bfm.horizontalAdvance(label) + 4 < seg.width())
            p.drawText(seg, Qt::AlignCenter, label);
        // The change above the segment's start: the PR that made it, or a note that CI data dated it.
        const QString change = s.pr > 0 ? tr("#%1 %2").arg(s.pr).arg(day(s.from))
                              : s.fromClickHouse ? tr("%1 (CI data)").arg(day(s.from))
                                                 : day(s.from);
        p.setFont(small);
        p.setPen(text);
        const int cw = fm.horizontalAdvance(change) + 4;
        if (&s == &m_spans.first() || x0 - xFor(m_spans[&s - m_spans.data() - 1].from, bar) > cw) {
            p.drawLine(x0, bar.top() - 12, x0, bar.top());
            p.drawText(QRect(x0 + 2, bar.top() - 14 - fm.height(), cw, fm.height() + 2), Qt::AlignLeft | Qt::AlignBottom, change);
        }
    }

    // "now" at the right end of the current span.
    const int xNow = xFor(m_asOf, bar);
    p.setPen(QPen(text, 2));
    p.drawLine(xNow, bar.top() - 6, xNow, bar.bottom() + 6);
    QFont nowFont = font();
    nowFont.setBold(true);
    p.setFont(nowFont);
    const QString now = tr("now");
    const int nw = QFontMetrics(nowFont).horizontalAdvance(now) + 4;
    p.drawText(QRect(qMin(xNow - nw / 2, width() - nw), bar.top() - 14 - fm.height(), nw, fm.height() + 2),
               Qt::AlignCenter, now);
}

} // namespace hw
