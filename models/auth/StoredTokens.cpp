#include "StoredTokens.h"

#include "domain/StrictJsonReader.h"

#include <QJsonDocument>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace hw {

QByteArray StoredTokens::toJson() const
{
    const QJsonObject root{{u"version"_s, Version},
                           {u"issuer"_s, issuer.toString()},
                           {u"access_token"_s, tokens.accessToken},
                           {u"token_type"_s, tokens.tokenType},
                           {u"refresh_token"_s, tokens.refreshToken},
                           {u"id_token"_s, tokens.idToken},
                           {u"scope"_s, tokens.scope},
                           {u"expires_at"_s, tokens.expiresAt.isValid() ? tokens.expiresAt.toSecsSinceEpoch() : qint64(0)}};
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

Result<StoredTokens, QString> StoredTokens::fromJson(const QByteArray &json)
{
    const auto parsed = StrictJsonReader::versionedRoot(json, Version);
    if (!parsed)
        return parsed.error();
    const QJsonObject &root = *parsed;
    StrictJsonReader in;
    StoredTokens s;
    QString issuer;
    qint64 expiresAt = 0;
    const QString p = u"root"_s;
    if (!in.string(root, p, u"issuer"_s, &issuer) || !in.string(root, p, u"access_token"_s, &s.tokens.accessToken)
        || !in.string(root, p, u"token_type"_s, &s.tokens.tokenType) || !in.string(root, p, u"refresh_token"_s, &s.tokens.refreshToken)
        || !in.string(root, p, u"id_token"_s, &s.tokens.idToken) || !in.string(root, p, u"scope"_s, &s.tokens.scope)
        || !in.integer(root, p, u"expires_at"_s, &expiresAt))
        return in.error();
    s.issuer = QUrl(issuer);
    if (!s.issuer.isValid() || s.issuer.isEmpty())
        return u"root.issuer: not a URL"_s;
    if (s.tokens.accessToken.isEmpty())
        return u"root.access_token: empty"_s;
    if (expiresAt > 0)
        s.tokens.expiresAt = QDateTime::fromSecsSinceEpoch(expiresAt, QTimeZone::utc());
    return s;
}

} // namespace hw
