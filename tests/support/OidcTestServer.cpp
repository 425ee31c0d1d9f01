#include "OidcTestServer.h"

#include "FixtureEnv.h"
#include "TestBrowser.h"
#include "auth/AuthorizationCodeFlow.h"
#include "auth/OidcDiscovery.h"
#include "auth/TokenClient.h"

#include <QEventLoop>
#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <QUrlQuery>

#include <optional>

using namespace Qt::StringLiterals;

namespace hw::test {

OidcTestServer::OidcTestServer()
{
    QString path;
    const QHash<QString, QString> env = readFixtureEnv("HUDWATCH_OIDC_DIR", u"oidc"_s, &m_error, &path);
    if (!m_error.isEmpty())
        return;
    m_issuer = QUrl(env.value(u"OIDC_ISSUER"_s));
    m_clientId = env.value(u"OIDC_CLIENT_ID"_s);
    m_relayClientId = env.value(u"OIDC_RELAY_CLIENT_ID"_s);
    m_relayClientSecret = env.value(u"OIDC_RELAY_CLIENT_SECRET"_s);
    if (!m_issuer.isValid() || m_issuer.isEmpty() || m_clientId.isEmpty() || m_relayClientId.isEmpty()
        || m_relayClientSecret.isEmpty())
        m_error = u"incomplete %1"_s.arg(path);
}

OAuthClientSettings OidcTestServer::clientSettings() const
{
    OAuthClientSettings s;
    s.clientId = m_clientId;
    s.scope = u"openid offline_access"_s;
    s.requestTimeoutMs = 15'000;
    return s;
}

OidcProviderEndpoints OidcTestServer::discover(QString *error) const
{
    QObject context;
    std::optional<Result<OidcProviderEndpoints>> result;
    QEventLoop loop;
    OidcDiscovery::fetch(
        nullptr, m_issuer, clientSettings(), &context, [&](const Result<OidcProviderEndpoints> &r) {
            result = r;
            loop.quit();
        });
    QTimer::singleShot(20'000, &loop, &QEventLoop::quit);
    if (!result)
        loop.exec();
    if (!result || !*result) {
        if (error)
            *error = result ? result->error().message : u"discovery timed out"_s;
        return {};
    }
    return **result;
}

int OidcTestServer::deviceAction(const QString &userCode, const QString &action) const
{
    QUrl url = m_issuer;
    url.setPath(u"/test/device"_s);
    QUrlQuery q;
    q.addQueryItem(u"user_code"_s, userCode);
    q.addQueryItem(u"action"_s, action);
    url.setQuery(q);
    QNetworkAccessManager nam;
    QNetworkReply *reply = nam.post(QNetworkRequest(url), QByteArray());
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(10'000, &loop, &QEventLoop::quit);
    if (!reply->isFinished())
        loop.exec();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    delete reply;
    return status;
}

std::optional<TokenSet> OidcTestServer::signInWithBrowser(const OidcProviderEndpoints &endpoints) const
{
    AuthorizationCodeFlow flow(endpoints, clientSettings());
    QSignalSpy succeeded(&flow, &AuthorizationCodeFlow::succeeded);
    QSignalSpy failed(&flow, &AuthorizationCodeFlow::failed);
    QUrl url;
    QObject::connect(
        &flow, &AuthorizationCodeFlow::browserRequested, &flow, [&url](const QUrl &u) { url = u; });
    flow.start();
    TestBrowser browser;
    if (browser.open(url).status != 200)
        return std::nullopt;
    if (!QTest::qWaitFor([&] { return succeeded.size() + failed.size() > 0; }, 15'000) || succeeded.isEmpty())
        return std::nullopt;
    return succeeded.at(0).at(0).value<TokenSet>();
}

int OidcTestServer::tokenActive(const OidcProviderEndpoints &endpoints, const QString &token) const
{
    QObject context;
    std::optional<Result<bool>> result;
    TokenClient(endpoints, clientSettings()).introspect(token, &context, [&](const Result<bool> &r) {
        result = r;
    });
    if (!QTest::qWaitFor([&] { return result.has_value(); }, 10'000) || !result->ok())
        return -1;
    return **result ? 1 : 0;
}

} // namespace hw::test
