#include "AuthorizationRequest.h"

#include "PkceChallenge.h"

#include <QRandomGenerator>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace hw {

QUrl AuthorizationRequest::toUrl(const QUrl &authorizationEndpoint) const
{
    QUrl url = authorizationEndpoint;
    QUrlQuery query(url); // keep what the endpoint already carries
    const auto add = [&query](const QString &key, const QString &value) {
        // Encoded by hand: QUrlQuery leaves '+' alone, which servers read as a space.
        query.addQueryItem(key, QString::fromLatin1(QUrl::toPercentEncoding(value)));
    };
    add(u"response_type"_s, u"code"_s);
    add(u"client_id"_s, clientId);
    add(u"redirect_uri"_s, redirectUri.toString(QUrl::FullyEncoded));
    add(u"scope"_s, scope);
    add(u"state"_s, state);
    add(u"code_challenge"_s, QString::fromLatin1(codeChallenge));
    add(u"code_challenge_method"_s, QString::fromLatin1(PkceChallenge::method()));
    if (!loginHint.isEmpty())
        add(u"login_hint"_s, loginHint);
    url.setQuery(query.query(QUrl::FullyEncoded), QUrl::StrictMode);
    return url;
}

QString AuthorizationRequest::randomToken()
{
    QByteArray bytes(32, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(bytes.data()), bytes.size() / 4);
    return QString::fromLatin1(
        bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

} // namespace hw
