#include "AuthorizationCodeFlow.h"

#include "AuthorizationRequest.h"
#include "LoopbackRedirectReceiver.h"
#include "OAuthResponse.h"
#include "domain/QuotedText.h"
#include "net/UrlPolicy.h"

#include <QCoreApplication>
#include <QTimer>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace hw {

namespace {
struct CodeFlowText {
    Q_DECLARE_TR_FUNCTIONS(CodeFlowText)
};

// A provider's text from the redirect, bounded to one line.
QString redirectText(const QUrlQuery &query, const QString &key)
{
    QString s = query.queryItemValue(key, QUrl::FullyDecoded).left(300);
    if (UrlPolicy::hasControlCharacters(s))
        s = s.simplified();
    return s.left(200);
}
} // namespace

AuthorizationCodeFlow::AuthorizationCodeFlow(const OidcProviderEndpoints &endpoints,
    const OAuthClientSettings &settings, QNetworkAccessManager *nam, QObject *parent)
    : QObject(parent)
    , m_tokens(endpoints, settings, nam)
{
}

AuthorizationCodeFlow::~AuthorizationCodeFlow()
{
    cancel();
}

QUrl AuthorizationCodeFlow::redirectUri() const
{
    return m_running ? m_redirectUri : QUrl();
}

bool AuthorizationCodeFlow::isListening() const
{
    return m_receiver && m_receiver->isListening();
}

void AuthorizationCodeFlow::start()
{
    cancel();
    m_running = true;
    m_attempt.begin();
    const OidcProviderEndpoints &endpoints = m_tokens.endpoints();
    const OAuthClientSettings &settings = m_tokens.settings();
    if (const QString problem = UrlPolicy::check(endpoints.authorization, settings.allowInsecureHttp);
        endpoints.authorization.isEmpty() || !problem.isEmpty()) {
        const QString why
            = endpoints.authorization.isEmpty() ? CodeFlowText::tr("no authorization endpoint — use File ▸ Sign in with a code on another device") : problem;
        QTimer::singleShot(0, m_attempt.scope(), m_attempt.guard([this, why] {
            fail(SourceError::make(SourceError::Kind::Configuration, OAuthResponse::source(),
                CodeFlowText::tr("cannot sign in in the browser: %1").arg(why)));
        }));
        return;
    }

    m_wrongStatesIgnored = 0;
    const QString state = AuthorizationRequest::randomToken();
    m_pkce = PkceChallenge::generate();
    m_receiver = new LoopbackRedirectReceiver(m_attempt.scope());
    if (const Result<void> listening = m_receiver->listen(state, m_timeoutMs, m_redirectPath); !listening) {
        const SourceError e = listening.error();
        QTimer::singleShot(0, m_attempt.scope(), m_attempt.guard([this, e] { fail(e); }));
        return;
    }
    m_redirectUri = m_receiver->redirectUri();
    connect(m_receiver, &LoopbackRedirectReceiver::received, this, &AuthorizationCodeFlow::onRedirect);
    connect(m_receiver, &LoopbackRedirectReceiver::failed, this, &AuthorizationCodeFlow::fail);

    AuthorizationRequest request;
    request.clientId = settings.clientId;
    request.redirectUri = m_redirectUri;
    request.scope = settings.scope;
    request.state = state;
    request.codeChallenge = m_pkce.challenge();
    request.loginHint = m_loginHint;
    emit browserRequested(request.toUrl(endpoints.authorization));
}

void AuthorizationCodeFlow::onRedirect(const QUrlQuery &query)
{
    closeReceiver();
    // RFC 9207: when the provider names itself in the answer, it must be the one we asked.
    if (query.hasQueryItem(u"iss"_s)) {
        const QString iss = query.queryItemValue(u"iss"_s, QUrl::FullyDecoded);
        const QString expected = m_tokens.endpoints().issuer.toString();
        if (!m_tokens.endpoints().issuer.isEmpty() && iss != expected && iss + u'/' != expected) {
            fail(SourceError::make(SourceError::Kind::Authentication, OAuthResponse::source(),
                CodeFlowText::tr("the sign-in answer came from another provider (%1) — sign in again")
                    .arg(QuotedText::elided(iss))));
            return;
        }
    }
    if (query.hasQueryItem(u"error"_s)) {
        OAuthResponse r;
        r.error = redirectText(query, u"error"_s);
        r.errorDescription = redirectText(query, u"error_description"_s);
        fail(r.toSourceError(CodeFlowText::tr("sign-in")));
        return;
    }
    const QString code = query.queryItemValue(u"code"_s, QUrl::FullyDecoded);
    if (code.isEmpty() || code.size() > 4096) {
        fail(SourceError::make(SourceError::Kind::BadData, OAuthResponse::source(),
            CodeFlowText::tr("the sign-in answer carried no authorization code — sign in again")));
        return;
    }
    m_tokens.exchangeCode(code, m_redirectUri, m_pkce.verifier(), m_attempt.scope(),
        m_attempt.guard([this](const Result<TokenSet> &r) {
            if (!r)
                return fail(r.error());
            m_running = false;
            m_attempt.finish();
            emit succeeded(*r);
        }));
}

void AuthorizationCodeFlow::fail(const SourceError &error)
{
    if (!m_running)
        return;
    cancel();
    emit failed(error);
}

void AuthorizationCodeFlow::closeReceiver()
{
    if (m_receiver) {
        m_wrongStatesIgnored = m_receiver->wrongStatesIgnored();
        m_receiver->close();
    }
}

void AuthorizationCodeFlow::cancel()
{
    closeReceiver();
    m_running = false;
    m_pkce = PkceChallenge();
    if (m_receiver)
        m_receiver->disconnect(this);
    m_attempt.cancel(); // drops the pending requests and their callbacks, and the receiver
}

} // namespace hw
