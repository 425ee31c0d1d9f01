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
        m_gzip.emplace(maxDecodedBytes);
    m_onLine = [this](const TsvReader::Row &row) { return onLine(row); };
}

Result<void, QString> ClickHouseRowStream::onLine(const TsvReader::Row &row)
{
    if (m_haveColumns && m_sink->maxRows() >= 0 && m_rows >= m_sink->maxRows()) {
        m_tooManyRows = true;
        return u"more than %1 rows"_s.arg(m_sink->maxRows());
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
            return QString(u"column names: "_s + r.error());
        return u"row %1: %2"_s.arg(m_sink->hasColumnNames() ? row.number - 1 : row.number).arg(r.error());
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
    ClickHouseError e;
    if (m_tooManyRows) {
        e.kind = ClickHouseError::Kind::TooLarge;
        e.httpStatus = 200;
        e.message = u"reply with more than %1 rows"_s.arg(m_sink->maxRows());
        return e;
    }
    e.kind = ClickHouseError::Kind::Parse;
    e.httpStatus = 200;
    e.message = message;
    return e;
}

Result<void, ClickHouseError> ClickHouseRowStream::tsv(QByteArrayView text)
{
    m_decodedBytes += text.size();
    if (m_maxDecodedBytes >= 0 && m_decodedBytes > m_maxDecodedBytes) {
        ClickHouseError e;
        e.kind = ClickHouseError::Kind::TooLarge;
        e.httpStatus = 200;
        e.message = GuardedReply::tooLargeMessage(m_maxDecodedBytes);
        return e;
    }
    if (auto r = m_reader.feed(text, m_onLine); !r)
        return error(r.error());
    return {};
}

Result<void, ClickHouseError> ClickHouseRowStream::feed(QByteArrayView chunk)
{
    if (!m_gzip)
        return tsv(chunk);
    std::optional<ClickHouseError> failure;
    const auto r = m_gzip->feed(chunk, [this, &failure](QByteArrayView text) -> Result<void, QString> {
        if (auto t = tsv(text); !t) {
            failure = t.error();
            return t.error().message;
        }
        return {};
    });
    if (failure)
        return *failure;
    if (!r) {
        ClickHouseError e;
        e.kind = m_gzip->tooLarge() ? ClickHouseError::Kind::TooLarge : ClickHouseError::Kind::Parse;
        e.httpStatus = 200;
        e.message = m_gzip->tooLarge() ? GuardedReply::tooLargeMessage(m_maxDecodedBytes)
                                       : u"corrupt gzip response: "_s + r.error();
        return e;
    }
    return {};
}

Result<void, ClickHouseError> ClickHouseRowStream::finish()
{
    if (m_gzip) {
        if (auto r = m_gzip->finish(); !r) {
            ClickHouseError e;
            e.kind = ClickHouseError::Kind::Parse;
            e.httpStatus = 200;
            e.message = u"corrupt gzip response: "_s + r.error();
            return e;
        }
    }
    if (auto r = m_reader.finish(m_onLine); !r)
        return error(r.error());
    return {};
}

} // namespace hw
