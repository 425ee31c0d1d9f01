// What muting and acknowledging look like: the grid and the backends overview dim muted jobs and
// backends (groups too) and mark acknowledged ones in words, not colour alone; the tray icons
// differ in shape, not only colour, and their marks read on their fills.
#include "AlertMonitor.h"
#include "Console.h"
#include "MainWindow.h"
#include "ResultAssertions.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "alerts/BackendAlertEvaluator.h"
#include "alerts/TrayIconPainter.h"
#include "backends/BackendRoles.h"
#include "backends/BackendsOverviewDelegate.h"
#include "backends/BackendsOverviewModel.h"
#include "backends/BackendsOverviewView.h"
#include "backends/BackendsPage.h"
#include "grid/GridFilterBar.h"
#include "grid/GridRoles.h"
#include "grid/JobGridModel.h"
#include "grid/JobGridView.h"
#include "timemachine/CacheRecording.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QMenu>
#include <QPainter>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

// The overview's delegate paints `index` into an image: the colour just inside the left end of
// its chip, badge or square.
QColor paintedColour(BackendsOverviewView *overview, const QModelIndex &index)
{
    QImage image(240, 28, QImage::Format_RGB32);
    image.fill(overview->palette().color(QPalette::Base));
    QPainter p(&image);
    QStyleOptionViewItem option;
    option.rect = image.rect();
    option.palette = overview->palette();
    option.font = overview->font();
    option.fontMetrics = QFontMetrics(option.font);
    option.state = QStyle::State_Enabled;
    overview->delegate()->paint(&p, option, index);
    p.end();
    return image.pixelColor(6, image.height() / 2);
}

} // namespace

class tst_AlertMarks : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { test::isolateUserDirs(QString::fromLatin1(metaObject()->className())); }

    void mutedJobsAreDimmedAndAcknowledgedOnesMarked()
    {
        Console console(CommandLineOptions {});
        HW_VERIFY_OK(console.init());
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

    // Job groups collapsed: a group is "MUTED" (dimmed, out of the corner's count) when all its jobs
    // are, "ACK" when all the others are acknowledged, else its title counts them.
    void groupedGridMarksGroupsOfMutedJobs()
    {
        Console console(CommandLineOptions {});
        HW_VERIFY_OK(console.init());
        MainWindow *window = console.window();
        JobGridView *view = window->gridView();
        // The earlier tests' marks are saved: start from none.
        const AlertPreferences saved = console.alerts()->tracker().preferences();
        for (const QString &key : saved.muted)
            console.alerts()->setMuted(key, false);
        for (const QString &key : saved.acknowledged)
            console.alerts()->setAcknowledged(key, false);
        window->filterBar()->setGrouped(true);
        QVERIFY(view->columnsAreGroups());
        window->resize(1400, 900);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QAbstractItemModel *model = view->model();
        int g = -1;
        QStringList jobs;
        for (int c = 0; c < model->columnCount() && g < 0; ++c) {
            jobs = model->headerData(c, Qt::Horizontal, ColumnMembersRole).toStringList();
            g = jobs.size() >= 3 && c < 12 ? c : -1; // on screen
        }
        QVERIFY2(g >= 0, "the demo has a group of three jobs or more");
        const QString group = model->headerData(g, Qt::Horizontal, ColumnNameRole).toString();
        const int groups = model->columnCount();
        const QString counted = u"%1 groups"_s;
        QVERIFY2(view->cornerCounts().endsWith(counted.arg(groups)), qPrintable(view->cornerCounts()));
        QCOMPARE(view->columnLabel(g), group);
        // A group is no job: its menu does not offer to mute or acknowledge it.
        std::unique_ptr<QMenu> menu(view->createContextMenu(model->index(0, g)));
        int offered = 0;
        for (QAction *a : menu->actions()) {
            if (a->text().startsWith(u"&Mute"_s) || a->text().startsWith(u"&Acknowledge"_s)) {
                ++offered;
                QVERIFY2(!a->isEnabled(), qPrintable(a->text()));
            }
        }
        QCOMPARE(offered, 2);

        // One job muted: counted in the title; the group is still counted.
        console.alerts()->setMuted(u"job:"_s + jobs[0], true);
        QCOMPARE(view->columnMark(g), JobGridView::ColumnMark::None);
        QCOMPARE(view->columnLabel(g), u"1 muted · "_s + group);
        QVERIFY2(view->cornerCounts().endsWith(counted.arg(groups)), qPrintable(view->cornerCounts()));
        // All the others acknowledged: the group reads ACK; one of them not: a count.
        for (const QString &job : jobs.mid(1))
            console.alerts()->setAcknowledged(u"job:"_s + job, true);
        QCOMPARE(view->columnMark(g), JobGridView::ColumnMark::Acknowledged);
        QCOMPARE(view->columnLabel(g), u"ACK, 1 muted · "_s + group);
        console.alerts()->setAcknowledged(u"job:"_s + jobs[1], false);
        QCOMPARE(view->columnMark(g), JobGridView::ColumnMark::None);
        QCOMPARE(view->columnLabel(g), u"%1 ack, 1 muted · "_s.arg(jobs.size() - 2) + group);

        // Every job muted: the group is, and leaves the corner's count.
        for (const QString &job : jobs)
            console.alerts()->setMuted(u"job:"_s + job, true);
        QCOMPARE(view->columnMark(g), JobGridView::ColumnMark::Muted);
        QCOMPARE(view->columnLabel(g), u"MUTED · "_s + group);
        QVERIFY2(view->cornerCounts().endsWith(counted.arg(groups - 1) + u" (+1 muted)"_s), qPrintable(view->cornerCounts()));
        // For the picture: one job of another group muted, a third group all acknowledged.
        QStringList marked = jobs;
        int some = -1, acked = -1;
        for (int c = 0; c < std::min(model->columnCount(), 12); ++c) {
            const QStringList members = model->headerData(c, Qt::Horizontal, ColumnMembersRole).toStringList();
            if (c == g)
                continue;
            if (some < 0 && members.size() >= 2) {
                some = c;
                console.alerts()->setMuted(u"job:"_s + members[0], true);
                marked << members[0];
            } else if (acked < 0 && !members.isEmpty()) {
                acked = c;
                for (const QString &job : members)
                    console.alerts()->setAcknowledged(u"job:"_s + job, true);
                marked << members;
            }
        }
        QVERIFY(some >= 0 && acked >= 0);
        const auto name = [&](int c) { return model->headerData(c, Qt::Horizontal, ColumnNameRole).toString(); };
        QCOMPARE(view->columnLabel(some), u"1 muted · "_s + name(some));
        QCOMPARE(view->columnLabel(acked), u"ACK · "_s + name(acked));
        QVERIFY2(view->cornerCounts().endsWith(counted.arg(groups - 1) + u" (+1 muted)"_s), qPrintable(view->cornerCounts()));
        const QString shot = QDir(test::freshRuntimeDir(u"grouped-marks"_s)).filePath(u"grouped-marks.png"_s);
        QVERIFY(window->grab().save(shot));
        qInfo("screenshot: %s", qPrintable(shot));

        // Back to the flat grid: the jobs' own marks.
        window->filterBar()->setGrouped(false);
        QVERIFY(!view->columnsAreGroups());
        for (const QString &job : std::as_const(marked)) {
            console.alerts()->setMuted(u"job:"_s + job, false);
            console.alerts()->setAcknowledged(u"job:"_s + job, false);
        }
        QCOMPARE(view->cornerCounts().contains(u"muted"_s), false);
    }

    void mutedBackendsAreDimmedAndAcknowledgedOnesMarked()
    {
        Console console(CommandLineOptions {});
        HW_VERIFY_OK(console.init());
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

        // Before: the demoted backend's badge is red (the chips and square have the colours of
        // their own classes).
        const QList<int> chipColumns {status, int(BackendsOverviewModel::ColPass7), int(BackendsOverviewModel::ColLastResult)};
        QVERIFY(paintedColour(overview, mutedIndex.siblingAtColumn(status)).hslSaturation() > 100);
        QHash<int, QColor> ackColours;
        for (const int column : chipColumns)
            ackColours.insert(column, paintedColour(overview, ackIndex.siblingAtColumn(column)));

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
        // Its badge, chips and last-result square too: grey, yet still shapes with words on them;
        // the acknowledged backend's keep their colours.
        const QColor base = overview->palette().color(QPalette::Base);
        for (const int column : chipColumns) {
            const QColor after = paintedColour(overview, mutedIndex.siblingAtColumn(column));
            QVERIFY2(after.hslSaturation() < 20 && after != base, qPrintable(u"column %1: %2"_s.arg(column).arg(after.name())));
            QVERIFY(!mutedIndex.siblingAtColumn(column).data().toString().isEmpty());
            QCOMPARE(paintedColour(overview, ackIndex.siblingAtColumn(column)), ackColours.value(column));
        }
        QCOMPARE(ackIndex.data().toString(), u"ACK · "_s + other);
        QCOMPARE(ackIndex.data(BackendAlertMarkRole).toInt(), int(BackendAlertMark::Acknowledged));
        window->resize(1600, 900);
        window->findChild<QTabWidget *>()->setCurrentWidget(window->backendsPage());
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        const QString shot = QDir(test::freshRuntimeDir(u"backend-marks"_s)).filePath(u"backend-marks.png"_s);
        QVERIFY(overview->grab().save(shot));
        qInfo("screenshot: %s", qPrintable(shot));
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

    // The tray icon's marks (✓, the running dot, ✗ and the count) on its circles: the count is
    // text, so AA's 4.5:1; and the drawn pixels are those colours (white on amber was 1.6:1).
    void trayMarksReadOnTheirFills()
    {
        const StatusPalette light(ColorScheme::Light);
        for (TrayState::Kind kind : {TrayState::Kind::Green, TrayState::Kind::Running, TrayState::Kind::Broken}) {
            const QColor fill = light.color(TrayIconPainter::fillOf(kind));
            const QColor mark = TrayIconPainter::markOn(kind);
            const double ratio = StatusPalette::contrastRatio(fill, mark);
            QVERIFY2(ratio >= 4.5, qPrintable(StatusPalette::name(TrayIconPainter::fillOf(kind)) + u": "_s + QString::number(ratio)));
            TrayState state;
            state.kind = kind;
            state.count = 5;
            const QImage image = TrayIconPainter::image(state, 48);
            // Within the circle, where every pixel is opaque: exactly the fill or the mark colour.
            int fills = 0, marks = 0, whites = 0;
            for (int y = 12; y < 36; ++y)
                for (int x = 12; x < 36; ++x) {
                    const QRgb px = image.pixel(x, y) & 0xffffff;
                    fills += px == (fill.rgb() & 0xffffff);
                    marks += px == (mark.rgb() & 0xffffff);
                    whites += px == 0xffffff;
                }
            QVERIFY(fills > 100);
            QVERIFY2(marks > 10, qPrintable(StatusPalette::name(TrayIconPainter::fillOf(kind))));
            if (mark != Qt::white)
                QCOMPARE(whites, 0);
        }
    }
};

HW_TEST_MAIN(tst_AlertMarks)
#include "tst_AlertMarks.moc"
