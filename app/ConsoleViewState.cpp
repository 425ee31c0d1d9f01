#include "ConsoleViewState.h"

#include "MainWindow.h"
#include "charts/RangePage.h"
#include "features/ConsoleFeature.h"
#include "grid/GridFilterBar.h"
#include "profiles/ViewStateStore.h"


namespace hw {

void ConsoleViewState::restoreAndFollow(MainWindow *window, const std::vector<std::unique_ptr<ConsoleFeature>> &features,
    const QString &profile, bool keepRanges)
{
    // One store for the window's life, shared by the slots that save each change.
    auto store = std::make_shared<ViewStateStore>();
    GridFilterBar *bar = window->filterBar();
    const ViewStateStore::GridFilter filter = store->gridFilter(profile);
    bar->setFilterText(filter.text);
    bar->setHideGreen(filter.hideGreen);
    bar->setHideUnstable(filter.hideUnstable);
    bar->setHideAlwaysSkipped(filter.hideSkipped);
    bar->setGrouped(filter.grouped);
    QObject::connect(bar, &GridFilterBar::filterChanged, bar,
        [store, profile](const QString &text) { store->setFilterText(profile, text); });
    QObject::connect(bar, &GridFilterBar::hideGreenChanged, bar, [store, profile](bool on) { store->setHideGreen(profile, on); });
    QObject::connect(bar, &GridFilterBar::hideUnstableChanged, bar,
        [store, profile](bool on) { store->setHideUnstable(profile, on); });
    QObject::connect(bar, &GridFilterBar::hideAlwaysSkippedChanged, bar,
        [store, profile](bool on) { store->setHideSkipped(profile, on); });
    QObject::connect(bar, &GridFilterBar::groupedChanged, bar, [store, profile](bool on) { store->setGrouped(profile, on); });
    for (const auto &feature : features) {
        RangePage *page = feature->chartPage();
        const QString key = feature->chartStateKey();
        if (!page || key.isEmpty())
            continue;
        if (!keepRanges)
            page->restoreViewState(store->chartView(profile, key));
        QObject::connect(page, &RangePage::viewStateChanged, page,
            [store, profile, key, page] { store->setChartView(profile, key, page->viewState()); });
    }
}

} // namespace hw
