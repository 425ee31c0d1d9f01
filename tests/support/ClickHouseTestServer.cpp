#include "ClickHouseTestServer.h"

#include "clickhouse/ClickHouseSql.h"

#include "FixtureEnv.h"

#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QThread>
#include <QTimer>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <optional>

#include <signal.h>

using namespace Qt::StringLiterals;

namespace hw::test {

ClickHouseTestServer::ClickHouseTestServer()
{
    QString path;
    const QHash<QString, QString> env = readFixtureEnv("HUDWATCH_CLICKHOUSE_DIR", u"clickhouse"_s, &m_error, &path);
    if (!m_error.isEmpty())
        return;
    m_dir = qEnvironmentVariable("HUDWATCH_CLICKHOUSE_DIR");
    m_base.host = env.value(u"CLICKHOUSE_HOST"_s);
    m_base.port = env.value(u"CLICKHOUSE_HTTP_PORT"_s).toInt();
    m_base.user = env.value(u"CLICKHOUSE_USER"_s);
    m_base.password = env.value(u"CLICKHOUSE_PASSWORD"_s);
    m_base.database = u"default"_s;
    m_base.connectTimeoutMs = 5'000;
    m_base.readTimeoutMs = 30'000;
    m_readonlyUser = env.value(u"CLICKHOUSE_READONLY_USER"_s);
    m_readonlyPassword = env.value(u"CLICKHOUSE_READONLY_PASSWORD"_s);
    m_strictUser = env.value(u"CLICKHOUSE_STRICT_READONLY_USER"_s);
    m_strictPassword = env.value(u"CLICKHOUSE_STRICT_READONLY_PASSWORD"_s);
    m_tier = env.value(u"CLICKHOUSE_TIER"_s, u"legacy"_s);
    m_seedJobs = env.value(u"CLICKHOUSE_SEED_JOBS"_s).toInt();
    m_seedCommits = env.value(u"CLICKHOUSE_SEED_COMMITS"_s).toInt();
    if (m_base.host.isEmpty() || m_base.port <= 0 || m_base.user.isEmpty())
        m_error = u"incomplete %1"_s.arg(path);
}

ClickHouseConfig ClickHouseTestServer::config() const
{
    return m_base;
}

ClickHouseConfig ClickHouseTestServer::readonlyConfig() const
{
    ClickHouseConfig c = m_base;
    c.user = m_readonlyUser;
    c.password = m_readonlyPassword;
    return c;
}

ClickHouseConfig ClickHouseTestServer::strictReadonlyConfig() const
{
    ClickHouseConfig c = m_base;
    c.user = m_strictUser;
    c.password = m_strictPassword;
    return c;
}

QString ClickHouseTestServer::writableTable(const QString &table)
{
    static const bool modern = [] {
        QString error;
        return readFixtureEnv("HUDWATCH_CLICKHOUSE_DIR", u"clickhouse"_s, &error).value(u"CLICKHOUSE_TIER"_s)
            == u"modern"_s;
    }();
    if (!modern)
        return table;
    return table.contains(u'.') ? u"legacy_"_s + table : u"legacy_default."_s + table;
}

bool ClickHouseTestServer::crash(QString *error) const
{
    // From this process, at once: through the script (bash, a fork, its checks) a loaded machine
    // took seconds, during which the console's own deadline could pass first, and the outage
    // was then said as a timeout rather than the refused connection it is.
    QFile pidFile(m_dir + u"/pid"_s);
    const pid_t pid = pidFile.open(QIODevice::ReadOnly) ? pid_t(pidFile.readAll().trimmed().toLongLong()) : 0;
    pidFile.close();
    QFile cmdline(u"/proc/%1/cmdline"_s.arg(pid));
    if (pid <= 1 || !cmdline.open(QIODevice::ReadOnly)
        || !cmdline.readAll().contains(QByteArray(QByteArray("--config-file=") + m_dir.toLocal8Bit() + "/config.xml"))) {
        *error = u"no server of %1 to crash (pid %2)"_s.arg(m_dir).arg(pid);
        return false;
    }
    if (::kill(pid, SIGKILL) != 0) {
        *error = u"cannot kill pid %1: %2"_s.arg(pid).arg(QString::fromLocal8Bit(std::strerror(errno)));
        return false;
    }
    // Gone once its parent (not us) has reaped it; its sockets are closed as it dies.
    for (int i = 0; i < 100 && ::kill(pid, 0) == 0; ++i)
        QThread::msleep(50); // a condition polled with a deadline (100 tries): no event loop here
    pidFile.remove();
    return true;
}

bool ClickHouseTestServer::resume(QString *error) const
{
    return runScript(u"resume"_s, error);
}

bool ClickHouseTestServer::freeze(QString *error) const
{
    QFile pidFile(m_dir + u"/pid"_s);
    const pid_t pid = pidFile.open(QIODevice::ReadOnly) ? pid_t(pidFile.readAll().trimmed().toLongLong()) : 0;
    if (pid <= 1) {
        *error = u"no server pid in %1"_s.arg(pidFile.fileName());
        return false;
    }
    if (::kill(pid, SIGSTOP) != 0) {
        *error = u"cannot stop pid %1: %2"_s.arg(pid).arg(QString::fromLocal8Bit(std::strerror(errno)));
        return false;
    }
    return true;
}

bool ClickHouseTestServer::runScript(const QString &command, QString *error) const
{
    QProcess script;
    script.setProcessChannelMode(QProcess::MergedChannels);
    script.start(
        QStringLiteral(HUDWATCH_TEST_DATA_DIR "/../scripts/clickhouse-test-server.sh"), { command, m_dir });
    const bool finished = script.waitForFinished(90'000);
    if (finished && script.exitStatus() == QProcess::NormalExit && script.exitCode() == 0)
        return true;
    if (!finished)
        script.kill();
    *error
        = u"clickhouse-test-server.sh %1: %2"_s.arg(command, QString::fromUtf8(script.readAll()).trimmed());
    return false;
}

namespace {

ClickHouseResult wait(const std::function<void(ClickHouseClient::Callback)> &startRequest, int timeoutMs)
{
    std::optional<ClickHouseResult> result;
    QEventLoop loop;
    startRequest([&](const ClickHouseResult &r) {
        result = r;
        loop.quit();
    });
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    if (!result)
        loop.exec();
    if (!result) {
        ClickHouseResult timedOut;
        timedOut.error.kind = ClickHouseError::Kind::Timeout;
        timedOut.error.message = u"test helper gave up waiting"_s;
        return timedOut;
    }
    return *result;
}

} // namespace

ClickHouseResult ClickHouseTestServer::run(ClickHouseClient &client, const QString &sql, const QByteArray &data,
                                           int timeoutMs)
{
    return wait([&](ClickHouseClient::Callback cb) { client.execute(sql, data, nullptr, std::move(cb)); },
                timeoutMs);
}

ClickHouseResult ClickHouseTestServer::select(ClickHouseClient &client, const QString &sql, int timeoutMs)
{
    return wait([&](ClickHouseClient::Callback cb) { client.select(sql, nullptr, std::move(cb)); },
                timeoutMs);
}

QString ClickHouseTestServer::storedColumnsExcept(ClickHouseClient &client, const QString &database,
                                                 const QString &table, const QString &except, QString *error)
{
    const ClickHouseResult r = select(
        client, *ClickHouseSql::bind(u"SELECT name FROM system.columns WHERE database = {db} AND table = {table} "
                                     u"AND name != {except} AND default_kind NOT IN ('ALIAS', 'MATERIALIZED')"_s,
                                     {{u"db"_s, database}, {u"table"_s, table}, {u"except"_s, except}}));
    if (!r.ok()) {
        *error = client.describe(r.error);
        return {};
    }
    QStringList columns;
    for (const QJsonObject &c : r.rows)
        columns << u'`' + c.value(u"name"_s).toString() + u'`';
    return columns.join(u", "_s);
}

ClickHouseResult ClickHouseTestServer::insertRows(ClickHouseClient &client, const QString &table,
                                                  const QVector<QJsonObject> &rows)
{
    if (rows.isEmpty())
        return {};
    const QStringList columns = rows.first().keys();
    QStringList quoted;
    for (const QString &c : columns)
        quoted << u'`' + c + u'`';
    QByteArray data;
    for (const QJsonObject &row : rows) {
        data += QJsonDocument(row).toJson(QJsonDocument::Compact);
        data += '\n';
    }
    return run(client, u"INSERT INTO "_s + writableTable(table) + u" ("_s + quoted.join(u", "_s) + u") FORMAT JSONEachRow"_s,
               data);
}

} // namespace hw::test
