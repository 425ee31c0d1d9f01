#include "ProcessTreeMemory.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QList>

namespace hw::bench {

namespace {

QByteArray readProc(qint64 pid, const char *file)
{
    QFile f(QStringLiteral("/proc/%1/%2").arg(pid).arg(QLatin1String(file)));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The parent's pid from /proc/PID/stat; the command name before it may hold spaces and parentheses.
qint64 parentOf(qint64 pid)
{
    const QByteArray stat = readProc(pid, "stat");
    const qsizetype close = stat.lastIndexOf(')');
    if (close < 0)
        return -1;
    const QList<QByteArray> fields = stat.mid(close + 2).split(' '); // state, ppid, ...
    return fields.size() > 1 ? fields[1].toLongLong() : -1;
}

qint64 vmRssKb(qint64 pid)
{
    for (const QByteArray &line : readProc(pid, "status").split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).simplified().split(' ').value(0).toLongLong();
    }
    return 0; // gone, or a kernel thread
}

} // namespace

qint64 ProcessTreeMemory::residentKb(qint64 rootPid)
{
    QMultiHash<qint64, qint64> children;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        bool ok = false;
        const qint64 pid = entry.toLongLong(&ok);
        if (ok)
            children.insert(parentOf(pid), pid);
    }
    qint64 kb = 0;
    QList<qint64> todo{rootPid};
    while (!todo.isEmpty()) {
        const qint64 pid = todo.takeLast();
        kb += vmRssKb(pid);
        todo += children.values(pid);
    }
    return kb;
}

} // namespace hw::bench
