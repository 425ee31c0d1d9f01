#include "StalenessWatch.h"

#include <QDateTime>

#include <algorithm>

namespace hw {

StalenessWatch::StalenessWatch(QObject *parent)
    : QObject(parent)
    , m_clock([] { return QDateTime::currentMSecsSinceEpoch(); })
{
    m_timer.setSingleShot(true);
    m_timer.setObjectName(QStringLiteral("poll staleness"));
    connect(&m_timer, &QTimer::timeout, this, &StalenessWatch::evaluate);
}

StalenessWatch::~StalenessWatch() = default;

void StalenessWatch::setClock(Clock clock)
{
    m_clock = std::move(clock);
}

bool StalenessWatch::update(qint64 asOfSecs, qint64 pollStartedMs, qint64 thresholdMs)
{
    m_asOfSecs = asOfSecs;
    m_pollStartedMs = pollStartedMs;
    m_thresholdMs = thresholdMs;
    m_stale = compute();
    return m_stale;
}

void StalenessWatch::evaluate()
{
    const bool was = m_stale;
    m_stale = compute();
    if (m_stale != was)
        emit staleChanged(m_stale);
}

bool StalenessWatch::compute()
{
    m_timer.stop();
    if (m_thresholdMs <= 0)
        return false;
    const qint64 now = m_clock();
    // The moments each rule trips; the earliest one still ahead arms the timer.
    qint64 due = 0;
    const auto check = [&](qint64 since) {
        if (since <= 0)
            return false;
        const qint64 at = since + m_thresholdMs;
        if (now > at)
            return true;
        due = due == 0 ? at : std::min(due, at);
        return false;
    };
    if (check(m_asOfSecs * 1000) || check(m_pollStartedMs))
        return true; // stays stale until the next update(): no timer
    if (due > 0)
        m_timer.start(int(std::clamp<qint64>(due - now + 1, 0, 24LL * 3600 * 1000)));
    return false;
}

} // namespace hw
