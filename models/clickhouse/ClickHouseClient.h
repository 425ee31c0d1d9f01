#pragma once

#include "ClickHouseConfig.h"
#include "ClickHouseError.h"
#include "domain/SourceError.h"

#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QVector>

#include <functional>
#include <memory>

class QNetworkAccessManager;

namespace hw {

class ClickHouseRowSink;
class GuardedReply;
class LatestWorkerRun;

// What one request produced.
struct ClickHouseResult {
    ClickHouseError error;       // kind None on success
    QVector<QJsonObject> rows;   // select(): one object per JSONEachRow line
    QByteArray body;             // execute(): the (decompressed) reply body
    bool gzipped = false;        // the reply arrived with Content-Encoding: gzip
    qint64 wireBytes = 0;        // bytes received on the wire (compressed size)
    // select(): rows whose text was not valid UTF-8 (String columns hold raw bytes); they are kept,
    // each invalid sequence replaced by U+FFFD.
    int invalidUtf8Rows = 0;
    bool ok() const { return !error.isError(); }
};

// Asynchronous client for ClickHouse's HTTP interface, for 18.16 and modern servers.
// Each request gets an id; cancel(id) aborts it and it reports nothing. Which request is the
// newest is the caller's business (net/LatestRequest, clickhouse/ClickHouseQueryGroup).
// Callbacks run on the client's thread, exactly once per request unless it was cancelled or its
// context object was destroyed.
class ClickHouseClient : public QObject
{
    Q_OBJECT
public:
    using Callback = std::function<void(const hw::ClickHouseResult &)>;

    // network: the thread's access manager, handed in by the composition root (null: the
    // current thread's, see net/NetworkAccess). Not owned.
    explicit ClickHouseClient(const ClickHouseConfig &config, QNetworkAccessManager *network = nullptr,
                              QObject *parent = nullptr);
    ~ClickHouseClient() override;

    const ClickHouseConfig &config() const { return m_config; }
    // Applies to requests started afterwards.
    void setConfig(const ClickHouseConfig &config);

    // Runs a SELECT (without a FORMAT clause: FORMAT JSONEachRow is appended) and parses its rows
    // as the reply streams in, on a worker thread (at most MaxJsonRows; more fail as too large).
    // Bind values with ClickHouseSql::bind() first. Returns a request id.
    static constexpr qint64 MaxJsonRows = 50'000; // the backends' biggest query returns ~10,000
    quint64 select(const QString &sql, QObject *context, Callback done);
    // Runs a SELECT (without a FORMAT clause: FORMAT TabSeparatedWithNames is appended) whose rows
    // go to `sink` as the reply streams in, decoded on a worker thread: neither the reply nor its
    // text is ever held whole, and the window never waits for the decoding. The result then
    // carries only the error (or none); the rows are in the sink. For replies of any size.
    quint64 selectRows(const QString &sql, std::shared_ptr<ClickHouseRowSink> sink, QObject *context,
                       Callback done);
    // Runs any other statement (DDL, INSERT ... FORMAT X with `data` as the payload).
    quint64 execute(const QString &sql, const QByteArray &data, QObject *context, Callback done);

    // Aborts this request (it reports nothing); unknown or finished ids are ignored.
    void cancel(quint64 id);
    void cancelAll();
    // Requests started and not yet finished or cancelled.
    int pendingCount() const { return int(m_pending.size()); }

    // The one-line UI message for an error of this client ("ClickHouse host:port: ...").
    QString describe(const ClickHouseError &error) const;
    // The same error as every source reports it (source "clickhouse", kind, that message).
    SourceError toSourceError(const ClickHouseError &error) const;

private:
    struct Pending;
    struct Stream;
    quint64 start(const QString &sql, const QByteArray &data, bool parseRows, QObject *context, Callback done,
                  std::shared_ptr<ClickHouseRowSink> sink = {});
    void send(const std::shared_ptr<Pending> &p);
    QString account() const;
    void onChunk(quint64 id, const QByteArray &chunk);
    void decodeNext(quint64 id);
    LatestWorkerRun &workerOf(Pending &p);
    void finishStream(quint64 id);
    void onFinished(quint64 id, const GuardedReply &guard);
    void deliver(quint64 id, hw::ClickHouseResult result);
    void drop(quint64 id);
    QString redact(QString text) const;

    ClickHouseConfig m_config;
    QNetworkAccessManager *m_nam;
    QHash<quint64, std::shared_ptr<Pending>> m_pending;
    quint64 m_nextId = 1;
};

} // namespace hw
