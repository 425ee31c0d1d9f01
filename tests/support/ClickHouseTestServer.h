#pragma once

#include "clickhouse/ClickHouseClient.h"
#include "clickhouse/ClickHouseConfig.h"

#include <QJsonObject>
#include <QString>
#include <QVector>

namespace hw::test {

// The private ClickHouse that tests/scripts/clickhouse-test-server.sh started for this ctest
// run, described by $HUDWATCH_CLICKHOUSE_DIR/connection.env.
class ClickHouseTestServer
{
public:
    // Reads connection.env; isValid() is false (and error() says why) if it cannot.
    ClickHouseTestServer();

    bool isValid() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }

    // The app user (read/write) and the read-only user (readonly=2 on 18.16: settings allowed;
    // readonly=1 on the modern tier), and a readonly=1 user on both (changed settings refused).
    ClickHouseConfig config() const;
    ClickHouseConfig readonlyConfig() const;
    ClickHouseConfig strictReadonlyConfig() const;
    // Which server: "legacy" (ClickHouse 18.16, flattened tuples) or "modern" (26.x, HUD's types).
    QString tier() const { return m_tier; }
    bool isModern() const { return m_tier == QStringLiteral("modern"); }
    // How version() of this tier begins: "18.16" or "26." (what the connection checks report).
    QString versionPrefix() const { return isModern() ? QStringLiteral("26.") : QStringLiteral("18.16"); }
    int seedJobs() const { return m_seedJobs; }
    // An outage of this server (fault tests only; never the shared fixture's server): crash()
    // SIGKILLs it keeping its data, resume() starts it again on the same ports and data and
    // waits until it answers. false with *error (the script's output) when that failed.
    bool crash(QString *error) const;
    bool resume(QString *error) const;
    // Stops the server's process (SIGSTOP) at once, from this process: the kernel still accepts
    // connections and requests queue unanswered until crash() kills it. A request sent after
    // freeze() can never be answered, however slowly a loaded machine runs the crash script.
    bool freeze(QString *error) const;
    int seedCommits() const { return m_seedCommits; }

    // Synchronous helpers for test set-up (spin an event loop; time out after timeoutMs).
    static ClickHouseResult run(ClickHouseClient &client, const QString &sql, const QByteArray &data = {},
                                int timeoutMs = 30'000);
    static ClickHouseResult select(ClickHouseClient &client, const QString &sql, int timeoutMs = 30'000);
    // The stored columns of a table (no ALIAS or MATERIALIZED ones) but one, back-quoted and joined
    // by ", ": the column list that copies its rows into a twin without that column. Empty and
    // *error set when the server did not answer.
    static QString storedColumnsExcept(ClickHouseClient &client, const QString &database, const QString &table,
                                       const QString &except, QString *error);
    // INSERT INTO table (columns of rows[0]) FORMAT JSONEachRow with every key present. Rows are in
    // the 18.16 shape (tests/scripts/clickhouse/schema.sql: `head_commit.id`, ...) on both tiers.
    static ClickHouseResult insertRows(ClickHouseClient &client, const QString &table,
                                       const QVector<QJsonObject> &rows);
    // Where rows of the 18.16 shape go for `table` ("db.name"): the table itself on 18.16; on the
    // modern tier its staging twin legacy_db.name, whose view converts them into HUD's types
    // (tests/clickhouse-modern/loader.py). The tier is this run's fixture's.
    static QString writableTable(const QString &table);

private:
    bool runScript(const QString &command, QString *error) const;

    QString m_dir;
    ClickHouseConfig m_base;
    QString m_readonlyUser, m_readonlyPassword;
    QString m_strictUser, m_strictPassword;
    QString m_tier;
    int m_seedJobs = 0;
    int m_seedCommits = 0;
    QString m_error;
};

} // namespace hw::test
