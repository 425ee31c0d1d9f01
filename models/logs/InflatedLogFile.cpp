#include "InflatedLogFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QRegularExpression>
#include <QTemporaryFile>

#include <cerrno>
#include <csignal>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

const QString kPrefix = u"hudwatch-log-"_s;

// kill(pid, 0) asks without sending: ESRCH is "no such process". Another user's process
// (EPERM) counts as alive: its files are not ours to remove anyway.
bool processExists(qint64 pid)
{
    return ::kill(pid_t(pid), 0) == 0 || errno != ESRCH;
}

} // namespace

Result<std::unique_ptr<QTemporaryFile>> InflatedLogFile::create(const QString &folder)
{
    auto file = std::make_unique<QTemporaryFile>(
        folder + u'/' + kPrefix + QString::number(QCoreApplication::applicationPid()) + u"-XXXXXX.txt"_s);
    if (!file->open())
        return SourceError::make(SourceError::Kind::Storage, u"log"_s, file->errorString());
    file->close(); // the indexer writes it; the document reads it through its own handle
    return file;
}

qint64 InflatedLogFile::ownerOf(const QString &fileName)
{
    static const QRegularExpression name(u"^hudwatch-log-(\\d{1,10})-.+\\.txt$"_s);
    const QRegularExpressionMatch m = name.match(fileName);
    return m.hasMatch() ? m.captured(1).toLongLong() : -1;
}

int InflatedLogFile::removeStale(const QString &folder)
{
    int removed = 0;
    const QDir dir(folder);
    const QStringList names = dir.entryList({kPrefix + u"*.txt"_s}, QDir::Files | QDir::Hidden);
    for (const QString &fileName : names) {
        const qint64 pid = ownerOf(fileName);
        if (pid > 0 && pid != QCoreApplication::applicationPid() && !processExists(pid))
            removed += QFile::remove(dir.filePath(fileName));
    }
    return removed;
}

} // namespace hw
