#pragma once

#include <QByteArray>
#include <QNetworkAccessManager>
#include <QUrl>

#include <functional>

namespace hw::test {

// The user's browser in the sign-in tests: GET a URL and follow redirects by hand (with the
// provider's cookies), so that each hop can be seen and, for the last one to the app's loopback
// listener, changed (a forged state) or held back (to take the code out).
class TestBrowser
{
public:
    struct Visit {
        int status = 0; // of the last response (0: no response)
        QUrl url; // the last URL requested
        QByteArray body; // of the last response
        QUrl heldRedirect; // set when a redirect was held back instead of followed
        QString error; // transport error, or "too many redirects"
    };

    // Called with each redirect target before it is followed; return it (changed or not), or an
    // empty URL to stop and report it as heldRedirect.
    using RedirectFilter = std::function<QUrl(const QUrl &)>;

    Visit open(const QUrl &url, const RedirectFilter &filter = {}, int timeoutMs = 20'000);

    // A filter that holds back any redirect to 127.0.0.1 on another port than the provider's.
    static RedirectFilter holdLoopbackCallback(const QUrl &providerIssuer);

private:
    QNetworkAccessManager m_nam; // its default cookie jar keeps the provider's session cookies
};

} // namespace hw::test
