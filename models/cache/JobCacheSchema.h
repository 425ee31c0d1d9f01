#pragma once

#include "SchemaMigrator.h"

namespace hw {

// The schema of the job cache, as an ordered list of forward migrations.
// To change it, append a migration (version 2, 3, ...); never edit a released one.
class JobCacheSchema
{
public:
    static constexpr quint32 applicationId = 0x48574348; // "HWCH" in the file header
    static const SchemaMigrator &migrator();
    static const char *version1Sql(); // frozen; the tests build "old" files with it
    // Deletes the rows that belong to one repository (JobCache::useRepository): the grid's
    // commits, jobs and columns, the sources' watermarks and the alert history. Snapshots stay.
    static const char *clearRepositoryRowsSql();
};

} // namespace hw
