#pragma once

#include "CommandLineOptions.h"
#include "domain/SourceError.h"
#include "grid/GroupingRules.h"
#include "profiles/ProfileSettings.h"
#include "timemachine/Recording.h"
#include "utilization/JobUtilization.h"

#include <QCoreApplication>
#include <QString>

#include <memory>
#include <optional>

namespace hw {

class JobCache;
class RecordingStream;
struct OperationControl;

// What a console reads from disk before its window can fill: the recording it replays (the
// bundled demo, or a --replay file: a week of HUD takes ~1.4 s), or a profile and its cache,
// opened and migrated (a busy or old cache takes seconds). read() is safe on a worker thread,
// so ConsoleHost reads there with a progress dialog and Cancel; the GUI thread then only builds
// the window from it (Console::init).
class ConsoleInputs
{
    Q_DECLARE_TR_FUNCTIONS(hw::ConsoleInputs)

public:
    ConsoleInputs();
    ~ConsoleInputs();
    ConsoleInputs(ConsoleInputs &&) noexcept;
    ConsoleInputs &operator=(ConsoleInputs &&) noexcept;

    // Reads what options ask for. On failure error says why (its kind: the recording's or the
    // cache's own, Configuration for a file the user named) and what to do next; a Cancel
    // (control.cancel, checked between steps and while a recording is read) sets cancelled.
    static ConsoleInputs read(const CommandLineOptions &options, OperationControl &control);
    bool ok() const { return !error.isError() && !cancelled; }
    // What the progress dialog says while read() runs.
    static QString activity(const CommandLineOptions &options);

    bool demo = false; // the embedded default: the bundled demo recording
    std::optional<Recording> recording; // demo or --replay
    ProfileSettings profile; // --profile: as loaded
    std::unique_ptr<JobCache> cache; // --profile: open, of the current schema
    // --profile with --record FILE: the file, holding what the cache held, open for appends.
    std::unique_ptr<RecordingStream> recordStream;
    std::optional<JobUtilization> utilizationFile; // --utilization FILE, parsed
    std::optional<GroupingRules> grouping; // --profile with grid/groupingFile: the file's groups
    SourceError error;
    bool cancelled = false;

private:
    void readRecording(const CommandLineOptions &options, OperationControl &control);
    void openProfileCache(const CommandLineOptions &options, OperationControl &control);
    // --record with a profile: the cache's whole contents are written first (seconds for a week).
    void startRecording(const QString &path);
};

} // namespace hw
