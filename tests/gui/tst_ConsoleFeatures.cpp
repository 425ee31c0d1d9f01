// Walks ConsoleFeatures::create(), the one list of the console's features: each is complete
// (a tab name, a snapshot source the cache's history and --record know, a chart state key for
// its charts) and the console drives each through the same hooks (built, paused, the past).
#include "Console.h"
#include "MainWindow.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "ResultAssertions.h"
#include "charts/RangePage.h"
#include "features/ConsoleFeature.h"
#include "features/ConsoleFeatures.h"
#include "features/RecordedSnapshotView.h"
#include "grid/JobGridModel.h"
#include "timemachine/Recording.h"
#include "timemachine/Replayer.h"
#include "timemachine/CacheRecording.h"

#include <QSet>
#include <QTest>

using namespace hw;

class TestConsoleFeatures : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { test::isolateUserDirs(QString::fromLatin1(metaObject()->className())); }

    void everyFeatureIsNamedAndKeepsItsSnapshots()
    {
        const auto features = ConsoleFeatures::create();
        QVERIFY(features.size() >= 4);
        QSet<QString> sources;
        QSet<QString> history;
        for (const auto &feature : features) {
            const char *name = feature->metaObject()->className();
            QVERIFY2(!feature->tabName().isEmpty(), name);
            QVERIFY2(!feature->snapshotSource().isEmpty(), name);
            QVERIFY2(!sources.contains(feature->snapshotSource()), name);
            sources.insert(feature->snapshotSource());
            if (!feature->pastFromRows())
                history.insert(feature->snapshotSource());
        }
        // The cache's history, the time machine and --record keep exactly these features' snapshots:
        // a feature missing there silently leaves the time machine.
        const QStringList kept = CacheRecording::snapshotSources();
        QCOMPARE(QSet<QString>(kept.cbegin(), kept.cend()), history);
    }

    void everyChartTabKeepsItsViewStateAndPauses()
    {
        Console console(CommandLineOptions {});
        HW_VERIFY_OK(console.init());
        QSet<QString> keys;
        int charts = 0;
        for (const auto &feature : console.features()) {
            const char *name = feature->metaObject()->className();
            if (!feature->chartPage())
                continue;
            ++charts;
            QVERIFY2(!feature->chartStateKey().isEmpty(), name);
            QVERIFY2(!keys.contains(feature->chartStateKey()), name);
            keys.insert(feature->chartStateKey());
            QVERIFY2(!feature->isPaused(), name);
        }
        QCOMPARE(charts, 3); // flaky, trunk, GPU: each tab of charts keeps its range and zoom
        // Space pauses every tab's own refreshes with the grid, and resumes them.
        emit console.window()->pauseToggleRequested();
        for (const auto &feature : console.features())
            if (feature->chartPage())
                QVERIFY2(feature->isPaused(), feature->metaObject()->className());
        emit console.window()->pauseToggleRequested();
        for (const auto &feature : console.features())
            QVERIFY2(!feature->isPaused(), feature->metaObject()->className());
    }

    // The time machine asks each feature to follow a past clock: one whose recording kept the
    // tab's snapshots follows it; one with none stays live (and the banner names the tab).
    void everyFeatureFollowsThePastItsRecordingKept()
    {
        Console console(CommandLineOptions {});
        HW_VERIFY_OK(console.init());
        for (const auto &feature : console.features()) {
            const char *name = feature->metaObject()->className();
            JobGridModel model;
            Replayer empty(&model);
            if (feature->pastFromRows()) {
                QVERIFY2(feature->followPast(empty, true), name);
                feature->backToLive(); // before the past's replayer goes
                continue;
            }
            QVERIFY2(!feature->followPast(empty, true), name);
            Recording recording;
            recording.snapshots.append(RecordedSnapshot { feature->snapshotSource(), 1000, 1000, QByteArray("{}") });
            Replayer past(&model);
            past.setRecording(recording);
            QVERIFY2(feature->followPast(past, true), name);
            feature->backToLive();
        }
    }
};
HW_TEST_MAIN(TestConsoleFeatures)
#include "tst_ConsoleFeatures.moc"
