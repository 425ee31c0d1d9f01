#include "ClickHouseJsonRows.h"

#include "ClickHouseError.h"

#include <QJsonDocument>
#include <QJsonParseError>

using namespace Qt::StringLiterals;

namespace hw {

Result<void, QString> ClickHouseJsonRows::row(const TsvReader::Row &row)
{
    const QByteArrayView line = row.fields.front();
    if (line.trimmed().isEmpty())
        return {};
    QJsonParseError error;
    QJsonDocument doc = QJsonDocument::fromJson(line.toByteArray(), &error);
    if (error.error == QJsonParseError::IllegalUTF8String) {
        // One job name with bad bytes must not fail every poll. Only rows the parser rejected
        // pay for the repair: the valid path is unchanged.
        ++m_invalidUtf8Rows;
        doc = QJsonDocument::fromJson(QString::fromUtf8(line).toUtf8(), &error);
    }
    if (error.error != QJsonParseError::NoError)
        return ClickHouseError::tr("malformed JSON: %1").arg(error.errorString());
    if (!doc.isObject())
        return ClickHouseError::tr("not a JSON object");
    m_rows.append(doc.object());
    return {};
}

} // namespace hw
