#pragma once

#include <QString>
#include <QUrl>

namespace hw {

// Where and how to reach one ClickHouse server over its HTTP interface. The password is held in
// memory only (the app reads it from the keychain); it is sent as X-ClickHouse-Key, never in
// the URL, never with Basic auth, and never appears in messages.
struct ClickHouseConfig {
    QString host = QStringLiteral("127.0.0.1");
    int port = 8123;
    bool tls = false;               // HTTPS with full certificate verification (8443 on Cloud)
    QString user = QStringLiteral("default");
    QString password;
    QString database = QStringLiteral("default");
    int connectTimeoutMs = 10'000;  // until the request is on the wire
    int readTimeoutMs = 60'000;     // longest silence after that (wait_end_of_query: query time)
    // The whole request, first byte to last: a server that sends a byte now and then never trips
    // the read timeout. Room for a 60 s query plus a large body on a slow link.
    int requestTimeoutMs = 300'000;
    qint64 maxResponseBytes = 512ll * 1024 * 1024; // decompressed size; larger replies fail
    qint64 maxResultRows = 0;       // 0 = no server-side cap
    // The server stops a query after this long (max_execution_time, Code 159); 0 = the server's
    // own limit. Dropped with the other optional settings for an account that refuses them.
    int maxExecutionSeconds = 60;
    bool compression = true;        // ask for gzip
    bool allowInsecureHttp = false; // plain http to a non-loopback host (the profile says so explicitly)

    // Empty when requests may be sent, else why not: plain http to a host that is not loopback
    // without allowInsecureHttp (the password would cross the network in clear), no host, or a
    // control character in a value that goes into a header or the URL (CR/LF would add headers).
    QString validate() const;

    // "host:port", for messages.
    QString endpoint() const { return host + QLatin1Char(':') + QString::number(port); }
    // From a profile URL such as https://host:8443 or http://user@127.0.0.1:8123/mydb: scheme
    // picks TLS, the port defaults to 8443 (https) / 8123 (http), a user name and a path
    // (database) are taken if present. A password in the URL is ignored on purpose (keychain
    // only). Other fields keep their defaults.
    static ClickHouseConfig fromUrl(const QUrl &url)
    {
        ClickHouseConfig c;
        c.tls = url.scheme() == QStringLiteral("https");
        c.host = url.host();
        c.port = url.port(c.tls ? 8443 : 8123);
        if (!url.userName().isEmpty())
            c.user = url.userName();
        const QString db = url.path().mid(1).section(QLatin1Char('/'), 0, 0);
        if (!db.isEmpty())
            c.database = db;
        return c;
    }

    QUrl baseUrl() const
    {
        QUrl url;
        url.setScheme(tls ? QStringLiteral("https") : QStringLiteral("http"));
        url.setHost(host);
        url.setPort(port);
        url.setPath(QStringLiteral("/"));
        return url;
    }
};

} // namespace hw
