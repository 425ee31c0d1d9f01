#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringView>
#include <QUrl>

namespace hw {

// The rules for a URL that carries credentials or fetches outside input: http or https only, a
// host, and plain http only to a loopback host unless the user allowed it explicitly (a
// password in clear across a network is never a silent default). Also the rule for any text
// that goes into an HTTP header or a URL: no control characters (a CR/LF would start a header).
class UrlPolicy
{
    Q_DECLARE_TR_FUNCTIONS(hw::UrlPolicy)

public:
    // 127.0.0.0/8, ::1 or "localhost".
    static bool isLoopbackHost(const QString &host);
    // True for plain http to a host that is not loopback: what allowInsecureHttp permits.
    static bool isInsecure(const QUrl &url);
    // Any C0 control character, DEL or a C1 control character.
    static bool hasControlCharacters(QStringView text);
    // An empty string when the URL may be used, else a one-line reason (without the key name).
    static QString check(const QUrl &url, bool allowInsecureHttp);
};

} // namespace hw
