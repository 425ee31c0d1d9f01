#include "LogStore.h"

#include "LogStoreError.h"

#include "clickhouse/GzipDecoder.h"
#include "logs/LogStoreWriter.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <filesystem>
#include <system_error>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

const QString CompleteSuffix = u".log.gz"_s;
const QString RunningSuffix = u".running.log.gz"_s;
const QString TemporarySuffix = u".part"_s;

} // namespace

LogStore::LogStore(QString directory, qint64 budgetBytes)
    : m_directory(std::move(directory))
    , m_budgetBytes(budgetBytes)
{
}

LogStore::~LogStore() = default;

QString LogStore::directoryBeside(const QString &sqliteCachePath)
{
    const QFileInfo cache(sqliteCachePath);
    return cache.absoluteDir().filePath(cache.completeBaseName() + u".logs"_s);
}

bool LogStore::isValidKey(const QString &key)
{
    static const QRegularExpression pattern(u"^[a-z0-9][a-z0-9_.-]{0,199}$"_s);
    return pattern.match(key).hasMatch() && !key.endsWith(u".running"_s);
}

QString LogStore::fileName(const QString &key, bool complete)
{
    return key + (complete ? CompleteSuffix : RunningSuffix);
}

QString LogStore::pathOf(const QString &key, bool complete) const
{
    return QDir(m_directory).filePath(fileName(key, complete));
}

Result<void> LogStore::open(int staleSeconds)
{
    if (!QDir().mkpath(m_directory))
        return logStoreError(QCoreApplication::translate("hw::LogStore", "cannot create the log directory %1").arg(m_directory));
    // A temporary file is touched by every write of a live fetch; one that has not been for this
    // long was left by a process that died (another process's live fetch is not touched).
    const QDateTime staleBefore = QDateTime::currentDateTimeUtc().addSecs(-staleSeconds);
    const QDir dir(m_directory);
    const QFileInfoList temporaries
        = dir.entryInfoList({ u".*"_s + TemporarySuffix }, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot);
    for (const QFileInfo &file : temporaries)
        if (file.lastModified().toUTC() < staleBefore)
            QFile::remove(file.absoluteFilePath());
    return {};
}

std::optional<LogStoreEntry> LogStore::entryAt(const QString &key, bool complete) const
{
    const QFileInfo file(pathOf(key, complete));
    if (!file.isFile())
        return std::nullopt;
    LogStoreEntry entry;
    entry.key = key;
    entry.path = file.absoluteFilePath();
    entry.compressedBytes = file.size();
    entry.complete = complete;
    entry.lastUsed = file.lastModified().toUTC();
    return entry;
}

std::optional<LogStoreEntry> LogStore::find(const QString &key) const
{
    if (!isValidKey(key))
        return std::nullopt;
    if (auto complete = entryAt(key, true))
        return complete;
    return entryAt(key, false);
}

QList<LogStoreEntry> LogStore::entries() const
{
    QList<LogStoreEntry> result;
    // Hidden files (the temporaries) are not listed: QDir skips them unless asked.
    const QFileInfoList files = QDir(m_directory).entryInfoList({ u"*"_s + CompleteSuffix }, QDir::Files);
    for (const QFileInfo &file : files) {
        const QString name = file.fileName();
        const bool running = name.endsWith(RunningSuffix);
        const QString key = name.chopped(running ? RunningSuffix.size() : CompleteSuffix.size());
        if (!isValidKey(key))
            continue;
        result.append({ key, file.absoluteFilePath(), file.size(), !running, file.lastModified().toUTC() });
    }
    std::stable_sort(result.begin(), result.end(),
        [](const LogStoreEntry &a, const LogStoreEntry &b) { return a.lastUsed < b.lastUsed; });
    return result;
}

qint64 LogStore::totalBytes() const
{
    qint64 total = 0;
    for (const LogStoreEntry &entry : entries())
        total += entry.compressedBytes;
    return total;
}

void LogStore::markUsed(const QString &key)
{
    const std::optional<LogStoreEntry> entry = find(key);
    if (!entry)
        return;
    // The modification time is the last use: atime is unreliable (noatime, relatime), and a log
    // is never modified in place (a new version is a new file).
    std::error_code ec;
    const std::filesystem::path path(entry->path.toStdU16String());
    std::filesystem::last_write_time(path, std::filesystem::file_time_type::clock::now(), ec);
}

Result<QByteArray> LogStore::readAll(const QString &key, qint64 maxBytes) const
{
    const std::optional<LogStoreEntry> entry = find(key);
    if (!entry)
        return logStoreError(
            QCoreApplication::translate("hw::LogStore", "no stored log for %1 — press L on the cell to fetch it").arg(key));
    QFile file(entry->path);
    if (!file.open(QIODevice::ReadOnly))
        return logStoreError(QCoreApplication::translate("hw::LogStore", "cannot read %1: %2").arg(entry->path, file.errorString()));
    const GzipDecoder::Result inflated = GzipDecoder::gunzip(file.readAll(), maxBytes);
    if (inflated.status == GzipDecoder::Status::TooLarge)
        return SourceError::make(SourceError::Kind::TooLarge, u"logs"_s,
            QCoreApplication::translate("hw::LogStore", "the log is larger than %1 MB: read it as a stream").arg(maxBytes / (1024ll * 1024)));
    if (inflated.status != GzipDecoder::Status::Ok)
        return logStoreError(
            QCoreApplication::translate("hw::LogStore", "the stored log %1 is damaged (%2): fetch it again").arg(entry->path, inflated.error));
    return inflated.data;
}

Result<std::unique_ptr<LogStoreWriter>> LogStore::beginWrite(const QString &key, bool jobComplete)
{
    if (!isValidKey(key))
        return logStoreError(
            QCoreApplication::translate("hw::LogStore", "not a log key: \"%1\" (a bug in HUD Watch: please report it)")
                .arg(key.left(200)));
    if (!QDir().mkpath(m_directory))
        return logStoreError(QCoreApplication::translate("hw::LogStore", "cannot create the log directory %1").arg(m_directory));
    std::unique_ptr<LogStoreWriter> writer(new LogStoreWriter(this, key, jobComplete));
    if (auto opened = writer->open(); !opened)
        return opened.error();
    return writer;
}

Result<LogStoreEntry> LogStore::put(const QString &key, QByteArrayView body, bool jobComplete)
{
    auto writer = beginWrite(key, jobComplete);
    if (!writer)
        return writer.error();
    // In slices, so that a large body is compressed with a bounded output buffer.
    constexpr qsizetype Slice = 4ll * 1024 * 1024;
    for (qsizetype at = 0; at < body.size(); at += Slice)
        if (auto r = (*writer)->write(body.sliced(at, std::min(Slice, body.size() - at))); !r)
            return r.error();
    return (*writer)->commit();
}

Result<void> LogStore::remove(const QString &key)
{
    if (!isValidKey(key))
        return logStoreError(
            QCoreApplication::translate("hw::LogStore", "not a log key: \"%1\" (a bug in HUD Watch: please report it)")
                .arg(key.left(200)));
    for (const bool complete : { true, false }) {
        const QString path = pathOf(key, complete);
        if (QFileInfo::exists(path) && !QFile::remove(path))
            return logStoreError(QCoreApplication::translate("hw::LogStore", "cannot remove %1").arg(path));
    }
    return {};
}

Result<void> LogStore::clear()
{
    for (const LogStoreEntry &entry : entries())
        if (!QFile::remove(entry.path))
            return logStoreError(QCoreApplication::translate("hw::LogStore", "cannot remove %1").arg(entry.path));
    return {};
}

int LogStore::evict(const QString &keep)
{
    const QList<LogStoreEntry> all = entries();
    qint64 total = 0;
    for (const LogStoreEntry &entry : all)
        total += entry.compressedBytes;
    int removed = 0;
    for (const LogStoreEntry &entry : all) {
        if (total <= m_budgetBytes)
            break;
        if (entry.key == keep)
            continue;
        // A reader that has the file open keeps reading it (POSIX unlink semantics).
        if (QFile::remove(entry.path)) {
            total -= entry.compressedBytes;
            ++removed;
        }
    }
    return removed;
}

} // namespace hw
