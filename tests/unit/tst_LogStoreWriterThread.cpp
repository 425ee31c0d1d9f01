// The log store's writer on its own thread, driven as LogFetcher drives it: the test thread hands
// over chunks of a download and stops while the queue is full until the worker says "look again".
// The stored file inflates (gzip itself, and member by member through its index) to exactly the
// bytes given; a cancel mid-stream stops the worker at once and leaves no file; a write error on
// the worker (a file size limit: EFBIG, as a full disk) reaches the owner with the writer's text.
// Labelled `threads`: it runs under ThreadSanitizer too (std::thread, mutex, condition variables).
#include "ResultAssertions.h"
#include "TestBytes.h"
#include "TestEnvironment.h"
#include "TestValues.h"
#include "TestRegistry.h"
#include "clickhouse/GzipDecoder.h"
#include "logs/GzipMemberIndex.h"
#include "logs/LogStore.h"
#include "logs/LogStoreWriter.h"
#include "logs/LogStoreWriterThread.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTest>

#include <condition_variable>
#include <csignal>
#include <mutex>

#include <sys/resource.h>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

using hw::test::MB;

// Text made of the real log's lines, numbered so that no two members are alike.
QByteArray textLog(qint64 bytes)
{
    const QByteArray real = test::readFile(test::dataPath(u"logs/error_log1.txt"_s));
    QByteArray out;
    for (int copy = 0; out.size() < bytes; ++copy)
        out += "copy " + QByteArray::number(copy) + '\n' + real;
    out.truncate(bytes);
    return out;
}

// Bytes that do not compress: the file grows as fast as the text.
QByteArray noise(qint64 bytes)
{
    QByteArray out(bytes, Qt::Uninitialized);
    quint32 x = 11;
    for (char &c : out)
        c = char((x = x * 1664525u + 1013904223u) >> 24);
    return out;
}

// The worker's "look again", as LogFetcher's queued call but through a condition variable.
class Owner
{
public:
    void notify()
    {
        {
            std::lock_guard lock(m_mutex);
            ++m_news;
        }
        m_wake.notify_all();
    }
    // Waits until the worker has said something since `seen`; false after the timeout.
    bool waitForNews(int &seen, int timeoutMs = 30'000)
    {
        std::unique_lock lock(m_mutex);
        const bool got = m_wake.wait_for(
            lock, std::chrono::milliseconds(timeoutMs), [&] { return m_news != seen; });
        seen = m_news;
        return got;
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_wake;
    int m_news = 0;
};

// Hands the body over in chunks of varying size (a download's), waiting while the queue is
// full. Returns how often it had to wait, or -1 when the worker never answered.
int handOver(LogStoreWriterThread &writer, Owner &owner, const QByteArray &body, qint64 maxQueued,
    qint64 *peakQueued = nullptr)
{
    int waits = 0;
    int seen = 0;
    quint32 x = 5;
    for (qsizetype at = 0; at < body.size();) {
        const qsizetype n = std::min<qsizetype>(body.size() - at, 1 + qsizetype((x = x * 1664525u + 1013904223u) >> 14));
        if (!writer.write(body.mid(at, n)))
            return waits;
        at += n;
        if (peakQueued)
            *peakQueued = std::max(*peakQueued, writer.queuedBytes());
        if (writer.queuedBytes() > maxQueued + 256 * 1024)
            return -2; // the bound was not kept
        while (writer.isFull()) {
            ++waits;
            if (!owner.waitForNews(seen))
                return -1;
        }
    }
    return waits;
}

// A file size limit for this process while it lives: a write past it fails with EFBIG (SIGXFSZ
// ignored), as a full disk fails a write.
class FileSizeLimit
{
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        m_oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        getrlimit(RLIMIT_FSIZE, &m_old);
        rlimit lower = m_old;
        lower.rlim_cur = bytes;
        m_ok = setrlimit(RLIMIT_FSIZE, &lower) == 0;
    }
    ~FileSizeLimit()
    {
        setrlimit(RLIMIT_FSIZE, &m_old);
        std::signal(SIGXFSZ, m_oldHandler);
    }
    bool ok() const { return m_ok; }

private:
    rlimit m_old {};
    void (*m_oldHandler)(int) = nullptr;
    bool m_ok = false;
};

} // namespace

class tst_LogStoreWriterThread : public QObject
{
    Q_OBJECT
    QString m_dir;

    QStringList filesInStore() const { return QDir(m_dir).entryList(QDir::Files | QDir::Hidden); }

private slots:
    void init() { m_dir = test::freshRuntimeDir(u"logstorewriterthread"_s) + u"/default.logs"_s; }

    void storedFileInflatesToTheBytesGiven_data()
    {
        QTest::addColumn<bool>("gzipBody");
        QTest::newRow("plain body") << false;
        QTest::newRow("gzip body (HUD's raw log)") << true;
    }

    void storedFileInflatesToTheBytesGiven()
    {
        QFETCH(bool, gzipBody);
        QVERIFY2(!QStandardPaths::findExecutable(u"gzip"_s).isEmpty(), "gzip is an essential Debian package");
        LogStore store(m_dir);
        HW_VERIFY_OK(store.open());
        const QByteArray text = textLog(6 * MB + 12345);
        const QByteArray body = gzipBody ? test::gzipBytes(text) : text;
        HW_ASSIGN_OK(auto plainWriter, store.beginWrite(u"a_b_1"_s, true));
        const QString temp = plainWriter->temporaryPath();
        Owner owner;
        constexpr qint64 MaxQueued = 256 * 1024; // small, so that the owner waits often
        LogStoreWriterThread writer(std::move(plainWriter), [&owner] { owner.notify(); }, MaxQueued);
        qint64 peak = 0;
        const int waits = handOver(writer, owner, body, MaxQueued, &peak);
        QVERIFY2(waits >= 0, waits == -1 ? "the worker never said the queue drained" : "the queue outgrew its bound");
        QVERIFY2(waits > 0, "the owner never had to wait: the bound was not exercised");
        QVERIFY(!writer.error().isError());
        // Still being written: nothing in the store claims to be the log.
        QVERIFY(!store.find(u"a_b_1"_s));
        QVERIFY(QFile::exists(temp));
        writer.finish();
        int seen = 0;
        while (!writer.isClosed())
            QVERIFY(owner.waitForNews(seen));
        HW_ASSIGN_OK(const LogStoreEntry entry, writer.commit());
        QVERIFY(!QFile::exists(temp));
        QCOMPARE(filesInStore(), QStringList { u"a_b_1.log.gz"_s });
        qInfo("%lld bytes handed over, the owner waited %d times, at most %lld bytes queued", qint64(body.size()),
            waits, peak);

        // gzip reads it whole, as zcat would.
        QVERIFY(test::gunzipWithGzip(entry.path) == text);
        // And member by member through its index.
        const QByteArray file = test::readFile(entry.path);
        const auto index = GzipMemberIndex::parse(file.right(GzipMemberIndex::kMaxTrailerBytes), file.size());
        QVERIFY(index);
        QCOMPARE(index->plainBytes(), text.size());
        QCOMPARE(qint64(index->members().size()), (text.size() + GzipMemberIndex::kMemberPlainBytes - 1)
                / GzipMemberIndex::kMemberPlainBytes);
        QByteArray joined;
        for (size_t i = 0; i < index->members().size(); ++i) {
            const auto &m = index->members()[i];
            QCOMPARE(m.plainOffset, joined.size());
            const qint64 end
                = i + 1 < index->members().size() ? index->members()[i + 1].compressedOffset : index->dataEnd();
            const auto one
                = GzipDecoder::gunzip(QByteArrayView(file).sliced(m.compressedOffset, end - m.compressedOffset));
            QCOMPARE(one.status, GzipDecoder::Status::Ok);
            joined += one.data;
        }
        QVERIFY(joined == text);
    }

    void cancelMidStreamStopsTheWorkerAndRemovesTheFile()
    {
        LogStore store(m_dir);
        HW_VERIFY_OK(store.open());
        HW_ASSIGN_OK(const LogStoreEntry old, store.put(u"a_b_2"_s, "the log stored before\n", true));
        const QByteArray oldBytes = test::readFile(old.path);
        HW_ASSIGN_OK(auto plainWriter, store.beginWrite(u"a_b_2"_s, true));
        const QString temp = plainWriter->temporaryPath();
        Owner owner;
        auto writer = std::make_unique<LogStoreWriterThread>(
            std::move(plainWriter), [&owner] { owner.notify(); }, 64 * MB);
        // 256 MB queued at once (one shared megabyte): the worker would need seconds for it.
        const QByteArray text = textLog(MB);
        for (int i = 0; i < 256; ++i)
            HW_VERIFY_OK(writer->write(text));
        QVERIFY(QTest::qWaitFor([&] { return QFileInfo(temp).size() > 0; }, 30'000)); // under way
        QVERIFY(writer->queuedBytes() > 200 * MB); // far from done
        QElapsedTimer clock;
        clock.start();
        writer.reset();
        const qint64 stopMs = clock.elapsed();
        qInfo("the worker stopped %lld ms after the cancel", stopMs);
        QVERIFY2(stopMs < 2000, qPrintable(u"%1 ms"_s.arg(stopMs))); // a slice of 64 kB, not the queue
        QVERIFY(!QFile::exists(temp));
        QCOMPARE(filesInStore(), QStringList { QFileInfo(old.path).fileName() });
        QCOMPARE(test::readFile(old.path), oldBytes);
    }

    void writeErrorOnTheWorkerReachesTheOwner()
    {
        LogStore store(m_dir);
        HW_VERIFY_OK(store.open());
        HW_ASSIGN_OK(auto plainWriter, store.beginWrite(u"a_b_3"_s, true));
        const QString temp = plainWriter->temporaryPath();
        Owner owner;
        constexpr qint64 MaxQueued = 512 * 1024;
        LogStoreWriterThread writer(std::move(plainWriter), [&owner] { owner.notify(); }, MaxQueued);
        const QByteArray body = noise(8 * MB);
        {
            FileSizeLimit limit(2 * MB);
            QVERIFY(limit.ok());
            const int waits = handOver(writer, owner, body, MaxQueued);
            QVERIFY(waits >= 0);
            // The error may come with the last chunks: wait for the worker to say it.
            int seen = 0;
            while (!writer.error().isError())
                QVERIFY2(owner.waitForNews(seen, 30'000), "no error reached the owner");
        }
        const SourceError e = writer.error();
        QCOMPARE(e.kind, SourceError::Kind::Storage);
        QVERIFY2(e.message.startsWith(u"cannot write the log to %1: "_s.arg(temp)), qPrintable(e.message));
        QVERIFY(!writer.isFull()); // nothing to wait for any more
        // From then on every call says the same.
        const Result<void> again = writer.write("more");
        QVERIFY(!again);
        QCOMPARE(again.error().message, e.message);
        writer.finish();
        int seen = 0;
        while (!writer.isClosed())
            QVERIFY(owner.waitForNews(seen));
        const Result<LogStoreEntry> committed = writer.commit();
        QVERIFY(!committed);
        QCOMPARE(committed.error().message, e.message);
        QVERIFY(!store.find(u"a_b_3"_s));
        QVERIFY(filesInStore().isEmpty()); // the writer removed its file at the error
    }
};

HW_TEST_GUILESS_MAIN(tst_LogStoreWriterThread)
#include "tst_LogStoreWriterThread.moc"
