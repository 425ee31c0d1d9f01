#include "backends/BackendOverview.h"
#include "backends/L3ReadinessEvaluator.h"
#include "backends/PromotionReport.h"
#include "backends/ReportCharts.h"

#include "TestEnvironment.h"
#include "ResultAssertions.h"
#include "TestValues.h"
#include "BackendTestSnapshot.h"
#include "TestRegistry.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QStandardPaths>
#include <QTest>
#include <QTimeZone>

using namespace hw;

namespace {


int countColor(const QImage &image, const QColor &color)
{
    const QRgb wanted = color.rgb();
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if ((image.pixel(x, y) & 0xffffff) == (wanted & 0xffffff))
                ++n;
    return n;
}

int countNonBackground(const QImage &image)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if ((image.pixel(x, y) & 0xffffff) != 0xffffff)
                ++n;
    return n;
}

BackendJobResult job(const char *repo, qint64 pr, const char *workflow, const char *name, const char *conclusion,
                     qint64 completedAt, const char *triage = "", bool expected = false)
{
    BackendJobResult j;
    j.repo = QString::fromLatin1(repo);
    j.prNumber = pr;
    j.eventType = pr > 0 ? u"pull_request"_qs : u"nightly"_qs;
    j.workflowName = QString::fromLatin1(workflow);
    j.jobName = QString::fromLatin1(name);
    j.status = u"completed"_qs;
    j.conclusion = QString::fromLatin1(conclusion);
    j.completedAt = completedAt;
    j.startedAt = completedAt - 3600;
    j.triageCategory = QString::fromLatin1(triage);
    j.expectedOutcome = expected;
    j.url = u"https://github.com/acme/npu/actions/runs/%1"_qs.arg(completedAt);
    j.level = u"L2"_qs;
    return j;
}

// An L2 backend on the allowlist since 2026-06-23 with healthy numbers (promotable).
PromotionReport::Input input()
{
    PromotionReport::Input in;
    in.repo = u"acme/npu"_qs;
    BackendsSnapshot &s = in.snapshot;
    s.asOf = test::kLevelsAsOf;
    Allowlist list;
    list.entries.append(AllowlistEntry{u"acme/npu"_qs, TrustLevel::L2, QString(), {u"alice"_qs, u"bob"_qs}, {}, 12});
    list.entries.append(AllowlistEntry{u"other/gpu"_qs, TrustLevel::L3, u"gpu"_qs, {u"carol"_qs}, {}, 20});
    s.allowlist = list;

    LevelChangeEvent onboard;
    onboard.date = QDate(2026, 4, 15);
    onboard.repo = u"acme/npu"_qs;
    onboard.to = TrustLevel::L1;
    onboard.note = u"Onboarded"_qs;
    LevelChangeEvent promote = onboard;
    promote.date = QDate(2026, 6, 23);
    promote.from = TrustLevel::L1;
    promote.to = TrustLevel::L2;
    promote.pr = 187932;
    promote.author = u"can-gaa-hou"_qs;
    promote.note = u"Promote to L2"_qs;
    LevelChangeEvent unrelated = promote;
    unrelated.repo = u"other/gpu"_qs;
    unrelated.pr = 1;
    s.levelHistory = {onboard, promote, unrelated};

    BackendStats b;
    b.repo = u"acme/npu"_qs;
    b.firstSeenAt = test::utcSeconds(2026, 6, 23, 8);
    WindowStats &d = b.demotionWindow;
    d.days = 7;
    d.jobs = 500;
    d.succeeded = 475;
    d.testFailures = 15;
    d.infraFailures = 10;
    d.timedOut = 4;
    d.cancelled = 3;
    d.notTimedOut = 496;
    d.e2eP50Seconds = 2 * 3600;
    d.avgQueueSeconds = 600;
    WindowStats &p = b.promotionWindow;
    p.days = 14;
    p.jobs = 1000;
    p.succeeded = 950;
    p.testFailures = 40;
    p.infraFailures = 10;
    p.timedOut = 4;
    p.cancelled = 3;
    p.notTimedOut = 996;
    p.overruns = 2;
    p.e2eP50Seconds = 2 * 3600 + 30 * 60;
    p.avgQueueSeconds = 12 * 60;
    for (int i = 0; i < 20; ++i)
        b.daily.append(DailyCount{test::utcSeconds(2026, 11, 3) + i * 86400LL, 60 + i, i % 3, i % 4 == 0 ? 2 : 0});
    b.levels = {LevelObservation{TrustLevel::L2, test::utcSeconds(2026, 6, 23, 8), test::utcSeconds(2026, 11, 22, 10)}};
    s.stats = {b};

    s.jobs = {
        job("acme/npu", 190001, "npu-ci", "test (default, 1, 2)", "failure", test::utcSeconds(2026, 11, 21, 9), "backend"),
        job("acme/npu", 190002, "npu-ci", "build", "timed_out", test::utcSeconds(2026, 11, 21, 12), "infra"),
        job("acme/npu", 190003, "npu-ci", "lint", "success", test::utcSeconds(2026, 11, 21, 13)),
        job("acme/npu", 0, "nightly", "xfail-probe", "failure", test::utcSeconds(2026, 11, 21, 14), "", true),
        job("other/gpu", 190004, "gpu-ci", "other repo job", "failure", test::utcSeconds(2026, 11, 21, 15)),
    };
    s.prs.insert(190001, PullRequestInfo{190001, u"Fix | pipes in titles"_qs, u"dave"_qs});
    return in;
}

} // namespace

class TestPromotionReport : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
    }

    void markdownContent()
    {
        const QString md = PromotionReport::markdown(input(), u"review"_qs);
        const QStringList expected = {
            u"# Promotion review: acme/npu\n"_qs,
            u"As of 2026-11-22 11:00 UTC."_qs,
            u"- Level: **L2 (Observation)** \u2014 from the allowlist\n"_qs,
            u"- On-call: @alice, @bob\n"_qs,
            u"- At L2 since 2026-06-23 (152.5 days), [#187932](https://github.com/pytorch/pytorch/pull/187932)\n"_qs,
            u"| Date | Change | PR | Author | Note |\n|---|---|---|---|---|\n"_qs,
            u"| 2026-04-15 | not listed \u2192 L1 | \u2014 | \u2014 | Onboarded |\n"_qs,
            u"| 2026-06-23 | L1 \u2192 L2 | [#187932](https://github.com/pytorch/pytorch/pull/187932) | @can-gaa-hou | Promote to L2 |\n"_qs,
            u"| Criterion | Window | Measured | Target | Met |\n"_qs,
            u"| Time at L2 (console) | \u2014 | 152.5 d | \u2265 30 d | \u2714 |\n"_qs,
            u"| Job pass rate | 14 days (promotion) | 95.0 % | \u2265 90 % | \u2714 |\n"_qs,
            u"| End-to-end time (P50) | 14 days (promotion) | 2 h 30 min | < 3 h | \u2714 |\n"_qs,
            u"| Overrun rate (> 3 h) | 14 days (promotion) | 0.2 % | < 1 % | \u2714 |\n"_qs,
            u"| Job pass rate | 7 days (demotion) | 95.0 % | \u2265 90 % | \u2714 |\n"_qs,
            u"| End-to-end time (P50) | 7 days (demotion) | 2 h | < 3 h | \u2714 |\n"_qs,
            u"Verdict: **Promote to L3**\n"_qs,
            u"- pass rate 95.0 % \u2265 90 % over the last 14 days\n"_qs,
            u"| last 7 days | 500 | 475 | 15 | 10 | 4 timed out, 3 cancelled, 3 triaged infra |\n"_qs,
            u"| last 14 days | 1000 | 950 | 40 | 10 | 4 timed out, 3 cancelled, 3 triaged infra |\n"_qs,
            u"![Jobs over time](review-jobs.png)\n"_qs,
            u"![Level history](review-levels.png)\n"_qs,
            u"| 2026-11-21 12:00 | [npu-ci / build](https://github.com/acme/npu/actions/runs/1795262400) | "
            "[#190002](https://github.com/pytorch/pytorch/pull/190002) | timed_out | infra |\n"_qs,
            u"| 2026-11-21 09:00 | [npu-ci / test (default, 1, 2)](https://github.com/acme/npu/actions/runs/1795251600) | "
            "[#190001](https://github.com/pytorch/pytorch/pull/190001) Fix \\| pipes in titles | failure | backend |\n"_qs,
        };
        for (const QString &line : expected)
            QVERIFY2(md.contains(line), qPrintable(u"missing: "_qs + line + u"\n--- in ---\n"_qs + md));
        // Newest failing first; successes, expected outcomes and other repos left out.
        QVERIFY(md.indexOf(u"npu-ci / build"_qs) < md.indexOf(u"npu-ci / test"_qs));
        QVERIFY(!md.contains(u"lint"_qs));
        QVERIFY(!md.contains(u"xfail-probe"_qs));
        QVERIFY(!md.contains(u"other repo job"_qs));
        QVERIFY(!md.contains(u"[#1](https://github.com/pytorch/pytorch/pull/1)"_qs));
        QVERIFY(!md.contains(u"WHAT-IF"_qs));
        QCOMPARE(PromotionReport::assessment(input()).verdict, L3Assessment::Verdict::Promote);
    }

    void demotedL3Backend()
    {
        PromotionReport::Input in = input();
        in.snapshot.allowlist->entries[0].level = TrustLevel::L3;
        in.snapshot.allowlist->entries[0].device = u"npu"_qs;
        in.snapshot.stats[0].demotionWindow.succeeded = 441; // 88.2 %
        const QString md = PromotionReport::markdown(in, u"r"_qs);
        QVERIFY2(md.contains(u"- Level: **L3 (Stable)**"_qs), qPrintable(md));
        QVERIFY(md.contains(u"- Device: `npu` (PR label ciflow/crcr/npu)\n"_qs));
        QVERIFY(md.contains(u"| Job pass rate | 7 days (demotion) | 88.2 % | \u2265 90 % | \u2718 |\n"_qs));
        QVERIFY(md.contains(u"Verdict: **Demote to L2**\n"_qs));
        QVERIFY(md.contains(u"- pass rate 88.2 % < 90 % over the last 7 days\n"_qs));
    }

    void whatIfIsMarked()
    {
        PromotionReport::Input in = input();
        in.targets.passRateMin = 0.96;
        in.targets.e2eP50MaxSeconds = 2 * 3600;
        const QString md = PromotionReport::markdown(in, u"review"_qs);
        QVERIFY2(md.contains(u"**WHAT-IF: targets changed from HUD's defaults: end-to-end time P50 < 2 h (HUD: < 3 h); "
                             "pass rate \u2265 96 % (HUD: \u2265 90 %). This is not HUD's verdict.**"_qs),
                 qPrintable(md));
        QVERIFY(md.contains(u"| Job pass rate | 14 days (promotion) | 95.0 % | \u2265 96 % | \u2718 |\n"_qs));
        QVERIFY(md.contains(u"Verdict: **Hold (what-if)**\n"_qs));
        QVERIFY(PromotionReport::assessment(in).whatIf);
    }

    // The report and the views answer "which level, which verdict" with one rule: a repo outside
    // the allowlist that HUD's level-status puts at L3 while its last jobs were dispatched at L2
    // is at L3 in both (before, the overview said L2 and the report L3).
    void levelAgreesWithTheViews()
    {
        PromotionReport::Input in = input();
        in.snapshot.allowlist.reset();
        in.snapshot.levelHistory.clear();
        LevelStatus status;
        status.repo = in.repo;
        status.level = TrustLevel::L3;
        in.snapshot.levelStatus = {status};
        const BackendOverviewRow row = *BackendOverview::buildOne(in.snapshot, in.repo);
        QCOMPARE(row.level, TrustLevel::L3);
        QCOMPARE(row.levelSource, BackendOverviewRow::LevelSource::LevelStatus);
        const QString md = PromotionReport::markdown(in, u"x"_qs);
        QVERIFY2(md.contains(u"- Level: **L3 (Stable)** \u2014 from the HUD level status\n"_qs), qPrintable(md));
        QCOMPARE(PromotionReport::assessment(in), row.assessment);
    }

    void notInAllowlist()
    {
        PromotionReport::Input in = input();
        in.snapshot.allowlist.reset();
        in.snapshot.levelHistory.clear();
        const QString md = PromotionReport::markdown(in, u"x"_qs);
        // Level inferred from ClickHouse's dispatch level, and said so.
        QVERIFY2(md.contains(u"- Level: **L2 (Observation)** \u2014 from the level history\n"_qs), qPrintable(md));
        QVERIFY(md.contains(u"Not in the allowlist of this snapshot"_qs));
        QVERIFY(md.contains(u"| 2026-06-23 | not listed \u2192 L2 | \u2014 | \u2014 | ClickHouse: first dispatch at L2 on 2026-06-23 08:00 |\n"_qs));

        in.snapshot.stats.clear();
        const QString none = PromotionReport::markdown(in, u"x"_qs);
        QVERIFY2(none.contains(u"- **Not in the allowlist**\n"_qs), qPrintable(none));
        QVERIFY(none.contains(u"No dated level change known."_qs));
        QVERIFY(none.contains(u"Verdict: **Not enough data**\n"_qs));
        QVERIFY(!none.contains(u"No failing job among the recent jobs."_qs)); // its jobs are still listed
    }

    void chartsShowTheirSeries()
    {
        const QVector<DailyCount> onlyPasses = {DailyCount{test::utcSeconds(2026, 11, 20), 50, 0, 0},
                                                DailyCount{test::utcSeconds(2026, 11, 21), 40, 0, 0}};
        QImage img = ReportCharts::jobsOverTime(onlyPasses, test::kLevelsAsOf, QSize(800, 400));
        QCOMPARE(img.size(), QSize(800, 400));
        QVERIFY(countColor(img, ReportCharts::passedColor()) > 500);
        // Only the legend swatches carry the failure colours.
        const int legendTest = countColor(img, ReportCharts::testFailureColor());
        const int legendInfra = countColor(img, ReportCharts::infraFailureColor());
        QVERIFY(legendTest > 0 && legendTest < 300);
        QVERIFY(legendInfra > 0 && legendInfra < 300);
        const QVector<DailyCount> mixed = {DailyCount{test::utcSeconds(2026, 11, 20), 50, 20, 0},
                                           DailyCount{test::utcSeconds(2026, 11, 21), 40, 0, 25}};
        img = ReportCharts::jobsOverTime(mixed, test::kLevelsAsOf, QSize(800, 400));
        QVERIFY(countColor(img, ReportCharts::testFailureColor()) > legendTest + 500);
        QVERIFY(countColor(img, ReportCharts::infraFailureColor()) > legendInfra + 500);
        const QImage empty = ReportCharts::jobsOverTime({}, test::kLevelsAsOf, QSize(800, 400));
        QVERIFY(countNonBackground(empty) > 500); // axes, legend, "no completed jobs"
        QVERIFY(countColor(empty, ReportCharts::passedColor()) < 500);

        const QVector<LevelSpan> spans = {
            LevelSpan{TrustLevel::L1, test::utcSeconds(2026, 4, 15), test::utcSeconds(2026, 6, 23), false, 0, false},
            LevelSpan{TrustLevel::L2, test::utcSeconds(2026, 6, 23), test::kLevelsAsOf, true, 187932, false},
        };
        img = ReportCharts::levelTimeline(spans, test::kLevelsAsOf, QSize(800, 200));
        QVERIFY(countColor(img, ReportCharts::levelColor(TrustLevel::L1)) > 300);
        QVERIFY(countColor(img, ReportCharts::levelColor(TrustLevel::L2)) > 300);
        QCOMPARE(countColor(img, ReportCharts::levelColor(TrustLevel::L3)), 0);
        // The L2 segment is longer than the L1 one (152 vs 69 days).
        QVERIFY(countColor(img, ReportCharts::levelColor(TrustLevel::L2))
                > countColor(img, ReportCharts::levelColor(TrustLevel::L1)));
    }

    void levelChangeMarkers()
    {
        // 20 passes on each of the 30 shown days (2026-10-24 .. 2026-11-22).
        const qint64 lastDay = test::utcSeconds(2026, 11, 22);
        QVector<DailyCount> daily;
        for (int d = 0; d < 30; ++d)
            daily << DailyCount{lastDay - d * 86400, 20, 0, 0};
        const LevelSpan inside{TrustLevel::L3, test::utcSeconds(2026, 11, 10, 14, 30), test::kLevelsAsOf, true, 196580, false};
        const LevelSpan outside{TrustLevel::L2, test::utcSeconds(2026, 6, 23), test::utcSeconds(2026, 11, 10, 14, 30), false, 187932, false};
        QCOMPARE(ReportCharts::levelChangeLabel(inside), u"→ L3 #196580"_qs);
        QCOMPARE(ReportCharts::levelChangeLabel(LevelSpan{TrustLevel::L3, test::utcSeconds(2026, 11, 10), test::kLevelsAsOf, true, 0, true}),
                 u"→ L3 (CI data)"_qs);

        const QSize size(900, 400);
        const QImage plain = ReportCharts::jobsOverTime(daily, test::kLevelsAsOf, size);
        const QImage marked = ReportCharts::jobsOverTime(daily, test::kLevelsAsOf, size, {outside, inside});
        const QImage onlyOutside = ReportCharts::jobsOverTime(daily, test::kLevelsAsOf, size, {outside});
        const QString dir = hw::test::freshRuntimeDir(u"report-charts"_qs);
        QVERIFY(marked.save(dir + u"/jobs-marked.png"_qs));
        qInfo("chart: %s", qPrintable(dir + u"/jobs-marked.png"_qs));
        const QColor ink = ReportCharts::levelChangeMarkerColor();
        QCOMPARE(countColor(plain, ink), 0);
        QCOMPARE(onlyOutside, plain); // a change before the shown days draws nothing
        QVERIFY(countColor(marked, ink) > 100);

        // Columns that are mostly the marker colour: the dashed line, one place only.
        QVector<int> lineColumns;
        for (int x = 0; x < marked.width(); ++x) {
            int n = 0;
            for (int y = 0; y < marked.height(); ++y)
                n += (marked.pixel(x, y) & 0xffffff) == (ink.rgb() & 0xffffff);
            if (n > marked.height() / 6)
                lineColumns << x;
        }
        QVERIFY2(!lineColumns.isEmpty() && lineColumns.size() <= 3, qPrintable(QString::number(lineColumns.size())));
        QVERIFY(lineColumns.last() - lineColumns.first() < 3);

        // The bars: the lowest row with 30 runs of the passed colour; bar i is day i.
        QVector<QPair<int, int>> bars;
        for (int y = plain.height() - 1; y >= 0 && bars.size() != 30; --y) {
            bars.clear();
            int start = -1;
            for (int x = 0; x <= plain.width(); ++x) {
                const bool on = x < plain.width()
                    && (plain.pixel(x, y) & 0xffffff) == (ReportCharts::passedColor().rgb() & 0xffffff);
                if (on && start < 0)
                    start = x;
                if (!on && start >= 0) {
                    bars.append({start, x - 1});
                    start = -1;
                }
            }
        }
        QCOMPARE(bars.size(), 30);
        // 2026-11-10 is day 17 of the shown days: the line sits between the bars of days 16 and 17.
        QVERIFY2(lineColumns.first() > bars.at(16).second && lineColumns.last() < bars.at(17).first,
                 qPrintable(u"line %1..%2, bars %3 and %4"_qs.arg(lineColumns.first()).arg(lineColumns.last())
                                .arg(bars.at(16).second).arg(bars.at(17).first)));
    }

    void writesAllFiles()
    {
        const QString dir = hw::test::freshRuntimeDir(u"promotion-report"_qs);
        const QString mdPath = dir + u"/acme-npu-review.md"_qs;
        HW_VERIFY_OK(PromotionReport::write(input(), mdPath));

        QFile md(mdPath);
        QVERIFY(md.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(md.readAll()), PromotionReport::markdown(input(), u"acme-npu-review"_qs));

        const QImage jobs(dir + u"/acme-npu-review-jobs.png"_qs);
        QVERIFY(!jobs.isNull());
        QVERIFY(countColor(jobs, ReportCharts::passedColor()) > 1000);
        QVERIFY(countColor(jobs, ReportCharts::testFailureColor()) > 100);
        QVERIFY(countColor(jobs, ReportCharts::infraFailureColor()) > 100);
        const QImage levels(dir + u"/acme-npu-review-levels.png"_qs);
        QVERIFY(!levels.isNull());
        QVERIFY(countColor(levels, ReportCharts::levelColor(TrustLevel::L1)) > 300);
        QVERIFY(countColor(levels, ReportCharts::levelColor(TrustLevel::L2)) > 300);

        QFile pdf(dir + u"/acme-npu-review.pdf"_qs);
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        const QByteArray bytes = pdf.readAll();
        QVERIFY(bytes.startsWith("%PDF-"));
        int pages = 0;
        for (qsizetype at = bytes.indexOf("/Type /Page"); at >= 0; at = bytes.indexOf("/Type /Page", at + 1))
            if (bytes.mid(at + 11, 1) != "s")
                ++pages;
        QVERIFY2(pages >= 1, qPrintable(QString::number(pages)));
        QVERIFY(bytes.size() > 20000); // two embedded charts
        QVERIFY(bytes.contains("/Subtype /Image"));

        // Written again over the old files without complaint.
        HW_VERIFY_OK(PromotionReport::write(input(), mdPath));
    }

    void unwritablePathIsReported()
    {
        const QString dir = hw::test::freshRuntimeDir(u"promotion-report-bad"_qs);
        const Result<void> missing = PromotionReport::write(input(), dir + u"/missing/sub/report.md"_qs);
        QVERIFY(!missing);
        QCOMPARE(missing.error().kind, SourceError::Kind::Storage);
        QString error = missing.error().message;
        QVERIFY2(error.contains(u"does not exist"_qs) && error.contains(u"missing/sub"_qs), qPrintable(error));

        // A folder where a chart should go: the PNG cannot be written.
        QVERIFY(QDir(dir).mkdir(u"report-jobs.png"_qs));
        const Result<void> png = PromotionReport::write(input(), dir + u"/report.md"_qs);
        QVERIFY(!png);
        error = png.error().message;
        QVERIFY2(error.startsWith(u"cannot write "_qs) && error.contains(u"report-jobs.png"_qs), qPrintable(error));
        QCOMPARE(QDir(dir).entryList(QDir::Files), QStringList()); // all files or none: not the Markdown alone
    }

    void progressAndCancel()
    {
        const QString dir = hw::test::freshRuntimeDir(u"promotion-report-control"_qs);
        OperationControl control;
        HW_VERIFY_OK(PromotionReport::write(input(), dir + u"/r.md"_qs, &control));
        QCOMPARE(control.permille.load(), 1000);
        QCOMPARE(QDir(dir).entryList(QDir::Files).size(), 4);

        // Cancelled: a Cancelled error (never shown), and the earlier report as it was.
        {
            QFile earlier(dir + u"/r.md"_qs);
            QVERIFY(earlier.open(QIODevice::WriteOnly));
            earlier.write("an earlier report\n");
        }
        const QString other = hw::test::freshRuntimeDir(u"promotion-report-cancel"_qs);
        OperationControl stop;
        stop.cancel = true;
        const Result<void> cancelled = PromotionReport::write(input(), other + u"/r.md"_qs, &stop);
        QVERIFY(!cancelled);
        QCOMPARE(cancelled.error().kind, SourceError::Kind::Cancelled);
        QCOMPARE(QDir(other).entryList(QDir::Files), QStringList());
        QCOMPARE(PromotionReport::write(input(), dir + u"/r.md"_qs, &stop).error().kind, SourceError::Kind::Cancelled);
        QCOMPARE(hw::test::readFile(dir + u"/r.md"_qs), QByteArray("an earlier report\n"));
        QCOMPARE(QDir(dir).entryList(QDir::Files).size(), 4);
    }
};

HW_TEST_MAIN(TestPromotionReport)
#include "tst_PromotionReport.moc"
