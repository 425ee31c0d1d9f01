#pragma once

#include <QJsonObject>
#include <QVector>

namespace hw::test {

// The rows of a ClickHouse seed file under tests/data/clickhouse (JSONEachRow, plain or .gz), read
// without the console's own code paths, for tests that compare its queries with plain loops.
QVector<QJsonObject> seedRows(const QString &file);

} // namespace hw::test
