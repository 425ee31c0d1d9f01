// The log store: gzip on disk (independent members and their index, read whole by gzip itself),
// whole or absent (a crash mid-write leaves a hidden temporary file that is never listed), read
// back byte for byte, and the least recently used logs evicted beyond the budget.
#include "TestBytes.h"
#include "ResultAssertions.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "clickhouse/GzipDecoder.h"
#include "logs/GzipMemberIndex.h"
#include "logs/LogStore.h"
#include "logs/LogStoreWriter.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTest>


using namespace hw;
using namespace Qt::StringLiterals;

namespace {

// ~3.2 MB: four members of a stored log.
QByteArray bigLog()
{
    QByteArray out;
    for (int i = 0; i < 8; ++i)
        out += "copy " + QByteArray::number(i) + '\n' + test::realLogBytes(u"error_log1.txt"_s);
    return out;
}


void setMtime(const QString &path, const QDateTime &when)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadWrite));
    QVERIFY(f.setFileTime(when, QFileDevice::FileModificationTime));
}

} // namespace

class tst_LogStore : public QObject
{
    Q_OBJECT
    QString m_dir;

private slots:
    void init() { m_dir = test::freshRuntimeDir(u"logstore"_s) + u"/default.logs"_s; }

    void directoryIsBesideTheCache()
    {
        QCOMPARE(LogStore::directoryBeside(u"/home/u/.cache/hudwatch/ci.sqlite"_s),
            u"/home/u/.cache/hudwatch/ci.logs"_s);
    }

    void plainLogRoundTrip()
    {
        LogStore store(m_dir);
        HW_VERIFY_OK(store.open());
        const QByteArray log = test::realLogBytes(u"error_log1.txt"_s);
        HW_ASSIGN_OK(const LogStoreEntry entry, store.put(u"pytorch_pytorch_1"_s, log, true));
        QVERIFY(entry.complete);
        QCOMPARE(entry.path, QDir(m_dir).filePath(u"pytorch_pytorch_1.log.gz"_s));
        QVERIFY(entry.compressedBytes < log.size() / 4); // compressed on the way in
        QCOMPARE(test::readFile(entry.path).left(2), QByteArray("\x1f\x8b"));
        HW_ASSIGN_OK(const QByteArray back, store.readAll(u"pytorch_pytorch_1"_s));
        QCOMPARE(back, log);
    }

    void gzipBodyIsStoredInIndexedMembers()
    {
        // HUD's raw log is one gzip member; the store keeps its text in independent members of
        // 1 MiB and an index of them at the end, which gzip itself reads as nothing.
        LogStore store(m_dir);
        HW_VERIFY_OK(store.open());
        const QByteArray text = bigLog();
        const QByteArray compressed = hw::test::gzipBytes(text);
        HW_ASSIGN_OK(const LogStoreEntry entry, store.put(u"pytorch_vision_2"_s, compressed, true));
        const QByteArray file = test::readFile(entry.path);
        QVERIFY(file.size() < compressed.size() * 11 / 10); // about as small as HUD's
        HW_ASSIGN_OK(const QByteArray back, store.readAll(u"pytorch_vision_2"_s));
        QCOMPARE(back, text);
        const auto index = GzipMemberIndex::parse(file.right(GzipMemberIndex::kMaxTrailerBytes), file.size());
        QVERIFY(index);
        QCOMPARE(index->plainBytes(), text.size());
        const qint64 members
            = (text.size() + GzipMemberIndex::kMemberPlainBytes - 1) / GzipMemberIndex::kMemberPlainBytes;
        QCOMPARE(qint64(index->members().size()), members);
        QVERIFY(members >= 3);
        // Each member inflates alone to its own slice of the text.
        for (size_t i = 0; i < index->members().size(); ++i) {
            const auto &m = index->members()[i];
            QCOMPARE(m.plainOffset, qint64(i) * GzipMemberIndex::kMemberPlainBytes);
            const qint64 end
                = i + 1 < index->members().size() ? index->members()[i + 1].compressedOffset : index->dataEnd();
            const auto one
                = GzipDecoder::gunzip(QByteArrayView(file).sliced(m.compressedOffset, end - m.compressedOffset));
            QCOMPARE(one.status, GzipDecoder::Status::Ok);
            QCOMPARE(one.data, text.mid(m.plainOffset, GzipMemberIndex::kMemberPlainBytes));
        }
    }

    void storedGzipInflatesWithGzipItself_data()
    {
        QTest::addColumn<bool>("gzipBody");
        QTest::newRow("plain body") << false;
        QTest::newRow("gzip body") << true;
    }

    void storedGzipInflatesWithGzipItself()
    {
        QFETCH(bool, gzipBody);
        QVERIFY2(!QStandardPaths::findExecutable(u"gzip"_s).isEmpty(), "gzip is an essential Debian package");
        LogStore store(m_dir);
        HW_VERIFY_OK(store.open());
        const QByteArray text = bigLog();
        HW_ASSIGN_OK(const LogStoreEntry entry,
            store.put(u"a_b_3"_s, gzipBody ? hw::test::gzipBytes(text) : text, true));
        QCOMPARE(test::gunzipWithGzip(entry.path), text);
        HW_ASSIGN_OK(const LogStoreEntry small, store.put(u"a_b_9"_s, test::realLogBytes(u"error_log1.txt"_s), true));
        QCOMPARE(test::gunzipWithGzip(small.path), test::realLogBytes(u"error_log1.txt"_s));
        HW_ASSIGN_OK(const LogStoreEntry empty, store.put(u"a_b_10"_s, "", true));
        QCOMPARE(test::gunzipWithGzip(empty.path), QByteArray());
        QVERIFY(GzipMemberIndex::parse(test::readFile(empty.path), empty.compressedBytes));
    }

    void truncatedGzipIsRefusedAndTheOldLogStays()
    {
        LogStore store(m_dir);
        HW_VERIFY_OK(store.open());
        HW_ASSIGN_OK(const LogStoreEntry old, store.put(u"a_b_4"_s, "the old log\n", true));
        const QByteArray before = test::readFile(old.path);
        const QByteArray compressed = hw::test::gzipBytes(test::realLogBytes(u"error_log1.txt"_s));
        const Result<LogStoreEntry> cut = store.put(u"a_b_4"_s, compressed.left(compressed.size() / 2), true);
        QVERIFY(!cut.ok());
        QCOMPARE(cut.error().kind, SourceError::Kind::BadData);
        QVERIFY2(cut.error().message.startsWith(u"the log was cut off after 0."_s),
            qPrintable(cut.error().message));
        QVERIFY(cut.error().message.endsWith(u"press L on the cell again"_s));
        QCOMPARE(test::readFile(old.path), before);
        QCOMPARE(QDir(m_dir).entryList(QDir::Files | QDir::Hidden).size(), 1); // no temporary left
        const Result<LogStoreEntry> corrupt
            = store.put(u"a_b_4"_s, QByteArray(compressed.left(40) + QByteArray(200, 'x')), true);
        QCOMPARE(corrupt.error().kind, SourceError::Kind::BadData);
        HW_ASSIGN_OK(const QByteArray back, store.readAll(u"a_b_4"_s));
        QCOMPARE(back, QByteArray("the old log\n"));
    }

    void crashMidWriteLeavesNothingThatLooksLikeALog()
    {
        {
            LogStore store(m_dir);
            HW_VERIFY_OK(store.open());
            HW_VERIFY_OK(store.put(u"a_b_5"_s, "version 1\n", true));
        }
        // A process killed mid-write: the temporary file is there, never renamed.
        QString leftBehind;
        {
            LogStore store(m_dir);
            HW_VERIFY_OK(store.open());
            HW_ASSIGN_OK(auto writer, store.beginWrite(u"a_b_5"_s, true));
            HW_VERIFY_OK(writer->write(hw::test::gzipBytes(test::realLogBytes(u"error_log1.txt"_s)).left(5000)));
            leftBehind = writer->temporaryPath();
            QVERIFY(QFile::exists(leftBehind));
            // Simulated crash: copy the half-written file, as the writer's destructor removes its own.
            QVERIFY(QFile::copy(leftBehind, leftBehind + u".copy.part"_s));
            leftBehind += u".copy.part"_s;
            QVERIFY(QFileInfo(leftBehind).fileName().startsWith(u'.'));
        }
        LogStore store(m_dir);
        HW_VERIFY_OK(store.open());
        QVERIFY(QFile::exists(leftBehind)); // recent: perhaps another process's live write
        QCOMPARE(store.entries().size(), 1);
        HW_ASSIGN_OK(const QByteArray back, store.readAll(u"a_b_5"_s));
        QCOMPARE(back, QByteArray("version 1\n"));
        // Once stale it is removed on open.
        setMtime(leftBehind, QDateTime::currentDateTimeUtc().addSecs(-LogStore::StaleTemporarySeconds - 60));
        HW_VERIFY_OK(store.open());
        QVERIFY(!QFile::exists(leftBehind));
        QCOMPARE(store.entries().size(), 1);
    }

    void writerDiscardsItsFileUnlessCommitted()
    {
        LogStore store(m_dir);
        HW_VERIFY_OK(store.open());
        HW_ASSIGN_OK(auto writer, store.beginWrite(u"a_b_6"_s, true));
        HW_VERIFY_OK(writer->write("partial"));
        const QString temp = writer->temporaryPath();
        QVERIFY(QFile::exists(temp));
        writer.reset();
        QVERIFY(!QFile::exists(temp));
        QVERIFY(!store.find(u"a_b_6"_s));
    }

    void runningJobsLogIsMarkedAndReplaced()
    {
        LogStore store(m_dir);
        HW_VERIFY_OK(store.open());
        HW_ASSIGN_OK(const LogStoreEntry running, store.put(u"a_b_7"_s, "step 1\n", false));
        QVERIFY(!running.complete);
        QVERIFY(running.path.endsWith(u"a_b_7.running.log.gz"_s));
        QVERIFY(!store.find(u"a_b_7"_s)->complete);
        HW_ASSIGN_OK(const LogStoreEntry more, store.put(u"a_b_7"_s, "step 1\nstep 2\n", false));
        QCOMPARE(more.path, running.path);
        HW_ASSIGN_OK(const LogStoreEntry done, store.put(u"a_b_7"_s, "step 1\nstep 2\ndone\n", true));
        QVERIFY(done.complete);
        QVERIFY(!QFile::exists(running.path));
        QCOMPARE(store.entries().size(), 1);
        HW_ASSIGN_OK(const QByteArray back, store.readAll(u"a_b_7"_s));
        QCOMPARE(back, QByteArray("step 1\nstep 2\ndone\n"));
    }

    void leastRecentlyUsedGoFirstBeyondTheBudget()
    {
        LogStore store(m_dir);
        HW_VERIFY_OK(store.open());
        // Incompressible bodies of ~100 kB each, so that sizes are predictable.
        QByteArray noise(100'000, Qt::Uninitialized);
        quint32 x = 1;
        const auto body = [&] {
            for (char &c : noise)
                c = char((x = x * 1664525u + 1013904223u) >> 24);
            return hw::test::gzipBytes(noise);
        };
        const QDateTime now = QDateTime::currentDateTimeUtc();
        for (int i = 1; i <= 5; ++i) {
            HW_ASSIGN_OK(const LogStoreEntry e, store.put(u"a_b_%1"_s.arg(i), body(), true));
            setMtime(e.path, now.addSecs(-1000 + i * 10)); // 1 oldest ... 5 newest
        }
        QCOMPARE(store.entries().size(), 5);
        QCOMPARE(store.entries().first().key, u"a_b_1"_s);
        store.markUsed(u"a_b_1"_s); // read just now: the most recently used
        QCOMPARE(store.entries().last().key, u"a_b_1"_s);
        store.setBudgetBytes(350'000);
        HW_VERIFY_OK(store.put(u"a_b_6"_s, body(), true)); // evicts on the way in
        QStringList keys;
        for (const LogStoreEntry &e : store.entries())
            keys << e.key;
        QCOMPARE(keys, (QStringList { u"a_b_5"_s, u"a_b_1"_s, u"a_b_6"_s }));
        QVERIFY(store.totalBytes() <= 350'000);
        // The log just stored stays even when it alone is over the budget.
        store.setBudgetBytes(1000);
        HW_VERIFY_OK(store.put(u"a_b_7"_s, body(), true));
        QCOMPARE(store.entries().size(), 1);
        QCOMPARE(store.entries().first().key, u"a_b_7"_s);
    }

    void inflatedSizeIsCapped()
    {
        LogStore store(m_dir);
        HW_VERIFY_OK(store.open());
        HW_ASSIGN_OK(auto writer, store.beginWrite(u"a_b_8"_s, true));
        writer->setMaxLogBytes(1'000'000);
        const Result<void> r = writer->write(hw::test::gzipBytes(QByteArray(5'000'000, 'a'))); // 5 MB in ~5 kB
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, SourceError::Kind::TooLarge);
        QVERIFY(!writer->commit().ok());
        QVERIFY(!store.find(u"a_b_8"_s));
    }

    void keysAreCheckedAndClearRemovesAll()
    {
        LogStore store(m_dir);
        HW_VERIFY_OK(store.open());
        QCOMPARE(store.put(u"../x"_s, "x", true).error().kind, SourceError::Kind::Storage);
        QCOMPARE(store.put(u"A_b_1"_s, "x", true).error().kind, SourceError::Kind::Storage);
        HW_VERIFY_OK(store.put(u"a_b_1"_s, "x", true));
        HW_VERIFY_OK(store.put(u"a_b_2"_s, "", false)); // an empty log is a log
        HW_ASSIGN_OK(const QByteArray empty, store.readAll(u"a_b_2"_s));
        QVERIFY(empty.isEmpty());
        HW_VERIFY_OK(store.remove(u"a_b_1"_s));
        QVERIFY(!store.find(u"a_b_1"_s));
        HW_VERIFY_OK(store.clear());
        QVERIFY(store.entries().isEmpty());
    }
};

HW_TEST_GUILESS_MAIN(tst_LogStore)
#include "tst_LogStore.moc"
