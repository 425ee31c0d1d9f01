#pragma once

#include <QString>

namespace hw {

// How this app talks to one OAuth / OpenID provider: its public client id (native apps hold no
// secret, RFC 8252 §8.4), what it asks for, and the bounds every request to the provider runs in.
struct OAuthClientSettings {
    QString clientId;
    QString scope = QStringLiteral("openid offline_access");
    int connectTimeoutMs = 10'000;
    int readTimeoutMs = 20'000;
    int requestTimeoutMs = 30'000; // one request, start to last byte
    qint64 maxResponseBytes = 256 * 1024; // token and discovery answers are a few KB
    bool allowInsecureHttp = false; // plain http to a non-loopback provider (never by default)
};

} // namespace hw
