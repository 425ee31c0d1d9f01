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
Result<std::optional<FlakyResults>, QString> cachedResults(const ProfileSettings &profile)
{
    if (!QFileInfo::exists(profile.effectiveCachePath()))
        return std::optional<FlakyResults>();
    JobCache cache(profile.effectiveCachePath());
    if (const Result<void> opened = cache.open(); !opened)
        return opened.error().message;
    const Result<SnapshotStore::Snapshot> stored = SnapshotStore(cache).load(FlakyResultsJson::source());
    if (!stored)
        return stored.error().message;
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
Result<FlakyResults, QString> fetchResults(const ProfileSettings &profile, qint64 from, qint64 to, int timeoutMs)
{
    const Result<ClickHouseConfig, QString> config = ProfileClickHouse::config(profile);
    if (!config)
        return config.error();
    QEventLoop loop;
    std::optional<Result<FlakyResults, QString>> outcome;
    ClickHouseClient client(*config);
    FlakyClickHouseSource source(&client);
    source.setRepository(profile.repository);
    QObject::connect(&source, &FlakyClickHouseSource::fetched, &loop, [&](const FlakyResults &r) {
        outcome = r;
        loop.quit();
    });
    QObject::connect(&source, &FlakyClickHouseSource::failed, &loop, [&](const SourceError &e) {
        outcome = e.message;
        loop.quit();
    });
    source.fetch(from, to);
    QTimer::singleShot(timeoutMs, &loop, [&] {
        if (!outcome)
            outcome = tr("no answer from ClickHouse within %1 s").arg(timeoutMs / 1000);
        loop.quit();
    });
    if (!outcome)
        loop.exec();
    source.cancel();
    return *outcome;
}

} // namespace

int runFlakyCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    const QCommandLineOption profile(QStringLiteral("profile"), tr("Use this profile's cached results (default: the demo)."),
                                     QStringLiteral("NAME"));
    const QCommandLineOption range(QStringLiteral("range"),
                                   tr("The range the results must cover: 1d … 90d or FROM..TO (default: what is cached)."),
                                   QStringLiteral("RANGE"));
    const QCommandLineOption csv(QStringLiteral("csv"), tr("Write CSV (RFC 4180, UTC times) instead of a table."));
    const QCommandLineOption json(QStringLiteral("json"),
        tr("Write JSON: HUD's figures under HUD's names, the console's own under \"console\"."));
    const QCommandLineOption minRuns(QStringLiteral("min-runs"), tr("Leave out tests with fewer runs (default 20)."),
                                     QStringLiteral("N"), QString::number(FlakyTestsFilterProxy::DefaultMinimumRuns));
    const QCommandLineOption replay(QStringLiteral("replay"),
        tr("Read a recording (--record) instead: its flaky snapshot at --at, else at its end."), QStringLiteral("FILE"));
    const QCommandLineOption at(QStringLiteral("at"), tr("The recording's instant (ISO 8601 UTC, or hh:mm on its first day)."),
                                QStringLiteral("TIME"));
    const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")}, tr("Show this help."));
    parser.addOptions({profile, replay, at, range, csv, json, minRuns, help});
    if (!parser.parse(QStringList{QStringLiteral("flaky")} + args)) {
        err << "hudwatch flaky: " << parser.errorText() << Qt::endl;
        return 2;
    }
    if (parser.isSet(help)) {
        out << tr("usage: hudwatch flaky [--range 30d] [--csv | --json] [--min-runs N] [--profile NAME | --replay FILE "
                  "[--at TIME]]")
            << Qt::endl
            << parser.helpText().section(QLatin1Char('\n'), 2) << Qt::endl;
        return 0;
    }
    if (!parser.positionalArguments().isEmpty()) {
        err << "hudwatch flaky: " << tr("unexpected argument: %1").arg(QuotedText::elided(parser.positionalArguments().first())) << Qt::endl;
        return 2;
    }
    bool ok = false;
    const int minimum = parser.value(minRuns).toInt(&ok);
    if (!ok || minimum < 1) {
        err << "hudwatch flaky: " << tr("--min-runs wants a whole number of at least 1") << Qt::endl;
        return 2;
    }

    if (parser.isSet(csv) && parser.isSet(json)) {
        err << "hudwatch flaky: " << tr("--csv and --json exclude each other") << Qt::endl;
        return 2;
    }
    std::optional<TimeRange> wanted;
    if (parser.isSet(range)) {
        auto parsed = TimeRange::parse(parser.value(range));
        if (!parsed) {
            err << "hudwatch flaky: --range: " << parsed.error() << Qt::endl;
            return 2;
        }
        wanted = *parsed;
    }
    Result<FlakyResults, QString> results = FlakyDemo::load();
    // The JSON envelope every headless figure command starts with (view, source, repository,
    // branch, asOf, fetchedAt); a recording or the demo is read through FigureSource.
    QJsonObject envelope;
    qint64 fetchedAt = 0;
    if (parser.isSet(replay) || parser.isSet(at)) {
        auto source = FigureSource::open(parser.value(profile), parser.value(replay), parser.value(at));
        if (!source) {
            err << "hudwatch flaky: " << source.error().message << Qt::endl;
            return source.error().exitCode;
        }
        auto loaded = FlakyFigures::load(*source);
        if (!loaded) {
            err << "hudwatch flaky: " << loaded.error() << Qt::endl;
            return 1;
        }
        results = loaded->results;
        fetchedAt = loaded->fetchedAt;
        envelope = source->envelope(QStringLiteral("flaky"), loaded->results.to, loaded->fetchedAt);
    } else if (parser.isSet(profile)) {
        ProfileSettings settings;
        QString error;
        if (!ProfileSettings::load(parser.value(profile), &settings, &error)) {
            err << "hudwatch flaky: " << error << Qt::endl;
            return 1;
        }
        const auto cached = cachedResults(settings);
        if (!cached) {
            err << "hudwatch flaky: " << cached.error() << Qt::endl;
            return 1;
        }
        if (*cached) {
            results = **cached;
        } else {
            // Nothing cached yet: fetch the range asked for (the tab's 30 days by default).
            const auto [fromMs, toMs] = wanted.value_or(TimeRange::lastDays(30)).resolve(QDateTime::currentMSecsSinceEpoch());
            results = fetchResults(settings, fromMs / 1000, toMs / 1000, 120'000);
        }
    }
    if (!results) {
        err << "hudwatch flaky: " << results.error() << Qt::endl;
        return 1;
    }
    if (wanted) {
        // A relative range ends when the results were fetched; the cache holds one range.
        const auto [from, to] = wanted->resolve(results->to * 1000);
        if (from / 1000 != results->from || to / 1000 != results->to) {
            err << "hudwatch flaky: "
                << tr("the results at hand cover %1 – %2 UTC, not the range asked for; open the tab with that range "
                      "to fetch it")
                       .arg(day(results->from), day(results->to))
                << Qt::endl;
            return 1;
        }
    }
    const QVector<FlakyTest> ranked = FlakyTestsReport::ranked(results->tests, minimum);
    if (parser.isSet(json)) {
        if (envelope.isEmpty()) {
            envelope = QJsonObject{{QStringLiteral("view"), QStringLiteral("flaky")}};
            if (parser.isSet(profile))
                envelope.insert(QStringLiteral("profile"), parser.value(profile));
            else
                envelope.insert(QStringLiteral("replay"), QStringLiteral("demo"));
            envelope.insert(QStringLiteral("branch"), QStringLiteral("main")); // HUD's flaky tests read main
            envelope.insert(QStringLiteral("asOf"), FigureSource::isoTime(results->to));
            envelope.insert(QStringLiteral("fetchedAt"), FigureSource::isoTime(results->fetchedAt > 0 ? results->fetchedAt : fetchedAt));
        }
        QJsonObject figures = FlakyTestsReport::toJson(*results, ranked);
        for (auto it = figures.begin(); it != figures.end(); ++it)
            envelope.insert(it.key(), it.value());
        out << QString::fromUtf8(QJsonDocument(envelope).toJson(QJsonDocument::Indented));
    } else if (parser.isSet(csv)) {
        out << QString::fromUtf8(FlakyTestsReport::toCsv(ranked));
    } else {
        out << tr("HUD's flaky tests (in process) of %4, %1 – %2 UTC; at least %3 runs (console), ranked by the "
                  "console's flake rate's 95 % lower bound")
                   .arg(day(results->from), day(results->to))
                   .arg(minimum)
                   .arg(results->repository)
            << Qt::endl
            << FlakyTestsReport::toText(ranked);
    }
    out.flush();
    return 0;
}

} // namespace hw
