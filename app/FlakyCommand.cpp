#include "FlakyCommand.h"

#include "FigureSource.h"
#include "FlakyFigures.h"
#include "ProfileClickHouse.h"
#include "profiles/ProfileSettings.h"
#include "cache/JobCache.h"
#include "cache/SnapshotStore.h"
#include "charts/TimeRange.h"
#include "flaky/FlakyDemo.h"
#include "flaky/FlakyResultsJson.h"
#include "flaky/FlakyTestsFilterProxy.h"
#include "flaky/FlakyTestsReport.h"
#include "domain/QuotedText.h"
#include "clickhouse/ClickHouseClient.h"
#include "flaky/FlakyClickHouseSource.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonDocument>
#include <QTimer>
#include <QDateTime>
#include <QFileInfo>
#include <QTimeZone>

#include <optional>
#include <variant>

namespace hw {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("hw", text);
}

QString day(qint64 seconds)
{
    return QDateTime::fromSecsSinceEpoch(seconds, QTimeZone::utc()).toString(QStringLiteral("yyyy-MM-dd HH:mm"));
}

// The profile's cached results; std::nullopt when the cache holds none yet (then they are fetched).
Result<std::optional<FlakyResults>> cachedResults(const ProfileSettings &profile)
{
    if (!QFileInfo::exists(profile.effectiveCachePath()))
        return std::optional<FlakyResults>();
    JobCache cache(profile.effectiveCachePath());
    if (const Result<void> opened = cache.open(); !opened)
        return opened.error();
    const Result<SnapshotStore::Snapshot> stored = SnapshotStore(cache).load(FlakyResultsJson::source());
    if (!stored)
        return stored.error();
    if (stored->body.isEmpty())
        return std::optional<FlakyResults>();
    auto results = FlakyResultsJson::fromJson(stored->body);
    if (!results) // another version or damaged: fetched again, as the tab would
        return std::optional<FlakyResults>();
    if (results->repository != profile.repository) // a cache holds one repository
        return std::optional<FlakyResults>();
    return std::optional<FlakyResults>(*results);
}

// Fetches [from, to) from the profile's ClickHouse, as the window does (ProfileClickHouse). Waits
// at most timeoutMs for ClickHouse.
Result<FlakyResults> fetchResults(const ProfileSettings &profile, qint64 from, qint64 to, int timeoutMs)
{
    const Result<ClickHouseConfig> config = ProfileClickHouse::config(profile);
    if (!config)
        return config.error();
    QEventLoop loop;
    std::optional<Result<FlakyResults>> outcome;
    ClickHouseClient client(*config);
    FlakyClickHouseSource source(&client);
    source.setRepository(profile.repository);
    QObject::connect(&source, &FlakyClickHouseSource::fetched, &loop, [&](const FlakyResults &r) {
        outcome = r;
        loop.quit();
    });
    QObject::connect(&source, &FlakyClickHouseSource::failed, &loop, [&](const SourceError &e) {
        outcome = e;
        loop.quit();
    });
    source.fetch(from, to);
    QTimer::singleShot(timeoutMs, &loop, [&] {
        if (!outcome)
            outcome = SourceError::make(SourceError::Kind::Timeout, QStringLiteral("clickhouse"),
                                        tr("no answer from ClickHouse within %1 s").arg(timeoutMs / 1000));
        loop.quit();
    });
    if (!outcome)
        loop.exec();
    source.cancel();
    return *outcome;
}

// The demo's bundled month.
Result<FlakyResults> demoResults()
{
    Result<FlakyResults, QString> demo = FlakyDemo::load();
    if (!demo)
        return SourceError::make(SourceError::Kind::BadData, QStringLiteral("demo"), demo.error());
    return std::move(*demo);
}

// What the command line asked for.
struct FlakyArgs {
    QString profile;
    QString replay;
    QString at;
    bool profileSet = false;
    bool recordingSet = false; // --replay or --at
    std::optional<TimeRange> range;
    bool csv = false;
    bool json = false;
    int minimumRuns = FlakyTestsFilterProxy::DefaultMinimumRuns;
};

// The results to print, and the JSON envelope a recording's or the demo's come with.
struct FlakyInput {
    Result<FlakyResults> results = demoResults();
    QJsonObject envelope;
    qint64 fetchedAt = 0;
};

// A step that ends the command: its exit code, the message said first (empty: none).
struct FlakyExit {
    int code = 1;
    QString message;
};

QList<QCommandLineOption> flakyOptions()
{
    return {
        QCommandLineOption(QStringLiteral("profile"), tr("Use this profile's cached results (default: the demo)."),
                           QStringLiteral("NAME")),
        QCommandLineOption(QStringLiteral("replay"),
            tr("Read a recording (--record) instead: its flaky snapshot at --at, else at its end."), QStringLiteral("FILE")),
        QCommandLineOption(QStringLiteral("at"), tr("The recording's instant (ISO 8601 UTC, or hh:mm on its first day)."),
                           QStringLiteral("TIME")),
        QCommandLineOption(QStringLiteral("range"),
                           tr("The range the results must cover: 1d … 90d or FROM..TO (default: what is cached)."),
                           QStringLiteral("RANGE")),
        QCommandLineOption(QStringLiteral("csv"), tr("Write CSV (RFC 4180, UTC times) instead of a table.")),
        QCommandLineOption(QStringLiteral("json"),
            tr("Write JSON: HUD's figures under HUD's names, the console's own under \"console\".")),
        QCommandLineOption(QStringLiteral("min-runs"), tr("Leave out tests with fewer runs (default 20)."),
                           QStringLiteral("N"), QString::number(FlakyTestsFilterProxy::DefaultMinimumRuns)),
        QCommandLineOption(QStringList{QStringLiteral("h"), QStringLiteral("help")}, tr("Show this help.")),
    };
}

// The arguments, or how the command ends: --help printed (0) or a usage error (2).
std::variant<FlakyArgs, FlakyExit> readArgs(const QStringList &args, QTextStream &out)
{
    QCommandLineParser parser;
    parser.addOptions(flakyOptions());
    if (!parser.parse(QStringList{QStringLiteral("flaky")} + args))
        return FlakyExit{2, parser.errorText()};
    if (parser.isSet(QStringLiteral("help"))) {
        out << tr("usage: hudwatch flaky [--range 30d] [--csv | --json] [--min-runs N] [--profile NAME | --replay FILE "
                  "[--at TIME]]")
            << Qt::endl
            << parser.helpText().section(QLatin1Char('\n'), 2) << Qt::endl;
        return FlakyExit{0, {}};
    }
    if (!parser.positionalArguments().isEmpty())
        return FlakyExit{2, tr("unexpected argument: %1").arg(QuotedText::elided(parser.positionalArguments().first()))};
    FlakyArgs a;
    a.profile = parser.value(QStringLiteral("profile"));
    a.replay = parser.value(QStringLiteral("replay"));
    a.at = parser.value(QStringLiteral("at"));
    a.profileSet = parser.isSet(QStringLiteral("profile"));
    a.recordingSet = parser.isSet(QStringLiteral("replay")) || parser.isSet(QStringLiteral("at"));
    a.csv = parser.isSet(QStringLiteral("csv"));
    a.json = parser.isSet(QStringLiteral("json"));
    bool ok = false;
    a.minimumRuns = parser.value(QStringLiteral("min-runs")).toInt(&ok);
    if (!ok || a.minimumRuns < 1)
        return FlakyExit{2, tr("--min-runs wants a whole number of at least 1")};
    if (a.csv && a.json)
        return FlakyExit{2, tr("--csv and --json exclude each other")};
    if (parser.isSet(QStringLiteral("range"))) {
        auto parsed = TimeRange::parse(parser.value(QStringLiteral("range")));
        if (!parsed)
            return FlakyExit{2, QStringLiteral("--range: ") + parsed.error()};
        a.range = *parsed;
    }
    return a;
}

// A recording's (or with --at, the demo's) snapshot, read through FigureSource.
std::optional<FlakyExit> readRecorded(const FlakyArgs &a, FlakyInput &in)
{
    auto source = FigureSource::open(a.profile, a.replay, a.at);
    if (!source)
        return FlakyExit{source.error().exitCode, source.error().message};
    auto loaded = FlakyFigures::load(*source);
    if (!loaded)
        return FlakyExit{1, loaded.error().message};
    in.results = loaded->results;
    in.fetchedAt = loaded->fetchedAt;
    in.envelope = source->envelope(QStringLiteral("flaky"), loaded->results.to, loaded->fetchedAt);
    return std::nullopt;
}

// A profile's cached results, else (nothing cached yet) the range asked for, fetched.
std::optional<FlakyExit> readProfile(const FlakyArgs &a, FlakyInput &in)
{
    const Result<ProfileSettings> loaded = ProfileSettings::load(a.profile);
    if (!loaded)
        return FlakyExit{1, loaded.error().message};
    const ProfileSettings &settings = *loaded;
    const auto cached = cachedResults(settings);
    if (!cached)
        return FlakyExit{1, cached.error().message};
    if (*cached) {
        in.results = **cached;
        return std::nullopt;
    }
    // Nothing cached yet: fetch the range asked for (the tab's 30 days by default).
    const auto [fromMs, toMs] = a.range.value_or(TimeRange::lastDays(30)).resolve(QDateTime::currentMSecsSinceEpoch());
    in.results = fetchResults(settings, fromMs / 1000, toMs / 1000, 120'000);
    return std::nullopt;
}

// A relative range ends when the results were fetched; the cache holds one range.
std::optional<FlakyExit> checkRange(const FlakyArgs &a, const FlakyResults &results)
{
    if (!a.range)
        return std::nullopt;
    const auto [from, to] = a.range->resolve(results.to * 1000);
    if (from / 1000 == results.from && to / 1000 == results.to)
        return std::nullopt;
    return FlakyExit{1, tr("the results at hand cover %1 – %2 UTC, not the range asked for; open the tab with that range "
                           "to fetch it")
                            .arg(day(results.from), day(results.to))};
}

void printJson(const FlakyArgs &a, const FlakyInput &in, const QVector<FlakyTest> &ranked, QTextStream &out)
{
    QJsonObject envelope = in.envelope;
    if (envelope.isEmpty()) {
        envelope = QJsonObject{{QStringLiteral("view"), QStringLiteral("flaky")}};
        if (a.profileSet)
            envelope.insert(QStringLiteral("profile"), a.profile);
        else
            envelope.insert(QStringLiteral("replay"), QStringLiteral("demo"));
        envelope.insert(QStringLiteral("branch"), QStringLiteral("main")); // HUD's flaky tests read main
        envelope.insert(QStringLiteral("asOf"), FigureSource::isoTime(in.results->to));
        envelope.insert(QStringLiteral("fetchedAt"),
                        FigureSource::isoTime(in.results->fetchedAt > 0 ? in.results->fetchedAt : in.fetchedAt));
    }
    QJsonObject figures = FlakyTestsReport::toJson(*in.results, ranked);
    for (auto it = figures.begin(); it != figures.end(); ++it)
        envelope.insert(it.key(), it.value());
    out << QString::fromUtf8(QJsonDocument(envelope).toJson(QJsonDocument::Indented));
}

void print(const FlakyArgs &a, const FlakyInput &in, QTextStream &out)
{
    const FlakyResults &results = *in.results;
    const QVector<FlakyTest> ranked = FlakyTestsReport::ranked(results.tests, a.minimumRuns);
    if (a.json) {
        printJson(a, in, ranked, out);
    } else if (a.csv) {
        out << QString::fromUtf8(FlakyTestsReport::toCsv(ranked));
    } else {
        out << tr("HUD's flaky tests (in process) of %4, %1 – %2 UTC; at least %3 runs (console), ranked by the "
                  "console's flake rate's 95 % lower bound")
                   .arg(day(results.from), day(results.to))
                   .arg(a.minimumRuns)
                   .arg(results.repository)
            << Qt::endl
            << FlakyTestsReport::toText(ranked);
    }
    out.flush();
}

} // namespace

int runFlakyCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const auto fail = [&err](const FlakyExit &exit) {
        if (!exit.message.isEmpty())
            err << "hudwatch flaky: " << exit.message << Qt::endl;
        return exit.code;
    };
    auto parsed = readArgs(args, out);
    if (const auto *exit = std::get_if<FlakyExit>(&parsed))
        return fail(*exit);
    const FlakyArgs &a = std::get<FlakyArgs>(parsed);
    FlakyInput in;
    std::optional<FlakyExit> failed;
    if (a.recordingSet)
        failed = readRecorded(a, in);
    else if (a.profileSet)
        failed = readProfile(a, in);
    if (!failed && !in.results)
        failed = FlakyExit{1, in.results.error().message};
    if (!failed)
        failed = checkRange(a, *in.results);
    if (failed)
        return fail(*failed);
    print(a, in, out);
    return 0;
}

} // namespace hw
