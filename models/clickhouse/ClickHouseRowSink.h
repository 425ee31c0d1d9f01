#pragma once

#include "TsvReader.h"
#include "domain/Result.h"

#include <span>

namespace hw {

// Where the rows of a streamed SELECT go (ClickHouseClient::selectRows): each row is decoded as
// the reply arrives, on a worker thread, one call at a time and in order, so the reply itself is
// never held. A source keeps what it needs from each row and reads the sink when the request is
// done. Returning an error stops the request (the error text names the row and column).
class ClickHouseRowSink
{
public:
    virtual ~ClickHouseRowSink() = default;
    // The first line of TabSeparatedWithNames: the column names, before any row.
    virtual Result<void, QString> columns(std::span<const QByteArrayView> names) = 0;
    virtual Result<void, QString> row(const TsvReader::Row &row) = 0;
    // More rows than this end the request as too large (what the sink holds stays bounded);
    // negative: no limit.
    virtual qint64 maxRows() const { return -1; }
    // Whether the reply starts with a line of column names (TabSeparatedWithNames) or not
    // (JSONEachRow: each line is one whole row, see TsvReader::Limits::wholeLines).
    virtual bool hasColumnNames() const { return true; }
};

} // namespace hw
