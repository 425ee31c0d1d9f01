#include "SourceError.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace hw {

namespace {
struct SourceErrorText {
    Q_DECLARE_TR_FUNCTIONS(SourceErrorText)
};
} // namespace

bool SourceError::isTransient() const
{
    switch (kind) {
    case Kind::Network:
    case Kind::Timeout:
    case Kind::RateLimited:
    case Kind::Server:
        return true;
    default:
        return false;
    }
}

SourceError SourceError::make(Kind kind, QString source, QString message, int httpStatus)
{
    SourceError e;
    e.kind = kind;
    e.source = std::move(source);
    e.message = std::move(message);
    e.httpStatus = httpStatus;
    return e;
}

SourceError SourceError::combine(const QVector<SourceError> &errors)
{
    SourceError out;
    QStringList messages;
    const auto rank = [](Kind k) { return k == Kind::Authentication ? 0 : k == Kind::Configuration ? 1 : 2; };
    for (const SourceError &e : errors) {
        if (!e.isError())
            continue;
        if (!out.isError() || rank(e.kind) < rank(out.kind)) {
            out.kind = e.kind;
            out.source = e.source;
            out.httpStatus = e.httpStatus;
        }
        out.retryAfterSeconds = std::max(out.retryAfterSeconds, e.retryAfterSeconds);
        if (!messages.contains(e.message))
            messages << e.message;
    }
    out.message = messages.join(u"; ");
    return out;
}

QString SourceError::withNextStep(const QString &message, Kind kind, const QString &source, bool oneTry)
{
    QString next;
    const bool relay = source == QLatin1String("relay");
    // The allowlist file is fetched without any credentials: no password or token helps.
    const bool allowlist = source == QLatin1String("allowlist");
    switch (kind) {
    case Kind::Authentication:
    case Kind::Authorization:
        if (allowlist)
            next = SourceErrorText::tr("check relay/allowlistFile, or make the file readable without a token");
        else if (kind == Kind::Authorization)
            next = SourceErrorText::tr("ask for read access, or use another account");
        else
            next = relay ? SourceErrorText::tr("set the relay token") : SourceErrorText::tr("set the ClickHouse password");
        break;
    case Kind::Network:
        next = oneTry ? SourceErrorText::tr("check the URL and the network")
                      : SourceErrorText::tr("check the URL and the network; retrying");
        break;
    case Kind::Timeout:
        next = oneTry ? SourceErrorText::tr("the server is slow or unreachable")
                      : SourceErrorText::tr("the server is slow or unreachable; retrying");
        break;
    case Kind::Tls:
        next = SourceErrorText::tr("the certificate is not trusted: check the URL or install the CA certificate");
        break;
    case Kind::TooLarge:
        next = SourceErrorText::tr("raise the response limit in the profile or ask for less");
        break;
    // ClickHouse says its own (ClickHouseError::serverNextStep); the relay's 5xx comes here.
    case Kind::Server:
        if (relay || allowlist)
            next = oneTry ? SourceErrorText::tr("if it persists, tell the relay's admins")
                          : SourceErrorText::tr("HUD Watch retries; if it persists, tell the relay's admins");
        break;
    // The relay's 429 says when to ask again itself (RelayClient); a proxy's in front of ClickHouse does not.
    case Kind::RateLimited:
        if (!relay && !allowlist)
            next = oneTry ? SourceErrorText::tr("wait a minute before trying again")
                          : SourceErrorText::tr("HUD Watch waits before asking again");
        break;
    default:
        break;
    }
    if (next.isEmpty() || message.contains(u" — "))
        return message;
    return message + u" — " + next;
}

QString SourceError::kindName(Kind kind)
{
    switch (kind) {
    case Kind::None: return SourceErrorText::tr("ok");
    case Kind::Authentication: return SourceErrorText::tr("authentication failed");
    case Kind::Authorization: return SourceErrorText::tr("not authorized");
    case Kind::Network: return SourceErrorText::tr("network error");
    case Kind::Timeout: return SourceErrorText::tr("timed out");
    case Kind::Tls: return SourceErrorText::tr("TLS certificate rejected");
    case Kind::RateLimited: return SourceErrorText::tr("rate limited");
    case Kind::Server: return SourceErrorText::tr("server error");
    case Kind::BadData: return SourceErrorText::tr("unexpected answer");
    case Kind::TooLarge: return SourceErrorText::tr("answer too large");
    case Kind::Cancelled: return SourceErrorText::tr("cancelled");
    case Kind::Storage: return SourceErrorText::tr("cache error");
    case Kind::Configuration: return SourceErrorText::tr("configuration error");
    }
    return {};
}

} // namespace hw
