#pragma once

#include <QObject>
#include <QTimer>

#include <functional>

namespace hw {

// When to poll one source. One QTimer, armed only for the next due time: no busy loop, no
// periodic wake-ups while waiting, none at all while paused or while a poll is in flight.
//
// Normal cadence: interval() after a successful poll (default 60 s, like HUD; never below
// minimumIntervalSeconds() = 10 s, smaller values are clamped with a warning).
// After failures the delay grows exponentially with "equal jitter" (AWS architecture blog,
// "Exponential Backoff And Jitter"): for n consecutive failures
//     ceiling(n) = min(backoffCap, backoffBase * 2^(n-1))
//     delay      = uniform in [ceiling(n) / 2, ceiling(n)]
// With the defaults (base 20 s, cap 600 s) that is [10,20] s, [20,40] s, ... up to [300,600] s.
// Equal jitter rather than pure "full jitter" ([0, ceiling]) so that a retry is never sooner
// than 10 s and the lower bound grows with every failure, while clients still spread out.
// One success resets to the normal interval at once.
//
// The clock and the random source are injectable so tests run deterministically without
// sleeping: set a fake clock, advance it, and call checkDue().
class PollScheduler : public QObject
{
    Q_OBJECT
public:
    using Clock = std::function<qint64()>;   // milliseconds since the epoch (UTC)
    using Random = std::function<double()>;  // uniform in [0, 1)

    explicit PollScheduler(QObject *parent = nullptr);
    ~PollScheduler() override;

    static constexpr int minimumIntervalSeconds() { return 10; }
    static constexpr int defaultIntervalSeconds() { return 60; }

    // Returns the interval actually used (clamped to >= 10 s).
    int setIntervalSeconds(int seconds);
    int intervalSeconds() const { return m_intervalSec; }
    // base is clamped to >= 20 s (so the lower jitter bound stays >= 10 s), cap to >= base.
    void setBackoff(int baseSeconds, int capSeconds);
    int backoffBaseSeconds() const { return m_backoffBaseSec; }
    int backoffCapSeconds() const { return m_backoffCapSec; }
    // [min, max] of the next delay after the n-th consecutive failure, in milliseconds.
    std::pair<qint64, qint64> backoffRangeMs(int consecutiveFailures) const;

    void setClock(Clock clock);
    void setRandom(Random random);
    qint64 nowMs() const;

    // Arms the first poll: immediately (next event-loop turn) unless delayed.
    void start(bool pollImmediately = true);
    void stop();
    bool isRunning() const { return m_running; }

    // A poll was started (pollDue emitted); no timer runs until it is reported.
    bool isPollInFlight() const { return m_inFlight; }
    // When the poll in flight started (clock ms); 0 when none is in flight.
    qint64 pollStartedAtMs() const { return m_pollStartedAtMs; }
    void reportSuccess();
    // retryAfterSeconds: the server's Retry-After, if any; the next poll is never sooner.
    void reportFailure(int retryAfterSeconds = 0);
    // The poll in flight was cancelled without an answer: poll again as soon as allowed
    // (at once, or on resume when paused). The failure count is kept.
    void abandonPoll();
    int consecutiveFailures() const { return m_failures; }

    // Pause stops the timer; resume re-arms at the poll time that was pending (or now if it
    // has passed). pollNow() polls at once, paused or not (a manual refresh stays paused).
    void pause();
    void resume();
    bool isPaused() const { return m_paused; }
    void pollNow();

    // Milliseconds since the epoch of the next scheduled poll; 0 if none (paused, stopped,
    // or a poll in flight).
    qint64 nextPollAtMs() const { return m_nextPollAtMs; }

    // Emits pollDue if the next poll time has been reached, else re-arms the timer. The timer
    // calls this; tests with a fake clock call it after advancing time.
    void checkDue();
    // True while the single timer waits for the next poll (false when paused, stopped or in
    // flight): idle costs one timer, nothing else.
    bool isTimerArmed() const { return m_timer.isActive(); }

signals:
    void pollDue();
    void scheduleChanged();

private:
    void scheduleAt(qint64 atMs);
    void arm();
    void firePoll();

    QTimer m_timer;
    Clock m_clock;
    Random m_random;
    int m_intervalSec = defaultIntervalSeconds();
    int m_backoffBaseSec = 20;
    int m_backoffCapSec = 600;
    int m_failures = 0;
    qint64 m_nextPollAtMs = 0;
    qint64 m_pollStartedAtMs = 0;
    qint64 m_pausedNextPollAtMs = 0;
    bool m_running = false;
    bool m_paused = false;
    bool m_inFlight = false;
};

} // namespace hw
