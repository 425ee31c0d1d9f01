#include "PromotionReviewDocument.h"

#include "L3ReadinessEvaluator.h"

#include <QDateTime>
#include <QTimeZone>

#include <algorithm>

namespace hw {

namespace {
constexpr int kMaxFailingJobs = 20;
} // namespace

QString PromotionReviewDocument::utc(qint64 seconds, const QString &format)
{
    return QDateTime::fromSecsSinceEpoch(seconds, QTimeZone::utc()).toString(format);
}

QString PromotionReviewDocument::prUrl(qint64 pr)
{
    return QStringLiteral("https://github.com/pytorch/pytorch/pull/%1").arg(pr);
}

PromotionReviewDocument::Inline PromotionReviewDocument::prCell(qint64 pr)
{
    if (pr <= 0)
        return plain(QStringLiteral("\u2014"));
    return link(QStringLiteral("#%1").arg(pr), prUrl(pr));
}

QString PromotionReviewDocument::metMark(const std::optional<bool> &met)
{
    if (!met)
        return QStringLiteral("\u2013");
    return *met ? QStringLiteral("\u2714") : QStringLiteral("\u2718");
}

QStringList PromotionReviewDocument::changedTargets(const L3Targets &t)
{
    const L3Targets d;
    QStringList out;
    auto criterion = [](const char *key, double target, const char *comparison) {
        L3CriterionResult c;
        c.key = QLatin1String(key);
        c.target = target;
        c.comparison = QLatin1String(comparison);
        return L3ReadinessEvaluator::formatTarget(c);
    };
    auto add = [&](const QString &name, const char *key, double now, double hud, const char *comparison) {
        if (now != hud)
            out << QStringLiteral("%1 %2 (HUD: %3)").arg(name, criterion(key, now, comparison),
                                                         criterion(key, hud, comparison));
    };
    add(tr("time at L2"), "tenureAtL2Days", t.tenureAtL2Days, d.tenureAtL2Days, ">=");
    add(tr("end-to-end time P50"), "e2eTimeS", t.e2eP50MaxSeconds, d.e2eP50MaxSeconds, "<");
    add(tr("mean queue time"), "avgQueueTimeS", t.avgQueueMaxSeconds, d.avgQueueMaxSeconds, "<");
    add(tr("overrun rate"), "overrun_rate", t.overrunRateMax, d.overrunRateMax, "<");
    add(tr("timeout rate"), "timeoutRate", t.timeoutRateMax, d.timeoutRateMax, "<");
    add(tr("pass rate"), "passRate", t.passRateMin, d.passRateMin, ">=");
    auto addDays = [&](const QString &name, int now, int hud) {
        if (now != hud)
            out << QStringLiteral("%1 %2 d (HUD: %3 d)").arg(name).arg(now).arg(hud);
    };
    addDays(tr("promotion window"), t.promotionWindowDays, d.promotionWindowDays);
    addDays(tr("demotion window"), t.demotionWindowDays, d.demotionWindowDays);
    addDays(tr("data needed"), t.minDataDays, d.minDataDays);
    return out;
}

// The level, device, on-call and tenure of the backend, as bullets.
QVector<PromotionReviewDocument::Inline> PromotionReviewDocument::currentLevelFacts(const BackendsSnapshot &s, const PromotionFacts &f)
{
    QVector<Inline> facts;
    if (f.level == TrustLevel::Unknown) {
        facts << bold(tr("Not in the allowlist"));
    } else {
        Inline levelLine = plain(tr("Level: "));
        levelLine += bold(QStringLiteral("%1 (%2)").arg(trustLevelName(f.level), trustLevelTitle(f.level)));
        levelLine += plain(tr(" \u2014 from the %1").arg(f.levelSource));
        facts << levelLine;
    }
    if (f.entry) {
        if (!f.entry->device.isEmpty()) {
            Inline device = plain(tr("Device: "));
            device += ReportDocument::code(f.entry->device);
            device += plain(tr(" (PR label ciflow/crcr/%1)").arg(f.entry->device));
            facts << device;
        }
        QStringList oncalls;
        for (const QString &o : f.entry->oncalls)
            oncalls << u'@' + o;
        facts << plain(tr("On-call: %1").arg(oncalls.isEmpty() ? tr("none listed") : oncalls.join(QStringLiteral(", "))));
        if (!f.entry->events.isEmpty())
            facts << plain(tr("Events: %1").arg(f.entry->events.join(QStringLiteral(", "))));
    } else if (f.level != TrustLevel::Unknown) {
        facts << plain(tr("Not in the allowlist of this snapshot (no device or on-call known)."));
    }
    if (!f.spans.isEmpty() && f.spans.last().current && f.spans.last().level == f.level
        && f.level != TrustLevel::Unknown) {
        const LevelSpan &cur = f.spans.last();
        Inline since = plain(tr("At %1 since %2 (%3 days)")
                                 .arg(trustLevelName(f.level), utc(cur.from, QStringLiteral("yyyy-MM-dd")),
                                      QString::number(double(s.asOf - cur.from) / 86400.0, 'f', 1)));
        if (cur.pr > 0) {
            since += plain(QStringLiteral(", "));
            since += prCell(cur.pr);
        } else if (cur.fromClickHouse) {
            since += plain(tr(", start inferred from ClickHouse"));
        }
        facts << since;
    }
    return facts;
}

void PromotionReviewDocument::addLevelHistory(ReportDocument &doc, const PromotionFacts &f, const QString &chartBaseName)
{
    doc.heading(2, tr("Level history"));
    if (f.events.isEmpty()) {
        doc.paragraph(plain(tr("No dated level change known.")));
    } else {
        QVector<QVector<Inline>> rows;
        for (const LevelChangeEvent &e : f.events) {
            const QString from = e.from == TrustLevel::Unknown ? tr("not listed") : trustLevelName(e.from);
            const QString to = e.to == TrustLevel::Unknown ? tr("removed") : trustLevelName(e.to);
            rows.append({plain(e.date.toString(Qt::ISODate)), plain(from + QStringLiteral(" \u2192 ") + to),
                         prCell(e.pr), plain(e.author.isEmpty() ? QStringLiteral("\u2014") : u'@' + e.author),
                         plain(e.source == LevelChangeEvent::Source::ClickHouse ? tr("ClickHouse: %1").arg(e.note)
                                                                               : e.note)});
        }
        doc.table({tr("Date"), tr("Change"), tr("PR"), tr("Author"), tr("Note")}, rows);
    }
    doc.image(tr("Level history"), chartBaseName + QStringLiteral("-levels.png"));
}

void PromotionReviewDocument::addReadiness(ReportDocument &doc, const PromotionReport::Input &in, const L3Assessment &a)
{
    doc.heading(2, tr("L3 readiness"));
    if (a.whatIf) {
        doc.paragraph(bold(tr("WHAT-IF: targets changed from HUD's defaults: %1. This is not HUD's verdict.")
                               .arg(changedTargets(in.targets).join(QStringLiteral("; ")))));
    }
    QVector<QVector<Inline>> rows;
    auto addRows = [&](const QVector<L3CriterionResult> &list, bool demotion) {
        for (const L3CriterionResult &c : list) {
            QString window = c.windowDays > 0 ? tr("%1 days").arg(c.windowDays) : QStringLiteral("\u2014");
            if (demotion)
                window += tr(" (demotion)");
            else if (c.windowDays > 0)
                window += tr(" (promotion)");
            rows.append({plain(c.label), plain(window), plain(L3ReadinessEvaluator::formatMeasured(c)),
                         plain(L3ReadinessEvaluator::formatTarget(c)), plain(metMark(c.met))});
        }
    };
    addRows(a.promotion, false);
    addRows(a.demotion, true);
    doc.table({tr("Criterion"), tr("Window"), tr("Measured"), tr("Target"), tr("Met")}, rows);
    Inline verdict = plain(tr("Verdict: "));
    verdict += bold(L3ReadinessEvaluator::verdictText(a.verdict) + (a.whatIf ? tr(" (what-if)") : QString()));
    doc.paragraph(verdict);
    QVector<Inline> reasons;
    for (const QString &r : a.reasons)
        reasons << plain(r);
    if (!reasons.isEmpty())
        doc.bullets(reasons);
}

void PromotionReviewDocument::addBreakage(ReportDocument &doc, const PromotionFacts &f, const QString &chartBaseName)
{
    // The split is the console's own (HUD has no infra/test split): said so in the heading.
    doc.heading(2, tr("Breakage: infrastructure vs tests (console's own split)"));
    QVector<QVector<Inline>> breakage;
    for (const WindowStats *w : {&f.stats.demotionWindow, &f.stats.promotionWindow}) {
        const qint64 infraTriaged = std::max<qint64>(0, w->infraFailures - w->timedOut - w->cancelled);
        breakage.append({plain(tr("last %1 days").arg(w->days)), plain(QString::number(w->jobs)),
                         plain(QString::number(w->succeeded)), plain(QString::number(w->testFailures)),
                         plain(QString::number(w->infraFailures)),
                         plain(tr("%1 timed out, %2 cancelled, %3 triaged infra")
                                   .arg(w->timedOut)
                                   .arg(w->cancelled)
                                   .arg(infraTriaged))});
    }
    doc.table({tr("Window"), tr("Completed jobs"), tr("Passed"), tr("Test failures"), tr("Infra failures"),
               tr("Infra detail")},
              breakage);
    doc.image(tr("Jobs over time"), chartBaseName + QStringLiteral("-jobs.png"));
}

// The backend's newest failing jobs (not expected to fail), newest first, at most kMaxFailingJobs.
QVector<BackendJobResult> PromotionReviewDocument::recentFailingJobs(const BackendsSnapshot &s, const QString &repo)
{
    QVector<BackendJobResult> failing;
    for (const BackendJobResult &j : s.jobs)
        if (j.repo.compare(repo, Qt::CaseInsensitive) == 0 && j.status == QLatin1String("completed")
            && !j.conclusion.isEmpty() && j.conclusion != QLatin1String("success") && !j.expectedOutcome)
            failing.append(j);
    std::stable_sort(failing.begin(), failing.end(), [](const BackendJobResult &x, const BackendJobResult &y) {
        return x.completedAt > y.completedAt;
    });
    if (failing.size() > kMaxFailingJobs)
        failing.resize(kMaxFailingJobs);
    return failing;
}

void PromotionReviewDocument::addFailingJobs(ReportDocument &doc, const BackendsSnapshot &s, const QString &repo)
{
    doc.heading(2, tr("Recent failing jobs"));
    const QVector<BackendJobResult> failing = recentFailingJobs(s, repo);
    if (failing.isEmpty()) {
        doc.paragraph(plain(tr("No failing job among the recent jobs.")));
        return;
    }
    QVector<QVector<Inline>> jobRows;
    for (const BackendJobResult &j : failing) {
        Inline job = j.url.isEmpty() ? plain(j.workflowName + QStringLiteral(" / ") + j.jobName)
                                     : link(j.workflowName + QStringLiteral(" / ") + j.jobName, j.url);
        Inline pr = j.prNumber > 0 ? prCell(j.prNumber) : plain(j.eventType);
        if (j.prNumber > 0 && s.prs.contains(j.prNumber))
            pr += plain(QStringLiteral(" ")
                        + (s.prs.value(j.prNumber).isKnown() ? s.prs.value(j.prNumber).title : tr("(unknown PR)")));
        QString conclusion = j.conclusion;
        if (j.runAttempt > 1)
            conclusion += tr(" (attempt %1)").arg(j.runAttempt);
        jobRows.append({plain(utc(j.completedAt, QStringLiteral("yyyy-MM-dd HH:mm"))), job, pr, plain(conclusion),
                        plain(j.triageCategory.isEmpty() ? QStringLiteral("\u2014") : j.triageCategory)});
    }
    doc.table({tr("Completed (UTC)"), tr("Workflow / job"), tr("PR"), tr("Conclusion"), tr("Triage")}, jobRows);
}

ReportDocument PromotionReviewDocument::build(const PromotionReport::Input &in, const PromotionFacts &f, const QString &chartBaseName)
{
    const BackendsSnapshot &s = in.snapshot;
    ReportDocument doc;
    doc.heading(1, tr("Promotion review: %1").arg(in.repo));
    doc.paragraph(plain(tr("As of %1 UTC. Figures from HUD's CRCR data (ClickHouse crcr_workflow_job, "
                           "jobs judged by their latest attempt); levels from the allowlist.")
                            .arg(utc(s.asOf, QStringLiteral("yyyy-MM-dd HH:mm")))));
    doc.heading(2, tr("Current level"));
    doc.bullets(currentLevelFacts(s, f));
    addLevelHistory(doc, f, chartBaseName);
    addReadiness(doc, in, f.assessment);
    addBreakage(doc, f, chartBaseName);
    addFailingJobs(doc, s, in.repo);
    return doc;
}

} // namespace hw
