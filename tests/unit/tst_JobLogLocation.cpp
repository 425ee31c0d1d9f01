// Where a job's log is: the repository from the job's page (pytorch/pytorch when the row has
// none, as the grid assumes) and HUD's raw-log URL rule (log_url of default.workflow_job).
#include "logs/JobLogLocation.h"
#include "JobRunBuilder.h"
#include "TestRegistry.h"

#include <QTest>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

JobRun job(qint64 id, const QString &htmlUrl)
{
    return test::JobRunBuilder(id).run(11'000'000'001).url(htmlUrl);
}

} // namespace

class tst_JobLogLocation : public QObject
{
    Q_OBJECT
private slots:
    void rawLogUrlFollowsHud_data()
    {
        QTest::addColumn<QString>("htmlUrl");
        QTest::addColumn<QString>("repo");
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("key");
        const QString s3 = u"https://ossci-raw-job-status.s3.amazonaws.com/log/"_s;
        QTest::newRow("pytorch/pytorch")
            << u"https://github.com/pytorch/pytorch/actions/runs/11000000001/job/30000000042"_s
            << u"pytorch/pytorch"_s << s3 + u"30000000042"_s << u"pytorch_pytorch_30000000042"_s;
        QTest::newRow("empty html_url: pytorch/pytorch, as the grid")
            << QString() << u"pytorch/pytorch"_s << s3 + u"30000000042"_s << u"pytorch_pytorch_30000000042"_s;
        QTest::newRow("another repository")
            << u"https://github.com/pytorch/vision/actions/runs/11000000001/job/30000000042"_s
            << u"pytorch/vision"_s << s3 + u"pytorch/vision/30000000042"_s << u"pytorch_vision_30000000042"_s;
        QTest::newRow("case kept in the URL, not in the key")
            << u"https://github.com/PyTorch/Test-Infra.x_y/actions/runs/11000000001/job/30000000042"_s
            << u"PyTorch/Test-Infra.x_y"_s << s3 + u"PyTorch/Test-Infra.x_y/30000000042"_s
            << u"pytorch_test-infra.x_y_30000000042"_s;
        QTest::newRow("html_url of another job: the row's id counts")
            << u"https://github.com/pytorch/pytorch/actions/runs/1/job/7"_s << u"pytorch/pytorch"_s
            << s3 + u"30000000042"_s << u"pytorch_pytorch_30000000042"_s;
    }
    void rawLogUrlFollowsHud()
    {
        QFETCH(QString, htmlUrl);
        QFETCH(QString, repo);
        QFETCH(QString, url);
        QFETCH(QString, key);
        const Result<JobLogLocation> where = JobLogLocation::fromJob(job(30'000'000'042, htmlUrl));
        QVERIFY2(where.ok(), qPrintable(where.error().message));
        QCOMPARE(where->repo(), repo);
        QCOMPARE(where->jobId, 30'000'000'042);
        QCOMPARE(where->rawLogUrl.toString(), url);
        QCOMPARE(where->storeKey(), key);
    }

    void baseWithOrWithoutSlash()
    {
        const JobRun j = job(5, u"https://github.com/pytorch/executorch/actions/runs/1/job/5"_s);
        for (const QString &base : { u"http://127.0.0.1:8080/logs"_s, u"http://127.0.0.1:8080/logs/"_s }) {
            const Result<JobLogLocation> where = JobLogLocation::fromJob(j, QUrl(base));
            QVERIFY2(where.ok(), qPrintable(where.error().message));
            QCOMPARE(where->rawLogUrl.toString(), u"http://127.0.0.1:8080/logs/pytorch/executorch/5"_s);
        }
    }

    void unusableInputIsAConfigurationError_data()
    {
        QTest::addColumn<QString>("htmlUrl");
        QTest::addColumn<qint64>("id");
        QTest::addColumn<QString>("base");
        const QString s3 = JobLogLocation::defaultRawLogBase().toString();
        QTest::newRow("no id") << QString() << qint64(0) << s3;
        QTest::newRow("page without a repository") << u"https://github.com/pytorch"_s << qint64(5) << s3;
        QTest::newRow("not a job page") << u"https://example.com/a/b/c/d"_s << qint64(5) << s3;
        QTest::newRow("owner with a dot")
            << u"https://github.com/a.b/c/actions/runs/1/job/5"_s << qint64(5) << s3;
        QTest::newRow("repository ..")
            << u"https://github.com/a/../actions/runs/1/job/5"_s << qint64(5) << s3;
        QTest::newRow("base not http") << QString() << qint64(5) << u"file:///tmp/logs/"_s;
        QTest::newRow("base with query") << QString() << qint64(5) << u"https://logs.example.com/log/?a=b"_s;
    }
    void unusableInputIsAConfigurationError()
    {
        QFETCH(QString, htmlUrl);
        QFETCH(qint64, id);
        QFETCH(QString, base);
        const Result<JobLogLocation> where = JobLogLocation::fromJob(job(id, htmlUrl), QUrl(base));
        QVERIFY(!where.ok());
        QCOMPARE(where.error().kind, SourceError::Kind::Configuration);
        QVERIFY(!where.error().message.isEmpty());
    }

    void ownerAndNameRules()
    {
        QVERIFY(JobLogLocation::isValidOwner(u"pytorch"_s));
        QVERIFY(JobLogLocation::isValidOwner(u"a-b-c"_s));
        QVERIFY(!JobLogLocation::isValidOwner(u"-a"_s));
        QVERIFY(!JobLogLocation::isValidOwner(u"a_b"_s)); // why '_' separates the store key safely
        QVERIFY(!JobLogLocation::isValidOwner(QString(40, u'a')));
        QVERIFY(JobLogLocation::isValidName(u"test-infra"_s));
        QVERIFY(JobLogLocation::isValidName(u".github"_s));
        QVERIFY(!JobLogLocation::isValidName(u".."_s));
        QVERIFY(!JobLogLocation::isValidName(u"a/b"_s));
    }
};

HW_TEST_GUILESS_MAIN(tst_JobLogLocation)
#include "tst_JobLogLocation.moc"
