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

namespace hw {

namespace {

// Gives this file's free functions a translation context lupdate can see.
struct ReportCommandText {
    Q_DECLARE_TR_FUNCTIONS(hw::ReportCommand)
};

std::optional<BackendsSnapshot> cachedSnapshot(const QString &profileName, QString *error)
{
    ProfileSettings profile;
    if (!ProfileSettings::load(profileName, &profile, error))
        return std::nullopt;
    JobCache cache(profile.effectiveCachePath());
    if (!QFileInfo::exists(profile.effectiveCachePath())) {
        *error = ReportCommandText::tr("profile \"%1\" has no cache yet (%2): open it in the console once to fetch the backends")
                     .arg(QuotedText::elided(profileName), QuotedText::visible(profile.effectiveCachePath()));
        return std::nullopt;
    }
    if (const Result<void> opened = cache.open(); !opened) {
        *error = opened.error().message;
        return std::nullopt;
    }
    const Result<SnapshotStore::Snapshot> stored = SnapshotStore(cache).load(BackendsSync::sourceName());
    if (!stored) {
        *error = stored.error().message;
        return std::nullopt;
    }
    const QByteArray body = stored->body;
    if (body.isEmpty()) {
        *error = ReportCommandText::tr("profile \"%1\" has no backend data cached yet: open the Backends tab once").arg(QuotedText::elided(profileName));
        return std::nullopt;
    }
    const auto snapshot = BackendsSnapshotJson::fromJson(QJsonDocument::fromJson(body).object(), error);
    if (!snapshot)
        *error = ReportCommandText::tr(
            "the cached backend data is unreadable: %1 — open the Backends tab with --profile %2 to fetch it again")
                     .arg(*error, QuotedText::elided(profileName));
    return snapshot;
}

} // namespace

int runReportCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(ReportCommandText::tr("Write a backend's promotion review report (Markdown + PDF)."));
    parser.addPositionalArgument(QStringLiteral("OWNER/REPO"), ReportCommandText::tr("The backend (downstream repository)."));
    parser.addPositionalArgument(QStringLiteral("FILE.md"), ReportCommandText::tr("The Markdown file; the PDF and charts go beside it."));
    const QCommandLineOption profile(QStringLiteral("profile"), ReportCommandText::tr("Use this profile's cached data (default: the demo)."),
                                     QStringLiteral("NAME"));
    const QCommandLineOption passRate(QStringLiteral("pass-rate"), ReportCommandText::tr("What-if: minimum job pass rate in percent."),
                                      QStringLiteral("PCT"));
    const QCommandLineOption timeoutRate(QStringLiteral("timeout-rate"),
                                         ReportCommandText::tr("What-if: maximum timeout rate in percent."), QStringLiteral("PCT"));
    const QCommandLineOption e2e(QStringLiteral("e2e-hours"), ReportCommandText::tr("What-if: maximum end-to-end P50 in hours."),
                                 QStringLiteral("H"));
    const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")}, ReportCommandText::tr("Show this help."));
    parser.addOptions({profile, passRate, timeoutRate, e2e, help});
    if (!parser.parse(QStringList{QStringLiteral("hudwatch report")} + args)) {
        err << "hudwatch report: " << parser.errorText() << Qt::endl;
        return 2;
    }
    if (parser.isSet(help)) {
        out << parser.helpText();
        return 0;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2 || !positional.at(1).endsWith(QStringLiteral(".md"), Qt::CaseInsensitive)) {
        err << "hudwatch report: " << ReportCommandText::tr("usage: hudwatch report OWNER/REPO FILE.md [--profile NAME]") << Qt::endl;
        return 2;
    }

    L3Targets targets;
    const auto number = [&](const QCommandLineOption &option, double scale, double *into) {
        if (!parser.isSet(option))
            return true;
        bool ok = false;
        const double value = parser.value(option).toDouble(&ok);
        if (!ok || value < 0) {
            err << "hudwatch report: " << ReportCommandText::tr("--%1 needs a non-negative number").arg(option.names().constFirst()) << Qt::endl;
            return false;
        }
        *into = value * scale;
        return true;
    };
    if (!number(passRate, 0.01, &targets.passRateMin) || !number(timeoutRate, 0.01, &targets.timeoutRateMax)
        || !number(e2e, 3600, &targets.e2eP50MaxSeconds))
        return 2;

    QString error;
    std::optional<BackendsSnapshot> snapshot = parser.isSet(profile) ? cachedSnapshot(parser.value(profile), &error)
                                                                 : std::optional<BackendsSnapshot>(BackendsDemoSnapshot::build());
    if (!snapshot) {
        err << "hudwatch report: " << error << Qt::endl;
        return 1;
    }
    const QString repo = BackendOverview::findRepo(*snapshot, positional.at(0));
    if (repo.isEmpty()) {
        err << "hudwatch report: "
            << ReportCommandText::tr("no backend \"%1\"; known backends: %2")
                   .arg(QuotedText::elided(positional.at(0)),
                        QuotedText::visible(BackendOverview::repos(*snapshot).join(QStringLiteral(", "))))
            << Qt::endl;
        return 1;
    }
    PromotionReport::Input input;
    input.snapshot = std::move(*snapshot);
    input.repo = repo;
    input.targets = targets;
    if (!PromotionReport::write(input, positional.at(1), &error)) {
        err << "hudwatch report: " << error << Qt::endl;
        return 1;
    }
    const QString pdf = positional.at(1).left(positional.at(1).size() - 3) + QStringLiteral(".pdf");
    out << ReportCommandText::tr("wrote %1 and %2 (%3: %4%5)")
               .arg(QuotedText::visible(positional.at(1)), QuotedText::visible(pdf), QuotedText::visible(repo),
                    L3ReadinessEvaluator::verdictText(PromotionReport::assessment(input).verdict),
                    targets.isDefault() ? QString() : ReportCommandText::tr(", what-if targets"))
        << Qt::endl;
    return 0;
}

} // namespace hw
