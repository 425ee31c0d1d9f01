#include "PollScheduler.h"

#include "SyncLogging.h"

#include <QDateTime>
#include <QRandomGenerator>

#include <algorithm>

namespace hw {

PollScheduler::PollScheduler(QObject *parent)
    : QObject(parent)
    , m_clock([] { return QDateTime::currentMSecsSinceEpoch(); })
    , m_random([] { return QRandomGenerator::global()->generateDouble(); })
{
    m_timer.setObjectName(QStringLiteral("poll")); // idle checks tell it from the clocks by name
    m_timer.setSingleShot(true);
    // Second-level precision is plenty for minute polls and lets the OS batch wake-ups.
    m_timer.setTimerType(Qt::CoarseTimer);
    connect(&m_timer, &QTimer::timeout, this, &PollScheduler::checkDue);
}

PollScheduler::~PollScheduler() = default;

int PollScheduler::setIntervalSeconds(int seconds)
{
    if (seconds < minimumIntervalSeconds()) {
        qCWarning(lcHudwatchSync, "poll interval %d s is below the minimum; using %d s", seconds,
                  minimumIntervalSeconds());
        seconds = minimumIntervalSeconds();
    }
    m_intervalSec = seconds;
    return m_intervalSec;
}

void PollScheduler::setBackoff(int baseSeconds, int capSeconds)
{
    m_backoffBaseSec = std::max(minimumIntervalSeconds() * 2, baseSeconds);
    m_backoffCapSec = std::max(m_backoffBaseSec, capSeconds);
}

std::pair<qint64, qint64> PollScheduler::backoffRangeMs(int consecutiveFailures) const
{
    const int n = std::max(1, consecutiveFailures);
    qint64 ceiling = qint64(m_backoffBaseSec) * 1000;
    const qint64 cap = qint64(m_backoffCapSec) * 1000;
    for (int i = 1; i < n && ceiling < cap; ++i)
        ceiling *= 2;
    ceiling = std::min(ceiling, cap);
    return {ceiling / 2, ceiling};
}

void PollScheduler::setClock(Clock clock)
{
    m_clock = std::move(clock);
}

void PollScheduler::setRandom(Random random)
{
    m_random = std::move(random);
}

qint64 PollScheduler::nowMs() const
{
    return m_clock();
}

void PollScheduler::start(bool pollImmediately)
{
    m_running = true;
    m_inFlight = false;
    m_pollStartedAtMs = 0;
    m_failures = 0;
    const qint64 at = pollImmediately ? nowMs() : nowMs() + qint64(m_intervalSec) * 1000;
    if (m_paused)
        m_pausedNextPollAtMs = at;
    else
        scheduleAt(at);
}

void PollScheduler::stop()
{
    m_running = false;
    m_inFlight = false;
    m_pollStartedAtMs = 0;
    m_timer.stop();
    m_nextPollAtMs = 0;
    m_pausedNextPollAtMs = 0;
    emit scheduleChanged();
}

void PollScheduler::reportSuccess()
{
    m_inFlight = false;
    m_pollStartedAtMs = 0;
    m_failures = 0;
    if (m_running)
        scheduleAt(nowMs() + qint64(m_intervalSec) * 1000);
}

void PollScheduler::reportFailure(int retryAfterSeconds)
{
    m_inFlight = false;
    m_pollStartedAtMs = 0;
    ++m_failures;
    const auto [lo, hi] = backoffRangeMs(m_failures);
    const double r = std::clamp(m_random(), 0.0, 1.0);
    // A server's Retry-After (HTTP 429/503) is a floor: never ask again sooner than it said.
    const qint64 delay = std::max(lo + qint64(r * double(hi - lo)), qint64(std::max(retryAfterSeconds, 0)) * 1000);
    qCInfo(lcHudwatchSync, "backing off %lld s after %d consecutive failure(s)",
           static_cast<long long>(delay / 1000), m_failures);
    if (m_running)
        scheduleAt(nowMs() + delay);
}

void PollScheduler::abandonPoll()
{
    if (!m_inFlight)
        return;
    m_inFlight = false;
    m_pollStartedAtMs = 0;
    if (m_running)
        scheduleAt(nowMs());
}

void PollScheduler::pause()
{
    if (m_paused)
        return;
    m_paused = true;
    m_pausedNextPollAtMs = m_nextPollAtMs;
    m_nextPollAtMs = 0;
    m_timer.stop();
    emit scheduleChanged();
}

void PollScheduler::resume()
{
    if (!m_paused)
        return;
    m_paused = false;
    if (m_running && !m_inFlight) {
        const qint64 at = m_pausedNextPollAtMs > 0 ? std::max(nowMs(), m_pausedNextPollAtMs)
                                                   : nowMs();
        scheduleAt(at);
    }
    m_pausedNextPollAtMs = 0;
    emit scheduleChanged();
}

void PollScheduler::pollNow()
{
    firePoll();
}

void PollScheduler::checkDue()
{
    if (m_paused || m_inFlight || m_nextPollAtMs == 0)
        return;
    if (nowMs() >= m_nextPollAtMs)
        firePoll();
    else
        arm();
}

void PollScheduler::scheduleAt(qint64 atMs)
{
    if (m_paused) {
        // A poll that finished while paused: remember when it would be due.
        m_pausedNextPollAtMs = atMs;
        return;
    }
    m_nextPollAtMs = atMs;
    arm();
    emit scheduleChanged();
}

void PollScheduler::arm()
{
    const qint64 delay = std::clamp<qint64>(m_nextPollAtMs - nowMs(), 0, 24LL * 3600 * 1000);
    m_timer.start(int(delay));
}

void PollScheduler::firePoll()
{
    m_timer.stop();
    m_inFlight = true;
    m_pollStartedAtMs = nowMs();
    m_nextPollAtMs = 0;
    emit scheduleChanged();
    emit pollDue();
}

} // namespace hw
