#include "TimelineEventFinder.h"

#include "backends/TrustLevel.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QTimeZone>
#include <QRegularExpression>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

bool isFailure(const JobRun &j)
{
    const JobConclusion c = j.state();
    return c == JobConclusion::Failure || c == JobConclusion::TimedOut;
}

// The verdict of one column on one commit: its newest finished attempt.
struct Verdict {
    QString sha;
    qint64 commitTime = 0;
    qint64 attempt = 0;
    qint64 finishedAt = 0; // when this verdict arrived (the row's insertedAt)
    bool failed = false;
};

// A time when trunk was broken by one column: [from, to), to = 0 while still broken.
struct Break {
    qint64 from = 0;
    qint64 to = 0;
    QString sha;
    QString column;
};

bool counts(const TimelineEvent &e, bool trunkOnly)
{
    return !trunkOnly || e.kind == TimelineEvent::Kind::TrunkRed || e.kind == TimelineEvent::Kind::TrunkGreen;
}

QString withDetail(const QString &what, const QString &detail)
{
    return detail.isEmpty() ? what : u"%1 (%2)"_s.arg(what, detail);
}

QString shownLevelText(TrustLevel level)
{
    return level == TrustLevel::Unknown ? QCoreApplication::translate("hw::TimelineEventFinder", "not listed") : trustLevelName(level);
}

TimelineEvent::Kind alertKind(AlertTransition::Kind kind)
{
    switch (kind) {
    case AlertTransition::Kind::Broke:
        return TimelineEvent::Kind::AlertBroke;
    case AlertTransition::Kind::StillBroken:
        return TimelineEvent::Kind::AlertStillBroken;
    case AlertTransition::Kind::Fixed:
        return TimelineEvent::Kind::AlertFixed;
    case AlertTransition::Kind::Acknowledged:
        return TimelineEvent::Kind::AlertAcknowledged;
    }
    return TimelineEvent::Kind::AlertBroke;
}

} // namespace

TimelineEvents TimelineEventFinder::find(const Recording &recording)
{
    QVector<QRegularExpression> unstable;
    for (const QString &p : recording.header.unstablePatterns)
        if (QRegularExpression re(p); re.isValid())
            unstable << re;
    const auto isUnstable = [&unstable](const QString &column) {
        return std::any_of(unstable.cbegin(), unstable.cend(),
            [&column](const QRegularExpression &re) { return re.match(column).hasMatch(); });
    };

    QHash<QString, qint64> commitTime;
    for (const Commit &c : recording.commits)
        commitTime.insert(c.sha, c.time);
    // column -> sha -> the verdict of its newest finished attempt
    QHash<QString, QHash<QString, Verdict>> verdicts;
    for (const JobRun &j : recording.jobs) {
        if (j.status != u"completed")
            continue;
        Verdict &v = verdicts[j.columnName()][j.headSha];
        if (j.runAttempt < v.attempt)
            continue;
        v.sha = j.headSha;
        v.commitTime = commitTime.value(j.headSha, j.createdAt);
        v.attempt = j.runAttempt;
        v.finishedAt = j.insertedAt;
        v.failed = isFailure(j);
    }

    // Per column, in commit order: a failure that the next commit repeats is a break (a flake
    // that passes on the next commit is none); it lasts until a commit passes again.
    TimelineEvents events;
    QVector<Break> breaks;
    for (auto col = verdicts.cbegin(); col != verdicts.cend(); ++col) {
        if (isUnstable(col.key()))
            continue;
        QVector<Verdict> runs = col.value().values();
        std::sort(runs.begin(), runs.end(), [](const Verdict &a, const Verdict &b) {
            return a.commitTime != b.commitTime ? a.commitTime < b.commitTime : a.sha < b.sha;
        });
        for (qsizetype i = 1; i + 1 < runs.size(); ++i) {
            if (runs.at(i - 1).failed || !runs.at(i).failed || !runs.at(i + 1).failed)
                continue;
            Break b { std::min(runs.at(i).finishedAt, runs.at(i + 1).finishedAt), 0, runs.at(i).sha,
                col.key() };
            qsizetype k = i + 1;
            while (k < runs.size() && runs.at(k).failed) {
                b.from = std::min(b.from, runs.at(k).finishedAt);
                ++k;
            }
            if (k < runs.size())
                b.to = std::max(b.from + 1, runs.at(k).finishedAt);
            events.append({ b.from, TimelineEvent::Kind::FirstFailure, b.sha, b.column, QString() });
            breaks.append(b);
            i = k;
        }
    }

    // Trunk is red while any column is broken: the union of the breaks.
    std::sort(breaks.begin(), breaks.end(), [](const Break &a, const Break &b) {
        return a.from != b.from ? a.from < b.from : a.column < b.column;
    });
    const qint64 open = std::numeric_limits<qint64>::max();
    for (qsizetype i = 0; i < breaks.size();) {
        const Break &first = breaks.at(i);
        qint64 to = first.to == 0 ? open : first.to;
        QString lastSha = first.sha;
        qsizetype k = i + 1;
        for (; k < breaks.size() && breaks.at(k).from < to; ++k)
            to = std::max(to, breaks.at(k).to == 0 ? open : breaks.at(k).to);
        events.append({ first.from, TimelineEvent::Kind::TrunkRed, first.sha, first.column, QString() });
        if (to != open)
            events.append({ to, TimelineEvent::Kind::TrunkGreen, QString(), QString(), QString() });
        i = k;
    }
    const qint64 start = recording.header.start != 0 ? recording.header.start : recording.firstEventTime();
    const qint64 end = recording.header.end != 0 ? recording.header.end : recording.lastEventTime();
    for (const LevelChangeEvent &c : recording.levelChanges) {
        const qint64 t = c.date.startOfDay(QTimeZone::utc()).toSecsSinceEpoch();
        if (t < start || t > end)
            continue;
        events.append({ t, TimelineEvent::Kind::LevelChange, QString(), c.repo,
            u"%1 → %2"_s.arg(shownLevelText(c.from), shownLevelText(c.to)) });
    }
    for (const AlertTransition &a : recording.alerts) {
        if (a.time < start || a.time > end)
            continue;
        events.append({ a.time, alertKind(a.kind), QString(), a.title, a.detail });
    }
    std::stable_sort(events.begin(), events.end(), [](const TimelineEvent &a, const TimelineEvent &b) {
        return a.time != b.time ? a.time < b.time : int(a.kind) > int(b.kind); // first failure, then red
    });
    return events;
}

qsizetype TimelineEventFinder::next(const TimelineEvents &events, qint64 t, bool trunkOnly)
{
    for (qsizetype i = 0; i < events.size(); ++i)
        if (events.at(i).time > t && counts(events.at(i), trunkOnly))
            return i;
    return -1;
}

qsizetype TimelineEventFinder::previous(const TimelineEvents &events, qint64 t, bool trunkOnly)
{
    for (qsizetype i = events.size() - 1; i >= 0; --i)
        if (events.at(i).time < t && counts(events.at(i), trunkOnly))
            return i;
    return -1;
}

QString TimelineEventFinder::describe(const TimelineEvent &e)
{
    const QString sha = e.sha.left(7);
    switch (e.kind) {
    case TimelineEvent::Kind::TrunkRed:
        return e.column.isEmpty() ? QCoreApplication::translate("hw::TimelineEventFinder", "trunk turned red (%1)").arg(sha)
                                  : QCoreApplication::translate("hw::TimelineEventFinder", "trunk turned red (%1: %2)").arg(sha, e.column);
    case TimelineEvent::Kind::TrunkGreen:
        return sha.isEmpty() ? QCoreApplication::translate("hw::TimelineEventFinder", "trunk turned green") : QCoreApplication::translate("hw::TimelineEventFinder", "trunk turned green (%1)").arg(sha);
    case TimelineEvent::Kind::FirstFailure:
        return QCoreApplication::translate("hw::TimelineEventFinder", "%1 started failing (%2)").arg(e.column, sha);
    case TimelineEvent::Kind::LevelChange:
        return QCoreApplication::translate("hw::TimelineEventFinder", "backend %1: %2").arg(e.column, e.detail);
    case TimelineEvent::Kind::AlertBroke:
        return withDetail(QCoreApplication::translate("hw::TimelineEventFinder", "alert: %1 broke").arg(e.column), e.detail);
    case TimelineEvent::Kind::AlertStillBroken:
        return withDetail(QCoreApplication::translate("hw::TimelineEventFinder", "alert: %1 still broken").arg(e.column), e.detail);
    case TimelineEvent::Kind::AlertFixed:
        return QCoreApplication::translate("hw::TimelineEventFinder", "alert: %1 fixed").arg(e.column);
    case TimelineEvent::Kind::AlertAcknowledged:
        return QCoreApplication::translate("hw::TimelineEventFinder", "alert: %1 acknowledged").arg(e.column);
    }
    return {};
}

QString TimelineEventFinder::alertLetter(TimelineEvent::Kind kind)
{
    switch (kind) {
    case TimelineEvent::Kind::AlertBroke:
        return u"B"_s;
    case TimelineEvent::Kind::AlertStillBroken:
        return u"S"_s;
    case TimelineEvent::Kind::AlertFixed:
        return u"F"_s;
    case TimelineEvent::Kind::AlertAcknowledged:
        return u"A"_s;
    default:
        return {};
    }
}

} // namespace hw
