// Log indexing as it runs in the viewer, on threads ThreadSanitizer can follow (label `threads`):
// the indexer appends to the shared state on its own thread while readers take the line count,
// line offsets, marks and whole-log searches, as the viewer and a find do while a big log still
// indexes. Every line a reader is shown must already be in the file, byte for byte.
#include "TestBytes.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "logs/LogIndexState.h"
#include "logs/LogIndexer.h"
#include "logs/LogMatcher.h"
#include "logs/LogSearch.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <shared_mutex>
#include <thread>
#include <vector>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

// A CI-like log: timestamps, ANSI colour, group markers, an error line every 97 lines, lines of
// varied length (one in 1,000 is 20 KB long).
struct GeneratedLog {
    QByteArray text;
    std::vector<QByteArray> lines; // terminator included
    qint64 errorLines = 0;
};

GeneratedLog generatedLog(int count)
{
    GeneratedLog log;
    for (int i = 0; i < count; ++i) {
        QByteArray line = "2026-09-23T03:10:" + QByteArray::number(10 + i % 50) + ".1234567Z ";
        if (i % 97 == 0) {
            line += "\x1b[31mERROR\x1b[0m: test_ops.py::test_case_" + QByteArray::number(i) + " failed";
            ++log.errorLines;
        } else if (i % 400 == 0) {
            line += "##[group]Run step " + QByteArray::number(i);
        } else {
            line += "ok " + QByteArray(i % 131, 'x');
        }
        if (i % 1000 == 999)
            line += QByteArray(20'000, 'y');
        line += '\n';
        log.text += line;
        log.lines.push_back(line);
    }
    return log;
}

// What a reader on another thread saw go wrong (QVERIFY is for the test's own thread only).
struct ReaderFindings {
    qint64 snapshots = 0;
    qint64 badLines = 0;
    qint64 shrinks = 0;
};

// Reads the published part of the state the way the viewer does, until the indexer is done:
// the count never shrinks, and sampled lines read back exactly from the plain text.
ReaderFindings readWhileIndexing(
    const LogIndexState &state, const QString &plainPath, const GeneratedLog &log, const std::atomic_bool &done)
{
    ReaderFindings found;
    QFile plain(plainPath);
    qint64 last = 0;
    while (!done.load()) {
        std::vector<std::pair<qint64, LogLineIndex::Line>> sample;
        qint64 count = 0;
        {
            std::shared_lock lock(state.lock);
            count = state.index.lineCount();
            for (qint64 n : { qint64(0), count / 3, count / 2, count - 1 })
                if (n >= 0 && n < count)
                    sample.emplace_back(n, state.index.line(n));
            if (!state.marks.empty())
                (void)state.marks.back();
        }
        ++found.snapshots;
        if (count < last)
            ++found.shrinks;
        last = count;
        if (!plain.isOpen() && !plain.open(QIODevice::ReadOnly))
            continue; // the inflated copy is not created yet
        for (const auto &[n, line] : sample) {
            plain.seek(line.begin);
            if (plain.read(line.length) != log.lines[size_t(n)])
                ++found.badLines;
        }
    }
    return found;
}

} // namespace

class TestLogIndexingThreads : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    GeneratedLog m_log = generatedLog(12'000);

    // Runs the indexer on its own thread; a reader and a whole-log search run meanwhile.
    void indexWhileReading(const LogIndexer::Job &job, const QString &plainPath)
    {
        LogIndexState state;
        std::atomic_bool cancel{false};
        std::atomic_bool done{false};
        std::atomic<int> notified{0};
        SourceError error;
        std::thread indexer([&] {
            error = LogIndexer::run(job, state, cancel, [&] { notified.fetch_add(1); });
            done.store(true);
        });
        const Result<LogMatcher> matcher = LogMatcher::compile(LogQuery{ u"error"_s, false, false });
        QVERIFY(matcher);
        qint64 searchedDuring = -1;
        std::thread searcher([&] {
            // A find started while the log indexes counts what is indexed so far.
            std::atomic_bool noCancel{false};
            while (!QFile::exists(plainPath))
                std::this_thread::yield();
            if (const Result<LogMatches> r = LogSearch::run(plainPath, state, *matcher, noCancel))
                searchedDuring = r->count;
        });
        const ReaderFindings found = readWhileIndexing(state, plainPath, m_log, done);
        indexer.join();
        searcher.join();

        QVERIFY2(!error.isError(), qPrintable(error.message));
        QVERIFY(notified.load() >= 1);
        QCOMPARE(found.shrinks, 0);
        QCOMPARE(found.badLines, 0);
        QVERIFY(searchedDuring >= 0 && searchedDuring <= m_log.errorLines);
        std::shared_lock lock(state.lock);
        QVERIFY(state.complete);
        QCOMPARE(state.index.lineCount(), qint64(m_log.lines.size()));
        qint64 begin = 0;
        for (size_t i = 0; i < m_log.lines.size(); ++i) {
            const LogLineIndex::Line line = state.index.line(qint64(i));
            QCOMPARE(line.begin, begin);
            QCOMPARE(line.length, qint64(m_log.lines[i].size()));
            begin += line.length;
        }
        lock.unlock();
        std::atomic_bool noCancel{false};
        const Result<LogMatches> after = LogSearch::run(plainPath, state, *matcher, noCancel);
        QVERIFY(after);
        QCOMPARE(after->count, m_log.errorLines);
    }

private slots:
    void plainLogIndexesWhileItIsRead()
    {
        const QString path = m_dir.filePath(u"plain.log"_s);
        QVERIFY(test::writeFile(path, m_log.text));
        LogIndexer::Job job;
        job.input = path;
        indexWhileReading(job, path);
    }

    void gzipLogInflatesWhileItIsRead()
    {
        const QString path = m_dir.filePath(u"packed.log.gz"_s);
        QVERIFY(test::writeFile(path, hw::test::gzipBytes(m_log.text)));
        LogIndexer::Job job;
        job.input = path;
        job.plainOutput = m_dir.filePath(u"packed.log"_s);
        indexWhileReading(job, job.plainOutput);
    }

    void cancelStopsTheIndexerAndKeepsWhatItPublished()
    {
        // Read in 1 MB blocks: the first batch publishes, then the cancel is seen.
        QVERIFY(m_log.text.size() > 1 << 20);
        const QString path = m_dir.filePath(u"cancelled.log"_s);
        QVERIFY(test::writeFile(path, m_log.text));
        LogIndexer::Job job;
        job.input = path;
        LogIndexState state;
        std::atomic_bool cancel{false};
        SourceError error;
        std::thread indexer([&] {
            error = LogIndexer::run(job, state, cancel, [&] { cancel.store(true); });
        });
        indexer.join();
        QCOMPARE(error.kind, SourceError::Kind::Cancelled);
        std::shared_lock lock(state.lock);
        QVERIFY(!state.complete);
        QVERIFY(state.index.lineCount() > 0);
        QVERIFY(state.index.lineCount() < qint64(m_log.lines.size()));
        QFile plain(path);
        QVERIFY(plain.open(QIODevice::ReadOnly));
        for (qint64 n = 0; n < state.index.lineCount(); ++n) {
            const LogLineIndex::Line line = state.index.line(n);
            QVERIFY(plain.seek(line.begin));
            QCOMPARE(plain.read(line.length), m_log.lines[size_t(n)]);
        }
    }
};

HW_TEST_GUILESS_MAIN(TestLogIndexingThreads)
#include "tst_LogIndexingThreads.moc"
