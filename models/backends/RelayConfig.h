#pragma once

#include "domain/Result.h"

#include <QString>
#include <QUrl>

#include <optional>

namespace hw {

// Where and how to reach HUD's CRCR read API (/api/crcr/...). The token is held in memory only
// (the app reads it from the keychain); it is sent as "Authorization: Bearer" and never appears
// in URLs, messages or logs.
struct RelayConfig {
    QUrl baseUrl;                   // e.g. https://hud.pytorch.org (a path prefix is kept)
    // HUD's API prefix: "/api" (no authentication; behind Vercel's bot protection) or
    // "/api/authed" (HUD's route for command-line clients: it checks the GitHub token sent as
    // bearer). The prefix replaces "/api" in every path (/api/authed/crcr/allowlist).
    QString apiPrefix = QStringLiteral("/api");
    QString token;                  // empty = send no Authorization header
    // HUD's x-hud-internal-bot secret, for users who hold it: from the keychain only, sent as
    // that header, never in URLs, messages, logs or settings. Empty = not sent.
    QString botKey;
    int connectTimeoutMs = 10'000;  // until the request is on the wire
    int readTimeoutMs = 30'000;     // longest silence after that
    int requestTimeoutMs = 120'000; // the whole request, first byte to last (a dripping server)
    qint64 maxResponseBytes = 32ll * 1024 * 1024; // larger replies fail with TooLarge
    bool allowInsecureHttp = false; // plain http to a non-loopback host (the profile says so explicitly)

    // From a user-typed URL: http or https only, https required unless the host is loopback or
    // allowInsecureHttp, no user info (the token comes from the keychain), no query or fragment.
    // A trailing '/' is dropped. On failure a Configuration error with a one-line reason.
    static Result<RelayConfig> fromUrl(const QString &text, bool allowInsecureHttp = false);

    // The same rule as fromUrl() for an already built config: an empty string when baseUrl may
    // be used, else the reason.
    QString validate() const;
    // "host:port" (default port of the scheme when none is given), for messages.
    QString endpoint() const;
    // baseUrl + apiPath with its leading "/api" replaced by apiPrefix ("/api/crcr/allowlist" ->
    // "/api/authed/crcr/allowlist").
    QUrl urlFor(const QString &apiPath) const;
    // The path as sent: apiPath with apiPrefix in place of "/api".
    QString pathFor(const QString &apiPath) const;
    bool isAuthed() const { return apiPrefix == AuthedPrefix; }

    static inline const QString PublicPrefix = QStringLiteral("/api");
    static inline const QString AuthedPrefix = QStringLiteral("/api/authed");
    // "/api" or "/api/authed" (a trailing '/' tolerated by the caller, not here).
    static bool isValidApiPrefix(const QString &prefix) { return prefix == PublicPrefix || prefix == AuthedPrefix; }
};

} // namespace hw
