#pragma once

#include "domain/Result.h"
#include "logs/GzipMemberIndex.h"
#include "logs/LogStoreEntry.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QFile>
#include <QString>

#include <memory>
#include <vector>

struct z_stream_s;

namespace hw {

class GzipStream;
class LogStore;

// One version of a job's log on its way into the LogStore, written as the body arrives into a
// temporary file in the store's directory. A gzip body (HUD's raw logs) is inflated, which also
// proves it whole, and every log is compressed here as independent gzip members of
// GzipMemberIndex::kMemberPlainBytes of text, closed by an empty member that indexes them: the
// viewer inflates only the last member to show a big log's end at once (HUD's single-member gzip
// would have to be inflated whole first). The file stays one valid gzip for any reader.
// commit() flushes the file to disk and renames it over the job's log; until then, and
// when it fails, the stored log is untouched. Deleting an uncommitted writer removes its file.
// Everything up to close() touches only the writer's own file: write() and close() may run on
// another thread than the store's (LogStoreWriterThread does that); beginWrite(), install(),
// discard() and the destructor belong to the store's thread.
class LogStoreWriter
{
public:
    static constexpr qint64 DefaultMaxLogBytes = 16ll * 1024 * 1024 * 1024;

    ~LogStoreWriter();
    LogStoreWriter(const LogStoreWriter &) = delete;
    LogStoreWriter &operator=(const LogStoreWriter &) = delete;

    // The inflated log may not exceed this (a small gzip can expand enormously); TooLarge beyond.
    void setMaxLogBytes(qint64 bytes) { m_maxLogBytes = bytes; }
    // The next bytes of the body, in order. The first error is final (Storage, BadData, TooLarge).
    Result<void> write(QByteArrayView bytes);
    qint64 bodyBytes() const { return m_bodyBytes; } // as received
    qint64 logBytes() const { return m_logBytes; } // inflated
    bool isGzipBody() const { return m_mode == Mode::Gzip; }
    const QString &temporaryPath() const { return m_tempPath; }

    // The body ended: validates it (a gzip cut short is "the log was cut off after N MB"), puts
    // it in place and evicts beyond the budget. The writer is finished either way.
    Result<LogStoreEntry> commit();
    // commit() in two steps: close() validates the body and flushes the file to disk (the slow
    // part, any one thread); install() puts it in place and evicts (the store's thread).
    Result<void> close();
    Result<LogStoreEntry> install();
    // Removes the temporary file; the stored log stays as it was.
    void discard();

    // "the log was cut off after 3.2 MB — try again"
    static QString cutOffMessage(qint64 bytes);
    // "3.2", "0.19": a size in MB for messages.
    static QString megabytes(qint64 bytes);

private:
    friend class LogStore;
    enum class Mode { Undecided, Gzip, Plain };

    LogStoreWriter(LogStore *store, QString key, bool jobComplete);
    Result<void> open();
    // Gzip or plain, from the first bytes.
    Result<void> decide();
    Result<void> consume(QByteArrayView bytes);
    // The log's text, cut into members.
    Result<void> compress(QByteArrayView plain);
    Result<void> endMember();
    Result<void> deflateInto(QByteArrayView bytes, int flush);
    Result<void> writeFile(QByteArrayView bytes);
    Result<void> fail(const SourceError &error);
    Result<void> syncAndClose();

    LogStore *m_store;
    QString m_key;
    bool m_complete;
    QString m_tempPath;
    QFile m_file;
    Mode m_mode = Mode::Undecided;
    QByteArray m_head; // the first bytes, until there are enough to tell gzip from text
    std::unique_ptr<GzipStream> m_inflate;
    z_stream_s *m_deflate = nullptr;
    QByteArray m_block;
    qint64 m_bodyBytes = 0;
    qint64 m_logBytes = 0;
    qint64 m_textCompressed = 0; // text handed to deflate so far
    qint64 m_fileBytes = 0;
    qint64 m_memberBytes = 0; // text in the member being written
    bool m_memberOpen = false;
    std::vector<GzipMemberIndex::Member> m_members;
    qint64 m_maxLogBytes = DefaultMaxLogBytes;
    SourceError m_error;
    bool m_finished = false;
    bool m_closed = false; // close() succeeded: the file is whole, awaiting install()
};

} // namespace hw
