#pragma once

#include "ClickHouseError.h"
#include "ClickHouseRowSink.h"
#include "GzipStream.h"
#include "TsvReader.h"
#include "domain/Result.h"

#include <memory>
#include <optional>

namespace hw {

// One streamed SELECT reply on its way to a row sink: gzip (if the server compressed it), then
// TabSeparatedWithNames lines, then the sink. Fed chunk by chunk from a worker thread, one chunk
// at a time. A line that is a ClickHouse exception (a server that fails after sending rows) is
// reported as that server error, not as a malformed row.
class ClickHouseRowStream
{
public:
    ClickHouseRowStream(std::shared_ptr<ClickHouseRowSink> sink, bool gzipped, qint64 maxDecodedBytes);

    Result<void, ClickHouseError> feed(QByteArrayView chunk);
    // The reply ended.
    Result<void, ClickHouseError> finish();
    qint64 rows() const { return m_rows; }

private:
    Result<void, QString> onLine(const TsvReader::Row &row);
    Result<void, ClickHouseError> tsv(QByteArrayView text);
    ClickHouseError error(const QString &message) const;
    static ClickHouseError failure(ClickHouseError::Kind kind, const QString &message);

    std::shared_ptr<ClickHouseRowSink> m_sink;
    std::optional<GzipStream> m_gzip;
    TsvReader m_reader;
    TsvReader::RowHandler m_onLine;
    qint64 m_maxDecodedBytes;
    qint64 m_decodedBytes = 0;
    qint64 m_rows = 0;
    bool m_haveColumns;
    bool m_tooManyRows = false;
    ClickHouseError m_serverError; // a line that was a server exception
};

} // namespace hw
