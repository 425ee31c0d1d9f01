#pragma once

#include <QString>
#include <QStringList>

namespace hw {

// HUD's rule for "this job is unstable" (torchci/lib/jobUtils.ts, isUnstableJob): the column name
// ("<workflow> / <job>") contains "unstable", or an open issue labelled `unstable` names the job:
// "UNSTABLE <name without its shard>" contains the issue's title.
class UnstableIssueMatcher
{
public:
    // "pull / linux-jammy / test (default, 1, 5, linux.2xlarge)" -> "pull / linux-jammy / test (default)":
    // the first element of the trailing "( … , … )" only (HUD's transformJobName).
    static QString withoutShard(const QString &columnName);
    // The name marks itself unstable, or one of the open unstable issues' titles names it. An empty
    // title names nothing (HUD's substring test would match every job).
    static bool isUnstable(const QString &columnName, const QStringList &issueTitles);
};

} // namespace hw
