#include "ConsoleViewState.h"

#include "MainWindow.h"
#include "charts/RangePage.h"
#include "features/ConsoleFeature.h"
#include "grid/GridFilterBar.h"

#include <QSettings>
#include <QStandardPaths>

namespace hw {

void ConsoleViewState::restoreAndFollow(MainWindow *window, const std::vector<std::unique_ptr<ConsoleFeature>> &features,
    const QString &group, bool keepRanges)
{
    auto settings = std::make_shared<QSettings>(
        QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) + QStringLiteral("/hudwatch/state.ini"),
        QSettings::IniFormat);
    settings->beginGroup(group);
    GridFilterBar *bar = window->filterBar();
    bar->setFilterText(settings->value(QStringLiteral("filter")).toString());
    bar->setHideGreen(settings->value(QStringLiteral("hideGreen"), false).toBool());
    bar->setHideUnstable(settings->value(QStringLiteral("hideUnstable"), false).toBool());
    bar->setHideAlwaysSkipped(settings->value(QStringLiteral("hideSkipped"), false).toBool());
    bar->setGrouped(settings->value(QStringLiteral("grouped"), false).toBool());
    const auto save = [settings](const QString &key) {
        return [settings, key](const QVariant &value) { settings->setValue(key, value); };
    };
    QObject::connect(bar, &GridFilterBar::filterChanged, bar, save(QStringLiteral("filter")));
    QObject::connect(bar, &GridFilterBar::hideGreenChanged, bar, save(QStringLiteral("hideGreen")));
    QObject::connect(bar, &GridFilterBar::hideUnstableChanged, bar, save(QStringLiteral("hideUnstable")));
    QObject::connect(bar, &GridFilterBar::hideAlwaysSkippedChanged, bar, save(QStringLiteral("hideSkipped")));
    QObject::connect(bar, &GridFilterBar::groupedChanged, bar, save(QStringLiteral("grouped")));
    for (const auto &feature : features) {
        RangePage *page = feature->chartPage();
        const QString key = feature->chartStateKey();
        if (!page || key.isEmpty())
            continue;
        if (!keepRanges)
            page->restoreViewState(settings->value(key).toString());
        QObject::connect(page, &RangePage::viewStateChanged, page,
            [settings, key, page] { settings->setValue(key, page->viewState()); });
    }
}

} // namespace hw
