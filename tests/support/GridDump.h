#pragma once

#include <QStringList>

namespace hw {
class JobGridModel;
}

namespace hw::test {

// Every cell as "sha|column|letter": the whole picture a grid shows, for comparing two grids.
QStringList gridDump(const JobGridModel &model);

} // namespace hw::test
