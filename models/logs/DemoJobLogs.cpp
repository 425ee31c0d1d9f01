#include "DemoJobLogs.h"

#include <QFile>

namespace hw {

DemoJobLogs DemoJobLogs::bundled()
{
    DemoJobLogs logs;
    QFile tsv(QStringLiteral(":/hudwatch/demo/failure_lines.tsv"));
    if (!tsv.open(QIODevice::ReadOnly))
        return logs;
    tsv.readLine(); // header: fixture, line
    while (!tsv.atEnd()) {
        const QString row = QString::fromUtf8(tsv.readLine()).chopped(1);
        const qsizetype tab = row.indexOf(u'\t');
        if (tab <= 0)
            continue;
        const QString path = QStringLiteral(":/hudwatch/demo/logs/") + row.left(tab);
        if (QFile::exists(path))
            logs.m_byLine.insert(row.mid(tab + 1), path);
    }
    return logs;
}

QString DemoJobLogs::pathFor(const JobRun &job) const
{
    return job.failureLine.isEmpty() ? QString() : m_byLine.value(job.failureLine);
}

} // namespace hw
