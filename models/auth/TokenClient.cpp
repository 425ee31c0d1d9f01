#include "TokenClient.h"

#include "OAuthEndpointCall.h"
#include "net/NetworkAccess.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QTimer>

#include <optional>

using namespace Qt::StringLiterals;

namespace hw {

namespace {
struct TokenClientText {
    Q_DECLARE_TR_FUNCTIONS(TokenClientText)
};

SourceError missingEndpoint(const QString &name)
{
    return SourceError::make(SourceError::Kind::Configuration, OAuthResponse::source(),
        TokenClientText::tr("the provider offers no %1 endpoint").arg(name));
}

template<typename Callback, typename Value> void reportLater(QObject *context, Callback done, Value value)
{
    QTimer::singleShot(0, context, [done = std::move(done), value] { done(value); });
}
} // namespace

TokenClient::TokenClient(
    OidcProviderEndpoints endpoints, OAuthClientSettings settings, QNetworkAccessManager *nam)
    : m_endpoints(std::move(endpoints))
    , m_settings(std::move(settings))
    , m_nam(nam ? nam : NetworkAccess::forCurrentThread())
{
}

void TokenClient::exchangeCode(const QString &code, const QUrl &redirectUri, const QByteArray &verifier,
    QObject *context, TokenCallback done) const
{
    requestTokens(
        { { u"grant_type"_s, u"authorization_code"_s }, { u"code"_s, code },
            { u"redirect_uri"_s, redirectUri.toString(QUrl::FullyEncoded) },
            { u"client_id"_s, m_settings.clientId }, { u"code_verifier"_s, QString::fromLatin1(verifier) } },
        TokenClientText::tr("sign-in"), nullptr, context, std::move(done));
}

void TokenClient::refresh(const TokenSet &current, QObject *context, TokenCallback done) const
{
    if (current.refreshToken.isEmpty()) {
        reportLater(context, std::move(done),
            Result<TokenSet>(SourceError::make(SourceError::Kind::Authentication, OAuthResponse::source(),
                TokenClientText::tr("no refresh token was issued — sign in again"))));
        return;
    }
    requestTokens({ { u"grant_type"_s, u"refresh_token"_s }, { u"refresh_token"_s, current.refreshToken },
                      { u"client_id"_s, m_settings.clientId } },
        TokenClientText::tr("token refresh"), &current, context, std::move(done));
}

void TokenClient::requestTokens(const QList<std::pair<QString, QString>> &form, const QString &what,
    const TokenSet *previous, QObject *context, TokenCallback done) const
{
    if (m_endpoints.token.isEmpty()) {
        reportLater(context, std::move(done), Result<TokenSet>(missingEndpoint(u"token"_s)));
        return;
    }
    std::optional<TokenSet> before;
    if (previous)
        before = *previous;
    OAuthEndpointCall::postForm(m_nam, m_endpoints.token, form, m_settings, context,
        [what, before, done = std::move(done)](const Result<OAuthResponse> &r) {
            if (!r)
                return done(r.error());
            if (r->isError())
                return done(r->toSourceError(what));
            const QDateTime now = QDateTime::currentDateTimeUtc();
            done(before ? TokenSet::fromRefreshResponse(r->body, now, *before)
                        : TokenSet::fromTokenResponse(r->body, now));
        });
}

void TokenClient::revoke(
    const QString &token, const QString &tokenTypeHint, QObject *context, DoneCallback done) const
{
    if (m_endpoints.revocation.isEmpty()) {
        reportLater(context, std::move(done), Result<void>(missingEndpoint(u"revocation"_s)));
        return;
    }
    OAuthEndpointCall::Form form { { u"token"_s, token }, { u"client_id"_s, m_settings.clientId } };
    if (!tokenTypeHint.isEmpty())
        form.append({ u"token_type_hint"_s, tokenTypeHint });
    OAuthEndpointCall::postForm(m_nam, m_endpoints.revocation, form, m_settings, context,
        [done = std::move(done)](const Result<OAuthResponse> &r) {
            if (!r)
                return done(r.error());
            if (r->isError())
                return done(r->toSourceError(TokenClientText::tr("sign-out")));
            done({});
        });
}

void TokenClient::introspect(const QString &token, QObject *context, ActiveCallback done) const
{
    if (m_endpoints.introspection.isEmpty()) {
        reportLater(context, std::move(done), Result<bool>(missingEndpoint(u"introspection"_s)));
        return;
    }
    OAuthEndpointCall::postForm(m_nam, m_endpoints.introspection,
        { { u"token"_s, token }, { u"client_id"_s, m_settings.clientId } }, m_settings, context,
        [done = std::move(done)](const Result<OAuthResponse> &r) {
            if (!r)
                return done(r.error());
            if (r->isError())
                return done(r->toSourceError(TokenClientText::tr("token introspection")));
            const QJsonValue active = r->body.value(u"active"_s);
            if (!active.isBool())
                return done(SourceError::make(SourceError::Kind::BadData, OAuthResponse::source(),
                    TokenClientText::tr("the introspection answer has no active flag")));
            done(active.toBool());
        });
}

} // namespace hw
