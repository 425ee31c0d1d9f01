#include "TimelineEventSearch.h"

#include "timemachine/TimelineEventFinder.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace hw {

TimelineEventSearch::TimelineEventSearch(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<hw::TimelineEvents>();
}

void TimelineEventSearch::start(Recording recording)
{
    m_latest.begin();
    auto *watcher = new QFutureWatcher<TimelineEvents>(this);
    // A superseded search runs to its end on the worker (find cannot stop half-way); its answer
    // goes nowhere.
    m_latest.onSuperseded([watcher] {
        watcher->disconnect();
        watcher->deleteLater();
    });
    connect(watcher, &QFutureWatcherBase::finished, this, m_latest.guard([this, watcher] {
        m_latest.finish();
        const TimelineEvents events = watcher->result();
        watcher->deleteLater();
        emit found(events);
    }));
    watcher->setFuture(
        QtConcurrent::run([r = std::move(recording)] { return TimelineEventFinder::find(r); }));
}

bool TimelineEventSearch::waitForFound(int timeoutMs)
{
    return m_latest.waitWhileInFlight(timeoutMs);
}

} // namespace hw
