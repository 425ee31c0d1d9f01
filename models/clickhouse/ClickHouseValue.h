#pragma once

#include <QJsonValue>
#include <QString>

#include <optional>

namespace hw {

// Reading typed values out of ClickHouse JSON rows, the same for 18.16 and modern servers.
class ClickHouseValue
{
public:
    // A 64-bit integer sent as a JSON number or as a decimal string (ClickHouse quotes 64-bit
    // integers unless output_format_json_quote_64bit_integers=0 took effect). Numbers beyond
    // 2^53 are only exact in the string form; a non-integral number is refused.
    static std::optional<qint64> toInt64(const QJsonValue &v);

    // UTC seconds since the epoch from "YYYY-MM-DD hh:mm:ss" (optionally with fractional
    // seconds, which are truncated), ISO "YYYY-MM-DDThh:mm:ss[.fff]Z", or unix seconds (number
    // or string). All times are UTC. The zero value (0 or 1970-01-01 00:00:00) means "unset"
    // and yields 0; nullopt means unparseable.
    static std::optional<qint64> toUtcSeconds(const QJsonValue &v);
    static std::optional<qint64> parseDateTime(QStringView text);

    // "string", "number", "null", ... for error messages.
    static QString typeName(const QJsonValue &v);
};

} // namespace hw
