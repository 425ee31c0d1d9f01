#include "TestBrowser.h"

#include <QEventLoop>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace hw::test {

TestBrowser::Visit TestBrowser::open(const QUrl &start, const RedirectFilter &filter, int timeoutMs)
{
    Visit v;
    QUrl url = start;
    for (int hop = 0; hop < 12; ++hop) {
        v.url = url;
        QNetworkRequest request(url);
        request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
        QNetworkReply *reply = m_nam.get(request);
        QEventLoop loop;
        QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
        QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
        if (!reply->isFinished())
            loop.exec();
        if (!reply->isFinished()) {
            reply->abort();
            delete reply;
            v.error = u"timed out"_s;
            return v;
        }
        v.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        v.body = reply->readAll();
        const QByteArray location = reply->rawHeader("Location");
        if (v.status == 0)
            v.error = reply->errorString();
        delete reply;
        if (v.status < 300 || v.status >= 400 || location.isEmpty())
            return v;
        QUrl next = url.resolved(QUrl::fromEncoded(location));
        if (filter) {
            const QUrl filtered = filter(next);
            if (filtered.isEmpty()) {
                v.heldRedirect = next;
                return v;
            }
            next = filtered;
        }
        url = next;
    }
    v.error = u"too many redirects"_s;
    return v;
}

TestBrowser::RedirectFilter TestBrowser::holdLoopbackCallback(const QUrl &providerIssuer)
{
    return [providerIssuer](const QUrl &next) {
        if (next.host() == u"127.0.0.1" && next.port() != providerIssuer.port())
            return QUrl();
        return next;
    };
}

} // namespace hw::test
