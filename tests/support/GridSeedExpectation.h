#pragma once

#include <QHash>
#include <QJsonObject>
#include <QStringList>

namespace hw::test {

// What HUD's grid shows for the seeded default.push / default.workflow_job rows of one repository's
// main branch, computed with plain loops over the seed files (not the console's SQL): the commits
// of every push (the push's list, else its head), and per job id the latest row (newest
// _inserted_at, a tie going to the completed row) of that repository, minus HUD's exclusions.
struct GridSeedExpectation {
    QStringList commitShas;              // every commit of the branch's pushes (unordered)
    QHash<qint64, QJsonObject> jobs;     // job id -> the row HUD shows

    static GridSeedExpectation forRepository(const QString &repository);
};

} // namespace hw::test
