#include "TimelineEventFinder.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

bool isFailure(const JobRun &j)
{
    const JobConclusion c = j.state();
    return c == JobConclusion::Failure || c == JobConclusion::TimedOut;
}

bool isFinished(const JobRun &j)
{
    return j.status == u"completed";
}

// One commit as the trunk state sees it: per column the newest attempt, per job id its row.
struct CommitState {
    qint64 time = 0;
    bool known = false; // its commit event has been seen
    QHash<qint64, bool> finishedById;
    int unfinished = 0;
    QHash<QString, std::pair<qint64, bool>> columnAttempt; // column -> (attempt, failed)
    int failingColumns = 0;
    QString firstFailing;
};

} // namespace

TimelineEvents TimelineEventFinder::find(const Recording &recording)
{
    QVector<QRegularExpression> unstable;
    for (const QString &p : recording.header.unstablePatterns)
        if (QRegularExpression re(p); re.isValid())
            unstable << re;
    QHash<QString, bool> unstableColumn;
    const auto isUnstable = [&](const QString &column) {
        auto it = unstableColumn.constFind(column);
        if (it == unstableColumn.cend())
            it = unstableColumn.insert(column,
                std::any_of(unstable.cbegin(), unstable.cend(), [&](const QRegularExpression &re) {
                    return re.match(column).hasMatch();
                }));
        return *it;
    };

    TimelineEvents events;
    QHash<QString, CommitState> commits;
    // Per column: the commit time and verdict of its newest finished run so far.
    QHash<QString, std::pair<qint64, bool>> lastFinished;
    QString trunkSha;
    qint64 trunkTime = std::numeric_limits<qint64>::min();
    int trunkRed = -1; // unknown

    const auto updateTrunk = [&](const QString &sha, const CommitState &c, qint64 t) {
        if (!c.known || c.unfinished > 0 || c.finishedById.isEmpty())
            return;
        if (sha != trunkSha && c.time < trunkTime)
            return; // an older commit finished late: trunk's state is the newer one's
        trunkSha = sha;
        trunkTime = c.time;
        const int red = c.failingColumns > 0 ? 1 : 0;
        if (red == trunkRed)
            return;
        trunkRed = red;
        events.append({t, red ? TimelineEvent::Kind::TrunkRed : TimelineEvent::Kind::TrunkGreen, sha,
            red ? c.firstFailing : QString()});
    };

    qsizetype ci = 0, ji = 0;
    const Commits &cs = recording.commits;
    const JobRuns &js = recording.jobs;
    while (ci < cs.size() || ji < js.size()) {
        // Commits before the jobs of the same second (as the recording's writer orders them).
        if (ji >= js.size() || (ci < cs.size() && cs.at(ci).time <= js.at(ji).insertedAt)) {
            const Commit &c = cs.at(ci++);
            CommitState &state = commits[c.sha];
            state.time = c.time;
            state.known = true;
            updateTrunk(c.sha, state, c.time);
            continue;
        }
        const JobRun &j = js.at(ji++);
        CommitState &state = commits[j.headSha];
        const bool finished = isFinished(j);
        const auto was = state.finishedById.constFind(j.id);
        if (was == state.finishedById.cend())
            state.unfinished += finished ? 0 : 1;
        else if (*was != finished)
            state.unfinished += finished ? -1 : 1;
        state.finishedById.insert(j.id, finished);
        const QString column = j.columnName();
        if (finished && !isUnstable(column)) {
            const bool failed = isFailure(j);
            auto &attempt = state.columnAttempt[column];
            const bool wasFailing = attempt.first > 0 && attempt.second;
            if (j.runAttempt >= attempt.first) {
                attempt = {j.runAttempt, failed};
                if (failed && !wasFailing) {
                    if (state.failingColumns++ == 0)
                        state.firstFailing = column;
                } else if (!failed && wasFailing) {
                    --state.failingColumns;
                }
            }
            // First failure: the column's previous finished run, on an older commit, was fine.
            const qint64 commitTime = state.known ? state.time : j.createdAt;
            auto last = lastFinished.find(column);
            if (last == lastFinished.end() || commitTime >= last->first) {
                const bool before = last != lastFinished.end() && last->second;
                if (failed && !before && last != lastFinished.end())
                    events.append({j.insertedAt, TimelineEvent::Kind::FirstFailure, j.headSha, column});
                lastFinished.insert(column, {commitTime, failed});
            }
        }
        updateTrunk(j.headSha, state, j.insertedAt);
    }
    return events;
}

qsizetype TimelineEventFinder::next(const TimelineEvents &events, qint64 t, bool trunkOnly)
{
    for (qsizetype i = 0; i < events.size(); ++i)
        if (events.at(i).time > t && (!trunkOnly || events.at(i).kind != TimelineEvent::Kind::FirstFailure))
            return i;
    return -1;
}

qsizetype TimelineEventFinder::previous(const TimelineEvents &events, qint64 t, bool trunkOnly)
{
    for (qsizetype i = events.size() - 1; i >= 0; --i)
        if (events.at(i).time < t && (!trunkOnly || events.at(i).kind != TimelineEvent::Kind::FirstFailure))
            return i;
    return -1;
}

QString TimelineEventFinder::describe(const TimelineEvent &e)
{
    const QString sha = e.sha.left(7);
    switch (e.kind) {
    case TimelineEvent::Kind::TrunkRed:
        return e.column.isEmpty() ? u"trunk turned red (%1)"_s.arg(sha) : u"trunk turned red (%1: %2)"_s.arg(sha, e.column);
    case TimelineEvent::Kind::TrunkGreen:
        return u"trunk turned green (%1)"_s.arg(sha);
    case TimelineEvent::Kind::FirstFailure:
        return u"%1 started failing (%2)"_s.arg(e.column, sha);
    }
    return {};
}

} // namespace hw
