#pragma once

#include "CcTrayProject.h"
#include "GridAlertInput.h"

#include <QByteArray>
#include <QVector>

namespace hw {

class GroupingRules;
struct BackendsSnapshot;

// cctray.xml from HUD data: one project per job group of the grid (the newest commit with a
// finished job in the group decides its last status; a group still running reads "Building"), and
// one per backend (its newest completed job decides; a job in progress reads "Building").
class CcTrayFeed
{
public:
    // commitUrl: the page of a commit, "%1" standing for its sha (e.g. HUD's commit page).
    static QVector<CcTrayProject> fromGrid(const GridAlertInput &grid, const GroupingRules &grouping,
        const QString &commitUrl);
    // Named by the repo ("owner/name": never a group's name); webUrl is that job's workflow run
    // (else the repo on GitHub), the label the short upstream sha it tested.
    static QVector<CcTrayProject> fromBackends(const BackendsSnapshot &snapshot);
    static QByteArray xml(const QVector<CcTrayProject> &projects);
};

} // namespace hw
