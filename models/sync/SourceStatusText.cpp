#include "SourceStatusText.h"

#include <QCoreApplication>
#include <QDateTime>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

QString clockTime(qint64 t, qint64 now)
{
    const QDateTime dt = QDateTime::fromSecsSinceEpoch(t).toLocalTime();
    // Older than a day: the date matters more than the minute.
    return now - t >= 24 * 3600 ? dt.toString(u"yyyy-MM-dd HH:mm"_s) : dt.toString(u"HH:mm"_s);
}

QString asOf(const SourceStatus &s, qint64 now)
{
    return SourceStatusText::tr("as of %1 (%2)").arg(clockTime(s.asOf, now), SourceStatusText::age(now - s.asOf));
}

// What is on screen, as a phrase that follows "; ": "showing data as of 14:05 (3 min ago)".
QString shownData(const SourceStatus &s, qint64 now)
{
    if (s.asOf <= 0)
        return SourceStatusText::tr("no data yet");
    return s.stale ? SourceStatusText::tr("showing stale data %1").arg(asOf(s, now)) : SourceStatusText::tr("showing data %1").arg(asOf(s, now));
}

} // namespace

QString SourceStatusText::age(qint64 seconds)
{
    if (seconds < 10)
        return SourceStatusText::tr("just now");
    if (seconds < 60)
        return SourceStatusText::tr("%1 s ago").arg(seconds);
    if (seconds < 3600)
        return SourceStatusText::tr("%1 min ago").arg(seconds / 60);
    if (seconds < 48 * 3600)
        return SourceStatusText::tr("%1 h ago").arg(seconds / 3600);
    return SourceStatusText::tr("%1 days ago").arg(seconds / 86400);
}

QString SourceStatusText::countdown(qint64 seconds)
{
    if (seconds <= 0)
        return SourceStatusText::tr("now");
    if (seconds < 120)
        return SourceStatusText::tr("in %1 s").arg(seconds);
    return SourceStatusText::tr("in %1 min").arg((seconds + 59) / 60);
}

QString SourceStatusText::duration(qint64 seconds)
{
    if (seconds < 60)
        return SourceStatusText::tr("%1 s").arg(std::max<qint64>(seconds, 0));
    if (seconds < 3600)
        return SourceStatusText::tr("%1 min").arg(seconds / 60);
    if (seconds < 48 * 3600)
        return SourceStatusText::tr("%1 h").arg(seconds / 3600);
    return SourceStatusText::tr("%1 days").arg(seconds / 86400);
}

QString SourceStatusText::symbol(const SourceStatus &s)
{
    // A shape per state, so the status never relies on colour.
    using State = SourceStatus::State;
    switch (s.state) {
    case State::Idle: return s.stale ? u"⚠"_s : s.asOf > 0 ? u"✔"_s : u"○"_s;
    case State::Ok: return s.stale ? u"⚠"_s : u"✔"_s;
    case State::Fetching: return s.stale ? u"⚠"_s : u"↻"_s;
    case State::Failed:
    case State::BackingOff:
    case State::NeedsCredentials: return u"✖"_s;
    case State::Paused: return u"❚❚"_s;
    case State::Offline: return u"⊘"_s;
    case State::Replaying: return u"▶"_s;
    }
    return {};
}

QString SourceStatusText::describe(const SourceStatus &s, qint64 now)
{
    using State = SourceStatus::State;
    QString text = symbol(s) + u' ' + s.source + u": "_s;
    const QString replayClock = QDateTime::fromSecsSinceEpoch(s.asOf, Qt::UTC).toString(u"yyyy-MM-dd HH:mm"_s);
    switch (s.state) {
    case State::Replaying:
        text += SourceStatusText::tr("replaying %1 UTC").arg(replayClock);
        return s.notice.isEmpty() ? text : text + u"; "_s + s.notice;
    case State::Paused:
        if (s.replay)
            return text + SourceStatusText::tr("replay paused at %1 UTC").arg(replayClock);
        return text + SourceStatusText::tr("paused") + u"; "_s + shownData(s, now);
    case State::Fetching: {
        // A long poll says how long: "updating" alone looks healthy forever.
        const qint64 running = s.pollStartedAt > 0 ? now - s.pollStartedAt : 0;
        if (s.syncTotal > 0)
            // A first sync takes a while: say how to stop it, and that stopping loses nothing.
            text += SourceStatusText::tr("syncing %1 of %2 commits (Space pauses; it resumes where it stopped)")
                        .arg(s.syncDone)
                        .arg(s.syncTotal);
        else
            text += running >= 10 ? SourceStatusText::tr("updating for %1").arg(duration(running)) : SourceStatusText::tr("updating");
        return text + u"; "_s + shownData(s, now);
    }
    case State::Failed:
    case State::BackingOff: {
        text += s.consecutiveFailures > 1
            ? SourceStatusText::tr("failed %1 times: %2").arg(s.consecutiveFailures).arg(s.error.message)
            : SourceStatusText::tr("failed: %1").arg(s.error.message);
        if (s.nextPollAt > 0)
            text += u"; "_s + SourceStatusText::tr("retry %1").arg(countdown(s.nextPollAt - now));
        if (!s.notice.isEmpty()) // e.g. how to retry sooner
            text += u"; "_s + s.notice;
        return text + u"; "_s + shownData(s, now);
    }
    case State::NeedsCredentials:
        text += s.error.message + u"; "_s + SourceStatusText::tr("polling waits for new credentials");
        return text + u"; "_s + shownData(s, now);
    case State::Offline: {
        text += s.error.message.isEmpty() ? SourceStatusText::tr("offline") : SourceStatusText::tr("offline (%1)").arg(s.error.message);
        return text + u"; "_s + (s.asOf > 0 ? SourceStatusText::tr("showing data %1").arg(asOf(s, now)) : SourceStatusText::tr("the cache is empty"));
    }
    case State::Idle:
    case State::Ok:
        break;
    }
    if (s.asOf <= 0)
        text += SourceStatusText::tr("no data yet");
    else
        text += s.stale ? SourceStatusText::tr("stale data %1").arg(asOf(s, now)) : asOf(s, now);
    if (s.nextPollAt > 0)
        text += u", "_s + SourceStatusText::tr("next poll %1").arg(countdown(s.nextPollAt - now));
    if (s.error.isError())
        text += u"; "_s + s.error.message;
    if (!s.notice.isEmpty())
        text += u"; "_s + s.notice;
    return text;
}

} // namespace hw
