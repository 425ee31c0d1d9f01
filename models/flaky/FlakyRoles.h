#pragma once

#include <Qt>

namespace hw {

// Item-data roles of FlakyTestsModel beyond Qt's.
enum FlakyRole {
    FlakySortRole = Qt::UserRole + 1, // a number or a string per column: what the column sorts by
    FlakyRunsRole, // int, every column: flaky runs
    FlakyTotalRunsRole, // int, every column: total runs
    FlakyFullNameRole, // QString, every column: FlakyTest::fullName(), for the filter
};

} // namespace hw
