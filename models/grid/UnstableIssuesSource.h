#pragma once

#include "clickhouse/ClickHouseQueryGroup.h"

#include <QObject>
#include <QStringList>
#include <QTimer>

namespace hw {

class ClickHouseClient;

// The titles of one repository's open GitHub issues labelled `unstable` (HUD's default.issues),
// read now and every five minutes as HUD refreshes its list. The latest version of each issue
// (by updated_at) decides; the SQL runs on 18.16 and modern servers.
class UnstableIssuesSource : public QObject
{
    Q_OBJECT
public:
    // The client is not owned; it must outlive this source.
    UnstableIssuesSource(ClickHouseClient *client, QString repository, QObject *parent = nullptr);

    QString sql() const;
    void fetch();
    // fetch() now and every intervalMs.
    void start(int intervalMs = 5 * 60 * 1000);
    void stop() { m_timer.stop(); }

signals:
    void titlesFetched(const QStringList &titles);
    void failed(const QString &message);

private:
    ClickHouseClient *m_client;
    QString m_repository;
    ClickHouseQueryGroup m_queries;
    QTimer m_timer;
};

} // namespace hw
