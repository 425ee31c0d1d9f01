#pragma once

#include <QString>

#include <memory>
#include <vector>

namespace hw {

class ConsoleFeature;
class MainWindow;

// The view state kept per profile (ViewStateStore: state.ini beside the profiles, "demo" for the
// embedded default): the grid's filter bar and each chart tab's range, time zone and zoom
// (--range wins for this run). Restored once; saved on every change.
namespace ConsoleViewState {
void restoreAndFollow(MainWindow *window, const std::vector<std::unique_ptr<ConsoleFeature>> &features,
    const QString &profile, bool keepRanges);
}

} // namespace hw
