// Jump to the failure, on real logs: every classifier fixture lands on its marked line; HUD's
// classification wins when the job row has one (its last occurrence); without either, the last
// ##[error] that says more than "exit code N".
#include "ClassifierFixture.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "logs/LogClassifier.h"
#include "logs/LogDocument.h"
#include "logs/LogFailureLocator.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace hw;
using namespace Qt::StringLiterals;

class tst_LogFailureLocator : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    std::optional<LogClassifier> m_classifier;

    Result<LogFailure> locate(const QByteArray &log, const QString &hudLine = {}, bool withClassifier = true)
    {
        const QString path = m_dir.filePath(u"log.txt"_s);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(log) != log.size())
            return SourceError::make(SourceError::Kind::Storage, u"test"_s, u"cannot write"_s);
        f.close();
        LogDocument doc;
        if (auto r = doc.open(path); !r)
            return r.error();
        doc.waitForIndexed();
        std::atomic_bool cancel = false;
        return LogFailureLocator::locate(doc.contentPath(), *doc.state(), hudLine, u"rule"_s, withClassifier ? &*m_classifier : nullptr, cancel);
    }

private slots:
    void initTestCase()
    {
        auto c = LogClassifier::builtIn();
        QVERIFY(c);
        m_classifier.emplace(std::move(*c));
    }

    void fixturesLandOnTheirLine_data()
    {
        QTest::addColumn<QString>("path");
        for (const QString &name : QDir(test::dataPath(u"logs/classify"_s)).entryList({u"*.txt"_s}, QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(name)) << test::dataPath(u"logs/classify/"_s + name);
    }
    void fixturesLandOnTheirLine()
    {
        QFETCH(QString, path);
        const test::ClassifierFixture fixture = test::readClassifierFixture(path);
        const auto failure = locate(fixture.log);
        QVERIFY(failure);
        if (fixture.expectedLine == 0) {
            // Nothing classifies: the fallback is an ##[error] line or nothing.
            QVERIFY(failure->source != LogFailure::Source::Classifier);
            return;
        }
        QCOMPARE(failure->source, LogFailure::Source::Classifier);
        QCOMPARE(failure->line + 1, fixture.expectedLine);
        QCOMPARE(failure->captures.size(), fixture.expectedCaptures.size()); // their text: tst_LogClassifier
    }

    void hudClassificationWinsAtItsLastOccurrence()
    {
        const QByteArray log = "2024-01-01T00:00:00.0000000Z RuntimeError: CUDA error: device-side assert\n"
                               "noise\n"
                               "2024-01-01T00:00:01.0000000Z RuntimeError: CUDA error: device-side assert\n"
                               "FAILED [0.1s] test_other.py::TestX::test_y - boom\n";
        const auto failure = locate(log, u"RuntimeError: CUDA error: device-side assert"_s);
        QVERIFY(failure);
        QCOMPARE(failure->source, LogFailure::Source::HudClassification);
        QCOMPARE(failure->line, 2);
        QCOMPARE(failure->ruleName, u"rule"_s);
        // Not in this log (another attempt's log): the classifier decides.
        const auto other = locate(log, u"not in the log"_s);
        QVERIFY(other);
        QCOMPARE(other->source, LogFailure::Source::Classifier);
        QCOMPARE(other->line, 3);
        QCOMPARE(other->ruleName, u"pytest failure"_s);
    }

    void errorLineFallbackSkipsExitCodeNoise()
    {
        const QByteArray log = "start\n"
                               "2024-01-01T00:00:00.0000000Z ##[error]The operation was lost in space\n"
                               "2024-01-01T00:00:00.0000000Z ##[error]Process completed with exit code 1.\n"
                               "tail\n";
        // Without a classifier verdict (here: none asked), the ##[error] lines decide.
        const auto failure = locate(log, {}, false);
        QVERIFY(failure);
        QCOMPARE(failure->source, LogFailure::Source::ErrorLine);
        QCOMPARE(failure->line, 1);
        const auto onlyNoise = locate("a\n##[error]Process completed with exit code 2.\n", {}, false);
        QVERIFY(onlyNoise);
        QCOMPARE(onlyNoise->line, 1);
        const auto nothing = locate("all good\n", {}, false);
        QVERIFY(nothing);
        QVERIFY(!nothing->found());
        QCOMPARE(nothing->source, LogFailure::Source::None);
    }
};

HW_TEST_GUILESS_MAIN(tst_LogFailureLocator)
#include "tst_LogFailureLocator.moc"
