#pragma once

#include "alerts/AlertTransition.h"
#include "backends/LevelChangeEvent.h"
#include "domain/JobBatch.h"
#include "timemachine/RecordedSnapshot.h"

#include <QHash>
#include <QStringList>

namespace hw {

// What a recording says about itself (the header line of the file).
struct RecordingHeader {
    int version = 1;
    QString source = QStringLiteral("recording"); // JobBatch::source of replayed batches
    QString description;
    QString profile;    // the server profile a recording was taken from ("" for demo and files)
    qint64 start = 0;   // UTC seconds: first instant covered
    qint64 end = 0;     // UTC seconds: last instant covered
    qint64 liveAt = 0;  // where a "live-looking" replay starts (0 = start)
    QStringList unstablePatterns; // column-name regexes whose failures are warnings
    bool operator==(const RecordingHeader &) const = default;
};

// An ordered stream of timestamped events: "commit appeared" (at Commit::time) and "job row
// changed" (queued / started / completed: a JobRun snapshot at JobRun::insertedAt). A job id
// appears once per change; the latest row per id up to an instant is that job's state then.
// Both vectors are kept sorted by their time (stable for equal times).
class Recording
{
public:
    // The last instant a recording may name (9999-12-31 23:59:59 UTC): a reader refuses times
    // outside [0, maxTime], so replay arithmetic on them cannot overflow and every one formats.
    static constexpr qint64 maxTime = 253'402'300'799;
    static constexpr bool isPlausibleTime(qint64 t) { return t >= 0 && t <= maxTime; }

    RecordingHeader header;
    Commits commits;  // sorted by time
    JobRuns jobs;     // sorted by insertedAt
    // The whole-batch views (backends, flaky tests, GPU fleet) over time, sorted by fetchedAt
    // (format v2; empty in older files): each is what its view showed from fetchedAt on.
    RecordedSnapshots snapshots;
    // The backends' dated level changes known when the recording was taken, oldest first.
    QVector<LevelChangeEvent> levelChanges;
    // The alerts' transitions (broke, still broken, fixed, acknowledged) as the console said
    // them, sorted by time (format v3; empty in older files and in the demo).
    AlertTransitions alerts;

    bool isEmpty() const { return commits.isEmpty() && jobs.isEmpty(); }
    qint64 firstEventTime() const;
    qint64 lastEventTime() const;
    qsizetype eventCount() const { return commits.size() + jobs.size(); }

    // Everything known at instant t (events with time <= t), latest row per job id:
    // what resetFrom() needs for a seek. fetchedAt = watermark = t.
    JobBatch snapshotAt(qint64 t) const;
    // The events in (from, to], latest row per job id: what applyBatch() needs for a step.
    JobBatch between(qint64 from, qint64 to) const;

    // The newest snapshot of source fetched at or before t; null when there is none.
    const RecordedSnapshot *snapshotOf(QStringView source, qint64 t) const;
    // The snapshots a window [from, to] needs: each source's newest at or before from (its
    // state at the window's start) and every one fetched in (from, to].
    RecordedSnapshots snapshotsIn(qint64 from, qint64 to) const;
    // The alert transitions with time in [from, to].
    AlertTransitions alertsIn(qint64 from, qint64 to) const;

    // Sorts the vectors by time (stable); call after building a recording by hand.
    void sortEvents();

    // Adds job to jobs, or replaces the row of the same id already there (slot: id → index), so
    // a batch holds each job's latest row in order of first appearance.
    static void keepLatest(JobRuns &jobs, QHash<qint64, qsizetype> &slot, const JobRun &job);
};

} // namespace hw
