#include "RelayClientFixture.h"

#include "RelaySamples.h"

#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace hw::test {

const QString RelayClientFixture::Token = u"tok-5ecret-relay-9"_s;

bool RelayClientFixture::startServer()
{
    QStandardPaths::setTestModeEnabled(true); // never the user's files
    m_server = new RelayTestServer(this);
    if (!m_server->listen())
        return false;
    m_server->setAllowlist(sampleAllowlist());
    m_server->setLevelStatus(sampleLevelStatus());
    m_server->setPrInfo({{170001, u"Fix a thing"_s, u"alice"_s}, {170002, u"Add a thing"_s, u"bob"_s}});
    return true;
}

void RelayClientFixture::stopServer()
{
    delete m_server;
    m_server = nullptr;
}

RelayConfig RelayClientFixture::config(const QString &token) const
{
    RelayConfig c;
    c.baseUrl = m_server->url();
    c.token = token;
    c.connectTimeoutMs = 5'000;
    c.readTimeoutMs = 5'000;
    return c;
}

QString RelayClientFixture::prefix(const QString &path) const
{
    return u"relay 127.0.0.1:%1: %2: "_s.arg(m_server->port()).arg(path);
}

RelayClientFixture::Outcome<Allowlist> RelayClientFixture::allowlist(RelayClient &client)
{
    return run<Allowlist>([&](auto done) { client.fetchAllowlist(nullptr, done); });
}

RelayClientFixture::Outcome<QVector<LevelStatus>> RelayClientFixture::levelStatus(RelayClient &client)
{
    return run<QVector<LevelStatus>>([&](auto done) { client.fetchLevelStatus(nullptr, done); });
}

RelayClientFixture::Outcome<QVector<PullRequestInfo>> RelayClientFixture::prInfo(RelayClient &client,
                                                                                const QVector<qint64> &prs)
{
    return run<QVector<PullRequestInfo>>([&](auto done) { client.fetchPrInfo(u"pytorch/pytorch"_s, prs, nullptr, done); });
}

RelayError RelayClientFixture::fetchError(RelayClient &client, const QString &path)
{
    if (path == RelayTestServer::AllowlistPath)
        return allowlist(client).error;
    if (path == RelayTestServer::LevelStatusPath)
        return levelStatus(client).error;
    return prInfo(client, {170001, 170002}).error;
}

} // namespace hw::test
