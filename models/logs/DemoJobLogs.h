#pragma once

#include "domain/JobRun.h"

#include <QHash>
#include <QString>

namespace hw {

// The demo's job logs: real failing pytorch/pytorch logs bundled as resources. A demo job's
// failure line was taken from one of them (resources/demo/failure_lines.tsv names which), so "l"
// on its cell opens that log, offline, and the failing line is really in it.
class DemoJobLogs
{
public:
    static DemoJobLogs bundled();
    // The log's resource path for this job, or "" when the demo has none for it.
    QString pathFor(const JobRun &job) const;
    qsizetype size() const { return m_byLine.size(); }

private:
    QHash<QString, QString> m_byLine; // failure line → resource path
};

} // namespace hw
