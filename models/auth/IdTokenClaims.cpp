#include "IdTokenClaims.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

using namespace Qt::StringLiterals;

namespace hw {

QString IdTokenClaims::displayName() const
{
    for (const QString *candidate : { &preferredUsername, &name, &email })
        if (!candidate->isEmpty())
            return *candidate;
    return subject;
}

Result<IdTokenClaims, QString> IdTokenClaims::fromIdToken(const QString &idToken)
{
    if (idToken.isEmpty())
        return u"no ID token"_s;
    if (idToken.size() > MaxIdTokenBytes)
        return u"the ID token is larger than %1 KB"_s.arg(MaxIdTokenBytes / 1024);
    const QStringList parts = idToken.split(u'.');
    if (parts.size() != 3)
        return u"the ID token is not a compact JWT (three parts)"_s;
    const auto decoded = QByteArray::fromBase64Encoding(parts[1].toLatin1(),
        QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals
            | QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        return u"the ID token's payload is not base64url"_s;
    QJsonParseError parseError {};
    const QJsonDocument doc = QJsonDocument::fromJson(*decoded, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject())
        return u"the ID token's payload is not a JSON object"_s;
    const QJsonObject o = doc.object();
    IdTokenClaims c;
    const auto text = [&o](const QString &key, QString *out) {
        const QJsonValue v = o.value(key);
        if (v.isUndefined() || v.isNull())
            return true;
        if (!v.isString())
            return false;
        *out = v.toString().left(200);
        return true;
    };
    for (const auto &[key, out] :
        { std::pair { u"sub"_s, &c.subject }, std::pair { u"preferred_username"_s, &c.preferredUsername },
            std::pair { u"name"_s, &c.name }, std::pair { u"email"_s, &c.email } })
        if (!text(key, out))
            return u"the ID token's claim \"%1\" is not a string"_s.arg(key);
    if (c.subject.isEmpty())
        return u"the ID token has no subject (\"sub\")"_s;
    return c;
}

} // namespace hw
