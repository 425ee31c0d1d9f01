// FileHeadCopy, the log viewer's Save as… on its worker: the first N bytes exactly, progress up to
// 1000 ‰, and a cancel or a write error that leaves no part file and an existing target as it was.
// The copy runs on a std::thread while this thread watches and cancels (labelled `threads`: TSan).
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "domain/FileHeadCopy.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <thread>

using namespace hw;
using namespace Qt::StringLiterals;

class tst_FileHeadCopy : public QObject
{
    Q_OBJECT
    QString m_dir;
    QString m_source;
    QByteArray m_text;

    QStringList files() const { return QDir(m_dir).entryList(QDir::Files, QDir::Name); }

private slots:
    void initTestCase()
    {
        const QString home = test::freshRuntimeDir(u"file-head-copy-source"_s);
        m_dir = test::freshRuntimeDir(u"file-head-copy"_s);
        for (int i = 0; m_text.size() < 10'000'000; ++i) // three 4 MiB blocks, the last one short
            m_text += "line " + QByteArray::number(i) + " of a long log\n";
        m_source = home + u"/source.log"_s;
        QFile f(m_source);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(m_text), m_text.size());
    }

    void copiesTheHeadAndReportsProgressFromAnotherThread()
    {
        const qint64 head = m_text.size() - 12345; // what is indexed: less than the file holds
        const QString out = m_dir + u"/head.txt"_s;
        OperationControl control;
        FileHeadCopy::Outcome outcome;
        std::thread worker([&] { outcome = FileHeadCopy::copy(m_source, head, out, &control); });
        int seen = 0;
        while (seen < 1000) { // read as the GUI thread's progress tick does; never goes back
            const int now = control.permille;
            QVERIFY(now >= seen);
            seen = now;
            std::this_thread::yield();
        }
        worker.join();
        QVERIFY2(outcome.ok(), qPrintable(outcome.reason));
        QCOMPARE(test::readFile(out), m_text.left(head));
        QCOMPARE(files(), QStringList { u"head.txt"_s });
        QFile::remove(out);
    }

    void cancelLeavesNoFileAndAnOldOneAsItWas()
    {
        const QString out = m_dir + u"/old.txt"_s;
        {
            QFile f(out);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("before\n");
        }
        OperationControl control;
        control.cancel = true; // before the first block: the worker stops at its first check
        FileHeadCopy::Outcome outcome;
        std::thread worker([&] { outcome = FileHeadCopy::copy(m_source, m_text.size(), out, &control); });
        worker.join();
        QCOMPARE(int(outcome.failure), int(FileHeadCopy::Failure::Cancelled));
        QCOMPARE(test::readFile(out), QByteArray("before\n"));
        QCOMPARE(files(), QStringList { u"old.txt"_s });
        QFile::remove(out);
    }

    void unwritableTargetSaysWhy()
    {
        const FileHeadCopy::Outcome missing = FileHeadCopy::copy(m_source, 100, m_dir + u"/missing/x.txt"_s);
        QCOMPARE(int(missing.failure), int(FileHeadCopy::Failure::Write));
        QVERIFY(!missing.reason.isEmpty());
        const FileHeadCopy::Outcome gone = FileHeadCopy::copy(m_dir + u"/gone.log"_s, 100, m_dir + u"/x.txt"_s);
        QCOMPARE(int(gone.failure), int(FileHeadCopy::Failure::Read));
        QVERIFY(files().isEmpty());
    }
};

HW_TEST_GUILESS_MAIN(tst_FileHeadCopy)
#include "tst_FileHeadCopy.moc"
