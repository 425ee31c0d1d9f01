#pragma once

#include "trunk/TrunkHealth.h"
#include "trunk/TrunkJob.h"
#include "trunk/TrunkJobKind.h"

namespace hw {

// Trunk health computed in process, from commits and their jobs (each job id once, its newest
// row): for the demo and offline data, and as the independent check of the ClickHouse queries.
// Commits outside [from, to) and jobs of other commits are ignored.
class TrunkHealthCalculator
{
public:
    static TrunkHealth compute(const QVector<TrunkCommit> &commits, const QVector<TrunkJob> &jobs, qint64 from,
                               qint64 to, qint64 bucketSeconds = 86'400,
                               const QVector<TrunkJobKind::Platform> &platforms = TrunkJobKind::defaultPlatforms());
    // The value at index floor(q × n) of the sorted values (ClickHouse's quantileExact).
    static qint64 quantileExact(QVector<qint64> values, double q);
    // labels[2] when there are several, else labels[1], else "".
    static QString machineType(const QStringList &labels);
};

} // namespace hw
