#pragma once

#include "ClickHouseRowSink.h"

#include <QJsonObject>
#include <QVector>

namespace hw {

// The rows of a JSONEachRow reply (ClickHouseClient::select), parsed line by line as the reply
// streams in, on a worker thread. String columns hold bytes as stored: a row that is not valid
// UTF-8 is kept with U+FFFD in place of each bad sequence, and counted. At most maxRows rows, so
// what a reply can make the process hold is bounded.
class ClickHouseJsonRows : public ClickHouseRowSink
{
public:
    explicit ClickHouseJsonRows(qint64 maxRows) : m_maxRows(maxRows) {}

    Result<void, QString> columns(std::span<const QByteArrayView>) override { return {}; }
    Result<void, QString> row(const TsvReader::Row &row) override;
    qint64 maxRows() const override { return m_maxRows; }
    bool hasColumnNames() const override { return false; }

    QVector<QJsonObject> takeRows() { return std::move(m_rows); }
    int invalidUtf8Rows() const { return m_invalidUtf8Rows; }

private:
    qint64 m_maxRows;
    QVector<QJsonObject> m_rows;
    int m_invalidUtf8Rows = 0;
};

} // namespace hw
