#include "ConsoleInputs.h"

#include "cache/JobCache.h"
#include "domain/OperationControl.h"
#include "grid/GridClickHouseSource.h"
#include "timemachine/CacheRecording.h"
#include "timemachine/RecordingStream.h"
#include "domain/QuotedText.h"
#include "utilization/UtilizationLogFile.h"
#include "timemachine/DemoRecordingGenerator.h"
#include "timemachine/RecordingReader.h"
#include "timemachine/RecordingFile.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>

namespace hw {

namespace {

// The cause's kind and source, in the words the console shows for it.
SourceError reworded(SourceError cause, const QString &message)
{
    cause.message = message;
    return cause;
}

} // namespace

ConsoleInputs::ConsoleInputs() = default;
ConsoleInputs::~ConsoleInputs() = default;
ConsoleInputs::ConsoleInputs(ConsoleInputs &&) noexcept = default;
ConsoleInputs &ConsoleInputs::operator=(ConsoleInputs &&) noexcept = default;

ConsoleInputs ConsoleInputs::read(const CommandLineOptions &options, OperationControl &control)
{
    ConsoleInputs in;
    if (options.profile.isEmpty())
        in.readRecording(options, control);
    else
        in.openProfileCache(options, control);
    if (!in.error.isError() && !control.cancel && !options.utilizationFile.isEmpty()) {
        // A monitor log of days is tens of MB of samples: parsed here, not on the GUI thread.
        auto job = UtilizationLogFile::read(options.utilizationFile);
        if (job)
            in.utilizationFile = std::move(*job);
        else
            in.error = SourceError::make(SourceError::Kind::Configuration, QStringLiteral("utilization"),
                tr("cannot open %1: %2 — give --utilization an nvidia-smi CSV or monitor.py JSON lines file")
                    .arg(QuotedText::visible(options.utilizationFile), job.error()));
    }
    if (control.cancel) { // whatever was read goes: the caller stays where it was
        in.cancelled = true;
        in.recording.reset();
        in.recordStream.reset();
        in.cache.reset();
    }
    return in;
}

QString ConsoleInputs::activity(const CommandLineOptions &options)
{
    if (!options.profile.isEmpty() && !options.record.isEmpty())
        return tr("Opening the cache of profile %1 and writing what it holds to %2…")
            .arg(options.profile, QFileInfo(options.record).fileName());
    if (!options.profile.isEmpty())
        return tr("Opening the cache of profile %1…").arg(options.profile);
    if (options.replay.isEmpty() || options.replay == u"demo")
        return tr("Preparing the demo recording…");
    return tr("Reading the recording %1…").arg(QFileInfo(options.replay).fileName());
}

void ConsoleInputs::readRecording(const CommandLineOptions &options, OperationControl &control)
{
    demo = options.replay.isEmpty() || options.replay == u"demo";
    SourceError why;
    // Either reader's recording, or why not.
    const auto take = [this, &why](Result<Recording> read) {
        if (read)
            recording = std::move(*read);
        else
            why = read.error();
    };
    if (demo) {
        take(DemoRecordingGenerator::generateFrom(DemoRecordingGenerator::defaultJobsCsvPath(),
            DemoRecordingGenerator::defaultFailureLinesPath()));
    } else if (RecordingFile::isSqliteFile(options.replay)) {
        Result<Recording> read = RecordingFile::read(options.replay, [&control](qint64 done, qint64 total) {
            return control.reached(int(done * 1000 / std::max<qint64>(total, 1)));
        });
        if (read)
            recording = std::move(*read);
        else if (read.error().kind == SourceError::Kind::Cancelled)
            return; // read() sees control.cancel
        else
            why = read.error();
    } else {
        take(RecordingReader::readFile(options.replay));
    }
    if (!recording)
        error = reworded(why,
            demo ? tr("the bundled demo recording cannot be loaded: %1 — reinstall HUD Watch, or start with "
                      "--profile NAME")
                       .arg(why.message)
                 : tr("cannot replay %1: %2").arg(options.replay, why.message));
}

void ConsoleInputs::openProfileCache(const CommandLineOptions &options, OperationControl &control)
{
    Result<ProfileSettings> loaded = ProfileSettings::load(options.profile);
    if (!loaded) {
        error = loaded.error();
        return;
    }
    profile = std::move(*loaded);
    if (!profile.groupingFile.isEmpty()) {
        Result<GroupingRules> rules = GroupingRules::fromFile(profile.groupingFile);
        if (!rules) {
            error = reworded(rules.error(),
                tr("%1 — fix the file, or remove grid/groupingFile from the profile").arg(rules.error().message));
            return;
        }
        grouping = std::move(*rules);
    }
    const QString cachePath = profile.effectiveCachePath();
    const QString cacheDir = QFileInfo(cachePath).absolutePath();
    if (const Result<void> made = JobCache::makePrivateDirectory(cacheDir); !made) {
        error = made.error();
        return;
    }
    if (profile.cachePath.isEmpty()) // our own directory: private, even if an older version made it 0755
        QFile::setPermissions(cacheDir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    if (control.cancel)
        return;
    cache = std::make_unique<JobCache>(cachePath);
    if (const Result<void> opened = cache->open(&control.cancel); !opened) {
        // Damaged, of another schema, or locked: the data is all fetched again from the server.
        error = reworded(opened.error(),
            tr("%1 — move the file aside (HUD Watch fetches the data again) or set cache/path in the profile")
                .arg(opened.error().message));
        cache.reset();
        return;
    }
    if (!options.record.isEmpty() && !control.cancel)
        startRecording(options.record);
}

void ConsoleInputs::startRecording(const QString &path)
{
    // What the cache holds now; Console then appends each batch as the writer commits it.
    const QString source = GridClickHouseSource::sourceName();
    const Result<JobBatch> all = CacheRecording::loadAll(*cache, source);
    if (!all) {
        error = reworded(all.error(), tr("--record %1: %2").arg(path, all.error().message));
        return;
    }
    const CacheRecording::Range held = CacheRecording::rangeOf(*all);
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    const qint64 from = held.isEmpty() ? now : held.from;
    const qint64 to = held.isEmpty() ? now : held.to;
    Recording initial = CacheRecording::fromBatch(*all, from, to, profile.name);
    initial.header.source = source;
    initial.header.unstablePatterns = profile.unstablePatterns;
    Result<void> opened = CacheRecording::addSnapshots(initial, *cache, from, to);
    if (opened)
        opened = CacheRecording::addAlerts(initial, *cache, source, from, std::max(to, now));
    if (opened)
        opened = (recordStream = std::make_unique<RecordingStream>())->open(path, initial);
    if (!opened) {
        error = reworded(opened.error(), tr("--record %1: %2").arg(path, opened.error().message));
        recordStream.reset();
    }
}

} // namespace hw
