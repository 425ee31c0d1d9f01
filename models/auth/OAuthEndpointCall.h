#pragma once

#include "OAuthClientSettings.h"
#include "OAuthResponse.h"
#include "domain/Result.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QUrl>

#include <functional>
#include <utility>

class QNetworkAccessManager;

namespace hw {

// One request to a provider's endpoint (discovery, token, device authorization, revocation,
// introspection) under the transport rules of net/GuardedReply: deadlines, a size cap, no
// redirects followed (a token request must not be replayed elsewhere), no cookies, https unless
// the host is loopback. The callback runs exactly once, on `context`'s thread, unless `context`
// is deleted first (then never). Messages never contain what was sent (codes, tokens, verifiers).
class OAuthEndpointCall
{
public:
    using Form = QList<std::pair<QString, QString>>;
    using Callback = std::function<void(const Result<OAuthResponse> &)>;

    static void postForm(QNetworkAccessManager *nam, const QUrl &url, const Form &form,
        const OAuthClientSettings &settings, QObject *context, Callback done);
    static void getJson(QNetworkAccessManager *nam, const QUrl &url, const OAuthClientSettings &settings,
        QObject *context, Callback done);

    // application/x-www-form-urlencoded with every reserved character (also '+') percent-encoded.
    static QByteArray encodeForm(const Form &form);

private:
    static void send(QNetworkAccessManager *nam, const QUrl &url, const QByteArray *body,
        const OAuthClientSettings &settings, QObject *context, Callback done);
};

} // namespace hw
