// The values the grid's page and view were split into: the tooltip at a point, the scroll
// position kept when rows come or go, where a key moves the cursor, the corner's counts and the
// banner's words about the grid's source. Each without a widget.
#include "TestRegistry.h"

#include "grid/GridBannerText.h"
#include "grid/GridColumnMarks.h"
#include "grid/GridKeyMap.h"
#include "grid/GridRoles.h"
#include "grid/GridScrollKeeper.h"
#include "grid/GridTooltip.h"

#include <QDateTime>
#include <QStandardItemModel>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace hw;

class tst_GridPageParts : public QObject
{
    Q_OBJECT

    // 20 px cells, names 100 px high, commits 200 px wide, 800 x 500, 3 commits x 4 jobs.
    static GridGeometry sample()
    {
        GridGeometry g;
        g.cell = 20;
        g.headerHeight = 100;
        g.rowHeaderWidth = 200;
        g.viewport = QSize(800, 500);
        g.rows = 3;
        g.columns = 4;
        return g;
    }

    static std::unique_ptr<QStandardItemModel> model()
    {
        auto m = std::make_unique<QStandardItemModel>(3, 4);
        for (int c = 0; c < 4; ++c)
            m->setHeaderData(c, Qt::Horizontal, u"pull / job %1"_s.arg(c), ColumnNameRole);
        for (int r = 0; r < 3; ++r)
            m->setHeaderData(r, Qt::Vertical, u"sha%1 commit title %1"_s.arg(r), Qt::DisplayRole);
        m->setHeaderData(2, Qt::Vertical, u"the whole commit message"_s, Qt::ToolTipRole);
        m->setData(m->index(1, 2), u"attempt 1: failure"_s, Qt::ToolTipRole);
        return m;
    }

    static SourceStatus status(SourceStatus::State state, qint64 asOf = 0)
    {
        SourceStatus s;
        s.source = u"clickhouse"_s;
        s.state = state;
        s.asOf = asOf;
        s.error.message = u"HTTP 503"_s;
        return s;
    }

private slots:
    void tooltipOfACellACommitAndAName()
    {
        const auto m = model();
        const GridGeometry g = sample();
        // A cell: its job, its commit, its runs; held over the cell.
        const GridTooltip cell = GridTooltip::at(g, m.get(), 60, QPoint(200 + 2 * 20 + 5, 100 + 20 + 5));
        QCOMPARE(cell.text, u"pull / job 2\nsha1 commit title 1\n\nattempt 1: failure"_s);
        QCOMPARE(cell.region, QRect(240, 120, 20, 20));
        // A cell without runs says no more than where it is.
        QCOMPARE(GridTooltip::at(g, m.get(), 60, QPoint(205, 105)).text, u"pull / job 0\nsha0 commit title 0"_s);
        // A commit: its own tooltip, else its title; held over the commit's row header.
        const GridTooltip commit = GridTooltip::at(g, m.get(), 60, QPoint(50, 145));
        QCOMPARE(commit.text, u"the whole commit message"_s);
        QCOMPARE(commit.region, QRect(0, 140, 200, 20));
        QCOMPARE(GridTooltip::at(g, m.get(), 60, QPoint(50, 105)).text, u"sha0 commit title 0"_s);
        // A name leans right as it rises: at 45° the name 40 px up from its foot is 40 px right of it.
        QCOMPARE(GridTooltip::at(g, m.get(), 45, QPoint(245 + 40, 100 - 4 - 40)).text, u"pull / job 2"_s);
        QCOMPARE(GridTooltip::at(g, m.get(), 90, QPoint(265, 30)).text, u"pull / job 3"_s);
    }

    void noTooltipOutsideTheGrid()
    {
        const auto m = model();
        const GridGeometry g = sample();
        QVERIFY(GridTooltip::at(g, m.get(), 60, QPoint(50, 50)).text.isEmpty());    // the corner
        QVERIFY(GridTooltip::at(g, m.get(), 60, QPoint(50, 300)).text.isEmpty());   // below the commits
        QVERIFY(GridTooltip::at(g, m.get(), 60, QPoint(700, 130)).text.isEmpty());  // right of the jobs
        QVERIFY(GridTooltip::at(g, m.get(), 90, QPoint(700, 30)).text.isEmpty());   // no name there
        QVERIFY(GridTooltip::at(g, nullptr, 60, QPoint(245, 125)).text.isEmpty());
        QVERIFY(GridTooltip::at(g, m.get(), 60, QPoint(700, 130)).region.isEmpty());
    }

    void scrollKeepsTheRowsTheUserReads()
    {
        // At the very top the view stays there: the new commits come into sight.
        QCOMPARE(GridScrollKeeper::afterInsert(0, 20, 0, 2), 0);
        // Scrolled to row 5: rows inserted at or above it push it down by their height.
        QCOMPARE(GridScrollKeeper::afterInsert(100, 20, 0, 2), 160);
        QCOMPARE(GridScrollKeeper::afterInsert(100, 20, 5, 5), 120);
        QCOMPARE(GridScrollKeeper::afterInsert(110, 20, 5, 6), 150); // half a row scrolled: kept as is
        QCOMPARE(GridScrollKeeper::afterInsert(100, 20, 6, 8), 100); // below the top row: nothing moves
        // Removed above the top row: up by their height; only the part above it counts.
        QCOMPARE(GridScrollKeeper::afterRemove(100, 20, 0, 1), 60);
        QCOMPARE(GridScrollKeeper::afterRemove(100, 20, 3, 9), 60);
        QCOMPARE(GridScrollKeeper::afterRemove(100, 20, 5, 6), 100);
        QCOMPARE(GridScrollKeeper::afterRemove(0, 20, 0, 4), 0);
    }

    void keysMoveTheCursor()
    {
        using C = GridKeyMap::Command;
        using Cell = GridKeyMap::Cell;
        const Cell size { 30, 400 };
        const Cell at { 4, 7 };
        const Cell none { -1, -1 };
        QCOMPARE(GridKeyMap::moveTarget(C::Left, at, size, 10), (Cell { 4, 6 }));
        QCOMPARE(GridKeyMap::moveTarget(C::Right, at, size, 10), (Cell { 4, 8 }));
        QCOMPARE(GridKeyMap::moveTarget(C::Up, at, size, 10), (Cell { 3, 7 }));
        QCOMPARE(GridKeyMap::moveTarget(C::Down, at, size, 10), (Cell { 5, 7 }));
        QCOMPARE(GridKeyMap::moveTarget(C::PageUp, at, size, 10), (Cell { -6, 7 })); // kept inside by the view
        QCOMPARE(GridKeyMap::moveTarget(C::PageDown, at, size, 10), (Cell { 14, 7 }));
        QCOMPARE(GridKeyMap::moveTarget(C::RowStart, at, size, 10), (Cell { 4, 0 }));
        QCOMPARE(GridKeyMap::moveTarget(C::RowEnd, at, size, 10), (Cell { 4, 399 }));
        QCOMPARE(GridKeyMap::moveTarget(C::FirstCell, at, size, 10), (Cell { 0, 0 }));
        QCOMPARE(GridKeyMap::moveTarget(C::LastCell, at, size, 10), (Cell { 29, 399 }));
        // Without a cursor every move starts from the first cell.
        QCOMPARE(GridKeyMap::moveTarget(C::Right, none, size, 10), (Cell { 0, 0 }));
        QCOMPARE(GridKeyMap::moveTarget(C::Down, none, size, 10), (Cell { 0, 0 }));
        QCOMPARE(GridKeyMap::moveTarget(C::PageDown, none, size, 10), (Cell { 10, 0 }));
        QCOMPARE(GridKeyMap::moveTarget(C::RowEnd, none, size, 10), (Cell { 0, 399 }));
        // Commands that move nothing.
        for (C c : { C::None, C::NextFailure, C::Log, C::Utilization, C::Open, C::Pause, C::FocusFilter })
            QVERIFY(!GridKeyMap::moveTarget(c, at, size, 10));
    }

    void cornerCountsJobsOrGroups()
    {
        QCOMPARE(GridColumnMarks::cornerText(1, 1, 0, false), u"1 commit × 1 job"_s);
        QCOMPARE(GridColumnMarks::cornerText(300, 7, 2, false), u"300 commits × 5 jobs (+2 muted)"_s);
        QCOMPARE(GridColumnMarks::cornerText(3, 2, 1, true), u"3 commits × 1 group (+1 muted)"_s);
        QCOMPARE(GridColumnMarks::cornerText(0, 12, 0, true), u"0 commits × 12 groups"_s);
    }

    void bannerSaysWhyTheGridIsNotLive()
    {
        using S = SourceStatus::State;
        const qint64 now = QDateTime::currentSecsSinceEpoch();
        // Live: nothing to say.
        QCOMPARE(GridBannerText::of(status(S::Ok, now - 60), now, true, true).text, QString());
        QCOMPARE(GridBannerText::of(status(S::Fetching, now - 60), now, true, true).text, QString());
        // Failing: with what is shown, and when the next try is.
        SourceStatus failing = status(S::Failed, now - 3600);
        failing.nextPollAt = now + 30;
        const QString failed = GridBannerText::of(failing, now, true, true).text;
        QVERIFY2(failed.startsWith(u"⚠ clickhouse is failing: HTTP 503. Showing the last good data, as of "_s), qPrintable(failed));
        QVERIFY2(failed.contains(u"Retrying at "_s), qPrintable(failed));
        QVERIFY(GridBannerText::of(status(S::BackingOff), now, true, true).text.contains(u"unfinished first sync"_s));
        QCOMPARE(GridBannerText::of(status(S::Failed), now, false, true).text, u"⚠ clickhouse is failing: HTTP 503. No data yet."_s);
        // A refused password: the fix offered only where there is a password to set.
        const auto refused = GridBannerText::of(status(S::NeedsCredentials), now, true, true);
        QCOMPARE(refused.text, u"⚠ clickhouse refused the password: HTTP 503. Polling waits for a new password."_s);
        QCOMPARE(refused.action, u"Set password…"_s);
        QCOMPARE(GridBannerText::of(status(S::NeedsCredentials), now, true, false).action, QString());
        QCOMPARE(GridBannerText::of(status(S::Failed), now, true, true).action, QString());
        // Offline, paused, stale.
        QCOMPARE(GridBannerText::of(status(S::Offline), now, false, false).text,
                 u"⊘ Offline and the cache is empty: start without --offline to fetch data."_s);
        QVERIFY(GridBannerText::of(status(S::Paused), now, false, false).text.endsWith(u"Data as of never."_s));
        SourceStatus replay = status(S::Paused, now);
        replay.replay = true;
        QVERIFY(GridBannerText::of(replay, now, true, false).text.startsWith(u"❚❚ Replay paused at "_s));
        SourceStatus stale = status(S::Fetching, now - 7200);
        stale.stale = true;
        stale.pollStartedAt = now - 300;
        const QString staleText = GridBannerText::of(stale, now, true, false).text;
        QVERIFY2(staleText.startsWith(u"⚠ Data is stale: as of "_s), qPrintable(staleText));
        QVERIFY2(staleText.endsWith(u"clickhouse has not answered for 5 min."_s), qPrintable(staleText));
        stale.replay = true; // a recording's clock is no staleness
        QCOMPARE(GridBannerText::of(stale, now, true, false).text, QString());
    }
};

HW_TEST_MAIN(tst_GridPageParts)
#include "tst_GridPageParts.moc"
