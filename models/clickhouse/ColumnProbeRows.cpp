#include "ColumnProbeRows.h"

#include <QCoreApplication>

namespace hw {

Result<void, QString> ColumnProbeRows::columns(std::span<const QByteArrayView> names)
{
    if (names.size() != 2)
        return QCoreApplication::translate("hw::ColumnProbeRows", "expected two columns, got %1").arg(names.size());
    return {};
}

Result<void, QString> ColumnProbeRows::row(const TsvReader::Row &row)
{
    if (row.fields.size() != 2)
        return QCoreApplication::translate("hw::ColumnProbeRows", "expected two fields, got %1").arg(row.fields.size());
    for (const QByteArrayView name : row.fields)
        if (name.size() > 200) // a table or column name, not a payload
            return QCoreApplication::translate("hw::ColumnProbeRows", "a column name of %1 bytes").arg(name.size());
    m_found.append({QString::fromUtf8(row.fields[0]), QString::fromUtf8(row.fields[1])});
    return {};
}

} // namespace hw
