// JobGridView's painting: a changed cell repaints alone, a cell shows its fill and letter, hover
// veils its row and column, the tooltip shows the runs, the view works on the real grid model
// and follows the column filter, both themes render (screenshot), and the legend names every
// letter. Keys and cursor: tst_JobGridView.
#include "palette/CellStatus.h"
#include "grid/GridColumnFilterProxy.h"
#include "grid/GridFilterBar.h"
#include "palette/GridLegend.h"
#include "grid/GridRoles.h"
#include "grid/JobGridModel.h"
#include "grid/JobGridView.h"

#include "CommitBuilder.h"
#include "GridItemRows.h"
#include "JobBatchBuilder.h"
#include "JobRunBuilder.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QScrollBar>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTest>
#include <QToolTip>
#include <QVBoxLayout>

using namespace hw;
using namespace hw::test::griditems;
using namespace Qt::StringLiterals;

namespace {

// Records the regions the viewport is asked to paint.
class PaintRecorder : public QObject
{
public:
    QRegion painted;
    int events = 0;
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Paint) {
            painted += static_cast<QPaintEvent *>(event)->region();
            ++events;
        }
        return false;
    }
};

int colorDistance(QRgb a, const QColor &b)
{
    return qAbs(qRed(a) - b.red()) + qAbs(qGreen(a) - b.green()) + qAbs(qBlue(a) - b.blue());
}

// A realistic-looking HUD day: PyTorch-style job names, trunk breaking on one job a few commits
// ago, a flaky shard, running/queued jobs on the newest commits, an unstable job warning.
JobBatch realisticBatch(int commits)
{
    const QStringList workflows = {u"pull"_s, u"trunk"_s, u"inductor"_s, u"periodic"_s, u"rocm"_s, u"Lint"_s};
    const QStringList configs = {u"linux-jammy-py3.10-gcc11"_s, u"linux-jammy-cuda12.4-py3.10-gcc9"_s,
                                 u"win-vs2022-cpu-py3"_s, u"macos-py3-arm64"_s, u"linux-focal-rocm6.2-py3.10"_s,
                                 u"linux-jammy-py3.12-clang15-asan (unstable)"_s};
    QStringList jobs;
    for (const QString &wf : workflows) {
        if (wf == u"Lint") {
            for (const QString &j : {u"lintrunner-clang"_s, u"lintrunner-noclang"_s, u"quick-checks"_s, u"pr-sanity-checks"_s})
                jobs << wf + u" / "_s + j;
            continue;
        }
        for (const QString &cfg : configs) {
            jobs << wf + u" / "_s + cfg + u" / build"_s;
            for (int shard = 1; shard <= 4; ++shard)
                jobs << wf + u" / "_s + cfg + u" / test (default, %1, 4, linux.4xlarge)"_s.arg(shard);
        }
    }
    test::JobBatchBuilder b(u"test"_s);
    const qint64 t0 = 1723600000;
    qint64 id = 1;
    for (int i = 0; i < commits; ++i) {
        QString title = u"[inductor] Fix stride propagation for view ops (#%1)"_s.arg(133000 + i);
        if (i % 3 == 1)
            title = u"Revert \"[dynamo] Support nested tensor subclass tracing\" (#%1)"_s.arg(133000 + i);
        if (i % 5 == 2)
            title = u"[CI] Bump ROCm docker image and shard distributed tests (#%1)"_s.arg(133000 + i);
        const Commit c = test::CommitBuilder(shaOf(i + 1), t0 + i * 900).title(title).author(u"someone"_s);
        b.commit(c);
        for (int j = 0; j < jobs.size(); ++j) {
            JobRun run = test::JobRunBuilder(id++).run(10000 + i).column(jobs[j]).sha(c.sha).times(c.time + 60);
            run.htmlUrl = u"https://github.com/pytorch/pytorch/actions/runs/%1/job/%2"_s.arg(run.runId).arg(run.id);
            const bool newest = i >= commits - 2;
            const bool periodic = run.workflowName == u"periodic";
            if (periodic && i % 4 != 0)
                continue; // periodic runs every 4th commit: "~"
            if (newest && (j % 3 == 0)) {
                run.status = u"in_progress"_s;
                run.conclusion.clear();
            } else if (newest && (j % 7 == 1)) {
                run.status = u"queued"_s;
                run.conclusion.clear();
            } else if (j == 62 && i >= commits - 9) {
                run.conclusion = u"failure"_s; // trunk broke here
                run.failureLine = u"FAILED test_torch.py::TestTorch::test_stride_propagation"_s;
            } else if (run.jobName.contains(u"unstable"_s) && i % 3 == 0) {
                run.conclusion = u"failure"_s;
            } else if ((i * 7 + j * 13) % 97 == 0) {
                run.conclusion = u"failure"_s;
            } else if ((i * 11 + j * 5) % 89 == 0) {
                run.conclusion = u"timed_out"_s;
            } else if ((i + j) % 53 == 0) {
                run.conclusion = u"cancelled"_s;
            } else if (run.workflowName == u"rocm"_s && j % 5 == 0 && i % 2 == 0) {
                run.conclusion = u"skipped"_s;
            }
            b.job(run);
            if ((i * 3 + j) % 61 == 0 && run.conclusion == u"success"_s) {
                // an earlier failed attempt of the same job: merges to "flaky"
                JobRun first = run;
                first.id = id++;
                first.conclusion = u"failure"_s;
                first.runAttempt = 1;
                b.job(first);
            }
        }
    }
    return b.build();
}

} // namespace

class TestJobGridViewPaint : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void dataChangedRepaintsOnlyThatCell()
    {
        QStandardItemModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        fill(model, 80, 60);
        JobGridView view;
        view.resize(900, 600);
        view.setModel(&model);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        PaintRecorder recorder;
        view.viewport()->installEventFilter(&recorder);
        // Let the first paints go by: wait for a quiet 100 ms.
        for (int tries = 0; tries < 30; ++tries) {
            recorder.events = 0;
            QTest::qWait(100); // on purpose: a quiet 100 ms is what is waited for
            if (recorder.events == 0)
                break;
        }
        QCOMPARE(recorder.events, 0);
        recorder.painted = {};

        const QModelIndex cell = model.index(3, 7);
        model.setData(cell, cellColor(CellStatus::Failure), Qt::BackgroundRole);
        QTRY_VERIFY(recorder.events > 0);
        QCOMPARE(recorder.painted, QRegion(view.visualRect(cell)));

        // A change in a cell scrolled out of sight paints nothing.
        recorder.painted = {};
        recorder.events = 0;
        model.setData(model.index(70, 55), cellColor(CellStatus::Failure), Qt::BackgroundRole);
        QTest::qWait(100); // on purpose: a repaint would arrive by now
        QCOMPARE(recorder.events, 0);
    }

    void grabShowsFillAndLetter()
    {
        QStandardItemModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        fill(model, 6, 6, {{1, 2}});
        // A cell with a colour but no letter: proves the letter pixels come from the letter.
        model.setData(model.index(2, 2), QString(), Qt::DisplayRole);
        JobGridView view;
        view.resize(800, 500);
        view.setModel(&model);
        const QImage image = view.viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32);

        auto check = [&](const QModelIndex &idx, int *letterPixels) {
            const QRect r = view.visualRect(idx);
            const QColor fill = model.data(idx, Qt::BackgroundRole).value<QColor>();
            const QColor text = model.data(idx, Qt::ForegroundRole).value<QColor>();
            QCOMPARE(QColor(image.pixel(r.left() + 1, r.top() + 1)), fill); // corner: fill only
            int n = 0;
            for (int y = r.top(); y <= r.bottom(); ++y)
                for (int x = r.left(); x <= r.right(); ++x)
                    n += colorDistance(image.pixel(x, y), text) < 60 ? 1 : 0;
            *letterPixels = n;
        };
        int failure = 0, success = 0, blank = 0;
        check(model.index(1, 2), &failure);
        check(model.index(0, 0), &success);
        check(model.index(2, 2), &blank);
        QVERIFY2(failure >= 8, qPrintable(QString::number(failure)));
        QVERIFY2(success >= 8, qPrintable(QString::number(success)));
        QCOMPARE(blank, 0);
        // X and O are different shapes: the letter really is drawn, not just a blob.
        const QRect rx = view.visualRect(model.index(1, 2));
        const QRect ro = view.visualRect(model.index(0, 0));
        const QImage x = image.copy(rx);
        const QImage o = image.copy(ro);
        QVERIFY(x.pixel(rx.width() / 2, rx.height() / 2) != x.pixel(1, 1)); // X crosses the centre
        QCOMPARE(QColor(o.pixel(ro.width() / 2, ro.height() / 2)), QColor(o.pixel(1, 1))); // O is hollow
    }

    void hoverVeilsRowAndColumn()
    {
        QStandardItemModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        fill(model, 8, 8);
        JobGridView view;
        view.resize(800, 500);
        view.setModel(&model);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QColor green = cellColor(CellStatus::Success);
        auto cornerOf = [&](int r, int c) {
            const QImage img = view.viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32);
            const QRect rect = view.visualRect(model.index(r, c));
            return QColor(img.pixel(rect.left() + 1, rect.top() + 1));
        };
        QCOMPARE(cornerOf(6, 3), green);
        const QPoint at = view.visualRect(model.index(2, 3)).center();
        QMouseEvent move(QEvent::MouseMove, at, view.viewport()->mapToGlobal(at), Qt::NoButton, Qt::NoButton,
                         Qt::NoModifier);
        QApplication::sendEvent(view.viewport(), &move);
        QVERIFY(cornerOf(6, 3) != green);      // same column, other row: veiled
        QVERIFY(cornerOf(2, 6) != green);      // same row, other column: veiled
        QCOMPARE(cornerOf(6, 6), green);       // elsewhere: untouched
    }

    void tooltipShowsTheRuns()
    {
        QStandardItemModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        fill(model, 4, 4, {{1, 1}});
        JobGridView view;
        view.resize(800, 500);
        view.setModel(&model);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QPoint p = view.visualRect(model.index(1, 1)).center();
        QHelpEvent help(QEvent::ToolTip, p, view.viewport()->mapToGlobal(p));
        QApplication::sendEvent(view.viewport(), &help);
        QTRY_VERIFY(QToolTip::isVisible());
        QVERIFY(QToolTip::text().contains(u"failure run of job 1 on commit 3"_s));
        QVERIFY(QToolTip::text().contains(u"pull / job-1"_s));
        QToolTip::hideText();
    }

    void worksOnTheRealGridModel()
    {
        JobGridModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setUnstablePatterns({u"unstable"_s});
        model.resetFrom(realisticBatch(40));
        QVERIFY(model.rowCount() == 40);
        JobGridView view;
        view.resize(1600, 900);
        view.setModel(&model);

        // j lands on real failures only, in reading order.
        QTest::keyClick(&view, Qt::Key_J);
        const QModelIndex first = view.currentIndex();
        QVERIFY(first.isValid());
        QVERIFY(isFailure(model.cellStatus(first.row(), first.column())));
        for (int r = 0; r <= first.row(); ++r)
            for (int c = 0; c < (r == first.row() ? first.column() : model.columnCount()); ++c)
                QVERIFY(!isFailure(model.cellStatus(r, c)));

        const QImage image = view.viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32);
        const QRect r = view.visualRect(model.index(5, 1));
        QCOMPARE(QColor(image.pixel(r.left() + 1, r.top() + 1)), cellColor(model.cellStatus(5, 1)));
    }

    void followsTheColumnFilterProxy()
    {
        JobGridModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        GridColumnFilterProxy proxy;
        QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setSourceModel(&model);
        model.resetFrom(realisticBatch(20));
        JobGridView view;
        view.resize(1200, 700);
        view.setModel(&proxy);
        const QString sha = model.commitSha(5);
        const QString job = u"inductor / linux-jammy-py3.10-gcc11 / test (default, 2, 4, linux.4xlarge)"_s;
        QVERIFY(view.selectCell(sha, job));
        QVERIFY(proxy.setFilterPattern(u"inductor"_s));
        QVERIFY(view.currentIndex().isValid());
        QCOMPARE(proxy.headerData(view.currentIndex().column(), Qt::Horizontal, ColumnNameRole).toString(), job);
        QCOMPARE(proxy.headerData(view.currentIndex().row(), Qt::Vertical, CommitShaRole).toString(), sha);
        QCOMPARE(view.horizontalScrollBar()->maximum(),
                 qMax(0, proxy.columnCount() * view.cellSize() - view.cellArea().width()));

        // The filter hides the cursor's column: it stays on the commit, on a visible column.
        QVERIFY(proxy.setFilterPattern(u"^Lint"_s));
        QVERIFY(view.currentIndex().isValid());
        QCOMPARE(view.currentIndex().model(), &proxy);
        QCOMPARE(proxy.headerData(view.currentIndex().row(), Qt::Vertical, CommitShaRole).toString(), sha);
        QVERIFY(proxy.headerData(view.currentIndex().column(), Qt::Horizontal, ColumnNameRole).toString().startsWith(u"Lint"_s));

        // j only visits failures of the visible columns.
        QVERIFY(proxy.setFilterPattern(u"inductor"_s));
        view.setCurrentIndex({});
        QTest::keyClick(&view, Qt::Key_J);
        QVERIFY(view.currentIndex().isValid());
        QVERIFY(view.currentIndex().data(IsFailureRole).toBool());
        QVERIFY(proxy.headerData(view.currentIndex().column(), Qt::Horizontal, ColumnNameRole).toString().startsWith(u"inductor"_s));
    }

    // Not an assertion about looks (a human checks the PNGs), but both themes must render
    // and use the model's colours; set HUDWATCH_GRIDVIEW_PNG to keep copies (light, and -dark).
    void screenshot_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }

    void screenshot()
    {
        QFETCH(bool, dark);
        JobGridModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setUnstablePatterns({u"unstable"_s});
        model.setDarkTheme(dark);
        model.resetFrom(realisticBatch(45));
        QWidget window;
        if (dark) {
            QPalette pal;
            pal.setColor(QPalette::Window, QColor(0x20, 0x22, 0x25));
            pal.setColor(QPalette::WindowText, QColor(0xe0, 0xe0, 0xe0));
            pal.setColor(QPalette::Base, QColor(0x16, 0x17, 0x19));
            pal.setColor(QPalette::AlternateBase, QColor(0x2a, 0x2c, 0x30));
            pal.setColor(QPalette::Text, QColor(0xe8, 0xe8, 0xe8));
            pal.setColor(QPalette::PlaceholderText, QColor(0x90, 0x90, 0x90));
            pal.setColor(QPalette::Mid, QColor(0x44, 0x44, 0x48));
            pal.setColor(QPalette::Highlight, QColor(0x3d, 0x8e, 0xe0));
            window.setPalette(pal);
        }
        auto *layout = new QVBoxLayout(&window);
        layout->setContentsMargins(0, 0, 0, 0);
        auto *bar = new GridFilterBar(&window);
        layout->addWidget(bar);
        if (dark)
            bar->setFilterText(u"linux-(jammy"_s); // shows the inline regex error
        auto *view = new JobGridView(&window);
        view->setReferenceTime(1723600000 + 45 * 900 + 300);
        layout->addWidget(view);
        layout->addWidget(new GridLegend(&window));
        view->setModel(&model);
        window.resize(1600, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::keyClick(view, Qt::Key_J);
        const QImage image = window.grab().toImage();
        QVERIFY(!image.isNull());
        const QImage cells = view->viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32);
        const QRect r = view->visualRect(model.index(3, 2));
        QCOMPARE(QColor(cells.pixel(r.left() + 1, r.top() + 1)), cellColor(model.cellStatus(3, 2), dark));
        const QString name = dark ? u"gridview-dark.png"_s : u"gridview.png"_s;
        const QString path = QDir(test::freshRuntimeDir(u"gridview-"_s + name)).filePath(name);
        QVERIFY(image.save(path));
        QString keep = qEnvironmentVariable("HUDWATCH_GRIDVIEW_PNG");
        if (!keep.isEmpty()) {
            if (dark)
                keep.replace(u".png"_s, u"-dark.png"_s);
            QFile::remove(keep);
            QVERIFY(image.save(keep));
        }
    }

    void legendNamesEveryLetter()
    {
        const QString text = GridLegend::legendText();
        for (const auto &s : {CellStatus::Success, CellStatus::Flaky, CellStatus::Failure, CellStatus::Cancelled,
                              CellStatus::TimedOut, CellStatus::Warning, CellStatus::Pending, CellStatus::Queued,
                              CellStatus::Skipped, CellStatus::Neutral, CellStatus::NoJob, CellStatus::Other})
            QVERIFY2(text.contains(cellLetter(s) + u' ') || text.contains(cellLetter(s) + u'/'),
                     qPrintable(cellLetter(s)));
        QVERIFY(text.contains(u"failure"_s));
        QVERIFY(text.contains(u"unstable"_s));
    }
};

HW_TEST_MAIN(TestJobGridViewPaint)
#include "tst_JobGridViewPaint.moc"
