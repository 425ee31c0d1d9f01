#pragma once

#include <QString>

namespace hw {

// Which repository a row of HUD's workflow_job belongs to. HUD's table names it in an ALIAS column,
// repository_full_name = extractAll(url, 'https://api.github.com/repos/([^/]+/[^/]+)/actions/jobs/')[1]:
// a regular expression run on every row read, which cost a fifth of the grid's first sync. Every
// url GitHub writes starts with that API prefix, so a job belongs to owner/repo exactly when its
// url starts with "https://api.github.com/repos/owner/repo/actions/jobs/": the same rows, found
// with a prefix comparison (tst_GridHud checks the two agree on every seeded row).
class WorkflowJobRepository
{
public:
    // A WHERE condition on workflow_job's url, the repository bound as a literal.
    static QString filterSql(const QString &repository);
    // The prefix itself, for SQL that binds its values by name: startsWith(url, {prefix}).
    static QString urlPrefix(const QString &repository);
};

} // namespace hw
