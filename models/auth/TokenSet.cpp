#include "TokenSet.h"

#include "OAuthResponse.h"

#include <QCoreApplication>
#include <QJsonValue>

#include <cmath>

using namespace Qt::StringLiterals;

namespace hw {

namespace {
struct TokenSetText {
    Q_DECLARE_TR_FUNCTIONS(TokenSetText)
};

constexpr qsizetype MaxTokenLength = 16 * 1024;

SourceError bad(const QString &why)
{
    return SourceError::make(SourceError::Kind::BadData, OAuthResponse::source(),
        TokenSetText::tr("the provider's token response is unusable: %1").arg(why));
}

// An optional string field: absent (or null) is fine, anything but a bounded string is not.
bool readString(const QJsonObject &o, const QString &name, bool required, QString *out, QString *why)
{
    const QJsonValue v = o.value(name);
    if (v.isUndefined() || v.isNull()) {
        if (required)
            *why = TokenSetText::tr("no %1").arg(name);
        return !required;
    }
    if (!v.isString()) {
        *why = TokenSetText::tr("%1 is not a string").arg(name);
        return false;
    }
    const QString s = v.toString();
    if (s.isEmpty() || s.size() > MaxTokenLength) {
        *why = TokenSetText::tr("%1 is empty or too long").arg(name);
        return false;
    }
    *out = s;
    return true;
}
} // namespace

bool TokenSet::expiresWithin(const QDateTime &now, int marginSeconds) const
{
    return expiresAt.isValid() && now.addSecs(marginSeconds) >= expiresAt;
}

Result<TokenSet> TokenSet::fromTokenResponse(const QJsonObject &response, const QDateTime &receivedAt)
{
    TokenSet t;
    QString why;
    if (!readString(response, u"access_token"_s, true, &t.accessToken, &why)
        || !readString(response, u"token_type"_s, true, &t.tokenType, &why)
        || !readString(response, u"refresh_token"_s, false, &t.refreshToken, &why)
        || !readString(response, u"id_token"_s, false, &t.idToken, &why))
        return bad(why);
    // scope may legitimately be empty; it is a string when present.
    const QJsonValue scope = response.value(u"scope"_s);
    if (!scope.isUndefined() && !scope.isNull()) {
        if (!scope.isString())
            return bad(TokenSetText::tr("scope is not a string"));
        t.scope = scope.toString().left(4096);
    }
    if (t.tokenType.compare(u"Bearer", Qt::CaseInsensitive) != 0)
        return bad(
            TokenSetText::tr("token type %1 is not supported (only Bearer)").arg(t.tokenType.left(40)));
    t.tokenType = u"Bearer"_s;
    const QJsonValue expiresIn = response.value(u"expires_in"_s);
    if (!expiresIn.isUndefined() && !expiresIn.isNull()) {
        const double seconds = expiresIn.toDouble(-1);
        if (!expiresIn.isDouble() || seconds <= 0 || seconds > 10.0 * 365 * 24 * 3600
            || std::floor(seconds) != seconds)
            return bad(TokenSetText::tr("expires_in is not a positive whole number of seconds"));
        t.expiresAt = receivedAt.toUTC().addSecs(static_cast<qint64>(seconds));
    }
    return t;
}

Result<TokenSet> TokenSet::fromRefreshResponse(
    const QJsonObject &response, const QDateTime &receivedAt, const TokenSet &previous)
{
    Result<TokenSet> r = fromTokenResponse(response, receivedAt);
    if (!r)
        return r;
    if (r->refreshToken.isEmpty())
        r->refreshToken = previous.refreshToken;
    if (r->idToken.isEmpty())
        r->idToken = previous.idToken;
    if (r->scope.isEmpty())
        r->scope = previous.scope;
    return r;
}

} // namespace hw
