#include "TimelineEventSearch.h"

#include "timemachine/TimelineEventFinder.h"

namespace hw {

TimelineEventSearch::TimelineEventSearch(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<hw::TimelineEvents>();
}

void TimelineEventSearch::start(Recording recording)
{
    m_run.start([r = std::move(recording)] { return TimelineEventFinder::find(r); },
                [this](TimelineEvents events) { emit found(events); });
}

bool TimelineEventSearch::waitForFound(int timeoutMs)
{
    return m_run.waitWhileRunning(timeoutMs);
}

} // namespace hw
