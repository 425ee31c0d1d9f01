#include "ClickHouseConfig.h"

#include "ClickHouseError.h"
#include "net/UrlPolicy.h"

using namespace Qt::StringLiterals;

namespace hw {

QString ClickHouseConfig::validate() const
{
    if (host.isEmpty())
        return ClickHouseError::tr("no ClickHouse host given — set clickhouse/url in Profile ▸ Edit this profile…");
    if (UrlPolicy::hasControlCharacters(host) || UrlPolicy::hasControlCharacters(user)
        || UrlPolicy::hasControlCharacters(database))
        return ClickHouseError::tr("the host, user or database contains a control character — fix clickhouse/url, "
                                   "user or database in Profile ▸ Edit this profile…");
    if (UrlPolicy::hasControlCharacters(password))
        return ClickHouseError::tr("the password contains a control character — set it again (File ▸ Set ClickHouse password…)");
    if (!tls && !allowInsecureHttp && !UrlPolicy::isLoopbackHost(host))
        return ClickHouseError::tr("refusing to send credentials over plain http:// to %1; use https://, or set "
                                   "clickhouse/allowInsecureHttp=true in the profile if you accept that")
            .arg(host);
    return {};
}

} // namespace hw
