#include "TokenSet.h"

#include "OAuthResponse.h"

#include <QCoreApplication>
#include <QJsonValue>

#include <cmath>
#include <tuple>

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

// A string field: absent (or null) is fine unless required, anything but a bounded string is
// not. Empty when *out is set (or may stay empty), else why not.
QString readString(const QJsonObject &o, const QString &name, bool required, QString *out)
{
    const QJsonValue v = o.value(name);
    if (v.isUndefined() || v.isNull())
        return required ? TokenSetText::tr("no %1").arg(name) : QString();
    if (!v.isString())
        return TokenSetText::tr("%1 is not a string").arg(name);
    const QString s = v.toString();
    if (s.isEmpty() || s.size() > MaxTokenLength)
        return TokenSetText::tr("%1 is empty or too long").arg(name);
    *out = s;
    return {};
}
} // namespace

bool TokenSet::expiresWithin(const QDateTime &now, int marginSeconds) const
{
    return expiresAt.isValid() && now.addSecs(marginSeconds) >= expiresAt;
}

Result<TokenSet> TokenSet::fromTokenResponse(const QJsonObject &response, const QDateTime &receivedAt)
{
    TokenSet t;
    for (const auto &[name, required, out] : {std::tuple{u"access_token"_s, true, &t.accessToken},
                                              std::tuple{u"token_type"_s, true, &t.tokenType},
                                              std::tuple{u"refresh_token"_s, false, &t.refreshToken},
                                              std::tuple{u"id_token"_s, false, &t.idToken}})
        if (const QString why = readString(response, name, required, out); !why.isEmpty())
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
