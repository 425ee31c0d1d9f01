#include "FlakyCommand.h"

#include "profiles/ProfileSettings.h"
#include "cache/JobCache.h"
#include "charts/TimeRange.h"
#include "flaky/FlakyDemo.h"
#include "flaky/FlakyResultsJson.h"
#include "flaky/FlakyTestsFilterProxy.h"
#include "flaky/FlakyTestsReport.h"
#include "domain/QuotedText.h"

#include <QCommandLineParser>
#include <QCoreApplication>
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

Result<FlakyResults, QString> cachedResults(const QString &profileName)
{
    ProfileSettings profile;
    QString error;
    if (!ProfileSettings::load(profileName, &profile, &error))
        return error;
    if (!QFileInfo::exists(profile.effectiveCachePath()))
        return tr("profile \"%1\" has no cache yet (%2): open the Flaky tests tab once")
            .arg(profileName, profile.effectiveCachePath());
    JobCache cache(profile.effectiveCachePath());
    if (const Result<void> opened = cache.open(); !opened)
        return opened.error().message;
    const Result<JobCache::Snapshot> stored = cache.loadSnapshot(FlakyResultsJson::source());
    if (!stored)
        return stored.error().message;
    if (stored->body.isEmpty())
        return tr("profile \"%1\" has no flaky-test results cached yet: open the Flaky tests tab once").arg(profileName);
    auto results = FlakyResultsJson::fromJson(stored->body);
    if (!results)
        return tr("the cached flaky-test results are unreadable: %1 — open the Flaky tests tab with --profile %2 "
                  "to fetch them again")
            .arg(results.error(), profileName);
    return *results;
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
    const QCommandLineOption minRuns(QStringLiteral("min-runs"), tr("Leave out tests with fewer runs (default 20)."),
                                     QStringLiteral("N"), QString::number(FlakyTestsFilterProxy::DefaultMinimumRuns));
    const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")}, tr("Show this help."));
    parser.addOptions({profile, range, csv, minRuns, help});
    if (!parser.parse(QStringList{QStringLiteral("flaky")} + args)) {
        err << "hudwatch flaky: " << parser.errorText() << Qt::endl;
        return 2;
    }
    if (parser.isSet(help)) {
        out << tr("usage: hudwatch flaky [--range 30d] [--csv] [--min-runs N] [--profile NAME]") << Qt::endl
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

    const Result<FlakyResults, QString> results = parser.isSet(profile) ? cachedResults(parser.value(profile)) : FlakyDemo::load();
    if (!results) {
        err << "hudwatch flaky: " << results.error() << Qt::endl;
        return 1;
    }
    if (parser.isSet(range)) {
        const auto wanted = TimeRange::parse(parser.value(range));
        if (!wanted) {
            err << "hudwatch flaky: --range: " << wanted.error() << Qt::endl;
            return 2;
        }
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
    if (parser.isSet(csv)) {
        out << QString::fromUtf8(FlakyTestsReport::toCsv(ranked));
    } else {
        out << tr("Flaky tests %1 – %2 UTC, at least %3 runs, ranked by the flake rate's 95 % lower bound")
                   .arg(day(results->from), day(results->to))
                   .arg(minimum)
            << Qt::endl
            << FlakyTestsReport::toText(ranked);
    }
    out.flush();
    return 0;
}

} // namespace hw
