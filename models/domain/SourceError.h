#pragma once

#include <QMetaType>
#include <QString>
#include <QVector>

namespace hw {

// Why a source (ClickHouse, the relay, the allowlist file, the cache) could not deliver, in one
// form for every source: the sync engines, the status bar and the banner act on the kind, and show
// the text, which always says what to do next. Never holds a secret.
struct SourceError {
    enum class Kind {
        None,
        Authentication, // wrong or missing password or token: set it (the UI offers this once)
        Authorization,  // signed in but not allowed (403 with valid credentials, no grant)
        Network,        // refused, DNS, dropped connection, truncated body
        Timeout,        // connect, read or overall deadline
        Tls,            // certificate verification failed (never ignored)
        RateLimited,    // 429; retryAfterSeconds says when to come back
        Server,         // the server answered with an error of its own (5xx, an exception)
        BadData,        // the answer was not what we asked for (malformed JSON, HTML, wrong type)
        TooLarge,       // the answer exceeded the configured size cap
        Cancelled,      // superseded or cancelled; never shown
        Storage,        // the local cache refused a write or a read
        Configuration,  // the profile or URL is unusable (insecure URL, bad value)
    };

    Kind kind = Kind::None;
    QString source;            // "clickhouse", "relay", "allowlist", "cache", ...
    QString message;           // one line for the UI, ends with what to do next where there is one
    int httpStatus = 0;        // 0 when no HTTP status was received
    int retryAfterSeconds = 0; // RateLimited: from Retry-After; 0 when unknown

    bool isError() const { return kind != Kind::None; }
    // The fix is credentials: offer "Set password…" / "Set token…" in place.
    bool needsCredentials() const { return kind == Kind::Authentication; }
    // A retry later can succeed without the user doing anything.
    bool isTransient() const;

    static SourceError make(Kind kind, QString source, QString message, int httpStatus = 0);
    // message + " — " + what the user can do about this kind of failure of this source, if
    // there is something ("set the ClickHouse password", "check the URL or the network").
    // oneTry: for a check that is not repeated (the connection test): no "retrying".
    static QString withNextStep(const QString &message, Kind kind, const QString &source, bool oneTry = false);
    // Several parts of one poll failed: the kind of the one the user must act on first
    // (credentials, then configuration, then the first), every message, the longest retry-after.
    static SourceError combine(const QVector<SourceError> &errors);
    // "authentication failed", "rate limited", ... (translated; for tooltips and logs)
    static QString kindName(Kind kind);

    bool operator==(const SourceError &) const = default;
};

} // namespace hw

Q_DECLARE_METATYPE(hw::SourceError)
