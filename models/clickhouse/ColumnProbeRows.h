#pragma once

#include "ClickHouseRowSink.h"

#include <QList>
#include <QPair>
#include <QString>

namespace hw {

// The streamed reply of a system.columns probe (ClickHouseColumnProbe): (table, name) rows, at
// most maxRows of them. Streamed and capped so that a server (or proxy) answering it with a huge
// body costs nothing.
class ColumnProbeRows : public ClickHouseRowSink
{
public:
    explicit ColumnProbeRows(qint64 maxRows) : m_maxRows(maxRows) {}

    Result<void, QString> columns(std::span<const QByteArrayView> names) override;
    Result<void, QString> row(const TsvReader::Row &row) override;
    qint64 maxRows() const override { return m_maxRows; }

    // (table, column) as the server named them.
    const QList<QPair<QString, QString>> &found() const { return m_found; }

private:
    qint64 m_maxRows;
    QList<QPair<QString, QString>> m_found;
};

} // namespace hw
