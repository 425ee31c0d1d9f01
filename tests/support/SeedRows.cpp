#include "SeedRows.h"

#include "TestEnvironment.h"
#include "clickhouse/GzipDecoder.h"

#include <QJsonDocument>

namespace hw::test {

QVector<QJsonObject> seedRows(const QString &file)
{
    QByteArray text = readFile(dataPath(QStringLiteral("clickhouse/") + file));
    if (file.endsWith(QStringLiteral(".gz"))) {
        const GzipDecoder::Result plain = GzipDecoder::gunzip(text);
        if (plain.status != GzipDecoder::Status::Ok)
            qFatal("seed %s: %s", qPrintable(file), qPrintable(plain.error));
        text = plain.data;
    }
    QVector<QJsonObject> rows;
    for (const QByteArray &line : text.split('\n'))
        if (!line.trimmed().isEmpty())
            rows.append(QJsonDocument::fromJson(line).object());
    return rows;
}

} // namespace hw::test
