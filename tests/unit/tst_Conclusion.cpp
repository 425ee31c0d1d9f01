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
        QTest::newRow("completed, no conclusion") << u"completed"_qs << QString() << int(JobConclusion::Neutral);
    }
    void mapsGitHubStates()
    {
        QFETCH(QString, status);
        QFETCH(QString, conclusion);
        QFETCH(int, expected);
        QCOMPARE(int(conclusionFromGitHub(status, conclusion)), expected);
    }
};

QTEST_GUILESS_MAIN(TestConclusion)
#include "tst_Conclusion.moc"
