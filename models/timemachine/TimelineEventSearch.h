#pragma once

#include "sync/LatestWorkerRun.h"
#include "timemachine/Recording.h"
#include "timemachine/TimelineEvent.h"

#include <QObject>

namespace hw {

// TimelineEventFinder::find on a worker thread, newest request wins: a week-long recording
// takes half a second or more to search, which the GUI thread must not spend (opening a
// replay, looking back into a profile's cache). start() returns at once; `found` follows on this
// object's thread, unless a newer start() or cancel() came first (LatestWorkerRun).
// The recording is taken by value: its vectors are implicitly shared, so the copy costs
// nothing, and the worker never reads an object the caller may free meanwhile.
class TimelineEventSearch : public QObject
{
    Q_OBJECT
public:
    explicit TimelineEventSearch(QObject *parent = nullptr);

    void start(Recording recording);
    void cancel() { m_run.cancel(); }
    bool isSearching() const { return m_run.isRunning(); }
    // Runs this thread's events until the search in flight has answered (or the timeout).
    // For --screenshot and tests; true when nothing is in flight any more.
    bool waitForFound(int timeoutMs = 30000);

signals:
    void found(const hw::TimelineEvents &events);

private:
    LatestWorkerRun m_run { this };
};

} // namespace hw

Q_DECLARE_METATYPE(hw::TimelineEvents)
