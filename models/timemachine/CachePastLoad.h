#pragma once

#include "sync/LatestWorkerRun.h"
#include "timemachine/Recording.h"

#include <QObject>
#include <QStringList>

namespace hw {

// A profile's look-back: everything its cache holds as a recording (CacheRecording::loadHeld),
// read on a worker thread through a JobCache connection of its own. A cache of 600,000 jobs
// takes more than a second and a half to read, which froze the window when the GUI thread did
// it. start() returns at once; `loaded` or `failed` follows on this object's thread unless a
// newer start() or cancel() came first (LatestWorkerRun).
class CachePastLoad : public QObject
{
    Q_OBJECT
public:
    explicit CachePastLoad(QObject *parent = nullptr);

    // alertsUntil: the alerts said up to then are on the recording (see loadHeld).
    void start(const QString &cachePath, const QString &source, const QString &profile, qint64 alertsUntil);
    void cancel() { m_run.cancel(); }
    bool isLoading() const { return m_run.isRunning(); }
    // Runs this thread's events until the load in flight has answered (or the timeout):
    // --screenshot and tests. True when nothing is in flight any more.
    bool waitForLoaded(int timeoutMs = 30000) { return m_run.waitWhileRunning(timeoutMs); }

signals:
    // The cache's past (header.end == 0: it holds nothing yet); warnings: histories that could
    // not be read (the recording lacks them).
    void loaded(const hw::Recording &recording, const QStringList &warnings);
    void failed(const QString &message);

private:
    LatestWorkerRun m_run { this, LatestWorkerRun::Priority::Background };
};

} // namespace hw
