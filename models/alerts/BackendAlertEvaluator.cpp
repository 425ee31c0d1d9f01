#include "BackendAlertEvaluator.h"

#include "backends/BackendOverview.h"
#include "backends/BackendText.h"

#include <QCoreApplication>
#include <QUrlQuery>

namespace hw {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("hw::BackendAlertEvaluator", text);
}

Alert alertFor(const BackendOverviewRow &row, Alert::Kind kind, const char *suffix, const QString &what)
{
    Alert a;
    a.kind = kind;
    a.key = BackendAlertEvaluator::subject(row.repo) + QLatin1Char('#') + QLatin1String(suffix);
    a.title = QStringLiteral("%1 (%2)").arg(row.repo, what);
    a.target = BackendAlertEvaluator::backendTarget(row.repo);
    return a;
}

} // namespace

QUrl BackendAlertEvaluator::backendTarget(const QString &repo)
{
    QUrl url(QStringLiteral("hudwatch://backends"));
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("repo"), repo);
    url.setQuery(query);
    return url;
}

Alerts BackendAlertEvaluator::evaluate(const BackendsSnapshot &snapshot, const AlertRules &rules)
{
    Alerts out;
    if (!rules.backendRules)
        return out;
    for (const BackendOverviewRow &row : BackendOverview::build(snapshot)) {
        if (row.level == TrustLevel::L3 && row.assessment.verdict == L3Assessment::Verdict::Demote) {
            Alert a = alertFor(row, Alert::Kind::BackendDemotion, "demotion", tr("demotion threshold"));
            a.detail = row.assessment.reasons.join(QStringLiteral("; "));
            out << a;
        }
        if (row.temporarilyDemoted) {
            Alert a = alertFor(row, Alert::Kind::BackendDemotionPr, "demotion-pr", tr("demotion PR"));
            a.detail = tr("the relay flagged it for demotion: its auto-demotion PR is open");
            out << a;
        }
        const CellStatus last = BackendText::cellStatus(QStringLiteral("completed"), row.lastConclusion);
        const bool failing
            = !row.lastExpectedOutcome && (last == CellStatus::Failure || last == CellStatus::TimedOut);
        if (row.level == TrustLevel::L4 && failing) {
            Alert a = alertFor(row, Alert::Kind::BackendBlocking, "blocking", tr("L4 check blocks merges"));
            a.detail = tr("newest job %1: %2").arg(row.lastJobName, row.lastConclusion);
            a.since = row.lastCompletedAt;
            out << a;
        }
    }
    std::sort(out.begin(), out.end(), [](const Alert &a, const Alert &b) { return a.key < b.key; });
    return out;
}

} // namespace hw
