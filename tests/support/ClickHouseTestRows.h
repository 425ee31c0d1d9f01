#pragma once

#include <QByteArray>

#include <QJsonObject>
#include <QString>

namespace hw::test {

// Rows in the shape of the test schema (tests/scripts/clickhouse/schema.sql), for tests that
// insert into the private ClickHouse while the console watches it.
QString utc(qint64 secs);
QJsonObject commitRow(const QString &sha, qint64 time, const QString &message, qint64 insertedAt,
                      const QString &ref = QStringLiteral("refs/heads/main"));
QJsonObject jobRow(qint64 id, const QString &sha, const QString &name, const QString &status,
                   const QString &conclusion, qint64 insertedAt, qint64 runAttempt = 1);

// One line of what the grid source's queries answer (JSONEachRow), for fake servers: a commit
// "abc" and a successful job "pull / build" of it.
QByteArray commitAnswerRow();
QByteArray jobAnswerRow();
// The jobs query's answer as the grid source reads it (TabSeparatedWithNames): the names line,
// and one row (the same job as jobAnswerRow()).
QByteArray jobAnswerTsvHeader();
QByteArray jobAnswerTsvRow();

} // namespace hw::test
