#pragma once

#include "ClickHouseClient.h"
#include "domain/Result.h"
#include "net/LatestRequest.h"

#include <QStringList>

namespace hw {

// The SELECTs of one fetch, run in parallel on one client: all their results together (in the
// order of the queries), or the first failure, after which the other queries are aborted at
// once. Starting a group supersedes the one still running (net/LatestRequest): its queries are
// aborted and it reports nothing. Every ClickHouse source fetches through one of these.
class ClickHouseQueryGroup
{
public:
    using Results = QVector<ClickHouseResult>;
    // On failure: the failing query's error and its index in the group.
    struct Failure {
        ClickHouseError error;
        int query = 0;
    };
    using Done = std::function<void(Result<Results, Failure>)>;
    // One SELECT; with `rows`, its rows stream into that sink (ClickHouseClient::selectRows) and
    // its result carries no rows.
    struct Query {
        Query(QString sql) : sql(std::move(sql)) {} // NOLINT(google-explicit-constructor): lists of SQL
        Query(QString sql, std::shared_ptr<ClickHouseRowSink> rows) : sql(std::move(sql)), rows(std::move(rows)) {}
        QString sql;
        std::shared_ptr<ClickHouseRowSink> rows;
    };

    // Neither is owned; callbacks run only while context lives.
    ClickHouseQueryGroup(ClickHouseClient *client, QObject *context);

    void start(const QList<Query> &queries, Done done);
    void cancel() { m_latest.cancel(); }
    bool isRunning() const { return m_latest.isInFlight(); }

private:
    ClickHouseClient *m_client;
    QObject *m_context;
    LatestRequest m_latest;
};

} // namespace hw
