#include "SourceStatusWidget.h"

#include "sync/SourceStatusText.h"

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

void SourceStatusWidget::render()
{
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    QStringList parts;
    bool counting = false;
    for (const QString &source : std::as_const(m_order)) {
        const SourceStatus &s = m_statuses[source];
        parts << SourceStatusText::describe(s, now);
        counting = counting || (!s.replay && s.asOf > 0) || s.nextPollAt > 0;
    }
    setText(parts.join(QStringLiteral("   |   ")));
    if (counting && !m_tick.isActive())
        m_tick.start();
    else if (!counting)
        m_tick.stop();
}

} // namespace hw
