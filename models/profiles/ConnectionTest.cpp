#include "ConnectionTest.h"

#include "auth/OidcDiscovery.h"
#include "backends/RelayClient.h"
#include "backends/TrustLevel.h"
#include "clickhouse/ClickHouseClient.h"
#include "net/NetworkAccess.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <utility>

namespace hw {

namespace {

// Row counts as people read them ("1,234"), whatever the system locale.
QString grouped(qint64 n)
{
    return QLocale(QLocale::English, QLocale::UnitedStates).toString(n);
}

// count() is UInt64, which ClickHouse quotes in JSON by default; accept a number or its text.
qint64 integerOf(const QJsonValue &value, bool *ok)
{
    if (value.isDouble()) {
        *ok = true;
        return qint64(value.toDouble());
    }
    return value.toString().toLongLong(ok);
}

// The sources' messages promise a retry for a passing failure ("…; retrying", in the UI's
// language); a test tries once, so it says the same without the promise.
QString once(const SourceError &error)
{
    QString message = error.message;
    const QString repeated = SourceError::withNextStep(QString(), error.kind, error.source);
    if (!repeated.isEmpty() && message.endsWith(repeated)) {
        message.chop(repeated.size());
        message += SourceError::withNextStep(QString(), error.kind, error.source, true);
    }
    return message.replace(ClickHouseError::serverNextStep(true), ClickHouseError::serverNextStep(false))
        .replace(ClickHouseError::gzipNextStep(true), ClickHouseError::gzipNextStep(false));
}

} // namespace

ConnectionTest::ConnectionTest(QNetworkAccessManager *network, QObject *parent)
    : QObject(parent)
    , m_network(network ? network : NetworkAccess::forCurrentThread())
{
    qRegisterMetaType<QVector<hw::ConnectionCheck>>();
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &ConnectionTest::onTimeLimit);
}

ConnectionTest::~ConnectionTest()
{
    cancel();
}

QStringList ConnectionTest::tables()
{
    // The grid's and trunk's (GridClickHouseSource, TrunkClickHouseSource, UnstableIssuesSource),
    // the flaky tests' (FlakyTables), utilization's (UtilizationFleetSource,
    // UtilizationJobSource) and the backends' (BackendsClickHouseSource).
    return { QStringLiteral("default.workflow_job"), QStringLiteral("default.push"),
        QStringLiteral("default.workflow_run"), QStringLiteral("materialized_views.workflow_job_by_head_sha"),
        QStringLiteral("default.issues"), QStringLiteral("default.crcr_workflow_job"),
        QStringLiteral("default.test_run_s3"), QStringLiteral("default.rerun_disabled_tests"),
        QStringLiteral("misc.disabled_tests_historical"), QStringLiteral("misc.oss_ci_utilization_metadata"),
        QStringLiteral("misc.oss_ci_time_series") };
}

void ConnectionTest::start(
    const ProfileSettings &profile, const QString &clickHousePassword, const QString &bearerToken)
{
    cancel();
    m_running = true;
    m_checks.clear();
    m_done.clear();
    m_run.begin();
    startClickHouse(profile, clickHousePassword);
    if (!profile.relayUrl.isEmpty())
        startRelay(profile, bearerToken);
    if (!profile.oauthIssuer.isEmpty())
        startOidc(profile);
    m_timer.start(m_timeLimitMs);
    finishIfDone(); // a check may have failed before sending anything
}

void ConnectionTest::cancel()
{
    m_timer.stop();
    m_running = false;
    stopClients();
}

int ConnectionTest::add(const QString &what)
{
    m_checks.append({ what, false, tr("not checked") });
    m_done.append(false);
    return int(m_checks.size()) - 1;
}

void ConnectionTest::settle(int index, bool ok, const QString &detail)
{
    if (!m_running || index >= m_done.size() || m_done[index])
        return;
    m_done[index] = true;
    m_checks[index].ok = ok;
    m_checks[index].detail = detail;
}

void ConnectionTest::finishIfDone()
{
    if (!m_running || std::find(m_done.cbegin(), m_done.cend(), false) != m_done.cend())
        return;
    m_timer.stop();
    m_running = false;
    stopClients();
    emit finished(m_checks);
}

void ConnectionTest::onTimeLimit()
{
    const QString late = tr("no answer within %1 s: check the address, the port and that the server is up")
                             .arg(m_timeLimitMs / 1000.0);
    for (int i = 0; i < m_done.size(); ++i)
        settle(i, false, late);
    finishIfDone();
}

void ConnectionTest::stopClients()
{
    // May run inside a client's callback: cancel now, delete once that callback has returned.
    if (m_clickHouse) {
        m_clickHouse->cancelAll();
        std::exchange(m_clickHouse, nullptr)->deleteLater();
    }
    if (m_relay) {
        m_relay->cancelAll();
        std::exchange(m_relay, nullptr)->deleteLater();
    }
    m_run.cancel(); // a cancelled run's answers reach nobody
}

void ConnectionTest::startClickHouse(const ProfileSettings &profile, const QString &password)
{
    const int server = add(tr("ClickHouse"));
    QVector<int> tableChecks;
    for (const QString &table : tables())
        tableChecks << add(table);
    ClickHouseConfig config = profile.clickHouseConfig();
    config.password = password;
    config.connectTimeoutMs = std::min(config.connectTimeoutMs, m_timeLimitMs);
    config.readTimeoutMs = std::min(config.readTimeoutMs, m_timeLimitMs);
    config.requestTimeoutMs = std::min(config.requestTimeoutMs, m_timeLimitMs);
    if (const QString problem = config.validate(); !problem.isEmpty()) {
        settle(server, false, problem);
        for (int index : tableChecks)
            settle(index, false, tr("not checked: ClickHouse cannot be reached"));
        return;
    }
    m_clickHouse = new ClickHouseClient(config, m_network, this);
    ClickHouseClient *client = m_clickHouse;
    const QString endpoint = config.endpoint();
    // The version first: when the server or the password is wrong, one clear line says so
    // instead of one per table.
    client->select(QStringLiteral("SELECT version() AS version"), this,
        m_run.guard([this, client, server, tableChecks, endpoint](const ClickHouseResult &r) {
            if (!r.ok() || r.rows.isEmpty()) {
                settle(server, false,
                    r.ok() ? tr("the server answered no version — check that clickhouse/url is ClickHouse's HTTP port")
                           : once(client->toSourceError(r.error)));
                for (int index : tableChecks)
                    settle(index, false, tr("not checked: ClickHouse cannot be reached"));
                finishIfDone();
                return;
            }
            settle(server, true,
                tr("ClickHouse %1 at %2")
                    .arg(r.rows.first().value(QStringLiteral("version")).toString(), endpoint));
            const QStringList names = tables();
            for (int i = 0; i < names.size(); ++i) {
                const int index = tableChecks[i];
                const QString table = names[i];
                client->select(QStringLiteral("SELECT count() AS n FROM ") + table, this,
                    m_run.guard([this, client, index, table](const ClickHouseResult &c) {
                        bool ok = false;
                        const qint64 n = c.ok() && !c.rows.isEmpty()
                            ? integerOf(c.rows.first().value(QStringLiteral("n")), &ok)
                            : 0;
                        if (ok)
                            settle(index, true, tr("%1: %2 rows").arg(table, grouped(n)));
                        else
                            settle(index, false,
                                tr("%1: %2").arg(table,
                                    c.ok() ? tr("the server answered no row count — check that clickhouse/url is ClickHouse's HTTP port")
                                           : once(client->toSourceError(c.error))));
                        finishIfDone();
                    }));
            }
            finishIfDone();
        }));
}

void ConnectionTest::startRelay(const ProfileSettings &profile, const QString &token)
{
    const int index = add(tr("relay allowlist"));
    RelayConfig config;
    config.baseUrl = profile.relayUrl;
    config.token = token;
    config.allowInsecureHttp = profile.relayAllowInsecureHttp;
    config.connectTimeoutMs = std::min(config.connectTimeoutMs, m_timeLimitMs);
    config.readTimeoutMs = std::min(config.readTimeoutMs, m_timeLimitMs);
    config.requestTimeoutMs = std::min(config.requestTimeoutMs, m_timeLimitMs);
    if (const QString problem = config.validate(); !problem.isEmpty()) {
        settle(index, false, problem);
        return;
    }
    m_relay = new RelayClient(config, m_network, this);
    const QString endpoint = config.endpoint();
    m_relay->fetchAllowlist(this,
        m_run.guard([this, index, endpoint](std::optional<Allowlist> list, RelayError error) {
            if (!list) {
                settle(index, false, once(error.toSourceError()));
            } else {
                int counts[5] = {};
                for (const AllowlistEntry &e : list->entries)
                    ++counts[int(e.level)];
                settle(index, true,
                    tr("allowlist: %1 L1, %2 L2, %3 L3, %4 L4 backends from %5")
                        .arg(counts[1])
                        .arg(counts[2])
                        .arg(counts[3])
                        .arg(counts[4])
                        .arg(endpoint));
            }
            finishIfDone();
        }));
}

void ConnectionTest::startOidc(const ProfileSettings &profile)
{
    const int index = add(tr("OpenID provider"));
    const QUrl issuer = profile.oauthIssuer;
    OidcDiscovery::fetch(m_network, issuer, profile.oauthClientSettings(), this,
        m_run.guard([this, index, issuer](const Result<OidcProviderEndpoints> &r) {
            if (!r) {
                settle(index, false, once(r.error()));
            } else {
                QStringList offered;
                const std::pair<QUrl, QString> endpoints[] = { { r->authorization, tr("authorization") },
                    { r->token, tr("token") }, { r->deviceAuthorization, tr("device authorization") },
                    { r->revocation, tr("revocation") }, { r->introspection, tr("introspection") },
                    { r->userinfo, tr("userinfo") } };
                for (const auto &[url, name] : endpoints)
                    if (!url.isEmpty())
                        offered << name;
                settle(index, true,
                    tr("%1: endpoints %2; device flow: %3")
                        .arg(issuer.toString(), offered.join(QStringLiteral(", ")),
                            r->deviceAuthorization.isEmpty() ? tr("no") : tr("yes")));
            }
            finishIfDone();
        }));
}

} // namespace hw
