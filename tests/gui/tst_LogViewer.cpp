// The log viewer as a user drives it, on the real logs of tests/data/logs: counts equal grep's,
// F3 walks the matches, folds change what is on screen, F jumps to the classified line, a link
// names the line, Save writes the text, and bad files (truncated gzip, missing) say what happened.
#include "TestBytes.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "logs/LogDocument.h"
#include "logs/LogFindBar.h"
#include "logs/LogFinder.h"
#include "logs/LogStore.h"
#include "logs/LogView.h"
#include "logs/LogViewer.h"

#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>


using namespace hw;
using namespace Qt::StringLiterals;

namespace {


bool waitIndexed(LogViewer &viewer)
{
    return QTest::qWaitFor([&] { return !viewer.document()->isIndexing(); }, 20'000);
}

bool waitFound(LogViewer &viewer)
{
    return QTest::qWaitFor(
        [&] { return !viewer.finder()->isSearching() && !viewer.finder()->isWaitingForIndex(); }, 20'000);
}


} // namespace

class tst_LogViewer : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void findCountsTheWholeLogAsGrepDoes_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<bool>("regex");
        QTest::addColumn<bool>("caseSensitive");
        QTest::newRow("error, any case") << u"error_log1.txt"_s << u"error"_s << false << false;
        QTest::newRow("FAILED") << u"error_log_multiple_matches.txt"_s << u"FAILED"_s << false << true;
        QTest::newRow("regex") << u"error_log_multiple_matches.txt"_s << u"test_[a-z_]+(True|False)"_s << true << true;
        QTest::newRow("group lines") << u"error_log1.txt"_s << u"##\\[(end)?group\\]"_s << true << true;
    }
    void findCountsTheWholeLogAsGrepDoes()
    {
        QFETCH(QString, file);
        QFETCH(QString, pattern);
        QFETCH(bool, regex);
        QFETCH(bool, caseSensitive);
        LogViewer viewer;
        viewer.resize(1000, 600);
        viewer.show();
        QVERIFY(viewer.openFile(test::realLogPath(file)));
        // Typed before the index is done: the search waits for it, then counts everything.
        viewer.findBar()->setQuery({pattern, regex, caseSensitive});
        QVERIFY(waitIndexed(viewer));
        QVERIFY(waitFound(viewer));
        QStringList args {regex ? u"-E"_s : u"-F"_s};
        if (!caseSensitive)
            args << u"-i"_s;
        args << u"-e"_s << pattern << test::realLogPath(file);
        const qint64 want = hw::test::grepCount(args);
        QVERIFY(want > 1);
        QCOMPARE(viewer.finder()->matches().count, want);
        QVERIFY2(viewer.findBar()->statusText().contains(QLocale().toString(want)), qPrintable(viewer.findBar()->statusText()));
        // The view went to a match, and F3 / Shift+F3 walk them in order, wrapping.
        const auto &lines = viewer.finder()->matches().lines;
        QCOMPARE(viewer.view()->currentLine(), qint64(lines.front()));
        viewer.view()->setFocus();
        QTest::keyClick(viewer.view(), Qt::Key_F3);
        QCOMPARE(viewer.view()->currentLine(), qint64(lines[1]));
        QTest::keyClick(viewer.view(), Qt::Key_F3, Qt::ShiftModifier);
        QTest::keyClick(viewer.view(), Qt::Key_F3, Qt::ShiftModifier);
        QCOMPARE(viewer.view()->currentLine(), qint64(lines.back()));
    }

    void foldingHidesAndShowsSections()
    {
        LogViewer viewer;
        viewer.resize(1000, 600);
        viewer.show();
        QVERIFY(viewer.openFile(test::realLogPath(u"error_log1.txt"_s)));
        QVERIFY(waitIndexed(viewer));
        LogFolding &folding = viewer.view()->folding();
        QCOMPARE(qint64(folding.sections().size()), 74); // grep -c '##\[group\]'
        const qint64 folded = folding.rowCount();
        QVERIFY(folded < viewer.document()->lineCount());
        viewer.view()->foldAll(false);
        QCOMPARE(folding.rowCount(), viewer.document()->lineCount());
        viewer.view()->foldAll(true);
        QCOMPARE(folding.rowCount(), folded);
        // Going to a hidden line unfolds its section only.
        const LogSection s = folding.sections()[10];
        viewer.view()->goToLine(s.header + 1);
        QCOMPARE(folding.rowCount(), folded + s.hiddenLines());
        QCOMPARE(viewer.view()->currentLine(), s.header + 1);
        // Space on a header folds it again.
        viewer.view()->goToLine(s.header);
        QTest::keyClick(viewer.view(), Qt::Key_Space);
        QCOMPARE(folding.rowCount(), folded);
    }

    void keyFJumpsToTheClassifiedFailure()
    {
        LogViewer viewer;
        viewer.resize(1000, 600);
        viewer.show();
        QVERIFY(viewer.openFile(test::realLogPath(u"error_log_multiple_matches.txt"_s)));
        QVERIFY(waitIndexed(viewer));
        QSignalSpy located(&viewer, &LogViewer::failureLocated);
        viewer.view()->setFocus();
        QTest::keyClick(viewer.view(), Qt::Key_F);
        QVERIFY(located.wait(10'000));
        QCOMPARE(viewer.view()->currentLine(), 749); // line 750, as `hudwatch log --classify` says
        QVERIFY2(viewer.failureText().contains(u"pytest failure"_s), qPrintable(viewer.failureText()));
        // With HUD's classification for the job, its line wins.
        viewer.setFailureHint(u"Stopping at first consistent failure"_s, u"HUD rule"_s);
        viewer.jumpToFailure();
        QVERIFY(located.wait(10'000));
        QCOMPARE(viewer.failure().source, LogFailure::Source::HudClassification);
        QCOMPARE(viewer.view()->currentLineText().contains(u"Stopping at first consistent failure"_s), true);
    }

    void linkAndSave()
    {
        LogViewer viewer;
        const QString path = test::realLogPath(u"error_log1.txt"_s);
        QVERIFY(viewer.openFile(path));
        QVERIFY(waitIndexed(viewer));
        QCOMPARE(viewer.linkToLine(119).toString(), QUrl::fromLocalFile(path).toString() + u"#L120"_s);
        viewer.setLink(QUrl(u"https://ossci-raw-job-status.s3.amazonaws.com/log/28789187194"_s));
        QCOMPARE(viewer.linkToLine(0).toString(), u"https://ossci-raw-job-status.s3.amazonaws.com/log/28789187194#L1"_s);
        const QString saved = m_dir.filePath(u"saved.txt"_s);
        QVERIFY(viewer.saveTo(saved));
        QCOMPARE(test::readFile(saved), test::readFile(path));
    }

    void gzipOpensAndTruncatedGzipSaysSo()
    {
        const QByteArray text = test::readFile(test::realLogPath(u"error_log_multiple_matches.txt"_s));
        const QByteArray packed = hw::test::gzipBytes(text);
        const QString whole = m_dir.filePath(u"whole.log.gz"_s);
        const QString cut = m_dir.filePath(u"cut.log.gz"_s);
        {
            QFile f(whole);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(packed);
            QFile g(cut);
            QVERIFY(g.open(QIODevice::WriteOnly));
            g.write(packed.left(packed.size() * 2 / 3));
        }
        LogViewer viewer;
        QVERIFY(viewer.openFile(whole));
        QVERIFY(waitIndexed(viewer));
        QCOMPARE(viewer.document()->byteCount(), text.size());
        QVERIFY(viewer.statusText().contains(u"gzip"_s));
        QVERIFY(viewer.bannerText().isEmpty());
        QVERIFY(viewer.openFile(cut));
        QVERIFY(waitIndexed(viewer));
        QVERIFY2(viewer.bannerText().contains(u"cut off"_s), qPrintable(viewer.bannerText()));
        // What inflated is there to read, exactly as in the whole log.
        const qint64 lines = viewer.document()->lineCount();
        QVERIFY(lines > 10);
        const QList<QByteArray> want = text.split('\n');
        QCOMPARE(viewer.document()->line(lines / 2, 1 << 20).bytes, want[lines / 2]);
    }

    void cachedLogShowsItsEndBeforeItIsInflated()
    {
        // A big log as the log cache stores it (1 MiB gzip members and their index), its first
        // member damaged: the window shows the last lines at once, which only the last member
        // can have given, then says the log is damaged and shows what inflated.
        QByteArray text;
        for (int i = 0; text.size() < 5'000'000; ++i)
            text += "copy " + QByteArray::number(i) + '\n' + test::readFile(test::realLogPath(u"error_log1.txt"_s));
        LogStore store(m_dir.filePath(u"cache.logs"_s));
        QVERIFY(store.open());
        const Result<LogStoreEntry> entry = store.put(u"a_b_1"_s, hw::test::gzipBytes(text), true);
        QVERIFY(entry);
        {
            QFile f(entry->path);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.seek(400));
            f.write(QByteArray(64, '\x55'));
        }
        LogViewer viewer;
        viewer.resize(900, 600);
        viewer.show();
        QVERIFY(viewer.openFile(entry->path));
        QVERIFY(viewer.view()->showingTail());
        QVERIFY(viewer.document()->isIndexing());
        QCOMPARE(viewer.document()->tailLines().back().bytes, text.trimmed().split('\n').last());
        viewer.view()->viewport()->repaint();
        QVERIFY(waitIndexed(viewer));
        QVERIFY2(viewer.bannerText().contains(u"damaged"_s), qPrintable(viewer.bannerText()));
        QVERIFY(!viewer.view()->showingTail());
    }

    void missingFileIsAClearError()
    {
        LogViewer viewer;
        const auto r = viewer.openFile(m_dir.filePath(u"nope.log"_s));
        QVERIFY(!r);
        QVERIFY(viewer.bannerText().contains(u"does not exist"_s));
    }

    void paintsAHugeLineAndBinaryBytesWithoutHanging()
    {
        const QString path = m_dir.filePath(u"binary.log"_s);
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QByteArray binary(4096, Qt::Uninitialized);
            for (qsizetype i = 0; i < binary.size(); ++i)
                binary[i] = char(i * 7919 % 256);
            f.write("start\n" + QByteArray(8'000'000, 'x') + "\n" + binary + "\nend\n");
        }
        LogViewer viewer;
        viewer.resize(1000, 600);
        viewer.show();
        QVERIFY(viewer.openFile(path));
        QVERIFY(waitIndexed(viewer));
        viewer.view()->goToLine(0);
        QElapsedTimer clock;
        clock.start();
        const QPixmap shot = viewer.grab();
        QVERIFY(!shot.isNull());
        QVERIFY2(clock.elapsed() < 5000, qPrintable(QString::number(clock.elapsed())));
        viewer.view()->goToLine(1);
        QCOMPARE(viewer.view()->currentLineText().size(), 8'000'000); // copy takes the whole line
    }
};

HW_TEST_MAIN(tst_LogViewer)
#include "tst_LogViewer.moc"
