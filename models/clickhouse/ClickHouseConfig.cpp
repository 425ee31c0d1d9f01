#include "ClickHouseConfig.h"

#include "net/UrlPolicy.h"

using namespace Qt::StringLiterals;

namespace hw {

QString ClickHouseConfig::validate() const
{
    if (host.isEmpty())
        return u"no ClickHouse host given — set clickhouse/url in Profile ▸ Edit this profile…"_s;
    if (UrlPolicy::hasControlCharacters(host) || UrlPolicy::hasControlCharacters(user)
        || UrlPolicy::hasControlCharacters(database))
        return u"the host, user or database contains a control character — fix clickhouse/url, user or "
               u"database in Profile ▸ Edit this profile…"_s;
    if (UrlPolicy::hasControlCharacters(password))
        return u"the password contains a control character (set it again)"_s;
    if (!tls && !allowInsecureHttp && !UrlPolicy::isLoopbackHost(host))
        return u"refusing to send credentials over plain http:// to %1; use https://, or set "
               u"clickhouse/allowInsecureHttp=true in the profile if you accept that"_s.arg(host);
    return {};
}

} // namespace hw
