#include "TrunkSync.h"

#include "trunk/TrunkClickHouseSource.h"
#include "trunk/TrunkHealthCalculator.h"

#include <QDateTime>

namespace hw {

TrunkSync::TrunkSync(TrunkClickHouseSource *source, QObject *parent)
    : QObject(parent)
    , m_source(source)
{
    m_status.source = sourceName();
    m_timer.setInterval(RefreshSeconds * 1000);
    connect(&m_timer, &QTimer::timeout, this, &TrunkSync::refresh);
    if (!m_source)
        return;
    connect(m_source, &TrunkClickHouseSource::fetched, this, [this](const TrunkHealth &health) {
        SourceStatus s = m_status;
        s.state = SourceStatus::State::Ok;
        s.asOf = QDateTime::currentSecsSinceEpoch();
        s.error = {};
        s.consecutiveFailures = 0;
        s.pollStartedAt = 0;
        s.nextPollAt = m_timer.isActive() ? s.asOf + RefreshSeconds : 0;
        s.notice = health.skippedRows > 0 ? tr("%n malformed row(s) left out", nullptr, health.skippedRows) : QString();
        emit healthChanged(health);
        setStatus(s);
    });
    connect(m_source, &TrunkClickHouseSource::failed, this, [this](const SourceError &error) {
        SourceStatus s = m_status;
        s.state = error.kind == SourceError::Kind::Authentication ? SourceStatus::State::NeedsCredentials
                                                                   : SourceStatus::State::Failed;
        s.error = error;
        s.pollStartedAt = 0;
        ++s.consecutiveFailures;
        setStatus(s);
    });
}

void TrunkSync::setInput(TrunkInput input, qint64 asOf)
{
    m_input = std::move(input);
    m_inputAsOf = asOf;
    refresh();
}

void TrunkSync::setLive(bool live)
{
    m_live = live;
    updateTimer();
}

void TrunkSync::setActive(bool active)
{
    m_active = active;
    updateTimer();
}

void TrunkSync::updateTimer()
{
    if (!m_source || m_input || !m_live || !m_active) {
        m_timer.stop();
        return;
    }
    if (!m_timer.isActive())
        m_timer.start();
    const bool fresh = m_fetchedFrom == m_from && m_fetchedTo == m_to
        && QDateTime::currentSecsSinceEpoch() - m_fetchedAt < RefreshSeconds;
    if (!fresh && m_status.state != SourceStatus::State::Fetching)
        refresh();
}

void TrunkSync::setRange(qint64 fromSeconds, qint64 toSeconds)
{
    if (fromSeconds == m_from && toSeconds == m_to)
        return;
    m_from = fromSeconds;
    m_to = toSeconds;
    if (m_input || (m_live && m_active))
        refresh();
}

void TrunkSync::refresh()
{
    if (m_to <= m_from)
        return;
    if (m_input) {
        emit healthChanged(TrunkHealthCalculator::compute(m_input->commits, m_input->jobs, m_from, m_to,
                                                          TrunkHealth::bucketFor(m_from, m_to)));
        SourceStatus s = m_status;
        s.state = SourceStatus::State::Replaying;
        s.replay = true;
        s.asOf = m_inputAsOf;
        setStatus(s);
        return;
    }
    if (!m_source || !m_live) {
        SourceStatus s = m_status;
        s.state = SourceStatus::State::Offline;
        setStatus(s);
        return;
    }
    m_fetchedFrom = m_from;
    m_fetchedTo = m_to;
    m_fetchedAt = QDateTime::currentSecsSinceEpoch();
    SourceStatus s = m_status;
    s.state = SourceStatus::State::Fetching;
    s.pollStartedAt = QDateTime::currentSecsSinceEpoch();
    setStatus(s);
    m_source->fetch(m_from, m_to);
}

void TrunkSync::setStatus(SourceStatus status)
{
    if (status == m_status)
        return;
    m_status = std::move(status);
    emit statusChanged(m_status);
}

} // namespace hw
