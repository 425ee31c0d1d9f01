#include "ClickHouseRowStream.h"

#include "net/GuardedReply.h"

using namespace Qt::StringLiterals;

namespace hw {

ClickHouseRowStream::ClickHouseRowStream(std::shared_ptr<ClickHouseRowSink> sink, bool gzipped,
                                         qint64 maxDecodedBytes)
    : m_sink(std::move(sink))
    , m_reader(TsvReader::Limits{.wholeLines = !m_sink->hasColumnNames()})
    , m_maxDecodedBytes(maxDecodedBytes)
    , m_haveColumns(!m_sink->hasColumnNames())
{
    if (gzipped)
        m_gzip.emplace();
    m_onLine = [this](const TsvReader::Row &row) { return onLine(row); };
}

Result<void, QString> ClickHouseRowStream::onLine(const TsvReader::Row &row)
{
    if (m_haveColumns && m_sink->maxRows() >= 0 && m_rows >= m_sink->maxRows()) {
        m_tooManyRows = true;
        return ClickHouseError::tr("more than %1 rows").arg(m_sink->maxRows());
    }
    Result<void, QString> r = m_haveColumns ? m_sink->row(row) : m_sink->columns(row.fields);
    if (!r) {
        // A server that fails after the first rows writes its exception as a line of text.
        QByteArray text;
        for (size_t i = 0; i < row.fields.size(); ++i)
            text += (i ? "\t" : "") + row.fields[i].toByteArray();
        if (const ClickHouseError server = ClickHouseError::fromServerBody(text, 200); server.isError())
            m_serverError = server;
        if (!m_haveColumns)
            return ClickHouseError::tr("column names: %1").arg(r.error());
        return ClickHouseError::tr("row %1: %2").arg(m_sink->hasColumnNames() ? row.number - 1 : row.number).arg(r.error());
    }
    if (m_haveColumns)
        ++m_rows;
    m_haveColumns = true;
    return {};
}

ClickHouseError ClickHouseRowStream::error(const QString &message) const
{
    if (m_serverError.isError())
        return m_serverError;
    if (m_tooManyRows)
        return failure(ClickHouseError::Kind::TooLarge, ClickHouseError::tooManyRowsMessage(m_sink->maxRows()));
    return failure(ClickHouseError::Kind::Parse, message);
}

ClickHouseError ClickHouseRowStream::failure(ClickHouseError::Kind kind, const QString &message)
{
    ClickHouseError e;
    e.kind = kind;
    e.httpStatus = 200;
    e.message = message;
    return e;
}

Result<void, ClickHouseError> ClickHouseRowStream::tsv(QByteArrayView text)
{
    // The one size check, after gunzip: a small compressed body must not expand without bound.
    m_decodedBytes += text.size();
    if (m_maxDecodedBytes >= 0 && m_decodedBytes > m_maxDecodedBytes)
        return failure(ClickHouseError::Kind::TooLarge, GuardedReply::tooLargeMessage(m_maxDecodedBytes));
    if (auto r = m_reader.feed(text, m_onLine); !r)
        return error(r.error());
    return {};
}

Result<void, ClickHouseError> ClickHouseRowStream::feed(QByteArrayView chunk)
{
    if (!m_gzip)
        return tsv(chunk);
    std::optional<ClickHouseError> decodeError;
    const auto r = m_gzip->feed(chunk, [this, &decodeError](QByteArrayView text) -> Result<void, QString> {
        if (auto t = tsv(text); !t) {
            decodeError = t.error();
            return t.error().message;
        }
        return {};
    });
    if (decodeError)
        return *decodeError;
    if (!r)
        return failure(ClickHouseError::Kind::Parse, ClickHouseError::corruptGzipMessage(r.error()));
    return {};
}

Result<void, ClickHouseError> ClickHouseRowStream::finish()
{
    if (m_gzip) {
        if (auto r = m_gzip->finish(); !r)
            return failure(ClickHouseError::Kind::Parse, ClickHouseError::corruptGzipMessage(r.error()));
    }
    if (auto r = m_reader.finish(m_onLine); !r)
        return error(r.error());
    return {};
}

} // namespace hw
