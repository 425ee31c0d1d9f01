#include "ProfileSettings.h"

#include "QtTypedIniValue.h"
#include "auth/OAuthProviderPreset.h"
#include "domain/QuotedText.h"
#include "domain/RegularFile.h"
#include "logs/LogFetchConfig.h"
#include "net/UrlPolicy.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryFile>

namespace hw {

namespace {

bool validName(const QString &name);

// Writes `text` to a private temporary file for QSettings, which reads ini from files only.
bool toTemporaryFile(QTemporaryFile &file, const QByteArray &text)
{
    if (!file.open() || file.write(text) != text.size())
        return false;
    file.close();
    return true;
}

// Why a file in `path`'s folder cannot be written (QSettings says only that it failed): the
// folder cannot be made, a file cannot be created there, or else most likely a full disk.
QString writeProblem(const QString &path)
{
    const QString folder = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(folder))
        return QCoreApplication::translate("main", "the folder %1 cannot be created").arg(QDir::toNativeSeparators(folder));
    QTemporaryFile probe(folder + QStringLiteral("/.hudwatch-write-check-XXXXXX"));
    if (!probe.open())
        return probe.errorString();
    return QCoreApplication::translate("main", "the disk may be full");
}

bool validName(const QString &name)
{
    static const QRegularExpression pattern(QStringLiteral("^[A-Za-z0-9_.-]{1,64}$"));
    return pattern.match(name).hasMatch() && !name.startsWith(u'.');
}

// Reads typed values from a profile file and keeps the first problem, named by its key: a
// value that is out of range or of the wrong type is an error, never a silent default.
class ProfileReader
{
public:
    explicit ProfileReader(const QString &path)
        : m_settings(path, QSettings::IniFormat)
    {
    }

    bool readable() const { return m_settings.status() == QSettings::NoError; }
    bool ok() const { return m_error.isEmpty(); }
    const QString &error() const { return m_error; }

    void fail(const QString &key, const QString &what)
    {
        if (m_error.isEmpty())
            m_error = key + QStringLiteral(": ") + what;
    }

    // Text that may go into an HTTP header, a URL or SQL: no control characters.
    QString text(const QString &key, const QString &fallback)
    {
        const QVariant v = m_settings.value(key);
        if (!v.isValid())
            return fallback;
        if (v.metaType().id() == QMetaType::QStringList) {
            fail(key,
                QCoreApplication::translate("main", "expected one value; quote it if it contains a comma"));
            return fallback;
        }
        const QString value = v.toString();
        if (UrlPolicy::hasControlCharacters(value))
            fail(key,
                QCoreApplication::translate(
                    "main", "contains a control character (a line break or similar)"));
        return value;
    }

    int integer(const QString &key, int fallback, int min, int max)
    {
        const QVariant v = m_settings.value(key);
        if (!v.isValid())
            return fallback;
        bool isNumber = false;
        const qlonglong value = v.toString().trimmed().toLongLong(&isNumber);
        if (!isNumber || value < min || value > max) {
            fail(key,
                QCoreApplication::translate("main", "must be a whole number from %1 to %2, not \"%3\"")
                    .arg(min)
                    .arg(max)
                    .arg(QuotedText::elided(v.toString())));
            return fallback;
        }
        return int(value);
    }

    bool boolean(const QString &key, bool fallback)
    {
        const QVariant v = m_settings.value(key);
        if (!v.isValid())
            return fallback;
        const QString value = v.toString().trimmed().toLower();
        if (value == u"true")
            return true;
        if (value == u"false")
            return false;
        fail(key, QCoreApplication::translate("main", "must be true or false, not \"%1\"").arg(QuotedText::elided(v.toString())));
        return fallback;
    }

    // An http(s) URL with a host; plain http only to loopback unless allowInsecureHttp.
    QUrl url(const QString &key, bool allowInsecureHttp)
    {
        const QString value = text(key, QString()).trimmed();
        if (value.isEmpty())
            return {};
        const QUrl url(value, QUrl::StrictMode);
        if (const QString problem = UrlPolicy::check(url, allowInsecureHttp); !problem.isEmpty())
            fail(key, problem);
        else if (!url.password().isEmpty())
            fail(key,
                QCoreApplication::translate(
                    "main", "remove the password from the URL; secrets live in the keychain only"));
        return url;
    }

    QStringList list(const QString &key)
    {
        const QStringList values = m_settings.value(key).toStringList();
        for (const QString &value : values)
            if (UrlPolicy::hasControlCharacters(value))
                fail(key,
                    QCoreApplication::translate(
                        "main", "contains a control character (a line break or similar)"));
        return values;
    }

private:
    QSettings m_settings;
    QString m_error;
};

} // namespace

QString ProfileSettings::profilePath(const QString &name)
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation)
        + QStringLiteral("/hudwatch/profiles/") + name + QStringLiteral(".ini");
}

Result<ProfileSettings> ProfileSettings::load(const QString &name)
{
    const auto fail = [](const QString &message) {
        return SourceError::make(SourceError::Kind::Configuration, QStringLiteral("profile"), message);
    };
    if (!validName(name))
        return fail(QCoreApplication::translate("main", "invalid profile name \"%1\" (letters, digits, . _ - only)")
                        .arg(QuotedText::elided(name)));
    const QString path = profilePath(name);
    if (!QFileInfo::exists(path))
        return fail(QCoreApplication::translate("main", "profile \"%1\" not found: create %2 (see README, \"Profiles\")")
                        .arg(name, path));
    Result<ProfileSettings, QString> read = readFile(path, name);
    if (read)
        return std::move(*read);
    // A saved profile that no longer reads was changed by hand: the fix is there, by hand.
    return fail(QCoreApplication::translate("main", "%1 — fix it in %2 (a text editor), then try again")
                    .arg(read.error(), QDir::toNativeSeparators(path)));
}

namespace {

// A file a profile names that exists but is a FIFO, a device or a folder would block or flood
// whoever opens it: refused when the profile is read, with a stat only (no open). A file that
// does not exist yet is left to the reader, which says so when it needs it.
void failUnlessRegularFile(ProfileReader &r, const QString &key, const QString &path)
{
    const QFileInfo info(path);
    if (!path.isEmpty() && info.exists() && !info.isFile())
        r.fail(key, QCoreApplication::translate("main", "not a regular file (a folder, a pipe or a device): name a file, "
                                                        "or leave it empty"));
}

} // namespace

namespace {

// The sections of a profile, read in the order of the file (the first problem is the one said).
void readClickHouse(ProfileReader &r, ProfileSettings &p)
{
    p.clickHouseAllowInsecureHttp = r.boolean(QStringLiteral("clickhouse/allowInsecureHttp"), false);
    p.clickHouseUrl = r.url(QStringLiteral("clickhouse/url"), p.clickHouseAllowInsecureHttp);
    if (r.ok() && p.clickHouseUrl.isEmpty())
        r.fail(QStringLiteral("clickhouse/url"),
            QCoreApplication::translate("main", "missing: the ClickHouse server, e.g. https://host:8443"));
    p.clickHouseUser = r.text(QStringLiteral("clickhouse/user"), p.clickHouseUser);
    p.clickHouseDatabase = r.text(QStringLiteral("clickhouse/database"), p.clickHouseDatabase);
    p.connectTimeoutSeconds = r.integer(QStringLiteral("clickhouse/connectTimeoutSeconds"),
        p.connectTimeoutSeconds, 1, ProfileSettings::maxConnectTimeoutSeconds);
    p.readTimeoutSeconds = r.integer(
        QStringLiteral("clickhouse/readTimeoutSeconds"), p.readTimeoutSeconds, 1, ProfileSettings::maxReadTimeoutSeconds);
    p.requestTimeoutSeconds = r.integer(QStringLiteral("clickhouse/requestTimeoutSeconds"),
        p.requestTimeoutSeconds, 1, ProfileSettings::maxRequestTimeoutSeconds);
    p.maxResponseMB
        = r.integer(QStringLiteral("clickhouse/maxResponseMB"), p.maxResponseMB, 1, ProfileSettings::maxResponseMBLimit);
    p.maxExecutionSeconds = r.integer(QStringLiteral("clickhouse/maxExecutionSeconds"), p.maxExecutionSeconds, 1,
        ProfileSettings::maxExecutionSecondsLimit);
}

void readGrid(ProfileReader &r, ProfileSettings &p)
{
    p.repository = r.text(QStringLiteral("grid/repository"), p.repository).trimmed();
    if (!ProfileSettings::isValidRepository(p.repository))
        r.fail(QStringLiteral("grid/repository"),
            QCoreApplication::translate("main", "must be owner/repo, e.g. pytorch/pytorch"));
    p.branch = r.text(QStringLiteral("grid/branch"), p.branch).trimmed();
    if (p.branch.isEmpty())
        r.fail(QStringLiteral("grid/branch"), QCoreApplication::translate("main", "must not be empty"));
    p.pollIntervalSeconds = r.integer(QStringLiteral("poll/intervalSeconds"), p.pollIntervalSeconds,
        ProfileSettings::minPollIntervalSeconds, ProfileSettings::maxPollIntervalSeconds);
    p.maxCommits = r.integer(QStringLiteral("grid/maxCommits"), p.maxCommits, 1, ProfileSettings::maxCommitsLimit);
    p.groupingFile = r.text(QStringLiteral("grid/groupingFile"), QString());
    failUnlessRegularFile(r, QStringLiteral("grid/groupingFile"), p.groupingFile);
    p.unstablePatterns = r.list(QStringLiteral("grid/unstablePatterns"));
    p.cachePath = r.text(QStringLiteral("cache/path"), QString());
}

void readRelay(ProfileReader &r, ProfileSettings &p)
{
    p.relayAllowInsecureHttp = r.boolean(QStringLiteral("relay/allowInsecureHttp"), false);
    p.relayUrl = r.url(QStringLiteral("relay/url"), p.relayAllowInsecureHttp);
    if (!p.relayUrl.isEmpty() && (p.relayUrl.hasQuery() || p.relayUrl.hasFragment()))
        r.fail(QStringLiteral("relay/url"),
            QCoreApplication::translate("main", "remove the query; tokens live in the keychain only"));
    p.relayApiPrefix = r.text(QStringLiteral("relay/apiPrefix"), p.relayApiPrefix).trimmed();
    while (p.relayApiPrefix.size() > 1 && p.relayApiPrefix.endsWith(u'/'))
        p.relayApiPrefix.chop(1);
    if (p.relayApiPrefix != QStringLiteral("/api") && p.relayApiPrefix != QStringLiteral("/api/authed"))
        r.fail(QStringLiteral("relay/apiPrefix"),
            QCoreApplication::translate("main", "must be /api or /api/authed (HUD's route for a GitHub sign-in)"));
    p.allowlistFile = r.text(QStringLiteral("relay/allowlistFile"), QString()).trimmed();
    if (p.allowlistFile.contains(QStringLiteral("://")))
        r.url(QStringLiteral("relay/allowlistFile"), p.relayAllowInsecureHttp);
    else
        failUnlessRegularFile(r, QStringLiteral("relay/allowlistFile"), p.allowlistFile);
}

void readOAuth(ProfileReader &r, ProfileSettings &p)
{
    p.oauthAllowInsecureHttp = r.boolean(QStringLiteral("oauth/allowInsecureHttp"), false);
    p.oauthIssuer = r.url(QStringLiteral("oauth/issuer"), p.oauthAllowInsecureHttp);
    if (!p.oauthIssuer.isEmpty() && (p.oauthIssuer.hasQuery() || p.oauthIssuer.hasFragment()))
        r.fail(QStringLiteral("oauth/issuer"),
            QCoreApplication::translate("main", "an issuer has no query or fragment (OpenID Discovery §2)"));
    p.oauthClientId = r.text(QStringLiteral("oauth/clientId"), p.oauthClientId).trimmed();
    if (p.oauthClientId.isEmpty())
        r.fail(QStringLiteral("oauth/clientId"), QCoreApplication::translate("main", "must not be empty"));
    // A preset provider (GitHub) has scopes of its own; OpenID scopes mean nothing there.
    if (const auto preset = OAuthProviderPreset::forIssuer(p.oauthIssuer))
        p.oauthScope = preset->defaultScope;
    p.oauthScope = r.text(QStringLiteral("oauth/scope"), p.oauthScope).simplified();
}

// Where job logs come from (the raw log base URL or GitHub's API).
void readLogSource(ProfileReader &r, ProfileSettings &p)
{
    p.logsAllowInsecureHttp = r.boolean(QStringLiteral("logs/allowInsecureHttp"), false);
    if (const QUrl base = r.url(QStringLiteral("logs/rawLogBaseUrl"), p.logsAllowInsecureHttp);
        !base.isEmpty()) {
        // The job's id (and repository) are appended to the path: a query would end up before them.
        if (base.hasQuery() || base.hasFragment())
            r.fail(QStringLiteral("logs/rawLogBaseUrl"),
                QCoreApplication::translate(
                    "main", "remove the query; the job's id is appended to the path"));
        p.logsRawLogBaseUrl = base;
    }
    p.logsViaGitHubApi = r.boolean(QStringLiteral("logs/viaGitHubApi"), p.logsViaGitHubApi);
}

void readAlerts(ProfileReader &r, ProfileSettings &p)
{
    AlertRules &alerts = p.alertRules;
    alerts.consecutiveFailures = r.integer(QStringLiteral("alerts/consecutiveFailures"), alerts.consecutiveFailures, 1,
        ProfileSettings::maxConsecutiveFailures);
    alerts.groupRule = r.boolean(QStringLiteral("alerts/groupRule"), alerts.groupRule);
    alerts.trunkRedMinutes = r.integer(QStringLiteral("alerts/trunkRedMinutes"), alerts.trunkRedMinutes, 0, ProfileSettings::maxAlertMinutes);
    alerts.staleMinutes = r.integer(QStringLiteral("alerts/staleMinutes"), alerts.staleMinutes, 0, ProfileSettings::maxAlertMinutes);
    alerts.stillBrokenHours
        = r.integer(QStringLiteral("alerts/stillBrokenHours"), alerts.stillBrokenHours, 0, ProfileSettings::maxStillBrokenHours);
    alerts.jobPatterns = r.list(QStringLiteral("alerts/jobPatterns"));
    for (const QString &pattern : alerts.jobPatterns)
        if (const QRegularExpression re(pattern); !re.isValid())
            r.fail(QStringLiteral("alerts/jobPatterns"),
                QCoreApplication::translate("main", "\"%1\" is not a valid regular expression: %2").arg(QuotedText::elided(pattern), re.errorString()));
    alerts.backendRules = r.boolean(QStringLiteral("alerts/backendRules"), alerts.backendRules);
    p.cctrayPort = r.integer(QStringLiteral("alerts/cctrayPort"), 0, 0, 65'535);
}

void readLogApi(ProfileReader &r, ProfileSettings &p)
{
    // GitHub Enterprise Server answers at https://HOST/api/v3.
    if (const QUrl api = r.url(QStringLiteral("logs/gitHubApiUrl"), p.logsAllowInsecureHttp); !api.isEmpty())
        p.logsGitHubApiUrl = api;
    p.logsCacheBudgetMb = r.integer(QStringLiteral("logs/cacheBudgetMb"), p.logsCacheBudgetMb,
        ProfileSettings::minLogsCacheBudgetMb, ProfileSettings::maxLogsCacheBudgetMb);
}

} // namespace

// A profile file that may be read by QSettings at all: a regular file, bounded, without the
// Qt-typed values QSettings would decode (and warn about).
Result<void, QString> ProfileSettings::readableFile(const QString &path, const QString &name)
{
    // Read raw first, bounded and only if it is a regular file (a FIFO would block QSettings
    // for ever); then, before QSettings reads it, refuse Qt-typed values it would decode.
    const auto raw = RegularFile::read(path, maxIniBytes);
    if (!raw)
        return QCoreApplication::translate("main", "profile file %1 cannot be read: %2").arg(path, raw.error().message);
    if (const auto key = QtTypedIniValue::firstKey(*raw))
        return QCoreApplication::translate("main", "profile \"%1\": %2")
            .arg(name, QuotedText::elided(*key) + QStringLiteral(": ") + QtTypedIniValue::problem());
    return {};
}

Result<ProfileSettings, QString> ProfileSettings::readFile(const QString &path, const QString &name)
{
    if (const Result<void, QString> readable = readableFile(path, name); !readable)
        return readable.error();
    ProfileReader r(path);
    if (!r.readable()) {
        QFile probe(path);
        const QString why = probe.open(QIODevice::ReadOnly)
            ? QCoreApplication::translate("main", "not an ini file")
            : probe.errorString();
        return QCoreApplication::translate("main", "profile file %1 cannot be read: %2").arg(path, why);
    }
    ProfileSettings p;
    p.name = name;
    readClickHouse(r, p);
    readGrid(r, p);
    readRelay(r, p);
    readOAuth(r, p);
    readLogSource(r, p);
    readAlerts(r, p);
    readLogApi(r, p);
    if (!r.ok())
        return QCoreApplication::translate("main", "profile \"%1\": %2").arg(name, r.error());
    return p;
}

QStringList ProfileSettings::insecureTransportWarnings() const
{
    QStringList warnings;
    const auto warn = [&](const QUrl &url, const QString &key) {
        if (UrlPolicy::isInsecure(url))
            warnings << QCoreApplication::translate("main",
                "⚠ %1 uses plain http:// to %2: credentials and data cross the network unencrypted "
                "(allowed by allowInsecureHttp=true in the profile).")
                            .arg(key, url.host());
    };
    if (clickHouseAllowInsecureHttp)
        warn(clickHouseUrl, QStringLiteral("clickhouse/url"));
    if (oauthAllowInsecureHttp)
        warn(oauthIssuer, QStringLiteral("oauth/issuer"));
    if (relayAllowInsecureHttp) {
        warn(relayUrl, QStringLiteral("relay/url"));
        if (allowlistFile.contains(QStringLiteral("://")))
            warn(QUrl(allowlistFile), QStringLiteral("relay/allowlistFile"));
    }
    if (logsAllowInsecureHttp) {
        warn(logsRawLogBaseUrl, QStringLiteral("logs/rawLogBaseUrl"));
        if (logsViaGitHubApi)
            warn(logsGitHubApiUrl, QStringLiteral("logs/gitHubApiUrl"));
    }
    return warnings;
}

bool ProfileSettings::isValidName(const QString &name)
{
    return validName(name);
}

bool ProfileSettings::isValidRepository(const QString &repository)
{
    static const QRegularExpression pattern(QStringLiteral("^[A-Za-z0-9_.-]{1,100}/[A-Za-z0-9_.-]{1,100}$"));
    return pattern.match(repository).hasMatch() && !repository.startsWith(QLatin1Char('.'))
        && !repository.contains(QStringLiteral("/."));
}

QStringList ProfileSettings::names()
{
    const QDir dir(QFileInfo(profilePath(QStringLiteral("x"))).absolutePath());
    QStringList result;
    for (const QFileInfo &file : dir.entryInfoList({ QStringLiteral("*.ini") }, QDir::Files))
        if (validName(file.completeBaseName()))
            result << file.completeBaseName();
    result.sort();
    return result;
}

QStringList ProfileSettings::knownKeys()
{
    return { QStringLiteral("clickhouse/url"), QStringLiteral("clickhouse/allowInsecureHttp"),
        QStringLiteral("clickhouse/user"), QStringLiteral("clickhouse/database"),
        QStringLiteral("clickhouse/connectTimeoutSeconds"), QStringLiteral("clickhouse/readTimeoutSeconds"),
        QStringLiteral("clickhouse/requestTimeoutSeconds"), QStringLiteral("clickhouse/maxResponseMB"),
        QStringLiteral("clickhouse/maxExecutionSeconds"), QStringLiteral("grid/repository"),
        QStringLiteral("grid/branch"), QStringLiteral("poll/intervalSeconds"),
        QStringLiteral("grid/maxCommits"), QStringLiteral("grid/groupingFile"),
        QStringLiteral("grid/unstablePatterns"), QStringLiteral("cache/path"), QStringLiteral("relay/url"),
        QStringLiteral("relay/allowlistFile"), QStringLiteral("relay/allowInsecureHttp"),
        QStringLiteral("relay/apiPrefix"), QStringLiteral("oauth/issuer"), QStringLiteral("oauth/clientId"), QStringLiteral("oauth/scope"),
        QStringLiteral("oauth/allowInsecureHttp"), QStringLiteral("logs/rawLogBaseUrl"),
        QStringLiteral("logs/viaGitHubApi"), QStringLiteral("logs/gitHubApiUrl"), QStringLiteral("logs/cacheBudgetMb"),
        QStringLiteral("alerts/consecutiveFailures"), QStringLiteral("alerts/groupRule"),
        QStringLiteral("alerts/trunkRedMinutes"), QStringLiteral("alerts/staleMinutes"),
        QStringLiteral("alerts/stillBrokenHours"), QStringLiteral("alerts/jobPatterns"), QStringLiteral("alerts/cctrayPort"),
        QStringLiteral("alerts/backendRules"), QStringLiteral("logs/allowInsecureHttp") };
}

Result<ProfileSettings, QString> ProfileSettings::fromIni(const QByteArray &text, const QString &name)
{
    if (text.size() > maxIniBytes)
        return QCoreApplication::translate("main", "profile \"%1\" is larger than %2 KB: not a profile file")
            .arg(QuotedText::elided(name))
            .arg(maxIniBytes / 1024);
    if (!validName(name))
        return QCoreApplication::translate(
            "main", "invalid profile name \"%1\" (letters, digits, . _ - only)")
            .arg(QuotedText::elided(name));
    QTemporaryFile file;
    if (!toTemporaryFile(file, text))
        return QCoreApplication::translate(
            "main", "cannot write a temporary file to check the profile: %1 — free disk space or set TMPDIR to "
                    "a writable folder")
            .arg(file.errorString());
    return readFile(file.fileName(), name);
}

QByteArray ProfileSettings::toIni() const
{
    QTemporaryFile file;
    if (!toTemporaryFile(file, {}))
        return {};
    {
        QSettings s(file.fileName(), QSettings::IniFormat);
        write(s);
        s.sync();
    }
    QFile in(file.fileName());
    return in.open(QIODevice::ReadOnly) ? in.readAll() : QByteArray();
}

ClickHouseConfig ProfileSettings::clickHouseConfig() const
{
    ClickHouseConfig config;
    config.tls = clickHouseUrl.scheme() == u"https";
    config.host = clickHouseUrl.host();
    config.port = clickHouseUrl.port(config.tls ? 8443 : 8123);
    config.user = clickHouseUser;
    config.database = clickHouseDatabase;
    config.connectTimeoutMs = connectTimeoutSeconds * 1000;
    config.readTimeoutMs = readTimeoutSeconds * 1000;
    config.requestTimeoutMs = requestTimeoutSeconds * 1000;
    config.maxResponseBytes = qint64(maxResponseMB) * 1024 * 1024;
    config.maxExecutionSeconds = maxExecutionSeconds;
    config.allowInsecureHttp = clickHouseAllowInsecureHttp;
    return config;
}

Result<void> ProfileSettings::save() const
{
    const QString path = profilePath(name);
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSettings s(path, QSettings::IniFormat);
    write(s);
    s.sync();
    if (s.status() != QSettings::NoError)
        return SourceError::make(SourceError::Kind::Storage, QStringLiteral("profile"),
            QCoreApplication::translate(
                "main", "cannot write profile file %1: %2 — check that the folder is writable, or free disk space")
                .arg(QDir::toNativeSeparators(path), writeProblem(path)));
    return {};
}

void ProfileSettings::write(QSettings &s) const
{
    s.setValue(QStringLiteral("clickhouse/url"), clickHouseUrl.toString());
    s.setValue(QStringLiteral("clickhouse/allowInsecureHttp"), clickHouseAllowInsecureHttp);
    s.setValue(QStringLiteral("clickhouse/user"), clickHouseUser);
    s.setValue(QStringLiteral("clickhouse/database"), clickHouseDatabase);
    s.setValue(QStringLiteral("clickhouse/connectTimeoutSeconds"), connectTimeoutSeconds);
    s.setValue(QStringLiteral("clickhouse/readTimeoutSeconds"), readTimeoutSeconds);
    s.setValue(QStringLiteral("clickhouse/requestTimeoutSeconds"), requestTimeoutSeconds);
    s.setValue(QStringLiteral("clickhouse/maxResponseMB"), maxResponseMB);
    s.setValue(QStringLiteral("clickhouse/maxExecutionSeconds"), maxExecutionSeconds);
    s.setValue(QStringLiteral("grid/repository"), repository);
    s.setValue(QStringLiteral("grid/branch"), branch);
    s.setValue(QStringLiteral("poll/intervalSeconds"), pollIntervalSeconds);
    s.setValue(QStringLiteral("grid/maxCommits"), maxCommits);
    s.setValue(QStringLiteral("grid/groupingFile"), groupingFile);
    s.setValue(QStringLiteral("grid/unstablePatterns"), unstablePatterns);
    s.setValue(QStringLiteral("cache/path"), cachePath);
    s.setValue(QStringLiteral("relay/url"), relayUrl.toString());
    s.setValue(QStringLiteral("relay/allowlistFile"), allowlistFile);
    s.setValue(QStringLiteral("relay/allowInsecureHttp"), relayAllowInsecureHttp);
    s.setValue(QStringLiteral("relay/apiPrefix"), relayApiPrefix);
    s.setValue(QStringLiteral("oauth/issuer"), oauthIssuer.toString());
    s.setValue(QStringLiteral("oauth/clientId"), oauthClientId);
    s.setValue(QStringLiteral("oauth/scope"), oauthScope);
    s.setValue(QStringLiteral("oauth/allowInsecureHttp"), oauthAllowInsecureHttp);
    s.setValue(QStringLiteral("logs/rawLogBaseUrl"), logsRawLogBaseUrl.toString());
    s.setValue(QStringLiteral("logs/viaGitHubApi"), logsViaGitHubApi);
    s.setValue(QStringLiteral("logs/gitHubApiUrl"), logsGitHubApiUrl.toString());
    s.setValue(QStringLiteral("alerts/consecutiveFailures"), alertRules.consecutiveFailures);
    s.setValue(QStringLiteral("alerts/groupRule"), alertRules.groupRule);
    s.setValue(QStringLiteral("alerts/trunkRedMinutes"), alertRules.trunkRedMinutes);
    s.setValue(QStringLiteral("alerts/staleMinutes"), alertRules.staleMinutes);
    s.setValue(QStringLiteral("alerts/stillBrokenHours"), alertRules.stillBrokenHours);
    s.setValue(QStringLiteral("alerts/jobPatterns"), alertRules.jobPatterns);
    s.setValue(QStringLiteral("alerts/backendRules"), alertRules.backendRules);
    s.setValue(QStringLiteral("alerts/cctrayPort"), cctrayPort);
    s.setValue(QStringLiteral("logs/cacheBudgetMb"), logsCacheBudgetMb);
    s.setValue(QStringLiteral("logs/allowInsecureHttp"), logsAllowInsecureHttp);
}

QString ProfileSettings::effectiveCachePath() const
{
    if (!cachePath.isEmpty())
        return cachePath;
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation)
        + QStringLiteral("/hudwatch/") + name + QStringLiteral(".sqlite");
}

LogFetchConfig ProfileSettings::logFetchConfig() const
{
    LogFetchConfig c;
    c.rawLogBase = logsRawLogBaseUrl;
    c.viaGitHubApi = logsViaGitHubApi;
    c.gitHubApiBase = logsGitHubApiUrl;
    c.allowInsecureHttp = logsAllowInsecureHttp;
    c.connectTimeoutMs = connectTimeoutSeconds * 1000;
    c.readTimeoutMs = readTimeoutSeconds * 1000;
    return c;
}

OAuthClientSettings ProfileSettings::oauthClientSettings() const
{
    OAuthClientSettings s;
    s.clientId = oauthClientId;
    s.scope = oauthScope;
    s.allowInsecureHttp = oauthAllowInsecureHttp;
    return s;
}

} // namespace hw
