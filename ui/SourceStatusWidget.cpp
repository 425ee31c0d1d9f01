#include "SourceStatusWidget.h"

#include "sync/SourceStatusText.h"

#include <QDateTime>
#include <QFontMetrics>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

const auto Separator = u"   |   "_s;
// Enough for a symbol, the source name and the start of its state.
constexpr int MinimumCharacters = 24;

} // namespace

SourceStatusWidget::SourceStatusWidget(QWidget *parent)
    : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_tick.setObjectName(QStringLiteral("status countdown"));
    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, &SourceStatusWidget::render);
}

void SourceStatusWidget::setStatus(const SourceStatus &status)
{
    if (!m_statuses.contains(status.source))
        m_order << status.source;
    m_statuses.insert(status.source, status);
    render();
}

QString SourceStatusWidget::fullText() const
{
    return m_parts.join(Separator);
}

void SourceStatusWidget::render()
{
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    QStringList parts;
    bool counting = false;
    for (const QString &source : std::as_const(m_order)) {
        const SourceStatus &s = m_statuses[source];
        parts << SourceStatusText::describe(s, now);
        counting = counting || (!s.replay && s.asOf > 0) || s.nextPollAt > 0 || s.pollStartedAt > 0;
    }
    m_parts = parts;
    setToolTip(m_parts.join(u'\n'));
    fit(); // setText() also re-reads sizeHint(), which follows the whole text
    // The countdown ticks only while someone can see it (idle cost); showEvent catches up.
    // (Started minimised, the window shows its children without a hide to follow.)
    const bool seen = m_shown && !window()->isMinimized();
    if (counting && !m_tick.isActive() && seen)
        m_tick.start();
    else if (!counting || !seen)
        m_tick.stop();
}

void SourceStatusWidget::showEvent(QShowEvent *event)
{
    QLabel::showEvent(event);
    m_shown = true;
    render();
}

void SourceStatusWidget::hideEvent(QHideEvent *event)
{
    // Also the spontaneous hide of a minimised window (isVisible() stays true then).
    m_shown = false;
    m_tick.stop();
    QLabel::hideEvent(event);
}

void SourceStatusWidget::fit()
{
    const QFontMetrics fm(font());
    const int available = std::max(0, contentsRect().width() - 2 * margin());
    const auto width = [&fm](const QStringList &parts) { return fm.horizontalAdvance(parts.join(Separator)); };
    QStringList shown = m_parts;
    if (!shown.isEmpty() && width(shown) > available) {
        // Elide the longest part first: the other sources keep their whole (short) status.
        qsizetype longest = 0;
        for (qsizetype i = 1; i < shown.size(); ++i)
            if (fm.horizontalAdvance(shown[i]) > fm.horizontalAdvance(shown[longest]))
                longest = i;
        QStringList others = shown;
        others[longest].clear();
        shown[longest] = fm.elidedText(shown[longest], Qt::ElideRight, std::max(0, available - width(others)));
        if (width(shown) > available) // too narrow even for that: elide the whole line
            shown = QStringList{fm.elidedText(m_parts.join(Separator), Qt::ElideRight, available)};
    }
    QLabel::setText(shown.join(Separator));
}

QSize SourceStatusWidget::sizeHint() const
{
    const QSize hint = QLabel::sizeHint();
    const int whole = fontMetrics().horizontalAdvance(fullText()) + 2 * margin() + contentsMargins().left()
        + contentsMargins().right();
    return {std::max(hint.width(), whole), hint.height()};
}

QSize SourceStatusWidget::minimumSizeHint() const
{
    const int narrow = fontMetrics().averageCharWidth() * MinimumCharacters + 2 * margin();
    return {std::min(sizeHint().width(), narrow), QLabel::minimumSizeHint().height()};
}

void SourceStatusWidget::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    fit();
}

} // namespace hw
