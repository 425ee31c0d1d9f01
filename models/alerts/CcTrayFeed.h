#pragma once

#include "CcTrayProject.h"
#include "GridAlertInput.h"

#include <QByteArray>
#include <QVector>

namespace hw {

class GroupingRules;

// cctray.xml from HUD data: one project per job group of the grid (the newest commit with a
// finished job in the group decides its last status; a group still running reads "Building").
class CcTrayFeed
{
public:
    // commitUrl: the page of a commit, "%1" standing for its sha (e.g. HUD's commit page).
    static QVector<CcTrayProject> fromGrid(const GridAlertInput &grid, const GroupingRules &grouping,
        const QString &commitUrl);
    static QByteArray xml(const QVector<CcTrayProject> &projects);
};

} // namespace hw
