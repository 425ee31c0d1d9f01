#include "DeviceAuthorizationFlow.h"

#include "OAuthEndpointCall.h"
#include "OAuthResponse.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace hw {

namespace {
struct DeviceFlowText {
    Q_DECLARE_TR_FUNCTIONS(DeviceFlowText)
};

constexpr int MaxIntervalSeconds = 120;

SourceError badAnswer(const QString &why)
{
    return SourceError::make(SourceError::Kind::BadData, OAuthResponse::source(),
        DeviceFlowText::tr("the provider's device code answer is unusable: %1 — check oauth/issuer (Profile ▸ Edit "
                           "this profile…)")
            .arg(why));
}

// A required string field, bounded.
QString stringField(const QJsonObject &o, const QString &name, qsizetype maxLength)
{
    const QJsonValue v = o.value(name);
    if (!v.isString() || v.toString().isEmpty() || v.toString().size() > maxLength)
        return {};
    return v.toString();
}

// A positive whole number of seconds, or -1.
int secondsField(const QJsonObject &o, const QString &name)
{
    const QJsonValue v = o.value(name);
    if (!v.isDouble())
        return -1;
    const double d = v.toDouble();
    if (d <= 0 || d > 24 * 3600 || std::floor(d) != d)
        return -1;
    return static_cast<int>(d);
}
} // namespace

DeviceAuthorizationFlow::DeviceAuthorizationFlow(const OidcProviderEndpoints &endpoints,
    const OAuthClientSettings &settings, QNetworkAccessManager *nam, QObject *parent)
    : QObject(parent)
    , m_tokens(endpoints, settings, nam)
{
    m_pollTimer.setSingleShot(true);
    connect(&m_pollTimer, &QTimer::timeout, this, &DeviceAuthorizationFlow::poll);
}

DeviceAuthorizationFlow::~DeviceAuthorizationFlow()
{
    cancel();
}

void DeviceAuthorizationFlow::start()
{
    cancel();
    m_running = true;
    m_polls = 0;
    m_intervalSeconds = DefaultIntervalSeconds;
    m_attempt.begin();
    const QUrl endpoint = m_tokens.endpoints().deviceAuthorization;
    if (endpoint.isEmpty()) {
        QTimer::singleShot(0, m_attempt.scope(), m_attempt.guard([this] {
            fail(SourceError::make(SourceError::Kind::Configuration, OAuthResponse::source(),
                DeviceFlowText::tr("this provider offers no device sign-in; sign in in the browser")));
        }));
        return;
    }
    OAuthEndpointCall::postForm(m_tokens.network(), endpoint,
        { { u"client_id"_s, m_tokens.settings().clientId }, { u"scope"_s, m_tokens.settings().scope } },
        m_tokens.settings(), m_attempt.scope(), m_attempt.guard([this](const Result<OAuthResponse> &r) {
            if (!r)
                return fail(r.error());
            if (r->isError())
                return fail(r->toSourceError(DeviceFlowText::tr("device sign-in")));
            onDeviceCode(r->body);
        }));
}

void DeviceAuthorizationFlow::onDeviceCode(const QJsonObject &body)
{
    m_deviceCode = stringField(body, u"device_code"_s, 4096);
    const QString userCode = stringField(body, u"user_code"_s, 64);
    const QUrl uri(stringField(body, u"verification_uri"_s, 2048), QUrl::StrictMode);
    const int expiresIn = secondsField(body, u"expires_in"_s);
    if (m_deviceCode.isEmpty())
        return fail(badAnswer(DeviceFlowText::tr("no device_code")));
    if (userCode.isEmpty())
        return fail(badAnswer(DeviceFlowText::tr("no user_code")));
    if (!uri.isValid() || uri.isRelative())
        return fail(badAnswer(DeviceFlowText::tr("no verification_uri")));
    if (expiresIn < 0)
        return fail(badAnswer(DeviceFlowText::tr("no expires_in")));
    if (body.contains(u"interval"_s)) {
        const int interval = secondsField(body, u"interval"_s);
        if (interval < 0)
            return fail(badAnswer(DeviceFlowText::tr("interval is not a positive whole number")));
        m_intervalSeconds = std::min(interval, MaxIntervalSeconds);
    }
    QUrl complete;
    if (body.value(u"verification_uri_complete"_s).isString())
        complete = QUrl(stringField(body, u"verification_uri_complete"_s, 2048), QUrl::StrictMode);
    m_expiresAt = QDateTime::currentDateTimeUtc().addSecs(expiresIn);
    emit userCodeReady(userCode, uri, complete.isValid() ? complete : QUrl(), m_expiresAt);
    scheduleNextPoll();
}

void DeviceAuthorizationFlow::scheduleNextPoll()
{
    if (!m_running)
        return;
    // The provider answers expired_token once the code ran out; a grace period after that covers a
    // provider that never does, so the attempt ends either way.
    if (QDateTime::currentDateTimeUtc() > m_expiresAt.addSecs(30))
        return fail(SourceError::make(SourceError::Kind::Timeout, OAuthResponse::source(),
            DeviceFlowText::tr("the code was not entered in time — sign in again")));
    m_pollTimer.start(m_intervalSeconds * 1000);
}

void DeviceAuthorizationFlow::poll()
{
    if (!m_running)
        return;
    ++m_polls;
    const OidcProviderEndpoints &endpoints = m_tokens.endpoints();
    OAuthEndpointCall::postForm(m_tokens.network(), endpoints.token,
        { { u"grant_type"_s, u"urn:ietf:params:oauth:grant-type:device_code"_s },
            { u"device_code"_s, m_deviceCode }, { u"client_id"_s, m_tokens.settings().clientId } },
        m_tokens.settings(), m_attempt.scope(), m_attempt.guard([this](const Result<OAuthResponse> &r) {
            if (!r) {
                if (!r.error().isTransient())
                    return fail(r.error());
                m_intervalSeconds
                    = std::min(m_intervalSeconds * 2, MaxIntervalSeconds); // back off, keep trying
                return scheduleNextPoll();
            }
            if (r->error == u"authorization_pending")
                return scheduleNextPoll();
            if (r->error == u"slow_down") {
                m_intervalSeconds = std::min(m_intervalSeconds + 5, MaxIntervalSeconds);
                return scheduleNextPoll();
            }
            if (r->isError())
                return fail(r->toSourceError(DeviceFlowText::tr("device sign-in")));
            Result<TokenSet> tokens = TokenSet::fromTokenResponse(r->body, QDateTime::currentDateTimeUtc());
            if (!tokens)
                return fail(tokens.error());
            const TokenSet granted = *tokens;
            cancel();
            emit succeeded(granted);
        }));
}

void DeviceAuthorizationFlow::fail(const SourceError &error)
{
    if (!m_running)
        return;
    cancel();
    emit failed(error);
}

void DeviceAuthorizationFlow::cancel()
{
    m_running = false;
    m_pollTimer.stop();
    m_deviceCode.clear();
    m_attempt.cancel(); // drops the call in flight and its callback
}

} // namespace hw
