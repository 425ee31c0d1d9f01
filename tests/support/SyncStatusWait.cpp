#include "SyncStatusWait.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace hw::test {

namespace {

QString stateName(SourceStatus::State state)
{
    using State = SourceStatus::State;
    switch (state) {
    case State::Idle: return u"Idle"_s;
    case State::Fetching: return u"Fetching"_s;
    case State::Ok: return u"Ok"_s;
    case State::Failed: return u"Failed"_s;
    case State::BackingOff: return u"BackingOff"_s;
    case State::NeedsCredentials: return u"NeedsCredentials"_s;
    case State::Paused: return u"Paused"_s;
    case State::Offline: return u"Offline"_s;
    case State::Replaying: return u"Replaying"_s;
    }
    return u"state %1"_s.arg(int(state));
}

} // namespace

bool waitForStatusOf(const std::function<SourceStatus()> &status, const StatusPredicate &reached, int timeoutMs)
{
    if (QTest::qWaitFor([&] { return reached(status()); }, timeoutMs))
        return true;
    // qWaitFor checks once more at the deadline; the last status is what it saw then, or later.
    qWarning("waited %d ms for a status; the last one: %s", timeoutMs, qPrintable(statusLine(status())));
    return false;
}

QString statusLine(const SourceStatus &status)
{
    QString line = status.source.isEmpty() ? stateName(status.state) : status.source + u": "_s + stateName(status.state);
    if (status.consecutiveFailures > 0)
        line += u", %1 failures"_s.arg(status.consecutiveFailures);
    if (status.error.isError())
        line += u", error %1: %2"_s.arg(SourceError::kindName(status.error.kind), status.error.message);
    if (!status.notice.isEmpty())
        line += u", notice: "_s + status.notice;
    if (status.stale)
        line += u", stale"_s;
    line += u", as of %1, next poll at %2"_s.arg(status.asOf).arg(status.nextPollAt);
    return line;
}

} // namespace hw::test
