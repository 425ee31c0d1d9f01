#include "SourceStatusWidget.h"

#include <QDateTime>

namespace hw {

SourceStatusWidget::SourceStatusWidget(QWidget *parent)
    : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
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

QString SourceStatusWidget::describeAge(qint64 seconds)
{
    if (seconds < 0)
        seconds = 0;
    if (seconds < 60)
        return tr("%n s ago", nullptr, int(seconds));
    if (seconds < 3600)
        return tr("%n min ago", nullptr, int(seconds / 60));
    if (seconds < 48 * 3600)
        return tr("%n h ago", nullptr, int(seconds / 3600));
    return tr("%n days ago", nullptr, int(seconds / 86400));
}

QString SourceStatusWidget::describe(const SourceStatus &s, qint64 now)
{
    QString state;
    switch (s.state) {
    case SourceStatus::State::Idle: state = tr("○ idle"); break;
    case SourceStatus::State::Fetching: state = tr("↻ fetching"); break;
    case SourceStatus::State::Ok: state = tr("✔ ok"); break;
    case SourceStatus::State::Failed: state = tr("✖ failed"); break;
    case SourceStatus::State::BackingOff: state = tr("✖ failing, backing off"); break;
    case SourceStatus::State::Paused: state = s.replay ? tr("❚❚ replay paused") : tr("❚❚ paused"); break;
    case SourceStatus::State::Offline: state = tr("⊘ offline (cache only)"); break;
    case SourceStatus::State::Replaying: state = tr("▶ replaying"); break;
    }
    QString text = s.source + QStringLiteral(": ") + state;
    if (s.asOf > 0) {
        const QString when = QDateTime::fromSecsSinceEpoch(s.asOf).toLocalTime().toString(QStringLiteral("HH:mm:ss"));
        if (s.replay)
            text += tr(" · at %1").arg(QDateTime::fromSecsSinceEpoch(s.asOf).toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")));
        else
            text += tr(" · as of %1 (%2)").arg(when, describeAge(now - s.asOf));
    } else if (!s.replay) {
        text += tr(" · no data yet");
    }
    if (s.nextPollAt > 0 && s.state != SourceStatus::State::Paused && s.state != SourceStatus::State::Fetching) {
        const qint64 in = s.nextPollAt - now;
        text += in > 0 ? tr(" · next poll in %n s", nullptr, int(in)) : tr(" · polling…");
    }
    if (s.consecutiveFailures > 1)
        text += tr(" · %n failures in a row", nullptr, s.consecutiveFailures);
    if (!s.lastError.isEmpty())
        text += QStringLiteral(" · ") + s.lastError;
    return text;
}

void SourceStatusWidget::render()
{
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    QStringList parts;
    bool counting = false;
    for (const QString &source : std::as_const(m_order)) {
        const SourceStatus &s = m_statuses[source];
        parts << describe(s, now);
        counting = counting || s.asOf > 0 || s.nextPollAt > 0;
    }
    setText(parts.join(QStringLiteral("   |   ")));
    if (counting && !m_tick.isActive())
        m_tick.start();
    else if (!counting)
        m_tick.stop();
}

} // namespace hw
