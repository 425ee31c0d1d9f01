#pragma once

#include <QObject>
#include <QTimer>

#include <functional>

namespace hw {

// Whether the data a source shows is stale: older than the threshold, or the poll in flight has
// run longer than it (a hanging server must not leave "updating" on screen with nothing said).
// Staleness appears with the passage of time alone, so one single-shot timer is armed for the
// next moment the answer can change, and staleChanged() reports it; nothing runs once stale.
// The clock is injectable (the sync's scheduler clock); tests with a fake clock call evaluate().
class StalenessWatch : public QObject
{
    Q_OBJECT
public:
    using Clock = std::function<qint64()>; // milliseconds since the epoch (UTC)

    explicit StalenessWatch(QObject *parent = nullptr);
    ~StalenessWatch() override;

    void setClock(Clock clock);

    // The default threshold of a source polled every intervalSeconds: three polls' worth.
    static qint64 thresholdForIntervalMs(int intervalSeconds) { return 3 * qint64(intervalSeconds) * 1000; }

    // asOfSecs: UTC seconds of the newest data shown (0 = none); pollStartedMs: when the poll in
    // flight started (0 = none); thresholdMs <= 0 never calls anything stale. Returns isStale()
    // for these inputs; does not emit (the caller is publishing a status anyway).
    bool update(qint64 asOfSecs, qint64 pollStartedMs, qint64 thresholdMs);
    bool isStale() const { return m_stale; }

    // Re-evaluates now and emits staleChanged() on a change. The timer calls this.
    void evaluate();
    bool isTimerArmed() const { return m_timer.isActive(); }

signals:
    void staleChanged(bool stale);

private:
    bool compute();

    QTimer m_timer;
    Clock m_clock;
    qint64 m_asOfSecs = 0;
    qint64 m_pollStartedMs = 0;
    qint64 m_thresholdMs = 0;
    bool m_stale = false;
};

} // namespace hw
