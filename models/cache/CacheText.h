#pragma once

#include <QCoreApplication>
#include <QString>

#include <sqlite3.h>

namespace hw {

// Every store of the cache file says its texts in one translation context (hw::JobCache), so a
// message keeps its translation whichever store it moved to.
struct JobCacheText {
    Q_DECLARE_TR_FUNCTIONS(hw::JobCache)
};

// SQLite's own words for the last failure on db.
inline QString sqliteError(sqlite3 *db)
{
    return QString::fromUtf8(sqlite3_errmsg(db));
}

} // namespace hw
