#pragma once

#include "PromotionFacts.h"
#include "PromotionReport.h"
#include "ReportDocument.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace hw {

// The content of a promotion review, section by section: the backend's current level, its level
// history, L3 readiness with the verdict, breakage split into infrastructure and tests, and the
// recent failing jobs; the two charts linked as <chartBaseName>-levels.png and -jobs.png.
class PromotionReviewDocument
{
    Q_DECLARE_TR_FUNCTIONS(hw::PromotionReport) // the report's strings keep their context

public:
    static ReportDocument build(const PromotionReport::Input &in, const PromotionFacts &f, const QString &chartBaseName);

private:
    using Inline = ReportDocument::Inline;
    static Inline plain(const QString &text) { return ReportDocument::plain(text); }
    static Inline bold(const QString &text) { return ReportDocument::bold(text); }
    static Inline link(const QString &text, const QString &url) { return ReportDocument::link(text, url); }

    static QVector<Inline> currentLevelFacts(const BackendsSnapshot &s, const PromotionFacts &f);
    static void addLevelHistory(ReportDocument &doc, const PromotionFacts &f, const QString &chartBaseName);
    static void addReadiness(ReportDocument &doc, const PromotionReport::Input &in, const L3Assessment &a);
    static void addBreakage(ReportDocument &doc, const PromotionFacts &f, const QString &chartBaseName);
    static QVector<BackendJobResult> recentFailingJobs(const BackendsSnapshot &s, const QString &repo);
    static void addFailingJobs(ReportDocument &doc, const BackendsSnapshot &s, const QString &repo);

    static QString utc(qint64 seconds, const QString &format);
    static QString prUrl(qint64 pr);
    static Inline prCell(qint64 pr);
    static QString metMark(const std::optional<bool> &met);
    // "pass rate ≥ 96 % (HUD: ≥ 90 %)" for every target that differs from HUD's.
    static QStringList changedTargets(const L3Targets &t);
};

} // namespace hw
