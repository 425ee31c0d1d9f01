#include "TimeWindowExport.h"

#include "cache/JobCache.h"
#include "timemachine/CacheRecording.h"
#include "timemachine/RecordingFile.h"

#include <QCoreApplication>
#include <QSet>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

// Said in the language of the run; isCancelled() compares with the same text.
QString cancelledText()
{
    return QCoreApplication::translate("hw::TimeWindowExport", "export cancelled");
}

} // namespace

Recording TimeWindowExport::windowOf(const Recording &r, qint64 from, qint64 to)
{
    Recording window;
    window.header = r.header;
    window.header.start = from;
    window.header.end = to;
    window.header.liveAt = 0;
    QSet<QString> shas;
    for (const Commit &c : r.commits)
        if (c.time >= from && c.time <= to) {
            window.commits.append(c);
            shas.insert(c.sha);
        }
    // Every row up to `to` (not only the latest per job): the window replays like the original.
    for (const JobRun &j : r.jobs)
        if (j.insertedAt <= to && shas.contains(j.headSha))
            window.jobs.append(j);
    window.snapshots = r.snapshotsIn(from, to);
    window.levelChanges = r.levelChanges;
    window.alerts = r.alertsIn(from, to);
    return window;
}

Result<void> TimeWindowExport::run(
    const Source &source, qint64 from, qint64 to, const QString &path, Control *control)
{
    const auto error = [](const QString &message) {
        return SourceError::make(SourceError::Kind::Configuration, u"recording"_s, message);
    };
    if (to < from)
        return error(QCoreApplication::translate("hw::TimeWindowExport", "the time window ends before it starts — choose a start before the end"));
    // Reading is the first 30 % of the progress, writing the rest; a cancel is honoured between
    // the reading steps (each is one pass over the cache) and during the write.
    constexpr int kReadShare = 300;
    const auto reached = [control](int permille) { return !control || control->reached(permille); };
    Recording window;
    if (source.replayed) {
        window = windowOf(*source.replayed, from, to);
    } else if (!source.cachePath.isEmpty()) {
        JobCache cache(source.cachePath); // this thread's own connection
        if (const Result<void> opened = cache.open(); !opened)
            return opened.error();
        if (!reached(20))
            return error(cancelledText());
        const Result<JobBatch> all = CacheRecording::loadAll(cache, source.cacheSource);
        if (!all)
            return all.error();
        if (!reached(200))
            return error(cancelledText());
        window = CacheRecording::fromBatch(*all, from, to, source.profile);
        if (!reached(250))
            return error(cancelledText());
        if (const Result<void> added = CacheRecording::addSnapshots(window, cache, from, to); !added)
            return added.error();
        if (const Result<void> added = CacheRecording::addAlerts(window, cache, source.cacheSource, from, to);
            !added)
            return added.error();
    } else {
        return error(QCoreApplication::translate("hw::TimeWindowExport", "nothing to export in that window — choose one that holds commits"));
    }
    if (!reached(kReadShare))
        return error(cancelledText());
    RecordingFile::Progress progress;
    if (control)
        progress = [control](qint64 done, qint64 total) {
            return control->reached(kReadShare + (total > 0 ? int(done * (1000 - kReadShare) / total) : 1000 - kReadShare));
        };
    const Result<void> written = RecordingFile::write(window, path, progress);
    if (!written && control && control->cancel)
        return error(cancelledText());
    return written;
}

bool TimeWindowExport::isCancelled(const SourceError &error)
{
    return error.message == cancelledText();
}

} // namespace hw
