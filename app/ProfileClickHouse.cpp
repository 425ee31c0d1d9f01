#include "ProfileClickHouse.h"

#include "credentials/CredentialStore.h"

#include <QCoreApplication>
#include <QEventLoop>

#include <optional>

namespace hw {

Result<ClickHouseConfig> ProfileClickHouse::config(const ProfileSettings &profile)
{
    QEventLoop loop;
    std::optional<Result<ClickHouseConfig>> outcome;
    CredentialStore credentials;
    credentials.read(CredentialStore::clickHouseKey(profile.name), &loop, [&](const CredentialResult &result) {
        if (!result.ok && !result.notFound) {
            outcome = SourceError::make(SourceError::Kind::Configuration, QStringLiteral("keychain"),
                                        QCoreApplication::translate("hw", "keychain: %1").arg(result.error));
        } else {
            ClickHouseConfig config = profile.clickHouseConfig();
            config.password = result.ok ? result.secret : QString();
            outcome = config;
        }
        loop.quit();
    });
    if (!outcome)
        loop.exec();
    return *outcome;
}

} // namespace hw
