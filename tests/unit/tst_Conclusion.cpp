#include "TestRegistry.h"

#include "domain/JobConclusion.h"

#include <QTest>

using namespace hw;

class TestConclusion : public QObject
{
    Q_OBJECT
private slots:
    void mapsGitHubStates_data()
    {
        QTest::addColumn<QString>("status");
        QTest::addColumn<QString>("conclusion");
        QTest::addColumn<int>("expected");
        QTest::newRow("success") << u"completed"_qs << u"success"_qs << int(JobConclusion::Success);
        QTest::newRow("failure") << u"completed"_qs << u"failure"_qs << int(JobConclusion::Failure);
        QTest::newRow("timed out") << u"completed"_qs << u"timed_out"_qs << int(JobConclusion::TimedOut);
        QTest::newRow("cancelled") << u"completed"_qs << u"cancelled"_qs << int(JobConclusion::Cancelled);
        QTest::newRow("skipped") << u"completed"_qs << u"skipped"_qs << int(JobConclusion::Skipped);
        QTest::newRow("neutral") << u"completed"_qs << u"neutral"_qs << int(JobConclusion::Neutral);
        QTest::newRow("queued") << u"queued"_qs << QString() << int(JobConclusion::Queued);
        QTest::newRow("running") << u"in_progress"_qs << QString() << int(JobConclusion::Pending);
        // HUD's hud_query: no conclusion is queued when queued, else pending (it used to read
        // neutral here, which HUD never shows).
        QTest::newRow("completed, no conclusion") << u"completed"_qs << QString() << int(JobConclusion::Pending);
        QTest::newRow("waiting") << u"waiting"_qs << QString() << int(JobConclusion::Pending);
        // A conclusion wins over the status: a running keep-going job whose conclusion_kg reads
        // failure is a failure.
        QTest::newRow("keep going") << u"in_progress"_qs << u"failure"_qs << int(JobConclusion::Failure);
        // Other conclusions are "U" (they used to read neutral).
        QTest::newRow("startup_failure") << u"completed"_qs << u"startup_failure"_qs << int(JobConclusion::Other);
        QTest::newRow("action_required") << u"completed"_qs << u"action_required"_qs << int(JobConclusion::Other);
        QTest::newRow("stale") << u"completed"_qs << u"stale"_qs << int(JobConclusion::Other);
        // hud_query's spelled-out states.
        QTest::newRow("queued spelled") << QString() << u"queued"_qs << int(JobConclusion::Queued);
        QTest::newRow("pending spelled") << QString() << u"pending"_qs << int(JobConclusion::Pending);
    }
    void mapsGitHubStates()
    {
        QFETCH(QString, status);
        QFETCH(QString, conclusion);
        QFETCH(int, expected);
        QCOMPARE(int(conclusionFromGitHub(status, conclusion)), expected);
    }
};

HW_TEST_GUILESS_MAIN(TestConclusion)
#include "tst_Conclusion.moc"
