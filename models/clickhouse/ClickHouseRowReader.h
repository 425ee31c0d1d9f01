#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace hw {

// Strict reads from one ClickHouse JSON row. A failed read names the column and what it held
// ("column 'j_pr' has type string, expected integer (value 'x1')"), so a schema change shows
// up as an error instead of as zeros, ending with what to do about it.
class ClickHouseRowReader
{
    Q_DECLARE_TR_FUNCTIONS(hw::ClickHouseRowReader)

public:
    explicit ClickHouseRowReader(const QJsonObject &row);

    bool readInt(const QString &column, qint64 *out) const;   // number or decimal string
    bool readCount(const QString &column, int *out) const;    // an integer from 0 to INT_MAX
    bool readDouble(const QString &column, double *out) const;
    bool readString(const QString &column, QString *out) const;
    bool readBool(const QString &column, bool *out) const;    // the integer 0 or 1
    bool readTime(const QString &column, qint64 *out) const;  // UTC seconds, see ClickHouseValue
    // The text of the last failed read; empty while every read succeeded.
    QString error() const { return m_error; }

private:
    using Parse = std::optional<qint64> (*)(const QJsonValue &);
    bool readParsed(const QString &column, Parse parse, const char *expected, qint64 *out) const;
    // Sets the error and returns false.
    bool typeError(const QString &column, const QJsonValue &v, const char *expected) const;
    // Sets the error to `what` and the way out (the table is not the schema HUD reads).
    bool schemaError(const QString &what) const;

    QJsonObject m_row;
    mutable QString m_error; // the reads are const: a failed one only remembers why
};

} // namespace hw
