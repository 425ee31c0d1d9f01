#pragma once

#include <QString>

namespace hw::test {

// Makes every INSERT and UPDATE on the SQLite cache at path fail (triggers that RAISE), or
// drops those triggers again: a cache write failure as a full disk gives one, on demand.
// Returns "" or why the triggers could not be changed.
QString breakCacheWrites(const QString &path, bool broken);

} // namespace hw::test
