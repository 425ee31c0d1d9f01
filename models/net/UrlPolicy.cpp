#include "UrlPolicy.h"

#include "domain/QuotedText.h"

#include <QCoreApplication>
#include <QHostAddress>

namespace hw {

bool UrlPolicy::isLoopbackHost(const QString &host)
{
    if (host.compare(u"localhost", Qt::CaseInsensitive) == 0)
        return true;
    const QHostAddress address(host);
    return !address.isNull() && address.isLoopback();
}

bool UrlPolicy::isInsecure(const QUrl &url)
{
    return url.scheme().compare(u"http", Qt::CaseInsensitive) == 0 && !isLoopbackHost(url.host());
}

bool UrlPolicy::hasControlCharacters(QStringView text)
{
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u < 0x20 || (u >= 0x7f && u < 0xa0))
            return true;
    }
    return false;
}

QString UrlPolicy::check(const QUrl &url, bool allowInsecureHttp)
{
    if (!url.isValid())
        return tr("not a valid URL (%1)").arg(QuotedText::elided(url.errorString())); // it repeats the whole URL
    const QString scheme = url.scheme().toLower();
    if (scheme != u"https" && scheme != u"http")
        return tr("must be an https:// URL (got '%1')").arg(QuotedText::elided(url.scheme()));
    if (url.host().isEmpty())
        return tr("the URL has no host");
    if (!allowInsecureHttp && isInsecure(url))
        return tr("plain http:// would send credentials and data unencrypted to %1; use https://, or set "
                  "allowInsecureHttp=true in the same section if you accept that")
            .arg(QuotedText::elided(url.host()));
    return {};
}

} // namespace hw
