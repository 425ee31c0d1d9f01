#include "FigureSource.h"

#include "cache/JobCache.h"
#include "cache/SnapshotStore.h"
#include "domain/OperationControl.h"
#include "domain/QuotedText.h"
#include "grid/GridClickHouseSource.h"
#include "grid/GridJobStore.h"
#include "timemachine/ReplayInstant.h"

#include <QCommandLineParser>
#include <QDateTime>
#include <QFileInfo>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

// The demo is a day of pytorch/pytorch's trunk (resources/demo/PROVENANCE.md).
constexpr auto DemoRepository = "pytorch/pytorch";
constexpr auto DemoBranch = "main";

} // namespace

FigureSource::FigureSource() = default;
FigureSource::~FigureSource() = default;
FigureSource::FigureSource(FigureSource &&) noexcept = default;
FigureSource &FigureSource::operator=(FigureSource &&) noexcept = default;

QList<QCommandLineOption> FigureSource::options()
{
    return {
        QCommandLineOption(u"profile"_s, tr("Read the profile NAME's cache (what its console shows offline)."), u"NAME"_s),
        QCommandLineOption(u"replay"_s, tr("Read a recording FILE (or \"demo\"); without --profile and --replay, the "
                                           "bundled demo recording."),
            u"FILE"_s),
        QCommandLineOption(u"at"_s, tr("The instant of the recording to read: ISO 8601 UTC (2024-08-14T03:10:00Z) or a "
                                       "time of day (03:10) on its first day (default: the demo's live instant, a "
                                       "recording's end)."),
            u"TIME"_s),
    };
}

Result<FigureSource, FigureSource::Failure> FigureSource::open(const QCommandLineParser &parser, bool cacheOptional)
{
    return open(parser.value(u"profile"_s), parser.value(u"replay"_s), parser.value(u"at"_s), cacheOptional);
}

Result<FigureSource, FigureSource::Failure> FigureSource::open(
    const QString &profile, const QString &replay, const QString &at, bool cacheOptional)
{
    if (!profile.isEmpty() && !replay.isEmpty())
        return Failure { 2, tr("--profile and --replay cannot be combined") };
    if (!profile.isEmpty() && !at.isEmpty())
        return Failure { 2,
            tr("--at reads a recording: give --replay FILE (make one with 'hudwatch --profile %1 --record FILE')")
                .arg(profile) };
    CommandLineOptions options;
    options.profile = profile;
    options.replay = replay;
    if (!profile.isEmpty()) {
        // Checked before ConsoleInputs, which would make an empty cache where there is none.
        const Result<ProfileSettings> loaded = ProfileSettings::load(profile);
        if (!loaded)
            return Failure { 1, loaded.error().message };
        const ProfileSettings &settings = *loaded;
        if (!QFileInfo::exists(settings.effectiveCachePath())) {
            if (!cacheOptional)
                return Failure { 1,
                    tr("profile \"%1\" has no cache yet (%2): open the console with --profile %1 once")
                        .arg(profile, QuotedText::visible(settings.effectiveCachePath())) };
            FigureSource source;
            source.m_inputs.profile = settings;
            source.m_profileWithoutCache = true;
            return source;
        }
    }
    OperationControl control;
    FigureSource source;
    source.m_inputs = ConsoleInputs::read(options, control);
    if (source.m_inputs.error.isError())
        return Failure { 1, source.m_inputs.error.message };
    if (const Recording *r = source.recording()) {
        source.m_replayName = source.isDemo() ? u"demo"_s : replay;
        source.m_instant = source.isDemo() && r->header.liveAt > 0 ? r->header.liveAt : r->header.end;
        if (!at.isEmpty()) {
            const Result<qint64> chosen = ReplayInstant::parse(at, r->header.start, r->header.end);
            if (!chosen)
                return Failure { 1, chosen.error().message };
            source.m_instant = *chosen;
        }
    }
    return source;
}

const Recording *FigureSource::recording() const
{
    return m_inputs.recording ? &*m_inputs.recording : nullptr;
}

QStringList FigureSource::unstablePatterns() const
{
    return recording() ? recording()->header.unstablePatterns : m_inputs.profile.unstablePatterns;
}

int FigureSource::maxCommits() const
{
    return isProfile() ? m_inputs.profile.maxCommits : 300; // JobGridModel's default, as a replay shows
}

Result<JobBatch> FigureSource::gridBatch() const
{
    if (const Recording *r = recording())
        return r->snapshotAt(m_instant);
    if (!m_inputs.cache)
        return missing(tr("profile \"%1\" has no grid rows cached yet: open the console with --profile %1 once")
                           .arg(m_inputs.profile.name));
    const QString source = GridClickHouseSource::sourceName();
    Result<JobBatch> loaded = GridJobStore(*m_inputs.cache).loadLatest(source, maxCommits());
    if (!loaded)
        return loaded.error();
    if (loaded->commits.isEmpty())
        return missing(tr("profile \"%1\" has no grid rows cached yet: open the console with --profile %1 once")
                           .arg(m_inputs.profile.name));
    return std::move(*loaded);
}

Result<FigureSource::Stored> FigureSource::stored(const QString &source, const QString &what) const
{
    if (const Recording *r = recording()) {
        const RecordedSnapshot *s = r->snapshotOf(source, m_instant);
        if (!s)
            return missing(tr("this recording has no %1 at or before %2").arg(what, ReplayInstant::format(m_instant)));
        return Stored { s->body, s->asOf, s->fetchedAt };
    }
    if (!m_inputs.cache)
        return missing(tr("profile \"%1\" has no %2 cached yet: open its view in the console with --profile %1 once")
                           .arg(m_inputs.profile.name, what));
    const Result<SnapshotStore::Snapshot> loaded = SnapshotStore(*m_inputs.cache).load(source);
    if (!loaded)
        return loaded.error();
    if (loaded->body.isEmpty())
        return missing(tr("profile \"%1\" has no %2 cached yet: open its view in the console with --profile %1 once")
                           .arg(m_inputs.profile.name, what));
    return Stored { loaded->body, loaded->asOf, loaded->fetchedAt };
}

SourceError FigureSource::missing(const QString &message)
{
    return SourceError::make(SourceError::Kind::Storage, u"cache"_s, message);
}

SourceError FigureSource::unreadable(const QString &message)
{
    return SourceError::make(SourceError::Kind::BadData, u"cache"_s, message);
}

QJsonValue FigureSource::isoTime(qint64 utcSeconds)
{
    if (utcSeconds <= 0)
        return QJsonValue::Null;
    return QDateTime::fromSecsSinceEpoch(utcSeconds, Qt::UTC).toString(Qt::ISODate); // "…Z"
}

QJsonObject FigureSource::envelope(const QString &view, qint64 asOf, qint64 fetchedAt) const
{
    QJsonObject o { { u"view"_s, view } };
    if (isProfile()) {
        o.insert(u"profile"_s, m_inputs.profile.name);
        o.insert(u"repository"_s, m_inputs.profile.repository);
        o.insert(u"branch"_s, m_inputs.profile.branch);
    } else {
        o.insert(u"replay"_s, m_replayName);
        o.insert(u"at"_s, isoTime(m_instant));
        // A recording file does not say which repository it was taken from; the demo does.
        o.insert(u"repository"_s, isDemo() ? QJsonValue(QLatin1String(DemoRepository)) : QJsonValue::Null);
        o.insert(u"branch"_s, isDemo() ? QJsonValue(QLatin1String(DemoBranch)) : QJsonValue::Null);
    }
    o.insert(u"asOf"_s, isoTime(asOf));
    o.insert(u"fetchedAt"_s, isoTime(fetchedAt));
    return o;
}

} // namespace hw
