#pragma once

#include <QByteArrayView>
#include <QDateTime>
#include <QCoreApplication>
#include <QString>

#include "domain/SourceError.h"

namespace hw {

// Why a request to HUD's CRCR read API (or the parsing of its answer) failed.
struct RelayError {
    enum class Kind {
        None,
        Network,      // connection refused, DNS, connection dropped
        Tls,          // certificate verification failed (never ignored)
        Configuration, // refused before sending: an insecure URL, control characters in the token
        Timeout,      // connect or read (inactivity) timeout
        Http,         // any other non-200 status (5xx, 404, an unfollowed redirect, ...)
        Unauthorized, // 401 or 403: token missing or rejected
        RateLimited,  // 429; retryAfterSeconds from Retry-After
        Malformed,    // not JSON, or a field of the wrong type / an unexpected value
        MissingField, // a required field is absent
        UnknownLevel, // a level other than L1..L4
        TooLarge,     // the reply exceeded RelayConfig::maxResponseBytes
        // HUD's bot protection (Vercel) refused the client: HTTP 429, or a challenge page served
        // as HTML with status 200, or a response marked x-vercel-mitigated. Never "malformed".
        BotProtection,
        NotOffered,   // 404 on an endpoint older HUDs lack (level-status): not a failure of the poll
    };
    Kind kind = Kind::None;
    int httpStatus = 0;          // 0 when no HTTP status was received
    int retryAfterSeconds = 0;   // from Retry-After (delta-seconds or HTTP-date); 0 when absent
    QString service = QStringLiteral("relay"); // "allowlist" for the allowlist file
    QString endpoint;            // "host:port" of the relay; filled by RelayClient
    QString path;                // "/api/crcr/level-status"; filled by RelayClient
    QString message;             // human text without endpoint/path, never the token
    bool noTokenSet = false;     // a 401/403 to a request sent without a token, none being set

    bool isError() const { return kind != Kind::None; }
    // One line for the UI, e.g.
    //   "relay 127.0.0.1:8080: /api/crcr/allowlist: HTTP 429 rate limited, retry after 30 s"
    //   "relay 127.0.0.1:8080: /api/crcr/level-status: repos[2].level: unknown level 'L7'"
    // Parts that are empty (endpoint, path) are left out.
    QString describe() const;

    // "rate limited", "missing field", ...
    static QString kindName(Kind kind);
    // The error as every source reports it (source: service; message: describe() plus what to do).
    SourceError toSourceError() const;
    // Seconds to wait from a Retry-After header value: delta-seconds ("30") or an HTTP-date
    // ("Sun, 06 Nov 1994 08:49:37 GMT", also the RFC 850 and asctime forms) relative to now,
    // rounded up. 0 when empty, unparsable or in the past; capped at one week.
    static int parseRetryAfter(QByteArrayView value, const QDateTime &now = QDateTime::currentDateTimeUtc());

    Q_DECLARE_TR_FUNCTIONS(hw::RelayError)
};

} // namespace hw
