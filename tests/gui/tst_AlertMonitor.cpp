// The on-call composition over a grid model: after a sync the rules run, one digest goes out, the
// tray state says the worst (shape and count), mute / acknowledge / snooze persist per profile
// (a restart announces nothing old), the cctray feed serves the grid, and a notification's target
// selects its cell in the console's grid (a backend's opens that backend); the backend rules run
// on every backends snapshot; the grid and the backends overview dim muted jobs/backends and
// mark acknowledged ones.
#include "AlertMonitor.h"
#include "Console.h"
#include "MainWindow.h"
#include "TestEnvironment.h"
#include "alerts/BackendAlertEvaluator.h"
#include "alerts/CcTrayServer.h"
#include "backends/BackendOverview.h"
#include "backends/BackendRoles.h"
#include "backends/BackendsOverviewModel.h"
#include "backends/BackendsOverviewView.h"
#include "backends/BackendsPage.h"
#include "alerts/GridAlertEvaluator.h"
#include "alerts/TrayIconPainter.h"
#include "grid/GridRoles.h"
#include "grid/JobGridModel.h"
#include "grid/JobGridView.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QMenu>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTest>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

constexpr qint64 kT0 = 1'790'000'000;

// columns: name → letters, newest commit first.
void fill(QStandardItemModel &model, const QList<std::pair<QString, QString>> &columns)
{
    model.clear();
    const int rows = int(columns.first().second.size());
    model.setRowCount(rows);
    model.setColumnCount(int(columns.size()));
    for (int r = 0; r < rows; ++r) {
        model.setHeaderData(r, Qt::Vertical, u"%1abcdef"_s.arg(r, 4, 10, QLatin1Char('0')), CommitShaRole);
        model.setHeaderData(r, Qt::Vertical, kT0 - r * 600, CommitTimeRole);
    }
    for (int c = 0; c < columns.size(); ++c) {
        model.setHeaderData(c, Qt::Horizontal, columns[c].first, ColumnNameRole);
        for (int r = 0; r < rows; ++r) {
            CellStatus s = CellStatus::NoJob;
            for (int i = 0; i <= int(CellStatus::Warning); ++i)
                if (cellLetter(CellStatus(i)) == QString(columns[c].second[r]))
                    s = CellStatus(i);
            auto *item = new QStandardItem(cellLetter(s));
            item->setData(int(s), CellStatusRole);
            model.setItem(r, c, item);
        }
    }
}

// The feed as a cctray client reads it (empty when it did not answer within 5 s).
QByteArray fetchFeed(quint16 port)
{
    QNetworkAccessManager nam;
    QNetworkReply *reply = nam.get(QNetworkRequest(QUrl(u"http://127.0.0.1:%1/cctray.xml"_s.arg(port))));
    if (!QTest::qWaitFor([reply] { return reply->isFinished(); }, 5000))
        return {};
    const QByteArray xml = reply->readAll();
    reply->deleteLater();
    return xml;
}

} // namespace

class tst_AlertMonitor : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { test::isolateUserDirs(QString::fromLatin1(metaObject()->className())); }

    void syncsGiveDigestsAndTheTrayFollows()
    {
        QStandardItemModel grid;
        fill(grid, {{u"pull / a"_s, u"OOO"_s}, {u"pull / b"_s, u"?OO"_s}});
        AlertRules rules;
        rules.trunkRedMinutes = 0;
        qint64 now = kT0;
        AlertMonitor monitor(&grid, nullptr, rules, u"monitor-test"_s);
        monitor.setClock([&] { return now; });
        QSignalSpy digests(&monitor, &AlertMonitor::digestShown);
        monitor.evaluate();
        QCOMPARE(digests.count(), 0);
        QCOMPARE(monitor.trayState().kind, TrayState::Kind::Running); // b runs on the newest commit
        // A sync: a breaks on two commits; the debounce runs the rules once.
        fill(grid, {{u"pull / a"_s, u"XXO"_s}, {u"pull / b"_s, u"OOO"_s}});
        QVERIFY(digests.wait(5000));
        QCOMPARE(digests.count(), 1);
        const auto digest = digests.first().first().value<AlertDigest>();
        QCOMPARE(digest.title(), u"1 broke"_s);
        QCOMPARE(monitor.trayState().kind, TrayState::Kind::Broken);
        QCOMPARE(monitor.trayState().count, 1);
        QVERIFY2(monitor.trayState().tooltip.startsWith(u"1 broken: pull / a"_s), qPrintable(monitor.trayState().tooltip));
        // Investigating: an outline; muted: left out of the count.
        monitor.setAcknowledged(u"job:pull / a"_s, true);
        QCOMPARE(monitor.trayState().kind, TrayState::Kind::Acknowledged);
        monitor.setMuted(u"job:pull / a"_s, true);
        QCOMPARE(monitor.trayState().kind, TrayState::Kind::Green);
        // The source goes away: a hollow icon, whatever the grid says.
        SourceStatus offline;
        offline.source = u"clickhouse"_s;
        offline.state = SourceStatus::State::Failed;
        offline.consecutiveFailures = 1;
        monitor.setSourceStatus(offline);
        QCOMPARE(monitor.trayState().kind, TrayState::Kind::Stale);
    }

    void preferencesSurviveARestart()
    {
        QStandardItemModel grid;
        fill(grid, {{u"pull / a"_s, u"XXO"_s}, {u"pull / c"_s, u"XXO"_s}});
        AlertRules rules;
        rules.trunkRedMinutes = 0;
        {
            AlertMonitor monitor(&grid, nullptr, rules, u"restart-test"_s);
            monitor.setClock([] { return kT0; });
            QSignalSpy digests(&monitor, &AlertMonitor::digestShown);
            monitor.evaluate();
            QCOMPARE(digests.count(), 1);
            monitor.setMuted(u"job:pull / c"_s, true);
            monitor.snoozeFor(60);
        }
        AlertMonitor again(&grid, nullptr, rules, u"restart-test"_s);
        again.setClock([] { return kT0 + 120; });
        QSignalSpy digests(&again, &AlertMonitor::digestShown);
        again.evaluate();
        QCOMPARE(digests.count(), 0); // nothing new, and snoozed anyway
        QVERIFY(again.tracker().preferences().muted.contains(u"job:pull / c"_s));
        QVERIFY(again.tracker().preferences().isSnoozed(kT0 + 120));
        QCOMPARE(again.trayState().count, 1); // c is muted
        // Another profile's preferences are its own.
        AlertMonitor other(&grid, nullptr, rules, u"another-profile"_s);
        QVERIFY(other.tracker().preferences().muted.isEmpty());
    }

    void cctrayFeedServesTheGrid()
    {
        QStandardItemModel grid;
        fill(grid, {{u"pull / linux-jammy / test"_s, u"XXO"_s}, {u"Lint / lintrunner"_s, u"OOO"_s}});
        AlertMonitor monitor(&grid, nullptr, {}, u"cctray-test"_s);
        const auto port = monitor.serveCcTray(0);
        QVERIFY(port);
        const QByteArray xml = fetchFeed(*port);
        QVERIFY2(xml.contains("lastBuildStatus=\"Failure\"") && xml.contains("lastBuildStatus=\"Success\""), xml.constData());
    }

    void groupsAreTheOnesTheWindowShows()
    {
        // A profile's grid/groupingFile applies to alerts and the cctray feed as to the grouped view.
        QString error;
        Console console(CommandLineOptions {});
        QVERIFY2(console.init(&error), qPrintable(error));
        const QString path = test::freshRuntimeDir(u"alert-grouping"_s) + u"/grouping.json"_s;
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"groups\": [{\"name\": \"Everything here\", \"pattern\": \".\"}], \"fallback\": \"other\"}");
        file.close();
        QVERIFY2(console.window()->loadGroupingFile(path, &error), qPrintable(error));
        AlertMonitor monitor(console.model(), console.window(), {}, u"grouping-test"_s);
        const auto port = monitor.serveCcTray(0);
        QVERIFY(port);
        const QByteArray xml = fetchFeed(*port);
        QVERIFY2(xml.contains("name=\"Everything here\""), xml.left(400).constData());
        // One project for the grid's one group, the others one per backend ("owner/name").
        const int backends = int(BackendOverview::repos(console.window()->backendsPage()->snapshot()).size());
        QVERIFY(backends > 0);
        QCOMPARE(xml.count("<Project "), 1 + backends);
    }

    void aNotificationsTargetSelectsItsCell()
    {
        QString error;
        Console console(CommandLineOptions {});
        QVERIFY2(console.init(&error), qPrintable(error));
        MainWindow *window = console.window();
        QAbstractItemModel *model = window->gridView()->model();
        QVERIFY(model->rowCount() > 3 && model->columnCount() > 3);
        const QString column = model->headerData(2, Qt::Horizontal, ColumnNameRole).toString();
        const QString sha = model->headerData(3, Qt::Vertical, CommitShaRole).toString();
        QVERIFY(window->openTarget(GridAlertEvaluator::gridTarget(column, sha)));
        QCOMPARE(window->gridView()->currentIndex().row(), 3);
        QCOMPARE(window->gridView()->currentIndex().column(), 2);
        QVERIFY(!window->openTarget(GridAlertEvaluator::gridTarget(u"no such job"_s, sha)));
        QVERIFY(console.alerts());
        // The grid's menu mutes and acknowledges the job's alerts (toggles).
        std::unique_ptr<QMenu> menu(window->gridView()->createContextMenu(model->index(3, 2)));
        const auto action = [&](const QString &start) {
            for (QAction *a : menu->actions())
                if (a->text().startsWith(start))
                    return a;
            return static_cast<QAction *>(nullptr);
        };
        const QString key = u"job:"_s + column;
        action(u"&Mute"_s)->trigger();
        QVERIFY(console.alerts()->tracker().preferences().muted.contains(key));
        action(u"&Mute"_s)->trigger();
        QVERIFY(!console.alerts()->tracker().preferences().muted.contains(key));
        action(u"&Acknowledge"_s)->trigger();
        QVERIFY(console.alerts()->tracker().preferences().acknowledged.contains(key));
    }

    void backendRulesRunOnEveryBackendsSnapshot()
    {
        QString error;
        Console console(CommandLineOptions {});
        QVERIFY2(console.init(&error), qPrintable(error));
        MainWindow *window = console.window();
        AlertMonitor *monitor = console.alerts();
        monitor->evaluate();
        // The demo's backends: the relay flagged one for demotion (its auto-demotion PR).
        QString flagged;
        for (const Alert &a : monitor->tracker().active())
            if (a.kind == Alert::Kind::BackendDemotionPr)
                flagged = Alert::nameOf(a.key);
        QVERIFY(!flagged.isEmpty());
        const QString subject = BackendAlertEvaluator::subject(flagged);
        // A new snapshot without the flag: the alert goes at the next evaluation.
        BackendsSnapshot next = window->backendsPage()->snapshot();
        for (LevelStatus &status : next.levelStatus)
            status.change.clear();
        window->setBackendsSnapshot(next);
        const auto hasFlag = [&] {
            return std::any_of(monitor->tracker().active().cbegin(), monitor->tracker().active().cend(),
                [](const Alert &a) { return a.kind == Alert::Kind::BackendDemotionPr; });
        };
        QTRY_VERIFY_WITH_TIMEOUT(!hasFlag(), 5000);
        BackendsSnapshot flaggedAgain = next;
        for (LevelStatus &status : flaggedAgain.levelStatus)
            if (status.repo == flagged)
                status.change = u"demote"_s;
        window->setBackendsSnapshot(flaggedAgain);
        QTRY_VERIFY_WITH_TIMEOUT(hasFlag(), 5000);

        // "Open" on its notification shows that backend.
        QVERIFY(window->openTarget(BackendAlertEvaluator::backendTarget(flagged)));
        QCOMPARE(window->backendsPage()->currentBackend(), flagged);
        QVERIFY(!window->openTarget(BackendAlertEvaluator::backendTarget(u"nobody/nothing"_s)));

        // The overview's menu mutes and acknowledges the backend (same preferences as jobs).
        const int broken = monitor->tracker().brokenCount();
        std::unique_ptr<QMenu> menu(window->backendsPage()->overview()->createContextMenu(flagged));
        const auto action = [&](const QString &start) {
            for (QAction *a : menu->actions())
                if (a->text().startsWith(start))
                    return a;
            return static_cast<QAction *>(nullptr);
        };
        action(u"&Acknowledge"_s)->trigger();
        QVERIFY(monitor->tracker().preferences().acknowledged.contains(subject));
        QVERIFY(monitor->tracker().isAcknowledged(subject + u"#demotion-pr"_s));
        action(u"&Mute"_s)->trigger();
        QVERIFY(monitor->tracker().preferences().muted.contains(subject));
        QVERIFY(monitor->tracker().brokenCount() < broken);
        action(u"&Mute"_s)->trigger();
        QCOMPARE(monitor->tracker().brokenCount(), broken);
    }

    void mutedJobsAreDimmedAndAcknowledgedOnesMarked()
    {
        QString error;
        Console console(CommandLineOptions {});
        QVERIFY2(console.init(&error), qPrintable(error));
        MainWindow *window = console.window();
        JobGridView *view = window->gridView();
        window->resize(1400, 900);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QAbstractItemModel *model = view->model();
        // A visible cell whose fill is far from the background, to see the veil on.
        const QColor base = view->palette().color(QPalette::Base);
        const auto distance = [&](QColor c) {
            return std::abs(c.red() - base.red()) + std::abs(c.green() - base.green()) + std::abs(c.blue() - base.blue());
        };
        QModelIndex cell;
        for (int r = 0; r < std::min(model->rowCount(), 20) && !cell.isValid(); ++r)
            for (int c = 0; c < std::min(model->columnCount(), 20) && !cell.isValid(); ++c)
                if (distance(model->index(r, c).data(Qt::BackgroundRole).value<QColor>()) > 150)
                    cell = model->index(r, c);
        QVERIFY(cell.isValid());
        const int other = cell.column() == 0 ? 1 : 0;
        const QString mutedJob = model->headerData(cell.column(), Qt::Horizontal, ColumnNameRole).toString();
        const QString ackJob = model->headerData(other, Qt::Horizontal, ColumnNameRole).toString();
        const QPoint at = view->visualRect(cell).topLeft() + QPoint(2, 2);
        const QColor before = view->viewport()->grab().toImage().pixelColor(at);

        console.alerts()->setMuted(u"job:"_s + mutedJob, true);
        console.alerts()->setAcknowledged(u"job:"_s + ackJob, true);
        QCOMPARE(view->columnMark(cell.column()), JobGridView::ColumnMark::Muted);
        QCOMPARE(view->columnMark(other), JobGridView::ColumnMark::Acknowledged);
        // Words, not colour alone: the column titles say it.
        QCOMPARE(view->columnLabel(cell.column()), u"MUTED · "_s + mutedJob);
        QCOMPARE(view->columnLabel(other), u"ACK · "_s + ackJob);
        // Still shown, but dimmed: the cell's fill moved towards the background.
        const QColor after = view->viewport()->grab().toImage().pixelColor(at);
        QVERIFY2(distance(after) < distance(before) / 2,
            qPrintable(u"%1 → %2"_s.arg(before.name(), after.name())));
        // Off again: as before.
        console.alerts()->setMuted(u"job:"_s + mutedJob, false);
        QCOMPARE(view->columnMark(cell.column()), JobGridView::ColumnMark::None);
        QCOMPARE(view->viewport()->grab().toImage().pixelColor(at), before);
    }

    void mutedBackendsAreDimmedAndAcknowledgedOnesMarked()
    {
        QString error;
        Console console(CommandLineOptions {});
        QVERIFY2(console.init(&error), qPrintable(error));
        MainWindow *window = console.window();
        BackendsOverviewView *overview = window->backendsPage()->overview();
        BackendsOverviewModel *model = overview->model();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        // The demo has a backend the relay demoted: the summary counts it until it is muted.
        QString demoted, other;
        int demotedCount = 0;
        for (const BackendOverviewRow &row : model->rows()) {
            demotedCount += row.temporarilyDemoted ? 1 : 0;
            if (row.temporarilyDemoted && demoted.isEmpty())
                demoted = row.repo;
            else if (!row.temporarilyDemoted && other.isEmpty())
                other = row.repo;
        }
        QVERIFY(!demoted.isEmpty() && !other.isEmpty());
        // The earlier tests' marks are saved: start from none on these two.
        for (const QString &repo : {demoted, other}) {
            console.alerts()->setMuted(BackendAlertEvaluator::subject(repo), false);
            console.alerts()->setAcknowledged(BackendAlertEvaluator::subject(repo), false);
        }
        QCOMPARE(model->indexOfRepo(demoted).data().toString(), demoted);
        const QString demotedText = u"▼ %1 temporarily demoted"_s;
        QVERIFY2(overview->summaryText().contains(demotedText.arg(demotedCount)), qPrintable(overview->summaryText()));
        const QModelIndex mutedIndex = model->indexOfRepo(demoted);
        const QModelIndex ackIndex = model->indexOfRepo(other);
        const int status = BackendsOverviewModel::ColStatus;
        QVERIFY(!mutedIndex.siblingAtColumn(status).data(Qt::ForegroundRole).isValid());

        QSignalSpy changed(model, &QAbstractItemModel::dataChanged);
        console.alerts()->setMuted(BackendAlertEvaluator::subject(demoted), true);
        console.alerts()->setAcknowledged(BackendAlertEvaluator::subject(other), true);
        QCOMPARE(changed.count(), 2);
        // Words, not colour alone; the muted one is still listed, in grey.
        QCOMPARE(mutedIndex.data().toString(), u"MUTED · "_s + demoted);
        QCOMPARE(mutedIndex.data(BackendAlertMarkRole).toInt(), int(BackendAlertMark::Muted));
        const QColor grey = mutedIndex.siblingAtColumn(status).data(Qt::ForegroundRole).value<QColor>();
        QVERIFY(grey.isValid());
        QCOMPARE(grey.hslSaturation(), 0);
        QCOMPARE(ackIndex.data().toString(), u"ACK · "_s + other);
        QCOMPARE(ackIndex.data(BackendAlertMarkRole).toInt(), int(BackendAlertMark::Acknowledged));
        QVERIFY(!ackIndex.siblingAtColumn(status).data(Qt::ForegroundRole).isValid());
        // The muted backend's demotion is left out of the summary's count.
        const QString summary = overview->summaryText();
        QVERIFY2(demotedCount > 1 ? summary.contains(demotedText.arg(demotedCount - 1)) : !summary.contains(u"temporarily demoted"_s),
            qPrintable(summary));
        QVERIFY2(summary.contains(u"1 muted"_s), qPrintable(summary));

        // A new snapshot (the model may reset) keeps the marks.
        window->setBackendsSnapshot(window->backendsPage()->snapshot());
        QCOMPARE(model->indexOfRepo(demoted).data().toString(), u"MUTED · "_s + demoted);
        // Unmuted: as before.
        console.alerts()->setMuted(BackendAlertEvaluator::subject(demoted), false);
        QCOMPARE(model->indexOfRepo(demoted).data().toString(), demoted);
        QVERIFY(!model->indexOfRepo(demoted).siblingAtColumn(status).data(Qt::ForegroundRole).isValid());
        QVERIFY(overview->summaryText().contains(demotedText.arg(demotedCount)));
    }

    void trayIconsDifferInShapeNotOnlyColour()
    {
        // Grey-scale the icons: each state must still look different from the others.
        QList<QImage> grey;
        for (const auto kind : {TrayState::Kind::Green, TrayState::Kind::Running, TrayState::Kind::Broken,
                 TrayState::Kind::Acknowledged, TrayState::Kind::Stale}) {
            TrayState s;
            s.kind = kind;
            s.count = 3;
            grey << TrayIconPainter::image(s, 32).convertToFormat(QImage::Format_Grayscale8);
        }
        for (int i = 0; i < grey.size(); ++i)
            for (int j = i + 1; j < grey.size(); ++j)
                QVERIFY2(grey[i] != grey[j], qPrintable(u"states %1 and %2 look alike in grey"_s.arg(i).arg(j)));
    }
};

QTEST_MAIN(tst_AlertMonitor)
#include "tst_AlertMonitor.moc"
