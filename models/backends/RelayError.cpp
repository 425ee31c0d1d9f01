#include "RelayError.h"

#include "net/RetryAfter.h"

#include <QLocale>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace hw {

QString RelayError::kindName(Kind kind)
{
    switch (kind) {
    case Kind::None: return tr("ok");
    case Kind::Network: return tr("network error");
    case Kind::Tls: return tr("TLS error");
    case Kind::Configuration: return tr("configuration error");
    case Kind::Timeout: return tr("timeout");
    case Kind::Http: return tr("HTTP error");
    case Kind::Unauthorized: return tr("unauthorized");
    case Kind::RateLimited: return tr("rate limited");
    case Kind::Malformed: return tr("malformed response");
    case Kind::MissingField: return tr("missing field");
    case Kind::UnknownLevel: return tr("unknown level");
    case Kind::TooLarge: return tr("response too large");
    case Kind::BotProtection: return tr("refused by HUD's bot protection");
    case Kind::NotOffered: return tr("not offered by this HUD");
    }
    return {};
}

QString RelayError::describe() const
{
    QString line = service;
    if (!endpoint.isEmpty())
        line += u' ' + endpoint;
    line += u": "_s;
    if (!path.isEmpty())
        line += path + u": "_s;
    line += message.isEmpty() ? kindName(kind) : message;
    return line;
}

SourceError RelayError::toSourceError() const
{
    using K = SourceError::Kind;
    K k = K::None;
    switch (kind) {
    case Kind::None: return {};
    case Kind::Network: k = K::Network; break;
    case Kind::Tls: k = K::Tls; break;
    case Kind::Configuration: k = K::Configuration; break;
    case Kind::Timeout: k = K::Timeout; break;
    case Kind::Http: k = httpStatus >= 500 ? K::Server : K::BadData; break;
    // 401, or 403 without a token: credentials are the fix; 403 with a token: access is. The
    // allowlist file goes out without credentials, so new ones cannot fix it: polling goes on.
    case Kind::Unauthorized:
        k = service == u"allowlist"_s || (httpStatus == 403 && !noTokenSet)
            ? K::Authorization
            : K::Authentication;
        break;
    case Kind::RateLimited: k = K::RateLimited; break;
    case Kind::Malformed:
    case Kind::MissingField:
    case Kind::UnknownLevel: k = K::BadData; break;
    case Kind::TooLarge: k = K::TooLarge; break;
    case Kind::BotProtection: k = K::Authorization; break; // refused; the message says what to do
    case Kind::NotOffered: k = K::BadData; break;
    }
    QString line = describe();
    // A field of another type, a missing one, a level this version has never heard of: the relay
    // speaks a newer version of its API.
    if ((kind == Kind::Malformed || kind == Kind::MissingField || kind == Kind::UnknownLevel) && service == u"relay"_s)
        line += u" — "_s + tr("the relay sent data this version does not read: update HUD Watch");
    SourceError e = SourceError::make(k, service, SourceError::withNextStep(line, k, service), httpStatus);
    e.retryAfterSeconds = retryAfterSeconds;
    return e;
}

int RelayError::parseRetryAfter(QByteArrayView value, const QDateTime &now)
{
    return RetryAfter::parse(value, now);
}

} // namespace hw
