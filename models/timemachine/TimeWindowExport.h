#pragma once

#include "domain/OperationControl.h"
#include "domain/Result.h"
#include "timemachine/Recording.h"

#include <QString>

#include <functional>

namespace hw {

// File ▸ Export time window… and `--record` of a replay: [from, to] of what the console holds
// written as a recording file. Built to run on a worker thread: it reads either a recording the
// caller keeps unchanged meanwhile, or the profile's cache through a JobCache of its own (one
// connection per thread), reports progress and stops, leaving no file, when asked to.
class TimeWindowExport
{
public:
    struct Source {
        const Recording *replayed = nullptr; // the recording replayed, or
        QString cachePath; // the profile's cache file,
        QString cacheSource; // its grid source ("clickhouse")
        QString profile; // and the profile's name (the recording's header)
    };
    // How far the export is (0..1000: reading the cache, then writing) and whether to stop.
    using Control = OperationControl;

    // The window of a recording: its commits in [from, to] and every row of theirs up to `to`,
    // with the snapshots the window needs (Recording::snapshotsIn) and its level changes.
    static Recording windowOf(const Recording &r, qint64 from, qint64 to);
    static Result<void> run(
        const Source &source, qint64 from, qint64 to, const QString &path, Control *control = nullptr);
    static bool isCancelled(const SourceError &error);
};

} // namespace hw
