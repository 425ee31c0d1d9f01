#include "ReportCommand.h"

#include "profiles/ProfileSettings.h"
#include "cache/JobCache.h"
#include "cache/SnapshotStore.h"
#include "backends/BackendOverview.h"
#include "backends/BackendsDemoSnapshot.h"
#include "backends/BackendsSnapshotJson.h"
#include "backends/L3ReadinessEvaluator.h"
#include "backends/PromotionReport.h"
#include "backends/BackendsSync.h"
#include "domain/QuotedText.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>

#include <optional>
#include <variant>

namespace hw {

namespace {

// Gives this file's free functions a translation context lupdate can see.
struct ReportCommandText {
    Q_DECLARE_TR_FUNCTIONS(hw::ReportCommand)
};

// The backends snapshot a profile's cache holds, or why there is none to report on.
Result<BackendsSnapshot> cachedSnapshot(const QString &profileName)
{
    const auto missing = [](const QString &message) {
        return SourceError::make(SourceError::Kind::Storage, QStringLiteral("cache"), message);
    };
    const Result<ProfileSettings> profile = ProfileSettings::load(profileName);
    if (!profile)
        return profile.error();
    JobCache cache(profile->effectiveCachePath());
    if (!QFileInfo::exists(profile->effectiveCachePath()))
        return missing(ReportCommandText::tr("profile \"%1\" has no cache yet (%2): open it in the console once to fetch the backends")
                           .arg(QuotedText::elided(profileName), QuotedText::visible(profile->effectiveCachePath())));
    if (const Result<void> opened = cache.open(); !opened)
        return opened.error();
    const Result<SnapshotStore::Snapshot> stored = SnapshotStore(cache).load(BackendsSync::sourceName());
    if (!stored)
        return stored.error();
    const QByteArray body = stored->body;
    if (body.isEmpty())
        return missing(ReportCommandText::tr("profile \"%1\" has no backend data cached yet: open the Backends tab once").arg(QuotedText::elided(profileName)));
    Result<BackendsSnapshot, QString> snapshot = BackendsSnapshotJson::fromJson(QJsonDocument::fromJson(body).object());
    if (!snapshot)
        return SourceError::make(SourceError::Kind::BadData, QStringLiteral("cache"),
            ReportCommandText::tr(
                "the cached backend data is unreadable: %1 — open the Backends tab with --profile %2 to fetch it again")
                .arg(snapshot.error(), QuotedText::elided(profileName)));
    return std::move(*snapshot);
}

// What the command line asks for: the backend, the file, the what-if targets, the source.
struct ReportArgs {
    QString repo;
    QString markdownPath;
    std::optional<QString> profile; // none: the demo
    L3Targets targets;
};

QList<QCommandLineOption> reportOptions()
{
    return {
        QCommandLineOption(QStringLiteral("profile"), ReportCommandText::tr("Use this profile's cached data (default: the demo)."),
                           QStringLiteral("NAME")),
        QCommandLineOption(QStringLiteral("pass-rate"), ReportCommandText::tr("What-if: minimum job pass rate in percent."),
                           QStringLiteral("PCT")),
        QCommandLineOption(QStringLiteral("timeout-rate"),
                           ReportCommandText::tr("What-if: maximum timeout rate in percent."), QStringLiteral("PCT")),
        QCommandLineOption(QStringLiteral("e2e-hours"), ReportCommandText::tr("What-if: maximum end-to-end P50 in hours."),
                           QStringLiteral("H")),
        QCommandLineOption(QStringList{QStringLiteral("h"), QStringLiteral("help")}, ReportCommandText::tr("Show this help.")),
    };
}

// The arguments, or the exit code once --help or a usage error was printed.
std::variant<ReportArgs, int> readReportArgs(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(ReportCommandText::tr("Write a backend's promotion review report (Markdown + PDF)."));
    parser.addPositionalArgument(QStringLiteral("OWNER/REPO"), ReportCommandText::tr("The backend (downstream repository)."));
    parser.addPositionalArgument(QStringLiteral("FILE.md"), ReportCommandText::tr("The Markdown file; the PDF and charts go beside it."));
    parser.addOptions(reportOptions());
    if (!parser.parse(QStringList{QStringLiteral("hudwatch report")} + args)) {
        err << "hudwatch report: " << parser.errorText() << Qt::endl;
        return 2;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText();
        return 0;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2 || !positional.at(1).endsWith(QStringLiteral(".md"), Qt::CaseInsensitive)) {
        err << "hudwatch report: " << ReportCommandText::tr("usage: hudwatch report OWNER/REPO FILE.md [--profile NAME]") << Qt::endl;
        return 2;
    }
    ReportArgs a{positional.at(0), positional.at(1), std::nullopt, {}};
    if (parser.isSet(QStringLiteral("profile")))
        a.profile = parser.value(QStringLiteral("profile"));
    const auto number = [&](const QString &option, double scale, double *into) {
        if (!parser.isSet(option))
            return true;
        bool ok = false;
        const double value = parser.value(option).toDouble(&ok);
        if (!ok || value < 0) {
            err << "hudwatch report: " << ReportCommandText::tr("--%1 needs a non-negative number").arg(option) << Qt::endl;
            return false;
        }
        *into = value * scale;
        return true;
    };
    if (!number(QStringLiteral("pass-rate"), 0.01, &a.targets.passRateMin)
        || !number(QStringLiteral("timeout-rate"), 0.01, &a.targets.timeoutRateMax)
        || !number(QStringLiteral("e2e-hours"), 3600, &a.targets.e2eP50MaxSeconds))
        return 2;
    return a;
}

} // namespace

int runReportCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    auto parsed = readReportArgs(args, out, err);
    if (const int *exit = std::get_if<int>(&parsed))
        return *exit;
    const ReportArgs &a = std::get<ReportArgs>(parsed);
    Result<BackendsSnapshot> snapshot = a.profile ? cachedSnapshot(*a.profile)
                                                  : Result<BackendsSnapshot>(BackendsDemoSnapshot::build());
    if (!snapshot) {
        err << "hudwatch report: " << snapshot.error().message << Qt::endl;
        return 1;
    }
    const QString repo = BackendOverview::findRepo(*snapshot, a.repo);
    if (repo.isEmpty()) {
        err << "hudwatch report: "
            << ReportCommandText::tr("no backend \"%1\"; known backends: %2")
                   .arg(QuotedText::elided(a.repo),
                        QuotedText::visible(BackendOverview::repos(*snapshot).join(QStringLiteral(", "))))
            << Qt::endl;
        return 1;
    }
    PromotionReport::Input input;
    input.snapshot = std::move(*snapshot);
    input.repo = repo;
    input.targets = a.targets;
    if (const Result<void> written = PromotionReport::write(input, a.markdownPath); !written) {
        err << "hudwatch report: " << written.error().message << Qt::endl;
        return 1;
    }
    const QString pdf = a.markdownPath.left(a.markdownPath.size() - 3) + QStringLiteral(".pdf");
    out << ReportCommandText::tr("wrote %1 and %2 (%3: %4%5)")
               .arg(QuotedText::visible(a.markdownPath), QuotedText::visible(pdf), QuotedText::visible(repo),
                    L3ReadinessEvaluator::verdictText(PromotionReport::assessment(input).verdict),
                    a.targets.isDefault() ? QString() : ReportCommandText::tr(", what-if targets"))
        << Qt::endl;
    return 0;
}

} // namespace hw
