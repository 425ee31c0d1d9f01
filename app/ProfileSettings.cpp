#include "ProfileSettings.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>

namespace hw {

namespace {
bool validName(const QString &name)
{
    static const QRegularExpression pattern(QStringLiteral("^[A-Za-z0-9_.-]{1,64}$"));
    return pattern.match(name).hasMatch() && !name.startsWith(u'.');
}
} // namespace

QString ProfileSettings::profilePath(const QString &name)
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation)
        + QStringLiteral("/hudwatch/profiles/") + name + QStringLiteral(".ini");
}

bool ProfileSettings::load(const QString &name, ProfileSettings *out, QString *error)
{
    if (!validName(name)) {
        *error = QCoreApplication::translate("main", "invalid profile name \"%1\" (letters, digits, . _ - only)").arg(name);
        return false;
    }
    const QString path = profilePath(name);
    if (!QFileInfo::exists(path)) {
        *error = QCoreApplication::translate("main", "profile \"%1\" not found: create %2 (see README, \"Profiles\")")
                     .arg(name, path);
        return false;
    }
    QSettings s(path, QSettings::IniFormat);
    if (s.status() != QSettings::NoError) {
        *error = QCoreApplication::translate("main", "profile file %1 cannot be read").arg(path);
        return false;
    }
    ProfileSettings p;
    p.name = name;
    p.clickHouseUrl = QUrl(s.value(QStringLiteral("clickhouse/url")).toString(), QUrl::StrictMode);
    p.clickHouseUser = s.value(QStringLiteral("clickhouse/user"), p.clickHouseUser).toString();
    p.clickHouseDatabase = s.value(QStringLiteral("clickhouse/database"), p.clickHouseDatabase).toString();
    p.connectTimeoutSeconds = s.value(QStringLiteral("clickhouse/connectTimeoutSeconds"), p.connectTimeoutSeconds).toInt();
    p.readTimeoutSeconds = s.value(QStringLiteral("clickhouse/readTimeoutSeconds"), p.readTimeoutSeconds).toInt();
    p.maxResponseMB = s.value(QStringLiteral("clickhouse/maxResponseMB"), p.maxResponseMB).toInt();
    p.branch = s.value(QStringLiteral("grid/branch"), p.branch).toString();
    p.pollIntervalSeconds = s.value(QStringLiteral("poll/intervalSeconds"), p.pollIntervalSeconds).toInt();
    p.maxCommits = s.value(QStringLiteral("grid/maxCommits"), p.maxCommits).toInt();
    p.groupingFile = s.value(QStringLiteral("grid/groupingFile")).toString();
    p.unstablePatterns = s.value(QStringLiteral("grid/unstablePatterns")).toStringList();
    p.cachePath = s.value(QStringLiteral("cache/path")).toString();
    const QString relay = s.value(QStringLiteral("relay/url")).toString();
    p.relayUrl = relay.isEmpty() ? QUrl() : QUrl(relay, QUrl::StrictMode);
    p.allowlistFile = s.value(QStringLiteral("relay/allowlistFile")).toString();
    if (!relay.isEmpty() && (!p.relayUrl.isValid() || (p.relayUrl.scheme() != u"http" && p.relayUrl.scheme() != u"https"))) {
        *error = QCoreApplication::translate("main", "profile \"%1\": relay/url must be an http(s) URL").arg(name);
        return false;
    }
    if (!p.relayUrl.password().isEmpty() || p.relayUrl.query().contains(u"token", Qt::CaseInsensitive)) {
        *error = QCoreApplication::translate(
            "main", "profile \"%1\": remove the secret from relay/url; tokens live in the keychain only").arg(name);
        return false;
    }
    if (!p.clickHouseUrl.isValid() || (p.clickHouseUrl.scheme() != u"http" && p.clickHouseUrl.scheme() != u"https")) {
        *error = QCoreApplication::translate("main", "profile \"%1\": clickhouse/url must be an http(s) URL").arg(name);
        return false;
    }
    if (!p.clickHouseUrl.password().isEmpty()) {
        *error = QCoreApplication::translate(
            "main", "profile \"%1\": remove the password from clickhouse/url; passwords live in the keychain only").arg(name);
        return false;
    }
    if (p.connectTimeoutSeconds < 1 || p.readTimeoutSeconds < 1 || p.maxResponseMB < 1) {
        *error = QCoreApplication::translate("main", "profile \"%1\": timeouts and maxResponseMB must be positive").arg(name);
        return false;
    }
    if (p.maxCommits < 1 || p.maxCommits > 5000) {
        *error = QCoreApplication::translate("main", "profile \"%1\": grid/maxCommits must be 1..5000").arg(name);
        return false;
    }
    *out = p;
    return true;
}

bool ProfileSettings::save(QString *error) const
{
    const QString path = profilePath(name);
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSettings s(path, QSettings::IniFormat);
    s.setValue(QStringLiteral("clickhouse/url"), clickHouseUrl.toString());
    s.setValue(QStringLiteral("clickhouse/user"), clickHouseUser);
    s.setValue(QStringLiteral("clickhouse/database"), clickHouseDatabase);
    s.setValue(QStringLiteral("clickhouse/connectTimeoutSeconds"), connectTimeoutSeconds);
    s.setValue(QStringLiteral("clickhouse/readTimeoutSeconds"), readTimeoutSeconds);
    s.setValue(QStringLiteral("clickhouse/maxResponseMB"), maxResponseMB);
    s.setValue(QStringLiteral("grid/branch"), branch);
    s.setValue(QStringLiteral("poll/intervalSeconds"), pollIntervalSeconds);
    s.setValue(QStringLiteral("grid/maxCommits"), maxCommits);
    s.setValue(QStringLiteral("grid/groupingFile"), groupingFile);
    s.setValue(QStringLiteral("grid/unstablePatterns"), unstablePatterns);
    s.setValue(QStringLiteral("cache/path"), cachePath);
    s.setValue(QStringLiteral("relay/url"), relayUrl.toString());
    s.setValue(QStringLiteral("relay/allowlistFile"), allowlistFile);
    s.sync();
    if (s.status() != QSettings::NoError) {
        *error = QCoreApplication::translate("main", "cannot write profile file %1").arg(path);
        return false;
    }
    return true;
}

QString ProfileSettings::effectiveCachePath() const
{
    if (!cachePath.isEmpty())
        return cachePath;
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) + QStringLiteral("/hudwatch/")
        + name + QStringLiteral(".sqlite");
}

} // namespace hw
