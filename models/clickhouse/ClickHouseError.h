#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QUrl>

#include "domain/SourceError.h"

namespace hw {

// Why a ClickHouse request failed, in a form the UI and the sync engine can act on.
struct ClickHouseError {
    enum class Kind {
        None,
        Network,   // connection refused, DNS, connection dropped
        Configuration, // refused before sending: an insecure URL, a bad setting
        Tls,       // certificate verification failed (never ignored)
        Timeout,   // connect or read (inactivity) timeout
        Http,      // an HTTP error status without a ClickHouse exception in it
        Server,    // ClickHouse reported an exception (code > 0)
        TooLarge,  // the reply exceeded the configured size cap
        Parse,     // the reply was not what we asked for (bad JSON, wrong column type, bad gzip, HTML)
        Cancelled, // superseded or cancelled (never reported to callbacks)
    };
    Kind kind = Kind::None;
    int httpStatus = 0;
    int retryAfterSeconds = 0; // HTTP 429/503 from a proxy: its Retry-After
    int code = 0;      // ClickHouse error code (62 syntax, 192/193/516 auth, ...), 0 if none
    QString name;      // modern servers: "SYNTAX_ERROR"; empty on 18.16
    QString message;   // the server's or our own explanation, one line, no secrets

    bool isError() const { return kind != Kind::None; }
    bool isAuthenticationFailure() const;
    // One line for the UI: "ClickHouse 127.0.0.1:8123: authentication failed (HTTP 401, code 193)".
    QString toUserMessage(const QString &endpoint) const;

    static QString kindName(Kind kind);
    // The texts of failures that more than one reader reports, with what to do about them.
    static QString corruptGzipMessage(const QString &detail);
    static QString tooManyRowsMessage(qint64 maxRows);
    static QString htmlPageMessage();
    // Code 159 TIMEOUT_EXCEEDED: the server stopped the query after its max_execution_time.
    static QString executionTimeMessage(int seconds);
    // A 3xx is never followed (the credentials would go with it); the message names where it
    // points: `location` resolved against `requested`, without user info, query and fragment.
    static QString redirectMessage(const QUrl &requested, const QByteArray &location);
    // What the user does about a failure that a retry may cure: `retrying` says the poll tries
    // again; a check that tries once (the connection test) says the same without it.
    static QString serverNextStep(bool retrying);
    static QString gzipNextStep(bool retrying);
    // The source error every layer above the client sees (source "clickhouse", message as
    // toUserMessage plus what to do next).
    SourceError toSourceError(const QString &endpoint) const;
    // Parses an exception body from 18.16 ("Code: 62, e.displayText() = DB::Exception: ...,
    // e.what() = DB::Exception") or a modern server ("Code: 62. DB::Exception: ... (SYNTAX_ERROR)
    // (version 23.8.1.1)"). Returns an error of kind Server, or kind None if the body is not a
    // ClickHouse exception. exceptionCodeHeader: X-ClickHouse-Exception-Code, if present.
    static ClickHouseError fromServerBody(const QByteArray &body, int httpStatus,
                                          const QByteArray &exceptionCodeHeader = {});

    Q_DECLARE_TR_FUNCTIONS(hw::ClickHouseError)
};

} // namespace hw
