// libFuzzer target: a recording from someone else, as `hudwatch --replay FILE` opens it. The
// first byte picks the format: an SQLite recording (RecordingFile::read of the rest written to
// a file) or a JSON-lines one, maybe qCompress()ed (RecordingReader::fromBytes); and where the
// replay clock seeks. An accepted recording is then replayed as the console does: the timeline's
// events, seeks through the grid's index, steps of the clock, the snapshots due at each instant.
// Besides the sanitizers' findings (and libFuzzer's limits on time and memory, which a hostile
// file must not get past) it traps when a contract breaks: a refusal says why in a short
// message; an accepted recording has its events in time order, times of a plausible instant
// and an end not before its start; a seek holds no event after its instant.
#include "timemachine/RecordingIndex.h"
#include "timemachine/RecordingReader.h"
#include "timemachine/RecordingFile.h"
#include "timemachine/ReplayInstant.h"
#include "timemachine/TimelineEventFinder.h"

#include <QDir>
#include <QFile>
#include <QSet>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <unistd.h>

namespace {

constexpr qsizetype kMaxMessage = 2000;

bool plausible(qint64 t)
{
    return hw::Recording::isPlausibleTime(t);
}

void removeScratchFile();

// The file an SQLite input is written to, one per process, removed when the run ends.
QString scratchFile()
{
    static const QString path = QDir::tempPath() + QStringLiteral("/fuzz_recording_%1.sqlite").arg(getpid());
    // Registered after path is built, so it runs before path is destroyed.
    [[maybe_unused]] static const bool removedAtExit = std::atexit(removeScratchFile) == 0;
    return path;
}

void removeScratchFile()
{
    for (const QString &suffix :
        { QString(), QStringLiteral("-wal"), QStringLiteral("-shm"), QStringLiteral("-journal") })
        QFile::remove(scratchFile() + suffix);
}

hw::Result<hw::Recording, QString> open(bool sqlite, const QByteArray &bytes)
{
    if (!sqlite)
        return hw::RecordingReader::fromBytes(bytes);
    QFile file(scratchFile());
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size())
        __builtin_trap();
    file.close();
    hw::Result<hw::Recording> read = hw::RecordingFile::read(scratchFile());
    if (!read)
        return read.error().message;
    return std::move(*read);
}

void checkOrder(const hw::Recording &r)
{
    if (r.header.end < r.header.start || !plausible(r.header.start) || !plausible(r.header.end)
        || !plausible(r.header.liveAt))
        __builtin_trap();
    for (qsizetype i = 0; i < r.commits.size(); ++i)
        if (!plausible(r.commits[i].time) || (i > 0 && r.commits[i].time < r.commits[i - 1].time))
            __builtin_trap();
    for (qsizetype i = 0; i < r.jobs.size(); ++i)
        if (!plausible(r.jobs[i].insertedAt) || (i > 0 && r.jobs[i].insertedAt < r.jobs[i - 1].insertedAt))
            __builtin_trap();
    for (qsizetype i = 1; i < r.snapshots.size(); ++i)
        if (r.snapshots[i].fetchedAt < r.snapshots[i - 1].fetchedAt)
            __builtin_trap();
}

void replay(const hw::Recording &r, quint8 where)
{
    const hw::TimelineEvents events = hw::TimelineEventFinder::find(r);
    for (const hw::TimelineEvent &e : events)
        (void)hw::TimelineEventFinder::describe(e);
    const hw::RecordingIndex index(r);
    const qint64 start = r.header.start, end = r.header.end;
    const qint64 instants[]
        = { start, end, r.header.liveAt, start + (end - start) / 256 * where, end + 1, start - 1 };
    for (const qint64 t : instants) {
        (void)hw::ReplayInstant::format(t);
        const hw::JobBatch seen = index.snapshotAt(t, 1 + where % 8);
        for (const hw::JobRun &j : seen.jobs)
            if (j.insertedAt > t)
                __builtin_trap();
        (void)hw::TimelineEventFinder::next(events, t, where & 1);
        (void)hw::TimelineEventFinder::previous(events, t, where & 2);
        for (const QString &source : { QStringLiteral("backends"), QStringLiteral("flaky_results") })
            if (const hw::RecordedSnapshot *s = r.snapshotOf(source, t); s && s->fetchedAt > t)
                __builtin_trap();
        (void)r.snapshotsIn(start, t);
        for (const hw::AlertTransition &a : r.alertsIn(start, t))
            if (a.time > t)
                __builtin_trap();
    }
    // Play the clock from the start in a few steps, as Replayer::advance does.
    const qint64 step = std::max<qint64>(1, (end - start) / 4 + where);
    for (qint64 clock = start; clock < end;) {
        const qint64 to = std::min(end, clock + step);
        const hw::JobBatch batch = r.between(clock, to);
        for (const hw::JobRun &j : batch.jobs)
            if (j.insertedAt <= clock || j.insertedAt > to)
                __builtin_trap();
        clock = to;
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size < 1)
        return 0;
    const QByteArray bytes(reinterpret_cast<const char *>(data) + 1, qsizetype(size) - 1);
    const hw::Result<hw::Recording, QString> r = open(data[0] & 1, bytes);
    if (!r) {
        const QString error = r.error();
        if (error.isEmpty() || error.size() > kMaxMessage + scratchFile().size())
            __builtin_trap();
        return 0;
    }
    checkOrder(*r);
    replay(*r, data[0] >> 1);
    return 0;
}
