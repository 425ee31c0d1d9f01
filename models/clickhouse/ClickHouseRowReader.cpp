#include "ClickHouseRowReader.h"

#include <limits>

#include "ClickHouseValue.h"

using namespace Qt::StringLiterals;

namespace hw {

ClickHouseRowReader::ClickHouseRowReader(const QJsonObject &row)
    : m_row(row)
{
}

bool ClickHouseRowReader::typeError(const QString &column, const QJsonValue &v, const char *expected) const
{
    QString what = tr("column '%1' has type %2, expected %3")
                       .arg(column, ClickHouseValue::typeName(v), QLatin1String(expected));
    // A string that does not parse is quoted (briefly): it shows what the server really sent.
    if (v.isString())
        what += tr(" (value '%1')").arg(v.toString().left(40));
    return schemaError(what);
}

bool ClickHouseRowReader::schemaError(const QString &what) const
{
    m_error = tr("%1 — this table is not HUD's schema: check clickhouse/database, or update HUD Watch").arg(what);
    return false;
}

bool ClickHouseRowReader::readParsed(const QString &column, Parse parse, const char *expected,
                                     qint64 *out) const
{
    const QJsonValue v = m_row.value(column);
    const std::optional<qint64> n = parse(v);
    if (!n)
        return typeError(column, v, expected);
    *out = *n;
    return true;
}

bool ClickHouseRowReader::readInt(const QString &column, qint64 *out) const
{
    return readParsed(column, &ClickHouseValue::toInt64, "integer", out);
}

bool ClickHouseRowReader::readCount(const QString &column, int *out) const
{
    qint64 v = 0;
    if (!readInt(column, &v))
        return false;
    if (v < 0 || v > std::numeric_limits<int>::max()) {
        return schemaError(tr("column '%1' is out of range (%2)").arg(column).arg(v));
    }
    *out = int(v);
    return true;
}

bool ClickHouseRowReader::readDouble(const QString &column, double *out) const
{
    const QJsonValue v = m_row.value(column);
    if (!v.isDouble())
        return typeError(column, v, "number");
    *out = v.toDouble();
    return true;
}

bool ClickHouseRowReader::readString(const QString &column, QString *out) const
{
    const QJsonValue v = m_row.value(column);
    if (!v.isString())
        return typeError(column, v, "string");
    *out = v.toString();
    return true;
}

bool ClickHouseRowReader::readBool(const QString &column, bool *out) const
{
    qint64 n = 0;
    if (!readInt(column, &n))
        return false;
    if (n != 0 && n != 1) {
        return schemaError(tr("column '%1' has value %2, expected 0 or 1").arg(column).arg(n));
    }
    *out = n == 1;
    return true;
}

bool ClickHouseRowReader::readTime(const QString &column, qint64 *out) const
{
    return readParsed(column, &ClickHouseValue::toUtcSeconds, "date-time", out);
}

} // namespace hw
