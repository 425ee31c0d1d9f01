// A log opened as the viewer opens it: plain and gzip files index on a worker thread, the tail of
// a plain file or a stored (indexed, multi-member) gzip one is there at once, an index that lies
// falls back to inflating the whole file, lines read back exactly, a truncated gzip keeps what
// inflated and says so, follow mode picks up appended and rewritten files, and find counts equal grep's.
#include "TestBytes.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "logs/GzipMemberIndex.h"
#include "logs/LogDocument.h"
#include "logs/LogMatcher.h"
#include "logs/LogSearch.h"
#include "logs/LogStore.h"

#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>


using namespace hw;
using namespace Qt::StringLiterals;

namespace {


// A CI-like log: timestamps, groups, errors, some ANSI, a few long lines.
QByteArray sampleLog(int lines)
{
    QRandomGenerator rng(5);
    QByteArray out;
    for (int i = 0; i < lines; ++i) {
        out += "2024-07-08T16:48:" + QByteArray::number(10 + i % 50) + ".1234567Z ";
        switch (rng.bounded(20)) {
        case 0: out += "##[group]Run step " + QByteArray::number(i); break;
        case 1: out += "##[endgroup]"; break;
        case 2: out += "##[error]Process completed with exit code 1."; break;
        case 3: out += "\x1b[31mFAILED\x1b[0m test_ops.py::TestOps::test_add_" + QByteArray::number(i); break;
        case 4: out += QByteArray(int(rng.bounded(20'000)), 'y') + " error: long"; break;
        default: out += "PASSED test_nn.py::TestNN::test_" + QByteArray::number(i) + " [0.1s] Error"; break;
        }
        out += '\n';
    }
    return out;
}

bool openAndWait(LogDocument &doc, const QString &path)
{
    QSignalSpy done(&doc, &LogDocument::indexed);
    QSignalSpy failed(&doc, &LogDocument::failed);
    if (!doc.open(path))
        return false;
    return QTest::qWaitFor([&] { return done.count() + failed.count() > 0; }, 20'000) && done.count() == 1;
}

QList<QByteArray> splitLines(const QByteArray &text)
{
    QList<QByteArray> lines = text.split('\n');
    if (text.endsWith('\n'))
        lines.removeLast();
    return lines;
}

// The log as the app stores it (LogStore's writer), in a store of its own; its path.
QString storeLog(const QString &key, const QByteArray &body)
{
    static QTemporaryDir dir;
    LogStore store(dir.filePath(u"store.logs"_s));
    if (!store.open())
        return {};
    const Result<LogStoreEntry> entry = store.put(key, body, true);
    return entry ? entry->path : QString();
}


} // namespace

class tst_LogDocument : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void plainLinesReadBackExactly()
    {
        const QByteArray text = sampleLog(3000);
        const QString path = m_dir.filePath(u"plain.log"_s);
        QVERIFY(test::writeFile(path, text));
        LogDocument doc;
        QVERIFY(openAndWait(doc, path));
        const auto want = splitLines(text);
        QCOMPARE(doc.lineCount(), want.size());
        QCOMPARE(doc.byteCount(), text.size());
        const auto got = doc.lines(0, doc.lineCount(), 1 << 20);
        for (qsizetype i = 0; i < want.size(); ++i)
            QCOMPARE(got[size_t(i)].bytes, want[i]);
        // Marks are where the text says.
        for (const LogMark &m : doc.marks()) {
            const QByteArray &line = want[m.line];
            QVERIFY2(line.contains("##["), line.constData());
        }
        QVERIFY(!doc.marks().empty());
    }

    void longLinesAreCutForDisplayButKeepTheirLength()
    {
        const QString path = m_dir.filePath(u"long.log"_s);
        QVERIFY(test::writeFile(path, "short\n" + QByteArray(5'000'000, 'L') + "\nafter"));
        LogDocument doc;
        QVERIFY(openAndWait(doc, path));
        QCOMPARE(doc.lineCount(), 3);
        const auto lines = doc.lines(0, 3);
        QCOMPARE(lines[1].bytes.size(), LogDocument::kDisplayLineBytes);
        QCOMPARE(lines[1].length, 5'000'000);
        QVERIFY(lines[1].isCut());
        QCOMPARE(lines[2].bytes, "after");
    }

    void tailIsThereBeforeIndexing()
    {
        const QByteArray text = sampleLog(5000);
        const QString path = m_dir.filePath(u"tail.log"_s);
        QVERIFY(test::writeFile(path, text));
        LogDocument doc;
        QVERIFY(doc.open(path));
        // Synchronously after open(): the last lines, whole, in order.
        const auto want = splitLines(text);
        const auto &tail = doc.tailLines();
        QVERIFY(!tail.empty());
        QCOMPARE(tail.back().bytes, want.back());
        QCOMPARE(tail.front().bytes, want[want.size() - qsizetype(tail.size())]);
    }

    void gzipIsInflatedAndIndexed()
    {
        const QByteArray text = sampleLog(4000);
        const QString path = m_dir.filePath(u"log.gz"_s);
        QVERIFY(test::writeFile(path, hw::test::gzipBytes(text)));
        LogDocument doc;
        QVERIFY(openAndWait(doc, path));
        QVERIFY(doc.isCompressed());
        QCOMPARE(doc.byteCount(), text.size());
        QCOMPARE(doc.line(1234).bytes, splitLines(text)[1234]);
        QFile inflated(doc.contentPath());
        QVERIFY(inflated.open(QIODevice::ReadOnly));
        QCOMPARE(inflated.readAll(), text);
        const QString temp = doc.contentPath();
        doc.close();
        QVERIFY(!QFile::exists(temp)); // the inflated copy goes with the document
    }

    // 4 MB of text in 4 KB of gzip, read up to 1 MB: the first 1 MB is indexed and readable, the
    // document says it was cut, and the inflated copy is that size, not 4 MB.
    void gzipStopsAtTheBound()
    {
        const QByteArray text = QByteArray("0123456789abcde\n").repeated(1 << 18);
        const QString path = m_dir.filePath(u"bomb.gz"_s);
        QVERIFY(test::writeFile(path, hw::test::gzipBytes(text, 9)));
        LogDocument doc;
        doc.setMaxInflatedBytes(1 << 20);
        QVERIFY(openAndWait(doc, path));
        QVERIFY(doc.isCutAtBound());
        QCOMPARE(doc.byteCount(), 1 << 20);
        QCOMPARE(doc.lineCount(), (1 << 20) / 16);
        QCOMPARE(QFileInfo(doc.contentPath()).size(), 1 << 20);
        QCOMPARE(doc.line(doc.lineCount() - 1).bytes, QByteArray("0123456789abcde"));
        // The same file under a bound it fits: read whole, not cut.
        doc.setMaxInflatedBytes(text.size());
        QVERIFY(openAndWait(doc, path));
        QVERIFY(!doc.isCutAtBound());
        QCOMPARE(doc.byteCount(), text.size());
    }

    // Every line matches: the count is exact, the kept lines are the first ones, the last is known.
    void searchKeepsTheFirstLinesAndCountsAll()
    {
        const QString path = m_dir.filePath(u"dense.log"_s);
        QVERIFY(test::writeFile(path, QByteArray("match\n").repeated(200'000)));
        LogDocument doc;
        QVERIFY(openAndWait(doc, path));
        auto matcher = LogMatcher::compile({u"match"_s, false, true});
        QVERIFY(matcher);
        std::atomic_bool cancel = false;
        auto found = LogSearch::run(doc.contentPath(), *doc.state(), *matcher, cancel, {}, 1000);
        QVERIFY(found);
        QCOMPARE(found->count, 200'000);
        QCOMPARE(found->lines.size(), 1000u);
        QCOMPARE(found->lines.back(), 999u);
        QCOMPARE(found->lastLine, 199'999);
        QVERIFY(!found->isComplete());
        qint64 pieces = 0;
        qint64 seen = 0;
        auto counted = LogSearch::scan(doc.contentPath(), *doc.state(), *matcher, cancel,
            [&](const std::vector<qint64> &lines) {
                ++pieces;
                QCOMPARE(lines.front(), seen);
                seen += qint64(lines.size());
            });
        QVERIFY(counted);
        QCOMPARE(*counted, 200'000);
        QCOMPARE(seen, 200'000);
        QVERIFY(pieces >= 200'000 / (64 * 1024));
    }

    void storedLogShowsItsTailFromTheLastMemberOnly()
    {
        // A log the store wrote: its last screen comes from its last member at open(), before the
        // worker has inflated the rest. The first member is damaged on purpose: the tail cannot
        // have come from inflating the file from its start.
        const QByteArray text = sampleLog(30000); // ~18 MB
        const QString path = storeLog(u"tail_a_1"_s, hw::test::gzipBytes(text));
        QVERIFY(!path.isEmpty());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.seek(500));
        QVERIFY(f.write(QByteArray(64, '\x55')) == 64);
        f.close();
        LogDocument doc;
        QSignalSpy failed(&doc, &LogDocument::failed);
        QVERIFY(doc.open(path));
        QVERIFY(doc.isCompressed());
        QVERIFY(doc.isIndexing());
        const auto want = splitLines(text);
        const auto &tail = doc.tailLines();
        QVERIFY(tail.size() > 20); // 64 kB of lines, some of them 20 kB long
        for (size_t i = 0; i < tail.size(); ++i)
            QCOMPARE(tail[i].bytes, want[want.size() - qsizetype(tail.size()) + qsizetype(i)]);
        // The worker, reading from the start, finds the damage.
        QVERIFY(failed.wait(20'000));
        QCOMPARE(failed.first().first().value<SourceError>().kind, SourceError::Kind::BadData);
        QVERIFY(doc.tailLines().empty()); // what did inflate is shown from then on
    }

    void storedLogIndexesWholeAndKeepsItsTailUntilThen()
    {
        const QByteArray text = sampleLog(12000);
        const QString path = storeLog(u"tail_a_2"_s, text);
        LogDocument doc;
        QSignalSpy done(&doc, &LogDocument::indexed);
        QVERIFY(doc.open(path));
        QVERIFY(!doc.tailLines().empty());
        QCOMPARE(doc.tailLines().back().bytes, splitLines(text).back());
        QVERIFY(done.wait(20'000));
        QVERIFY(doc.tailLines().empty()); // the index takes over
        QCOMPARE(doc.byteCount(), text.size());
        QFile inflated(doc.contentPath());
        QVERIFY(inflated.open(QIODevice::ReadOnly));
        QCOMPARE(inflated.readAll(), text);
    }

    void lyingMemberIndexFallsBackToInflatingEverything_data()
    {
        QTest::addColumn<int>("lie");
        QTest::newRow("member past the end") << 0;
        QTest::newRow("member inside another") << 1;
        QTest::newRow("more text than there is") << 2;
        QTest::newRow("count too large") << 3;
        QTest::newRow("count too small") << 4;
        QTest::newRow("whole log in one member") << 5;
    }

    void lyingMemberIndexFallsBackToInflatingEverything()
    {
        QFETCH(int, lie);
        const QByteArray text = sampleLog(12000);
        const QString path = storeLog(u"lie_a_%1"_s.arg(lie), text);
        QByteArray file = hw::test::readFile(path);
        const auto index = GzipMemberIndex::parse(file.right(GzipMemberIndex::kMaxTrailerBytes), file.size());
        QVERIFY(index);
        const qsizetype count = qsizetype(index->members().size());
        QVERIFY(count >= 3);
        // The index member: header, XLEN, "HW", LEN, then the entries.
        const qsizetype entries = qsizetype(index->dataEnd()) + 16;
        const auto put = [&](qsizetype at, quint64 v, int bytes) {
            for (int i = 0; i < bytes; ++i)
                file[at + i] = char((v >> (8 * i)) & 0xff);
        };
        const qsizetype last = entries + (count - 1) * 16;
        switch (lie) {
        case 0: put(last + 8, quint64(file.size()) * 2, 8); break;
        case 1: put(last + 8, quint64(index->members().back().compressedOffset + 100), 8); break;
        case 2: put(entries + count * 16, quint64(text.size()) + 1000, 8); break;
        case 3: put(entries + count * 16 + 8, quint64(count + 1), 4); break;
        case 4: put(entries + count * 16 + 8, quint64(count - 1), 4); break;
        case 5: put(last, 0, 8); put(last + 8, 0, 8); break;
        }
        QVERIFY(test::writeFile(path, file));
        LogDocument doc;
        QVERIFY(openAndWait(doc, path));
        QCOMPARE(doc.byteCount(), text.size());
        QCOMPARE(doc.line(doc.lineCount() - 1).bytes, splitLines(text).back());
        // Nothing early, or only the true tail.
        if (!doc.tailLines().empty())
            QCOMPARE(doc.tailLines().back().bytes, splitLines(text).back());
    }

    void damagedMemberIndexNeverShowsAWrongTail()
    {
        // Every byte of the index member and the bytes around it, changed one at a time.
        const QByteArray text = sampleLog(6000);
        const QString path = storeLog(u"mangle_a_1"_s, text);
        const QByteArray file = hw::test::readFile(path);
        const auto want = splitLines(text);
        const qsizetype trailer = file.size() - qsizetype(GzipMemberIndex::parse(file, file.size())->dataEnd());
        QRandomGenerator rng(7);
        for (qsizetype at = file.size() - trailer - 8; at < file.size(); ++at) {
            QByteArray bad = file;
            bad[at] = char(bad[at] ^ char(1 + rng.bounded(255)));
            QVERIFY(test::writeFile(path, bad));
            LogDocument doc;
            QVERIFY(doc.open(path));
            const auto &tail = doc.tailLines();
            for (size_t i = 0; i < tail.size(); ++i)
                QCOMPARE(tail[i].bytes, want[want.size() - qsizetype(tail.size()) + qsizetype(i)]);
        }
    }

    void oldSingleMemberEntryStillOpens()
    {
        // Stored before members: one gzip member, no index. No early tail, the whole log after.
        const QByteArray text = sampleLog(6000);
        const QString path = m_dir.filePath(u"old_a_1.log.gz"_s);
        QVERIFY(test::writeFile(path, hw::test::gzipBytes(text)));
        LogDocument doc;
        QVERIFY(doc.open(path));
        QVERIFY(doc.tailLines().empty());
        doc.waitForIndexed();
        QVERIFY(doc.isComplete());
        QCOMPARE(doc.byteCount(), text.size());
        QCOMPARE(doc.line(3000).bytes, splitLines(text)[3000]);
    }

    void truncatedGzipKeepsWhatInflatedAndSaysSo()
    {
        const QByteArray text = sampleLog(20000);
        const QByteArray packed = hw::test::gzipBytes(text);
        const QString path = m_dir.filePath(u"cut.gz"_s);
        QVERIFY(test::writeFile(path, packed.left(packed.size() / 2)));
        LogDocument doc;
        QSignalSpy failed(&doc, &LogDocument::failed);
        QVERIFY(doc.open(path));
        QVERIFY(failed.wait(20'000));
        const auto e = failed.first().first().value<SourceError>();
        QCOMPARE(e.kind, SourceError::Kind::BadData);
        QVERIFY2(e.message.contains(u"cut off"_s), qPrintable(e.message));
        QVERIFY(doc.lineCount() > 100);
        QVERIFY(!doc.isComplete());
        const auto want = splitLines(text);
        QCOMPARE(doc.line(100).bytes, want[100]);
    }

    void missingAndFolderAreClearErrors()
    {
        LogDocument doc;
        auto r = doc.open(m_dir.filePath(u"nope.log"_s));
        QVERIFY(!r);
        QVERIFY(r.error().message.contains(u"does not exist"_s));
        QVERIFY2(r.error().message.endsWith(u" — check the path"_s), qPrintable(r.error().message));
        r = doc.open(m_dir.path());
        QVERIFY(!r);
        QVERIFY(r.error().message.contains(u"folder"_s));
        QVERIFY2(r.error().message.endsWith(u" — give the path of a log file in it"_s), qPrintable(r.error().message));
    }

    void followPicksUpAppendedAndRewrittenFiles()
    {
        const QString path = m_dir.filePath(u"growing.log"_s);
        QVERIFY(test::writeFile(path, "one\ntwo\nthr"));
        LogDocument doc;
        QVERIFY(openAndWait(doc, path));
        QCOMPARE(doc.lineCount(), 3);
        doc.setFollow(true);
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::Append));
            f.write("ee\nfour\n");
        }
        QVERIFY(QTest::qWaitFor([&] { return doc.lineCount() == 4 && doc.isComplete(); }, 5000));
        QCOMPARE(doc.line(2).bytes, "three"); // the open last line was indexed again
        QCOMPARE(doc.line(3).bytes, "four");
        QSignalSpy truncated(&doc, &LogDocument::truncated);
        QVERIFY(test::writeFile(path, "new\n"));
        QVERIFY(truncated.wait(5000));
        QVERIFY(QTest::qWaitFor([&] { return doc.lineCount() == 1 && doc.isComplete(); }, 5000));
        QCOMPARE(doc.line(0).bytes, "new");
    }

    void findCountsEqualGrep_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<bool>("regex");
        QTest::addColumn<bool>("caseSensitive");
        QTest::newRow("plain") << u"FAILED"_s << false << true;
        QTest::newRow("plain, any case") << u"error"_s << false << false;
        QTest::newRow("plain, every line") << u"Z "_s << false << true;
        QTest::newRow("regex") << u"test_[a-z]+_1[0-9]"_s << true << true;
        QTest::newRow("regex anchored") << u"^2024-07-08T16:48:1[0-3]"_s << true << true;
        QTest::newRow("regex end") << u"long$"_s << true << true;
        QTest::newRow("regex negated class stays in line") << u"group][^#]*endgroup"_s << true << true;
        QTest::newRow("regex any case") << u"exit code [0-9]"_s << true << false;
        QTest::newRow("nothing") << u"no such text"_s << false << true;
    }
    void findCountsEqualGrep()
    {
        QFETCH(QString, pattern);
        QFETCH(bool, regex);
        QFETCH(bool, caseSensitive);
        const QString path = m_dir.filePath(u"find.log"_s);
        if (!QFile::exists(path))
            QVERIFY(test::writeFile(path, sampleLog(30000)));
        LogDocument doc;
        QVERIFY(openAndWait(doc, path));
        auto matcher = LogMatcher::compile({pattern, regex, caseSensitive});
        QVERIFY(matcher);
        std::atomic_bool cancel = false;
        auto found = LogSearch::run(doc.contentPath(), *doc.state(), *matcher, cancel);
        QVERIFY(found);
        QStringList args {regex ? u"-E"_s : u"-F"_s};
        if (!caseSensitive)
            args << u"-i"_s;
        args << u"-e"_s << pattern;
        QCOMPARE(found->count, hw::test::grepCount(args << path));
        QCOMPARE(qint64(found->lines.size()), found->count);
        // Every reported line really matches, in order.
        for (size_t i = 0; i < std::min<size_t>(found->lines.size(), 200); ++i) {
            const auto line = doc.line(found->lines[i], 1 << 20).bytes;
            QVERIFY(matcher->find(line).first >= 0);
            if (i > 0)
                QVERIFY(found->lines[i] > found->lines[i - 1]);
        }
    }

    void plainFindOnEmptyText()
    {
        // Found by fuzz_log_lines: memmem on a null view's pointer plus an offset.
        auto m = LogMatcher::compile({u">"_s, false, true});
        QVERIFY(m);
        QCOMPARE(m->find(QByteArrayView()).first, -1);
        QCOMPARE(m->find(QByteArrayView("ab"), 2).first, -1);
        QCOMPARE(m->find(QByteArrayView("a>"), 1).first, 1);
        QVERIFY(m->findAll(QByteArrayView()).empty());
    }

    void badRegexIsAClearError()
    {
        auto m = LogMatcher::compile({u"([a-z"_s, true, true});
        QVERIFY(!m);
        QVERIFY2(m.error().message.contains(u"regular expression"_s), qPrintable(m.error().message));
    }

    void pathologicalPatternStaysLinear()
    {
        // (a*)*b on a long run of a's: exponential for a backtracking engine, linear here.
        const QString path = m_dir.filePath(u"aaa.log"_s);
        QVERIFY(test::writeFile(path, QByteArray(200'000, 'a') + "\n" + QByteArray(50, 'a') + "b\n"));
        LogDocument doc;
        QVERIFY(openAndWait(doc, path));
        auto matcher = LogMatcher::compile({u"(a*)*b"_s, true, true});
        QVERIFY(matcher);
        std::atomic_bool cancel = false;
        auto found = LogSearch::run(doc.contentPath(), *doc.state(), *matcher, cancel);
        QVERIFY(found);
        QCOMPARE(found->count, 1);
        QCOMPARE(found->lines.front(), 1u);
    }
};

HW_TEST_GUILESS_MAIN(tst_LogDocument)
#include "tst_LogDocument.moc"
