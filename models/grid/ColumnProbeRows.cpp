#include "ColumnProbeRows.h"

#include <QCoreApplication>

namespace hw {

Result<void, QString> ColumnProbeRows::columns(std::span<const QByteArrayView> names)
{
    if (names.size() != 1)
        return QCoreApplication::translate("hw::ColumnProbeRows", "expected one column, got %1").arg(names.size());
    return {};
}

Result<void, QString> ColumnProbeRows::row(const TsvReader::Row &row)
{
    if (row.fields.size() != 1)
        return QCoreApplication::translate("hw::ColumnProbeRows", "expected one field, got %1").arg(row.fields.size());
    const QByteArrayView name = row.fields[0];
    if (name.size() > 200) // a column name, not a payload
        return QCoreApplication::translate("hw::ColumnProbeRows", "a column name of %1 bytes").arg(name.size());
    m_names << QString::fromUtf8(name);
    return {};
}

} // namespace hw
