#include "LogStoreWriter.h"

#include "LogStoreError.h"

#include "clickhouse/GzipDecoder.h"
#include "clickhouse/GzipStream.h"
#include "logs/LogStore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRandomGenerator>

#include <algorithm>
#include <filesystem>
#include <system_error>
#include <zlib.h>

#if defined(Q_OS_UNIX)
#include <fcntl.h>
#include <unistd.h>
#endif

using namespace Qt::StringLiterals;

namespace hw {

namespace {

constexpr qsizetype BlockBytes = 256ll * 1024;

std::filesystem::path fsPath(const QString &path)
{
    return std::filesystem::path(path.toStdU16String());
}

// The directory entry of a rename is on disk only once the directory itself is synced.
void syncDirectory(const QString &directory)
{
#if defined(Q_OS_UNIX)
    const int fd = ::open(QFile::encodeName(directory).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
#else
    Q_UNUSED(directory)
#endif
}

} // namespace

QString LogStoreWriter::megabytes(qint64 bytes)
{
    // Two decimals below 1 MB, so that a small log is not cut off "after 0.0 MB".
    const double mb = double(bytes) / (1024.0 * 1024.0);
    return QString::number(mb, 'f', mb < 1 ? 2 : 1);
}

QString LogStoreWriter::cutOffMessage(qint64 bytes)
{
    return QCoreApplication::translate("hw::LogStoreWriter", "the log was cut off after %1 MB — press L on the cell again").arg(megabytes(bytes));
}

LogStoreWriter::LogStoreWriter(LogStore *store, QString key, bool jobComplete)
    : m_store(store)
    , m_key(std::move(key))
    , m_complete(jobComplete)
{
}

LogStoreWriter::~LogStoreWriter()
{
    discard();
    if (m_deflate) {
        deflateEnd(m_deflate);
        delete m_deflate;
    }
}

Result<void> LogStoreWriter::open()
{
    // Hidden and with a suffix the store never lists: a crash leaves nothing that looks like a log.
    const QString stem = QDir(m_store->directory()).filePath(u"."_s + m_key + u'.');
    for (int attempt = 0; attempt < 8; ++attempt) {
        m_tempPath = stem + QString::number(QRandomGenerator::global()->generate64(), 36) + u".part"_s;
        m_file.setFileName(m_tempPath);
        if (m_file.open(QIODevice::WriteOnly | QIODevice::NewOnly))
            return {};
        if (!QFileInfo::exists(m_tempPath))
            break; // not a name clash: the directory refuses
    }
    const QString why = m_file.errorString();
    m_tempPath.clear();
    m_finished = true;
    return logStoreError(QCoreApplication::translate("hw::LogStoreWriter", "cannot write logs to %1: %2").arg(m_store->directory(), why));
}

Result<void> LogStoreWriter::fail(const SourceError &error)
{
    if (!m_error.isError())
        m_error = error;
    discard();
    return m_error;
}

Result<void> LogStoreWriter::writeFile(QByteArrayView bytes)
{
    if (m_file.write(bytes.data(), bytes.size()) != bytes.size())
        return fail(logStoreError(QCoreApplication::translate("hw::LogStoreWriter", "cannot write the log to %1: %2").arg(m_tempPath, m_file.errorString())));
    m_fileBytes += bytes.size();
    return {};
}

Result<void> LogStoreWriter::write(QByteArrayView bytes)
{
    if (m_error.isError())
        return m_error;
    if (m_finished || m_closed)
        return logStoreError(QCoreApplication::translate("hw::LogStoreWriter", "the log was already stored or discarded — press L on the cell again"));
    m_bodyBytes += bytes.size();
    if (m_mode != Mode::Undecided)
        return consume(bytes);
    m_head.append(bytes.data(), bytes.size());
    if (m_head.size() < 3)
        return {};
    return decide();
}

Result<void> LogStoreWriter::decide()
{
    m_mode = GzipDecoder::looksLikeGzip(m_head) ? Mode::Gzip : Mode::Plain;
    if (m_mode == Mode::Gzip)
        m_inflate = std::make_unique<GzipStream>();
    m_deflate = new z_stream {};
    // 16 + MAX_WBITS: a gzip header and trailer, so every stored log is one format.
    if (deflateInit2(m_deflate, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        return fail(logStoreError(QCoreApplication::translate("hw::LogStoreWriter", "zlib could not be initialised (out of memory?) — press L on the cell again")));
    m_block.resize(BlockBytes);
    return consume(std::exchange(m_head, {}));
}

Result<void> LogStoreWriter::consume(QByteArrayView bytes)
{
    if (bytes.isEmpty())
        return {};
    if (m_mode == Mode::Plain) {
        m_logBytes += bytes.size();
        if (m_logBytes > m_maxLogBytes)
            return fail(SourceError::make(SourceError::Kind::TooLarge, u"logs"_s,
                QCoreApplication::translate("hw::LogStoreWriter", "the log is larger than %1 MB").arg(m_maxLogBytes / (1024ll * 1024))));
        return compress(bytes);
    }
    // Inflated to count, to prove the gzip whole (CRC and length are checked at its end) and to be
    // compressed again in members.
    const auto count = [this](QByteArrayView out) -> Result<void, QString> {
        m_logBytes += out.size();
        if (m_logBytes > m_maxLogBytes)
            return QCoreApplication::translate("hw::LogStoreWriter", "the log is larger than %1 MB once inflated").arg(m_maxLogBytes / (1024ll * 1024));
        if (auto r = compress(out); !r)
            return r.error().message;
        return {};
    };
    if (auto r = m_inflate->feed(bytes, count); !r) {
        const bool tooLarge = m_logBytes > m_maxLogBytes;
        return fail(
            SourceError::make(tooLarge ? SourceError::Kind::TooLarge : SourceError::Kind::BadData, u"logs"_s,
                tooLarge ? r.error() : QCoreApplication::translate("hw::LogStoreWriter", "the log is not valid gzip (%1) — press L on the cell again").arg(r.error())));
    }
    return {};
}

Result<void> LogStoreWriter::compress(QByteArrayView plain)
{
    while (!plain.isEmpty()) {
        if (!m_memberOpen) {
            m_members.push_back({m_textCompressed, m_fileBytes});
            m_memberOpen = true;
            m_memberBytes = 0;
        }
        const qsizetype n
            = qsizetype(std::min<qint64>(plain.size(), GzipMemberIndex::kMemberPlainBytes - m_memberBytes));
        if (auto r = deflateInto(plain.first(n), Z_NO_FLUSH); !r)
            return r;
        m_memberBytes += n;
        m_textCompressed += n;
        plain = plain.sliced(n);
        if (m_memberBytes == GzipMemberIndex::kMemberPlainBytes)
            if (auto r = endMember(); !r)
                return r;
    }
    return {};
}

Result<void> LogStoreWriter::endMember()
{
    if (auto r = deflateInto(QByteArrayView("", 0), Z_FINISH); !r)
        return r;
    m_memberOpen = false;
    // The next member starts afresh (its own header, no shared dictionary): it inflates alone.
    if (deflateReset(m_deflate) != Z_OK)
        return fail(logStoreError(QCoreApplication::translate("hw::LogStoreWriter", "zlib could not be reset (out of memory?) — press L on the cell again")));
    return {};
}

Result<void> LogStoreWriter::deflateInto(QByteArrayView bytes, int flush)
{
    const auto *in = reinterpret_cast<const Bytef *>(bytes.data());
    qsizetype left = bytes.size();
    do {
        const auto n = uInt(std::min<qsizetype>(left, 1 << 30));
        m_deflate->next_in = const_cast<Bytef *>(in);
        m_deflate->avail_in = n;
        in += n;
        left -= n;
        const int mode = left > 0 ? Z_NO_FLUSH : flush;
        int rc = Z_OK;
        do {
            m_deflate->next_out = reinterpret_cast<Bytef *>(m_block.data());
            m_deflate->avail_out = uInt(m_block.size());
            rc = deflate(m_deflate, mode);
            if (rc == Z_STREAM_ERROR)
                return fail(logStoreError(QCoreApplication::translate("hw::LogStoreWriter", "zlib could not compress the log (out of memory?) — press L on the cell again")));
            const qsizetype made = m_block.size() - qsizetype(m_deflate->avail_out);
            if (made > 0)
                if (auto r = writeFile(QByteArrayView(m_block.constData(), made)); !r)
                    return r;
        } while (m_deflate->avail_out == 0 || (mode == Z_FINISH && rc != Z_STREAM_END));
    } while (left > 0);
    return {};
}

Result<void> LogStoreWriter::syncAndClose()
{
    if (!m_file.flush())
        return fail(logStoreError(QCoreApplication::translate("hw::LogStoreWriter", "cannot write the log to %1: %2").arg(m_tempPath, m_file.errorString())));
#if defined(Q_OS_UNIX)
    // Data before name: after a power cut the log is whole under its final name, or absent.
    if (::fsync(m_file.handle()) != 0)
        return fail(logStoreError(QCoreApplication::translate("hw::LogStoreWriter", "cannot flush the log to disk (%1)").arg(m_tempPath)));
#endif
    m_file.close();
    return {};
}

Result<LogStoreEntry> LogStoreWriter::commit()
{
    if (auto r = close(); !r)
        return r.error();
    return install();
}

Result<void> LogStoreWriter::close()
{
    if (m_error.isError())
        return m_error;
    if (m_finished || m_closed)
        return logStoreError(QCoreApplication::translate("hw::LogStoreWriter", "the log was already stored or discarded — press L on the cell again"));
    if (m_mode == Mode::Undecided)
        if (auto r = decide(); !r)
            return r;
    if (m_mode == Mode::Gzip) {
        if (auto r = m_inflate->finish(); !r)
            return fail(SourceError::make(SourceError::Kind::BadData, u"logs"_s,
                r.error().startsWith(u"truncated"_s)
                    ? cutOffMessage(m_bodyBytes)
                    : QCoreApplication::translate("hw::LogStoreWriter", "the log is not valid gzip (%1) — press L on the cell again").arg(r.error())));
    }
    if (m_members.empty()) { // an empty log is one empty member
        m_members.push_back({0, m_fileBytes});
        m_memberOpen = true;
    }
    if (m_memberOpen)
        if (auto r = endMember(); !r)
            return r;
    if (auto r = writeFile(GzipMemberIndex::encode(m_members, m_textCompressed)); !r)
        return r;
    if (auto r = syncAndClose(); !r)
        return r;
    m_closed = true;
    return {};
}

Result<LogStoreEntry> LogStoreWriter::install()
{
    if (m_error.isError())
        return m_error;
    if (m_finished || !m_closed)
        return logStoreError(QCoreApplication::translate("hw::LogStoreWriter", "the log was already stored or discarded — press L on the cell again"));
    const QString target = m_store->pathOf(m_key, m_complete);
    std::error_code ec;
    // rename(2) replaces the old version atomically: a reader sees the old log or the new one.
    std::filesystem::rename(fsPath(m_tempPath), fsPath(target), ec);
    if (ec)
        return fail(logStoreError(QCoreApplication::translate("hw::LogStoreWriter", "cannot put the log in place at %1: %2").arg(
                        target, QString::fromStdString(ec.message()))))
            .error();
    m_finished = true;
    m_tempPath.clear();
    // The other variant is older news (a running job's log once it has finished, or vice versa).
    QFile::remove(m_store->pathOf(m_key, !m_complete));
    syncDirectory(m_store->directory());
    m_store->evict(m_key);
    if (auto entry = m_store->find(m_key))
        return *entry;
    return logStoreError(QCoreApplication::translate("hw::LogStoreWriter", "the log vanished from %1 right after it was stored").arg(target));
}

void LogStoreWriter::discard()
{
    if (m_finished && m_tempPath.isEmpty())
        return;
    m_finished = true;
    if (m_file.isOpen())
        m_file.close();
    if (!m_tempPath.isEmpty())
        QFile::remove(m_tempPath);
    m_tempPath.clear();
}

} // namespace hw
