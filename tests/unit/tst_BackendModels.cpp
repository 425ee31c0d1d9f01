#include "backends/BackendJobMatrixModel.h"
#include "backends/BackendOverview.h"
#include "backends/BackendRoles.h"
#include "backends/BackendText.h"
#include "backends/BackendsOverviewModel.h"
#include "backends/BackendsOverviewSortModel.h"
#include "backends/L3CriteriaModel.h"
#include "backends/L3ReadinessEvaluator.h"
#include "backends/PassRateChip.h"
#include "palette/CellStatus.h"

#include "BackendTestSnapshot.h"
#include "TestEnvironment.h"
#include "domain/TimeUnits.h"
#include "TestRegistry.h"

#include <QAbstractItemModelTester>
#include <QColor>
#include <QDateTime>
#include <QFont>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QUrl>

using namespace hw;

namespace {

// The constructed snapshot these tests check; tests/gui/tst_BackendViews.cpp shows the same one.
const qint64 kSnapshotAsOf = test::backendSnapshotAsOf();

const BackendOverviewRow *findRow(const QVector<BackendOverviewRow> &rows, const QString &repo)
{
    for (const BackendOverviewRow &r : rows)
        if (r.repo.compare(repo, Qt::CaseInsensitive) == 0)
            return &r;
    return nullptr;
}

// Backends of the sort tests, in the model's (name) order within their level.
const QString kAscend = QStringLiteral("Ascend/pytorch");
const QString kIntel = QStringLiteral("intel/torch-xpu-ops");
const QString kRocm = QStringLiteral("ROCm/pytorch-oot");
const QString kNoData = QStringLiteral("acme/pytorch-nodata");
const QString kNvidia = QStringLiteral("NVIDIA-dev/pytorch-oot-internal");
const QString kProbe = QStringLiteral("pytorch/crcr-test");
const QString kRedHat = QStringLiteral("TorchedHat/pytorch-redhat-ci");
const QString kTwin = QStringLiteral("zz-labs/pytorch-twin");
constexpr int kL3Group = 1;
constexpr int kL2Group = 2;

// The shared snapshot plus two L2 backends that make sorting tell: one without any data (every
// "–") and NVIDIA's twin (same 7-day figures, ties), and two different last failures.
BackendsSnapshot makeSortSnapshot()
{
    BackendsSnapshot s = test::makeBackendSnapshot();
    s.allowlist->entries.append({kNoData, TrustLevel::L2, {}, {}, {}, 30});
    s.allowlist->entries.append({kTwin, TrustLevel::L2, {}, {QStringLiteral("atalman")}, {}, 32});
    BackendStats twin;
    twin.repo = kTwin;
    twin.demotionWindow = test::backendWindowStats(7, 10, 7, 0, 0.25, 20);    // NVIDIA's pass rate and queue
    twin.promotionWindow = test::backendWindowStats(14, 20, 20, 0, 0.25, 20); // crcr-test's 100 %
    twin.lastConclusion = QStringLiteral("success");
    twin.lastCompletedAt = twin.demotionWindow.lastCompletedAt; // NVIDIA's
    s.stats.append(twin);
    for (BackendStats &b : s.stats) {
        if (b.repo == kProbe) {
            b.lastConclusion = QStringLiteral("failure");
            b.lastCompletedAt = kSnapshotAsOf - 3600;
        } else if (b.repo == kRedHat) {
            b.lastConclusion = QStringLiteral("failure");
            b.lastCompletedAt = kSnapshotAsOf - 5 * 3600;
        }
    }
    return s;
}

// The backends of a level group in the order the model shows them.
QStringList reposIn(const QAbstractItemModel &model, int group)
{
    const QModelIndex parent = model.index(group, 0);
    QStringList out;
    for (int r = 0; r < model.rowCount(parent); ++r)
        out << model.index(r, 0, parent).data(BackendRepoRole).toString();
    return out;
}

} // namespace

class TestBackendModels : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void chipClassEdges_data()
    {
        QTest::addColumn<double>("rate");
        QTest::addColumn<int>("expected");
        QTest::newRow("1.0") << 1.0 << int(PassRateChip::Class::Good);
        QTest::newRow("exactly 95 %") << 0.95 << int(PassRateChip::Class::Good);
        QTest::newRow("94.99 %") << 0.9499 << int(PassRateChip::Class::Warn);
        QTest::newRow("exactly 80 %") << 0.80 << int(PassRateChip::Class::Warn);
        QTest::newRow("79.99 %") << 0.7999 << int(PassRateChip::Class::Bad);
        QTest::newRow("0") << 0.0 << int(PassRateChip::Class::Bad);
    }
    void chipClassEdges()
    {
        QFETCH(double, rate);
        QFETCH(int, expected);
        QCOMPARE(int(PassRateChip::classify(rate)), expected);
        QCOMPARE(int(PassRateChip::classify(std::nullopt)), int(PassRateChip::Class::None));
        // Every class has its own letter: colour is never alone.
        QStringList letters;
        for (auto c : {PassRateChip::Class::None, PassRateChip::Class::Good, PassRateChip::Class::Warn, PassRateChip::Class::Bad})
            letters << PassRateChip::letter(c);
        letters.removeDuplicates();
        QCOMPARE(letters.size(), 4);
    }

    void overviewRows()
    {
        const BackendsSnapshot snap = test::makeBackendSnapshot();
        const QVector<BackendOverviewRow> rows = BackendOverview::build(snap);
        QCOMPARE(rows.size(), 7);
        // Sorted L4 -> L1, then by repo.
        for (int i = 1; i < rows.size(); ++i)
            QVERIFY(int(rows[i - 1].level) >= int(rows[i].level));
        QCOMPARE(rows.first().level, TrustLevel::L3);
        QCOMPARE(rows.last().repo, QStringLiteral("riseproject-dev/pytorch-ci"));

        const BackendOverviewRow *nvidia = findRow(rows, QStringLiteral("NVIDIA-dev/pytorch-oot-internal"));
        QVERIFY(nvidia);
        QCOMPARE(nvidia->level, TrustLevel::L2);
        QVERIFY(!nvidia->inAllowlist);

        const BackendOverviewRow *ascend = findRow(rows, QStringLiteral("Ascend/pytorch"));
        QVERIFY(ascend);
        QCOMPARE(ascend->repo, QStringLiteral("Ascend/pytorch")); // allowlist spelling kept
        QCOMPARE(ascend->week.jobs, 100); // stats found despite the case difference
        QCOMPARE(ascend->device, QStringLiteral("npu"));
        QCOMPARE(ascend->oncalls, (QStringList{QStringLiteral("wangxu"), QStringLiteral("fffrog")}));
        QVERIFY(!ascend->temporarilyDemoted);
        QVERIFY(!ascend->demotionPending);
        QCOMPARE(ascend->assessment.verdict, L3Assessment::Verdict::Hold);

        const BackendOverviewRow *rocm = findRow(rows, QStringLiteral("ROCm/pytorch-oot"));
        QVERIFY(rocm);
        QVERIFY(rocm->temporarilyDemoted);
        QVERIFY(!rocm->demotionPending); // already flagged by the relay
        QCOMPARE(rocm->assessment.verdict, L3Assessment::Verdict::Demote);

        const BackendOverviewRow *intel = findRow(rows, QStringLiteral("intel/torch-xpu-ops"));
        QVERIFY(intel);
        QVERIFY(!intel->temporarilyDemoted);
        QVERIFY(intel->demotionPending);

        const BackendOverviewRow *redhat = findRow(rows, QStringLiteral("TorchedHat/pytorch-redhat-ci"));
        QVERIFY(redhat);
        QVERIFY(redhat->tenureDays.has_value());
        const double expectedTenure = double(kSnapshotAsOf - QDateTime(QDate(2026, 6, 18), QTime(0, 0), Qt::UTC).toSecsSinceEpoch()) / kDaySeconds;
        QVERIFY2(std::abs(*redhat->tenureDays - expectedTenure) < 1.0, qPrintable(QString::number(*redhat->tenureDays)));
        QCOMPARE(redhat->assessment.verdict, L3Assessment::Verdict::Promote);
        QVERIFY(!redhat->history.isEmpty());
        QVERIFY(redhat->history.last().current);

        // A stricter what-if target flips the L2 promotion to Hold.
        L3Targets strict;
        strict.passRateMin = 0.99;
        const auto strictRow = BackendOverview::buildOne(snap, QStringLiteral("torchedhat/pytorch-redhat-ci"), strict);
        QVERIFY(strictRow);
        QCOMPARE(strictRow->assessment.verdict, L3Assessment::Verdict::Hold);
        QVERIFY(strictRow->assessment.whatIf);
        QVERIFY(!BackendOverview::buildOne(snap, QStringLiteral("nobody/nothing")));
    }

    void overviewModelTree()
    {
        BackendsOverviewModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        QCOMPARE(model.rowCount(), 4); // empty groups are still shown
        model.setSnapshot(test::makeBackendSnapshot());
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.columnCount(), int(BackendsOverviewModel::ColumnCount));

        const QModelIndex l4 = model.index(0, 0);
        QCOMPARE(l4.data(BackendLevelRole).toInt(), int(TrustLevel::L4));
        QCOMPARE(model.rowCount(l4), 0);
        QVERIFY2(l4.data().toString().contains(QStringLiteral("no backends")), qPrintable(l4.data().toString()));
        const QModelIndex l3 = model.index(1, 0);
        QCOMPARE(model.rowCount(l3), 3);
        QCOMPARE(l3.data(BackendGroupCountRole).toInt(), 3);
        QVERIFY(l3.data(Qt::FontRole).value<QFont>().bold());
        QCOMPARE(model.rowCount(model.index(2, 0)), 3); // L2: crcr-test, redhat, NVIDIA (ClickHouse only)
        QCOMPARE(model.rowCount(model.index(3, 0)), 1);

        const QModelIndex intel = model.indexOfRepo(QStringLiteral("INTEL/torch-xpu-ops"));
        QVERIFY(intel.isValid());
        QCOMPARE(intel.parent(), l3);
        const QModelIndex pass7 = intel.siblingAtColumn(BackendsOverviewModel::ColPass7);
        QCOMPARE(pass7.data(PassRateRole).toDouble(), 0.85);
        QCOMPARE(pass7.data(ChipClassRole).toInt(), int(PassRateChip::Class::Warn));
        QCOMPARE(pass7.data(ChipLetterRole).toString(), QStringLiteral("▲"));
        QCOMPARE(pass7.data().toString(), QStringLiteral("▲ 85.0 %"));
        const QModelIndex pass14 = intel.siblingAtColumn(BackendsOverviewModel::ColPass14);
        QCOMPARE(pass14.data(ChipClassRole).toInt(), int(PassRateChip::Class::Warn));
        const QModelIndex status = intel.siblingAtColumn(BackendsOverviewModel::ColStatus);
        QCOMPARE(status.data(BackendMarkRole).toInt(), int(BackendMark::DemotionPending));
        QVERIFY(status.data().toString().contains(QStringLiteral("demotion pending")));

        const QModelIndex rocmStatus = model.indexOfRepo(QStringLiteral("ROCm/pytorch-oot")).siblingAtColumn(BackendsOverviewModel::ColStatus);
        QCOMPARE(rocmStatus.data(BackendMarkRole).toInt(), int(BackendMark::TemporarilyDemoted));
        QVERIFY(rocmStatus.data().toString().contains(QStringLiteral("temporarily demoted")));
        QCOMPARE(model.indexOfRepo(QStringLiteral("ROCm/pytorch-oot")).siblingAtColumn(BackendsOverviewModel::ColPass7)
                     .data(ChipLetterRole).toString(), QStringLiteral("✖"));
        QCOMPARE(model.indexOfRepo(QStringLiteral("Ascend/pytorch")).siblingAtColumn(BackendsOverviewModel::ColPass7)
                     .data(ChipLetterRole).toString(), QStringLiteral("✔"));

        const QModelIndex rise = model.indexOfRepo(QStringLiteral("riseproject-dev/pytorch-ci"));
        QVERIFY(!rise.siblingAtColumn(BackendsOverviewModel::ColPass7).data(PassRateRole).isValid());
        QCOMPARE(rise.siblingAtColumn(BackendsOverviewModel::ColPass7).data(ChipClassRole).toInt(), int(PassRateChip::Class::None));
        QCOMPARE(rise.siblingAtColumn(BackendsOverviewModel::ColPass7).data(ChipLetterRole).toString(), QStringLiteral("–"));
        QCOMPARE(rise.siblingAtColumn(BackendsOverviewModel::ColOncalls).data().toString(), QStringLiteral("luhenry"));
        QCOMPARE(intel.siblingAtColumn(BackendsOverviewModel::ColE2eP50).data().toString(), QStringLiteral("2 h 00 min"));
        QCOMPARE(intel.siblingAtColumn(BackendsOverviewModel::ColAvgQueue).data().toString(), QStringLiteral("12 min"));
        QVERIFY(intel.siblingAtColumn(BackendsOverviewModel::ColLastResult).data().toString().startsWith(QStringLiteral("O success")));
    }

    void overviewUpdatesInPlace()
    {
        BackendsOverviewModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        BackendsSnapshot snap = test::makeBackendSnapshot();
        model.setSnapshot(snap);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);

        // Same snapshot again: nothing to tell the view.
        model.setSnapshot(snap);
        QCOMPARE(resets.count(), 0);
        QCOMPARE(changes.count(), 0);

        // Intel recovers: exactly its row changes, the mark goes.
        for (BackendStats &s : snap.stats)
            if (s.repo == QStringLiteral("intel/torch-xpu-ops"))
                s.demotionWindow = test::backendWindowStats(7, 100, 97, 0, 2, 12);
        model.setSnapshot(snap);
        QCOMPARE(resets.count(), 0);
        QCOMPARE(changes.count(), 1);
        const QModelIndex intel = model.indexOfRepo(QStringLiteral("intel/torch-xpu-ops"));
        const auto args = changes.takeFirst();
        QCOMPARE(args.at(0).toModelIndex(), intel);
        QCOMPARE(args.at(1).toModelIndex(), intel.siblingAtColumn(BackendsOverviewModel::ColumnCount - 1));
        QCOMPARE(intel.siblingAtColumn(BackendsOverviewModel::ColStatus).data(BackendMarkRole).toInt(), int(BackendMark::None));
        QCOMPARE(intel.siblingAtColumn(BackendsOverviewModel::ColPass7).data(ChipLetterRole).toString(), QStringLiteral("✔"));

        // A new repo changes the shape: reset.
        snap.allowlist->entries.append({QStringLiteral("acme/pytorch-l4"), TrustLevel::L4, {}, {}, {}, 20});
        model.setSnapshot(snap);
        QCOMPARE(resets.count(), 1);
        QCOMPARE(model.rowCount(model.index(0, 0)), 1);
        QCOMPARE(model.index(0, 0, model.index(0, 0)).data(BackendRepoRole).toString(), QStringLiteral("acme/pytorch-l4"));

        // A repo without any level (not in the allowlist, no observations) gets its own group.
        BackendStats orphan;
        orphan.repo = QStringLiteral("someone/unknown-backend");
        snap.stats.append(orphan);
        model.setSnapshot(snap);
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.index(4, 0).data(BackendLevelRole).toInt(), int(TrustLevel::Unknown));

        // Back to nothing.
        model.setSnapshot(BackendsSnapshot{});
        QCOMPARE(model.rowCount(), 4);
        for (int g = 0; g < 4; ++g)
            QCOMPARE(model.rowCount(model.index(g, 0)), 0);
    }

    void overviewSortColumns_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<Qt::SortOrder>("order");
        QTest::addColumn<QStringList>("l3");
        QTest::addColumn<QStringList>("l2");
        using M = BackendsOverviewModel;
        const auto up = Qt::AscendingOrder;
        const auto down = Qt::DescendingOrder;
        QTest::newRow("backend ↑") << int(M::ColBackend) << up << QStringList{kAscend, kIntel, kRocm}
                                  << QStringList{kNoData, kNvidia, kProbe, kRedHat, kTwin};
        QTest::newRow("backend ↓") << int(M::ColBackend) << down << QStringList{kRocm, kIntel, kAscend}
                                  << QStringList{kTwin, kRedHat, kProbe, kNvidia, kNoData};
        // By device (npu, rocm, xpu); L2 has none: all "no data", so by name both ways.
        QTest::newRow("level ↑") << int(M::ColLevel) << up << QStringList{kAscend, kRocm, kIntel}
                                << QStringList{kNoData, kNvidia, kProbe, kRedHat, kTwin};
        QTest::newRow("level ↓") << int(M::ColLevel) << down << QStringList{kIntel, kRocm, kAscend}
                                << QStringList{kNoData, kNvidia, kProbe, kRedHat, kTwin};
        // 70 % (NVIDIA = twin: by name), 98.3 %, 100 %, no data last.
        QTest::newRow("pass 7 d ↑") << int(M::ColPass7) << up << QStringList{kRocm, kIntel, kAscend}
                                   << QStringList{kNvidia, kTwin, kRedHat, kProbe, kNoData};
        QTest::newRow("pass 7 d ↓") << int(M::ColPass7) << down << QStringList{kAscend, kIntel, kRocm}
                                   << QStringList{kProbe, kRedHat, kNvidia, kTwin, kNoData};
        // 75 %, 98.3 %, 100 % (crcr-test = twin: by name), no data last.
        QTest::newRow("pass 14 d ↑") << int(M::ColPass14) << up << QStringList{kRocm, kIntel, kAscend}
                                    << QStringList{kNvidia, kRedHat, kProbe, kTwin, kNoData};
        QTest::newRow("pass 14 d ↓") << int(M::ColPass14) << down << QStringList{kAscend, kIntel, kRocm}
                                    << QStringList{kProbe, kTwin, kRedHat, kNvidia, kNoData};
        // Failures first (newest first), then successes (NVIDIA = twin); L3 all succeeded at once.
        QTest::newRow("last result ↑") << int(M::ColLastResult) << up << QStringList{kAscend, kIntel, kRocm}
                                      << QStringList{kProbe, kRedHat, kNvidia, kTwin, kNoData};
        QTest::newRow("last result ↓") << int(M::ColLastResult) << down << QStringList{kAscend, kIntel, kRocm}
                                      << QStringList{kNvidia, kTwin, kRedHat, kProbe, kNoData};
        // 2, 5, 20 (= twin), no data; 10, 12, 40 min.
        QTest::newRow("avg queue ↑") << int(M::ColAvgQueue) << up << QStringList{kAscend, kIntel, kRocm}
                                    << QStringList{kProbe, kRedHat, kNvidia, kTwin, kNoData};
        QTest::newRow("avg queue ↓") << int(M::ColAvgQueue) << down << QStringList{kRocm, kIntel, kAscend}
                                    << QStringList{kNvidia, kTwin, kRedHat, kProbe, kNoData};
        // 15 min, 30 min, 1 h, 2 h, no data; 1.5 h, 2 h, 4 h.
        QTest::newRow("e2e P50 ↑") << int(M::ColE2eP50) << up << QStringList{kAscend, kIntel, kRocm}
                                  << QStringList{kTwin, kProbe, kRedHat, kNvidia, kNoData};
        QTest::newRow("e2e P50 ↓") << int(M::ColE2eP50) << down << QStringList{kRocm, kIntel, kAscend}
                                  << QStringList{kNvidia, kRedHat, kProbe, kTwin, kNoData};
        // Worst first: demoted, pending, keeps L3; L2: not enough data (no-data = twin), not ready,
        // ready (crcr-test = Red Hat). Always some words: no "no data" here.
        QTest::newRow("status ↑") << int(M::ColStatus) << up << QStringList{kRocm, kIntel, kAscend}
                                 << QStringList{kNoData, kTwin, kNvidia, kProbe, kRedHat};
        QTest::newRow("status ↓") << int(M::ColStatus) << down << QStringList{kAscend, kIntel, kRocm}
                                 << QStringList{kProbe, kRedHat, kNvidia, kNoData, kTwin};
        // atalman (crcr-test = twin), jewelkm89, then the two without oncalls.
        QTest::newRow("oncalls ↑") << int(M::ColOncalls) << up << QStringList{kIntel, kRocm, kAscend}
                                  << QStringList{kProbe, kTwin, kRedHat, kNoData, kNvidia};
        QTest::newRow("oncalls ↓") << int(M::ColOncalls) << down << QStringList{kAscend, kRocm, kIntel}
                                  << QStringList{kRedHat, kProbe, kTwin, kNoData, kNvidia};
    }
    void overviewSortColumns()
    {
        QFETCH(int, column);
        QFETCH(Qt::SortOrder, order);
        QFETCH(QStringList, l3);
        QFETCH(QStringList, l2);
        BackendsOverviewModel model;
        BackendsOverviewSortModel proxy;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::Fatal);
        proxy.setSourceModel(&model);
        model.setSnapshot(makeSortSnapshot());
        // Unsorted: the model's order (by name within a level).
        QCOMPARE(reposIn(proxy, kL2Group), (QStringList{kNoData, kNvidia, kProbe, kRedHat, kTwin}));

        proxy.sort(column, order);
        QCOMPARE(reposIn(proxy, kL3Group), l3);
        QCOMPARE(reposIn(proxy, kL2Group), l2);
        // The groups never move: L4 (empty), L3, L2, L1.
        QCOMPARE(proxy.rowCount(), 4);
        for (int g = 0; g < 4; ++g)
            QCOMPARE(proxy.index(g, 0).data(BackendLevelRole).toInt(), int(TrustLevel::L4) - g);
        QCOMPARE(reposIn(proxy, 3), QStringList{QStringLiteral("riseproject-dev/pytorch-ci")});
        QCOMPARE(proxy.rowCount(proxy.index(0, 0)), 0);

        // The key is a number where the column shows one, and absent where it shows "–".
        const QModelIndex noData = proxy.mapFromSource(model.indexOfRepo(kNoData));
        const QModelIndex nvidia = proxy.mapFromSource(model.indexOfRepo(kNvidia));
        if (column != BackendsOverviewModel::ColBackend && column != BackendsOverviewModel::ColStatus)
            QVERIFY(!noData.siblingAtColumn(column).data(BackendSortRole).isValid());
        if (column == BackendsOverviewModel::ColAvgQueue)
            QCOMPARE(nvidia.siblingAtColumn(column).data(BackendSortRole).toDouble(), 20 * 60.0);
        if (column == BackendsOverviewModel::ColPass7)
            QCOMPARE(nvidia.siblingAtColumn(column).data(BackendSortRole).toDouble(), 0.7);
    }

    void overviewSortInitialOrder()
    {
        BackendsOverviewModel model;
        using M = BackendsOverviewModel;
        // The first click shows the worst first.
        auto initial = [&model](int column) {
            return Qt::SortOrder(model.headerData(column, Qt::Horizontal, Qt::InitialSortOrderRole).toInt());
        };
        QCOMPARE(initial(M::ColPass7), Qt::AscendingOrder);
        QCOMPARE(initial(M::ColPass14), Qt::AscendingOrder);
        QCOMPARE(initial(M::ColLastResult), Qt::AscendingOrder);
        QCOMPARE(initial(M::ColStatus), Qt::AscendingOrder);
        QCOMPARE(initial(M::ColAvgQueue), Qt::DescendingOrder);
        QCOMPARE(initial(M::ColE2eP50), Qt::DescendingOrder);
        QCOMPARE(initial(M::ColBackend), Qt::AscendingOrder);

        QCOMPARE(BackendsOverviewSortModel::compareKeys(QVariant(2.5), QVariant(10)), -1);
        QCOMPARE(BackendsOverviewSortModel::compareKeys(QVariant(QStringLiteral("b")), QVariant(QStringLiteral("A"))), 1);
        QCOMPARE(BackendsOverviewSortModel::compareKeys(QVariantList{1, -5}, QVariantList{1, -9}), 1);
        QCOMPARE(BackendsOverviewSortModel::compareKeys(QVariantList{0, -5}, QVariantList{1, -9}), -1);
        QCOMPARE(BackendsOverviewSortModel::compareKeys(QVariantList{1, 2}, QVariantList{1, 2}), 0);
    }

    // Polls update the rows in place (or reset on a new shape): the sort stays, rows move to their
    // place, a persistent index (a view's selection) follows its backend.
    void overviewSortKeptAcrossSnapshots()
    {
        BackendsOverviewModel model;
        BackendsOverviewSortModel proxy;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::Fatal);
        proxy.setSourceModel(&model);
        BackendsSnapshot snap = makeSortSnapshot();
        model.setSnapshot(snap);
        proxy.sort(BackendsOverviewModel::ColPass7, Qt::AscendingOrder);
        QCOMPARE(reposIn(proxy, kL3Group), (QStringList{kRocm, kIntel, kAscend}));
        const QPersistentModelIndex selected = proxy.mapFromSource(model.indexOfRepo(kIntel));
        QCOMPARE(selected.row(), 1);

        // Intel recovers to 99 %: updated in place, it moves below Ascend (98 %).
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        for (BackendStats &s : snap.stats)
            if (s.repo == kIntel)
                s.demotionWindow = test::backendWindowStats(7, 100, 99, 0, 2, 12);
        snap.asOf += 60;
        model.setSnapshot(snap);
        QCOMPARE(resets.count(), 0);
        QCOMPARE(proxy.sortColumn(), int(BackendsOverviewModel::ColPass7));
        QCOMPARE(reposIn(proxy, kL3Group), (QStringList{kRocm, kAscend, kIntel}));
        QCOMPARE(reposIn(proxy, kL2Group), (QStringList{kNvidia, kTwin, kRedHat, kProbe, kNoData}));
        QVERIFY(selected.isValid());
        QCOMPARE(selected.data(BackendRepoRole).toString(), kIntel);
        QCOMPARE(selected.row(), 2);

        // Descending, then a poll that changes the shape (a new L2 backend: reset).
        proxy.sort(BackendsOverviewModel::ColPass7, Qt::DescendingOrder);
        QCOMPARE(reposIn(proxy, kL3Group), (QStringList{kIntel, kAscend, kRocm}));
        const QString fresh = QStringLiteral("bbb/pytorch-new");
        snap.allowlist->entries.append({fresh, TrustLevel::L2, {}, {}, {}, 40});
        BackendStats s;
        s.repo = fresh;
        s.demotionWindow = test::backendWindowStats(7, 10, 9, 0, 1, 5); // 90 %
        s.promotionWindow = test::backendWindowStats(14, 20, 18, 0, 1, 5);
        snap.stats.append(s);
        model.setSnapshot(snap);
        QCOMPARE(resets.count(), 1);
        QCOMPARE(proxy.sortColumn(), int(BackendsOverviewModel::ColPass7));
        QCOMPARE(proxy.sortOrder(), Qt::DescendingOrder);
        QCOMPARE(reposIn(proxy, kL3Group), (QStringList{kIntel, kAscend, kRocm}));
        QCOMPARE(reposIn(proxy, kL2Group), (QStringList{kProbe, kRedHat, fresh, kNvidia, kTwin, kNoData}));

        // Back to the model's order.
        proxy.sort(-1);
        QCOMPARE(reposIn(proxy, kL2Group), (QStringList{kNoData, fresh, kNvidia, kProbe, kRedHat, kTwin}));
    }

    void jobMatrix()
    {
        BackendJobMatrixModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setSnapshot(test::makeBackendSnapshot());
        QCOMPARE(model.rowCount(), 0); // no repo chosen
        model.setRepo(QStringLiteral("intel/torch-xpu-ops"));
        QCOMPARE(model.columnCount(), 2);
        QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("xpu-ci / build"));
        QCOMPARE(model.headerData(1, Qt::Horizontal).toString(), QStringLiteral("xpu-ci / test (1)"));
        QCOMPARE(model.rowCount(), 4);
        // Newest first: the nightly, then #170050, #170001, #170099 (no title known). Each with its
        // dispatch time (started_at minus queue_time) so a row can be placed in time.
        QCOMPARE(model.headerData(0, Qt::Vertical).toString(), QStringLiteral("nightly · 11-20 10:28 UTC · n101234"));
        QCOMPARE(model.headerData(1, Qt::Vertical).toString(), QStringLiteral("#170050 · 11-20 08:28 UTC · Add op foo (bob)"));
        // Pushed twice: the dispatch of the newest delivery (d2, 5 h ago), not the first (d1, 9 h ago).
        QCOMPARE(model.headerData(2, Qt::Vertical).toString(), QStringLiteral("#170001 · 11-20 06:28 UTC · Fix xpu matmul (alice)"));
        QCOMPARE(model.headerData(3, Qt::Vertical).toString(), QStringLiteral("#170099 · 11-20 01:28 UTC"));
        QVERIFY(model.headerData(2, Qt::Vertical, Qt::ToolTipRole).toString().contains(QStringLiteral("dispatched 2026-11-20 06:28 UTC")));

        QCOMPARE(model.index(0, 1).data().toString(), QStringLiteral("C"));
        QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("~")); // nightly ran no build
        QCOMPARE(model.index(0, 0).data(Qt::ToolTipRole).toString(), QStringLiteral("no job"));
        const QModelIndex timedOut = model.index(1, 1);
        QCOMPARE(timedOut.data().toString(), QStringLiteral("T"));
        QCOMPARE(timedOut.data(MatrixCellStatusRole).toInt(), int(CellStatus::TimedOut));
        QCOMPARE(timedOut.data(MatrixTriageRole).toString(), QStringLiteral("infra"));
        QCOMPARE(timedOut.data(MatrixRunAttemptRole).toInt(), 2);
        const QString tip = timedOut.data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("tests: 10 passed, 2 failed, 1 skipped")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("triage: infra")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("attempt 2")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("execution 25 min")), qPrintable(tip));
        QCOMPARE(timedOut.data(MatrixJobUrlRole).toUrl(), QUrl(QStringLiteral("https://github.com/intel/torch-xpu-ops/actions/runs/d3")));
        // The cell text: letter, failed/total, triage, without opening the tooltip.
        QCOMPARE(timedOut.data(MatrixCellTextRole).toString(), QStringLiteral("T  2/13 failed · infra"));
        QCOMPARE(timedOut.data(MatrixTestsTextRole).toString(), QStringLiteral("2/13 failed"));
        QCOMPARE(timedOut.data(Qt::AccessibleTextRole).toString(), QStringLiteral("timed out, 2/13 failed, triage infra"));
        QCOMPARE(model.index(2, 1).data(MatrixCellTextRole).toString(), QStringLiteral("O  1,204 tests"));
        QCOMPARE(model.index(3, 0).data(MatrixCellTextRole).toString(), QStringLiteral("X")); // no tests reported
        QCOMPARE(model.index(3, 0).data(MatrixTestsTextRole).toString(), QString());
        QCOMPARE(model.index(0, 0).data(MatrixCellTextRole).toString(), QStringLiteral("~"));
        QCOMPARE(model.index(1, 0).data().toString(), QStringLiteral("?")); // still running
        // PR #170001 was pushed twice: the newer delivery's success wins over the old failure.
        QCOMPARE(model.index(2, 1).data().toString(), QStringLiteral("O"));
        QCOMPARE(model.index(2, 1).data(MatrixJobUrlRole).toUrl().toString(), QStringLiteral("https://github.com/intel/torch-xpu-ops/actions/runs/d2"));
        QCOMPARE(model.index(3, 0).data().toString(), QStringLiteral("X"));
        QCOMPARE(model.index(3, 0).data(Qt::BackgroundRole).value<QColor>(), cellColor(CellStatus::Failure, false));
        model.setDarkTheme(true);
        QCOMPARE(model.index(3, 0).data(Qt::BackgroundRole).value<QColor>(), cellColor(CellStatus::Failure, true));

        // crcr-test's xfail probe: counts as a success, marked as expected.
        model.setRepo(QStringLiteral("pytorch/crcr-test"));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("O"));
        QVERIFY(model.index(0, 0).data(MatrixExpectedOutcomeRole).toBool());
        QVERIFY(model.index(0, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("expected")));
        QCOMPARE(model.index(0, 0).data(MatrixCellTextRole).toString(), QStringLiteral("O · exp."));

        model.setRepo(QStringLiteral("nobody/nothing"));
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.columnCount(), 0);
    }

    void testCountsText()
    {
        BackendJobResult j;
        QCOMPARE(BackendText::testCounts(j), QString());
        j.passedTests = 7;
        QCOMPARE(BackendText::testCounts(j), QStringLiteral("7 tests")); // no total: the sum
        j.totalTests = 1204;
        j.failedTests = 3;
        QCOMPARE(BackendText::testCounts(j), QStringLiteral("3/1,204 failed"));
        j.failedTests = 0;
        QCOMPARE(BackendText::testCounts(j), QStringLiteral("1,204 tests"));
        QCOMPARE(BackendText::count(1234567), QStringLiteral("1,234,567"));
        QCOMPARE(BackendText::expectedOutcome(QStringLiteral("test-xfail"), QStringLiteral("failure")),
                 QStringLiteral("expected failure (xfail)"));
        QCOMPARE(BackendText::expectedOutcome(QStringLiteral("Job XCancel 2"), QStringLiteral("cancelled")),
                 QStringLiteral("expected cancellation (xcancel)"));
        QCOMPARE(BackendText::expectedOutcome(QStringLiteral("test-xtimeout"), QStringLiteral("timed_out")),
                 QStringLiteral("expected timeout (xtimeout)"));
    }

    // HUD counts crcr-test's xfail/xcancel/xtimeout as passes: so must "Last result".
    void lastResultOfExpectedOutcome()
    {
        BackendsSnapshot snap = test::makeBackendSnapshot();
        for (BackendStats &b : snap.stats) {
            if (b.repo == QStringLiteral("pytorch/crcr-test")) {
                b.lastConclusion = QStringLiteral("failure");
                b.lastJobName = QStringLiteral("test-xfail");
                b.lastExpectedOutcome = true;
                b.lastCompletedAt = kSnapshotAsOf - 20 * 60;
            } else if (b.repo == QStringLiteral("intel/torch-xpu-ops")) {
                // The same job name elsewhere is a real failure.
                b.lastConclusion = QStringLiteral("failure");
                b.lastJobName = QStringLiteral("test-xfail");
                b.lastExpectedOutcome = false;
                b.lastCompletedAt = kSnapshotAsOf - 3 * 3600;
            }
        }
        const QVector<BackendOverviewRow> rows = BackendOverview::build(snap);
        const BackendOverviewRow *probe = findRow(rows, QStringLiteral("pytorch/crcr-test"));
        QVERIFY(probe);
        QCOMPARE(probe->lastJobName, QStringLiteral("test-xfail"));
        QVERIFY(probe->lastExpectedOutcome);
        QVERIFY(!findRow(rows, QStringLiteral("intel/torch-xpu-ops"))->lastExpectedOutcome);

        BackendsOverviewModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setSnapshot(snap);
        const QModelIndex p = model.indexOfRepo(QStringLiteral("pytorch/crcr-test")).siblingAtColumn(BackendsOverviewModel::ColLastResult);
        QCOMPARE(p.data().toString(), QStringLiteral("O expected failure (xfail) · 20 min ago"));
        QCOMPARE(p.data(MatrixCellStatusRole).toInt(), int(CellStatus::Success));
        QVERIFY(p.data(MatrixExpectedOutcomeRole).toBool());
        const QString tip = p.data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("test-xfail — failure")) && tip.contains(QStringLiteral("counts it as a pass")),
                 qPrintable(tip));
        const QModelIndex i = model.indexOfRepo(QStringLiteral("intel/torch-xpu-ops")).siblingAtColumn(BackendsOverviewModel::ColLastResult);
        QCOMPARE(i.data().toString(), QStringLiteral("X failure · 3 h ago"));
        QCOMPARE(i.data(MatrixCellStatusRole).toInt(), int(CellStatus::Failure));
        QVERIFY(!i.data(MatrixExpectedOutcomeRole).toBool());

        // An expected timeout reads as one, still green.
        for (BackendStats &b : snap.stats)
            if (b.repo == QStringLiteral("pytorch/crcr-test")) {
                b.lastConclusion = QStringLiteral("timed_out");
                b.lastJobName = QStringLiteral("test-xtimeout");
            }
        model.setSnapshot(snap);
        QCOMPARE(p.data().toString(), QStringLiteral("O expected timeout (xtimeout) · 20 min ago"));
        QCOMPARE(p.data(MatrixCellStatusRole).toInt(), int(CellStatus::Success));
    }

    void criteriaModel()
    {
        L3CriteriaModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        const BackendsSnapshot snap = test::makeBackendSnapshot();
        const BackendStats *intel = snap.statsFor(QStringLiteral("intel/torch-xpu-ops"));
        QVERIFY(intel);
        const L3Assessment a = L3ReadinessEvaluator::evaluate(*intel, TrustLevel::L3, std::nullopt, kSnapshotAsOf);
        model.setAssessment(a);
        QCOMPARE(model.rowCount(), int(a.promotion.size() + a.demotion.size()));
        QVERIFY(model.rowCount() > 0);
        int passRows = 0, notMet = 0, noData = 0;
        for (int r = 0; r < model.rowCount(); ++r) {
            const QString key = model.index(r, 0).data(CriterionKeyRole).toString();
            const QString met = model.index(r, L3CriteriaModel::ColMet).data().toString();
            const L3CriterionResult *c = model.criterionAt(r);
            QVERIFY(c);
            QCOMPARE(met, L3CriteriaModel::metText(c->met));
            if (!c->met)
                ++noData;
            else if (!*c->met)
                ++notMet;
            if (key == QStringLiteral("passRate") && c->windowDays == 7) {
                ++passRows;
                QCOMPARE(model.index(r, L3CriteriaModel::ColMeasured).data().toString(), QStringLiteral("85.0 %"));
                QCOMPARE(model.index(r, L3CriteriaModel::ColWindow).data().toString(), QStringLiteral("7 d (demotion)"));
                QCOMPARE(met, QStringLiteral("✘ not met"));
                QCOMPARE(model.index(r, L3CriteriaModel::ColDemotion).data().toString(), QStringLiteral("yes"));
                QVERIFY(model.index(r, L3CriteriaModel::ColTarget).data().toString().contains(QStringLiteral("90.0 %")));
            }
        }
        QCOMPARE(passRows, 1);
        QVERIFY(notMet >= 1);
        QVERIFY(noData >= 1); // tenure at L2 is unknown for an L3 backend

        // Same criteria, different numbers: updated in place.
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
        L3Targets what;
        what.passRateMin = 0.80;
        model.setAssessment(L3ReadinessEvaluator::evaluate(*intel, TrustLevel::L3, std::nullopt, kSnapshotAsOf, what));
        QCOMPARE(resets.count(), 0);
        QVERIFY(changes.count() >= 1);
        QVERIFY(model.assessment().whatIf);
        int editedTargets = 0;
        for (int r = 0; r < model.rowCount(); ++r) {
            const QString target = model.index(r, L3CriteriaModel::ColTarget).data().toString();
            if (target.contains(QStringLiteral("what-if"))) {
                ++editedTargets;
                QCOMPARE(model.index(r, 0).data(CriterionKeyRole).toString(), QStringLiteral("passRate"));
                QVERIFY2(target.contains(QStringLiteral("80.0 %")) && target.contains(QStringLiteral("HUD: 90.0 %")), qPrintable(target));
            }
        }
        QCOMPARE(editedTargets, 2); // 14-day and 7-day pass rate
        // A different set of criteria: reset.
        model.setAssessment(L3Assessment{});
        QCOMPARE(resets.count(), 1);
        QCOMPARE(model.rowCount(), 0);
    }
};

HW_TEST_GUILESS_MAIN(TestBackendModels)
#include "tst_BackendModels.moc"
