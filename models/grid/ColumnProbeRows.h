#pragma once

#include "clickhouse/ClickHouseRowSink.h"

#include <QStringList>

namespace hw {

// The streamed reply of the grid's system.columns probe: one column of names, a handful of rows.
// Streamed and capped so that a server (or proxy) answering it with a huge body costs nothing.
class ColumnProbeRows : public ClickHouseRowSink
{
public:
    Result<void, QString> columns(std::span<const QByteArrayView> names) override;
    Result<void, QString> row(const TsvReader::Row &row) override;
    qint64 maxRows() const override { return 64; }

    const QStringList &names() const { return m_names; }

private:
    QStringList m_names;
};

} // namespace hw
