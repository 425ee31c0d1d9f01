// JobGridView's keys and cursor: j/k visit failures in reading order and wrap, arrows move,
// Enter and a double click open the job, Space and / ask the app, the context menu copies and
// opens, and the cursor stays on its commit when rows arrive on top, after a reset and a filter.
// Painting: tst_JobGridViewPaint.
#include "palette/CellStatus.h"
#include "grid/GridRoles.h"
#include "grid/JobGridView.h"

#include "GridItemRows.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QClipboard>
#include <QIdentityProxyModel>
#include <QMenu>
#include <QMouseEvent>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTest>

using namespace hw;
using namespace hw::test::griditems;
using namespace Qt::StringLiterals;

namespace {

QPair<int, int> pos(const QModelIndex &idx)
{
    return {idx.row(), idx.column()};
}

} // namespace

class TestJobGridView : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void jkVisitFailuresInReadingOrderAndWrap()
    {
        QStandardItemModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        // Warnings (unstable jobs) are not failures: j/k must skip them.
        fill(model, 4, 5, {{0, 3}, {1, 1}, {1, 4}, {3, 0}}, {{0, 1}, {2, 2}});
        JobGridView view;
        view.resize(800, 500);
        view.setModel(&model);
        QSignalSpy status(&view, &JobGridView::statusMessage);

        const QList<QPair<int, int>> expected = {{0, 3}, {1, 1}, {1, 4}, {3, 0}};
        for (const auto &e : expected) {
            QTest::keyClick(&view, Qt::Key_J);
            QCOMPARE(pos(view.currentIndex()), e);
        }
        QCOMPARE(status.count(), 0);
        QTest::keyClick(&view, Qt::Key_J); // wraps to the newest failure
        QCOMPARE(pos(view.currentIndex()), qMakePair(0, 3));
        QCOMPARE(status.count(), 1);
        QVERIFY(status.last().at(0).toString().contains(u"Wrapped"_s));

        QTest::keyClick(&view, Qt::Key_K); // wraps backwards to the oldest failure
        QCOMPARE(pos(view.currentIndex()), qMakePair(3, 0));
        QCOMPARE(status.count(), 2);
        QTest::keyClick(&view, Qt::Key_K);
        QCOMPARE(pos(view.currentIndex()), qMakePair(1, 4));
        QTest::keyClick(&view, Qt::Key_K);
        QCOMPARE(pos(view.currentIndex()), qMakePair(1, 1));
        QCOMPARE(status.count(), 2);
    }

    void jWithoutFailuresSaysSo()
    {
        QStandardItemModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        fill(model, 3, 3, {}, {{1, 1}});
        JobGridView view;
        view.setModel(&model);
        QSignalSpy status(&view, &JobGridView::statusMessage);
        QTest::keyClick(&view, Qt::Key_J);
        QVERIFY(!view.currentIndex().isValid());
        QCOMPARE(status.count(), 1);
        QVERIFY(status.first().at(0).toString().contains(u"No failures"_s));
    }

    void arrowKeysMoveTheCursor()
    {
        QStandardItemModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        fill(model, 50, 40);
        JobGridView view;
        view.resize(700, 500);
        view.setModel(&model);
        QTest::keyClick(&view, Qt::Key_Right);
        QCOMPARE(pos(view.currentIndex()), qMakePair(0, 0));
        QTest::keyClick(&view, Qt::Key_Right);
        QTest::keyClick(&view, Qt::Key_Down);
        QCOMPARE(pos(view.currentIndex()), qMakePair(1, 1));
        QTest::keyClick(&view, Qt::Key_End);
        QCOMPARE(pos(view.currentIndex()), qMakePair(1, 39));
        QTest::keyClick(&view, Qt::Key_Home);
        QCOMPARE(pos(view.currentIndex()), qMakePair(1, 0));
        QTest::keyClick(&view, Qt::Key_End, Qt::ControlModifier);
        QCOMPARE(pos(view.currentIndex()), qMakePair(49, 39));
        // The cursor is scrolled into view.
        QVERIFY(view.cellArea().contains(view.visualRect(view.currentIndex())));
        QTest::keyClick(&view, Qt::Key_Home, Qt::ControlModifier);
        QCOMPARE(pos(view.currentIndex()), qMakePair(0, 0));
        QCOMPARE(view.verticalScrollBar()->value(), 0);
        QTest::keyClick(&view, Qt::Key_PageDown);
        QVERIFY(view.currentIndex().row() > 5);
        QVERIFY(view.cellArea().contains(view.visualRect(view.currentIndex())));
        QTest::keyClick(&view, Qt::Key_Up);
        QTest::keyClick(&view, Qt::Key_Left); // at column 0: stays
        QCOMPARE(view.currentIndex().column(), 0);
    }

    void enterAndDoubleClickActivateTheJob()
    {
        QStandardItemModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        fill(model, 5, 6, {{2, 4}});
        JobGridView view;
        view.resize(800, 500);
        view.setModel(&model);
        QSignalSpy activated(&view, &JobGridView::jobActivated);
        QTest::keyClick(&view, Qt::Key_J);
        QTest::keyClick(&view, Qt::Key_Return);
        QCOMPARE(activated.count(), 1);
        // Row 2 shows commit 3 (newest first).
        QCOMPARE(activated.last().at(0).toUrl(), urlOf(3, 4));

        const QModelIndex other = model.index(0, 1);
        QTest::mouseDClick(view.viewport(), Qt::LeftButton, {}, view.visualRect(other).center());
        QCOMPARE(activated.count(), 2);
        QCOMPARE(activated.last().at(0).toUrl(), urlOf(5, 1));
        QCOMPARE(QModelIndex(view.currentIndex()), other);
    }

    void spaceAndSlashAskTheApp()
    {
        QStandardItemModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        fill(model, 2, 2);
        JobGridView view;
        view.setModel(&model);
        QSignalSpy pause(&view, &JobGridView::pauseToggleRequested);
        QSignalSpy filter(&view, &JobGridView::filterFocusRequested);
        QTest::keyClick(&view, Qt::Key_Space);
        QCOMPARE(pause.count(), 1);
        QCOMPARE(filter.count(), 0);
        QTest::keyClick(&view, Qt::Key_Slash);
        QCOMPARE(filter.count(), 1);
        QCOMPARE(pause.count(), 1);
        QSignalSpy log(&view, &JobGridView::logRequested);
        QTest::keyClick(&view, Qt::Key_L); // no current cell yet: nothing to open
        QCOMPARE(log.count(), 0);
        view.setCurrentIndex(model.index(1, 0));
        QTest::keyClick(&view, Qt::Key_L);
        QCOMPARE(log.count(), 1);
        QCOMPARE(log.last().at(0).value<QModelIndex>(), model.index(1, 0));
    }

    void contextMenuCopiesAndOpens()
    {
        QStandardItemModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        fill(model, 3, 3);
        JobGridView view;
        view.setModel(&model);
        QSignalSpy activated(&view, &JobGridView::jobActivated);
        std::unique_ptr<QMenu> menu(view.createContextMenu(model.index(1, 2)));
        const QList<QAction *> actions = menu->actions();
        QCOMPARE(actions.size(), 9); // open, copy URL, copy SHA, |, the log, GPU utilization, |, acknowledge, mute
        QCOMPARE(actions[0]->text(), u"Open job page"_s);
        QVERIFY(actions[3]->isSeparator());
        QVERIFY(actions[4]->text().startsWith(u"&Log of this job"_s));
        QVERIFY(!actions[4]->isEnabled()); // a plain model has no job ids
        QVERIFY(actions[5]->text().startsWith(u"GPU &utilization"_s));
        QVERIFY(!actions[5]->isEnabled());
        QVERIFY(actions[7]->text().startsWith(u"&Acknowledge"_s));
        QVERIFY(actions[8]->text().startsWith(u"&Mute"_s));
        actions[2]->trigger();
        QCOMPARE(QGuiApplication::clipboard()->text(), shaOf(2));
        actions[1]->trigger();
        QCOMPARE(QGuiApplication::clipboard()->text(), urlOf(2, 2).toString());
        actions[0]->trigger();
        QCOMPARE(activated.count(), 1);
        QCOMPARE(activated.last().at(0).toUrl(), urlOf(2, 2));
    }

    void cursorAndViewStayOnTheCommitWhenRowsArriveOnTop()
    {
        QStandardItemModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        fill(model, 60, 30);
        JobGridView view;
        view.resize(700, 500);
        view.setModel(&model);
        view.setCurrentIndex(model.index(40, 5));
        const QString sha = model.headerData(40, Qt::Vertical, CommitShaRole).toString();
        const int scrolled = view.verticalScrollBar()->value();
        QVERIFY(scrolled > 0);
        const QRect before = view.visualRect(view.currentIndex());

        // Two new commits arrive at the top.
        model.insertRow(0, makeRow(61, 30, [](int) { return CellStatus::Pending; }));
        setRowHeader(model, 0, 61);
        model.insertRow(0, makeRow(62, 30, [](int) { return CellStatus::Queued; }));
        setRowHeader(model, 0, 62);

        QCOMPARE(view.currentIndex().row(), 42);
        QCOMPARE(view.currentIndex().column(), 5);
        QCOMPARE(model.headerData(view.currentIndex().row(), Qt::Vertical, CommitShaRole).toString(), sha);
        QCOMPARE(view.verticalScrollBar()->value(), scrolled + 2 * view.cellSize());
        QCOMPARE(view.visualRect(view.currentIndex()), before); // nothing jumped on screen
        QVERIFY(view.selectCell(sha, model.headerData(5, Qt::Horizontal, ColumnNameRole).toString()));
        QCOMPARE(view.currentIndex().row(), 42);
        QVERIFY(!view.selectCell(u"0000"_s, model.headerData(5, Qt::Horizontal, ColumnNameRole).toString()));

        // At the very top the user watches the newest commits: new ones simply appear.
        view.verticalScrollBar()->setValue(0);
        model.insertRow(0, makeRow(63, 30, [](int) { return CellStatus::Queued; }));
        setRowHeader(model, 0, 63);
        QCOMPARE(view.verticalScrollBar()->value(), 0);
        QCOMPARE(view.currentIndex().row(), 43);

        // Old commits trimmed at the bottom do not move the cursor.
        model.removeRows(55, 8);
        QCOMPARE(view.currentIndex().row(), 43);
    }

    void cursorSurvivesResetAndFiltering()
    {
        QStandardItemModel a;
        QAbstractItemModelTester testerA(&a, QAbstractItemModelTester::FailureReportingMode::QtTest);
        fill(a, 10, 8);
        QStandardItemModel b; // the same commits plus three newer ones, as after a cache reload
        QAbstractItemModelTester testerB(&b, QAbstractItemModelTester::FailureReportingMode::QtTest);
        fill(b, 13, 8);
        QIdentityProxyModel proxy;
        QAbstractItemModelTester testerP(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setSourceModel(&a);

        JobGridView view;
        view.resize(700, 500);
        view.setModel(&proxy);
        view.setCurrentIndex(proxy.index(4, 6));
        const QString sha = proxy.headerData(4, Qt::Vertical, CommitShaRole).toString();
        proxy.setSourceModel(&b); // modelReset
        QVERIFY(view.currentIndex().isValid());
        QCOMPARE(view.currentIndex().row(), 7);
        QCOMPARE(view.currentIndex().column(), 6);
        QCOMPARE(proxy.headerData(7, Qt::Vertical, CommitShaRole).toString(), sha);

        // A column filter hides the current column: the cursor stays on the row, nearest column.
        QSortFilterProxyModel filter;
        QAbstractItemModelTester testerF(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        filter.setSourceModel(&b);
        view.setModel(&filter);
        view.setCurrentIndex(filter.index(7, 6));
        filter.setFilterKeyColumn(-1);
        filter.setFilterRegularExpression(QString()); // no row filtering
        b.removeColumn(6);
        QVERIFY(view.currentIndex().isValid());
        QCOMPARE(view.currentIndex().row(), 7);
        QCOMPARE(view.currentIndex().column(), 6); // the next column slid under the cursor
    }
};

HW_TEST_MAIN(TestJobGridView)
#include "tst_JobGridView.moc"
