#pragma once

#include "alerts/AlertRules.h"

#include "auth/OAuthClientSettings.h"
#include "clickhouse/ClickHouseConfig.h"
#include "domain/Result.h"

#include <QByteArray>

#include <QString>
#include <QStringList>
#include <QUrl>

class QSettings;

namespace hw {

struct LogFetchConfig;

// One server profile, stored as <config dir>/hudwatch/profiles/<name>.ini. Holds no secrets:
// the ClickHouse password lives in the OS keychain under "<name>/clickhouse".
struct ProfileSettings {
    QString name;
    QUrl clickHouseUrl; // e.g. https://host:8443 (ClickHouse Cloud) or http://127.0.0.1:8123
    bool clickHouseAllowInsecureHttp = false; // plain http to a non-loopback host: explicit, and warned about
    QString clickHouseUser = QStringLiteral("default");
    QString clickHouseDatabase = QStringLiteral("default");
    int connectTimeoutSeconds = 10;
    int readTimeoutSeconds = 60; // longest silence while a reply is due
    int requestTimeoutSeconds = 300; // overall deadline of one request, however slowly it drips
    int maxResponseMB = 256; // larger replies are refused with a clear error
    // The server stops any query of ours after this long (max_execution_time): a query a real
    // database cannot afford fails with what to narrow instead of loading the server.
    int maxExecutionSeconds = 60;
    // The one GitHub repository (owner/repo) this profile watches: HUD's tables hold many
    // (vision, audio, forks sharing a SHA…), and every query of every source filters by it.
    QString repository = QStringLiteral("pytorch/pytorch");
    QString branch = QStringLiteral("main");
    int pollIntervalSeconds = 60; // 10..86400
    int maxCommits = 300;
    QString groupingFile; // empty: the bundled HUD grouping
    QStringList unstablePatterns; // column-name regexes whose failures are warnings only
    QString cachePath; // empty: <cache dir>/hudwatch/<name>.sqlite
    QUrl relayUrl; // HUD's CRCR read API base, e.g. https://hud.pytorch.org; empty: none
    QString allowlistFile; // an allowlist.yml (path or http(s) URL) that replaces the relay's allowlist
    bool relayAllowInsecureHttp = false; // plain http for relay/url and an allowlist URL
    // HUD's API prefix: "/api" (default) or "/api/authed" (GitHub token as bearer; the prefix
    // replaces /api). HUD's public /api refuses non-browser clients (bot protection).
    QString relayApiPrefix = QStringLiteral("/api");
    QUrl oauthIssuer; // the OpenID provider signed in to (`hudwatch login`); empty: none
    QString oauthClientId = QStringLiteral("hudwatch"); // a public native client (no secret)
    QString oauthScope = QStringLiteral("openid offline_access");
    bool oauthAllowInsecureHttp = false; // plain http to a non-loopback provider
    // Job logs (models/logs): HUD's raw logs, by default from the public S3 bucket without any
    // credentials; or from GitHub's API with the sign-in's bearer. Kept gzip beside the cache.
    QUrl logsRawLogBaseUrl = QUrl(QStringLiteral("https://ossci-raw-job-status.s3.amazonaws.com/log/"));
    bool logsViaGitHubApi = false; // fetch logs from GitHub's API with the sign-in's bearer
    QUrl logsGitHubApiUrl = QUrl(QStringLiteral("https://api.github.com"));
    int logsCacheBudgetMb = 2'048; // least recently used logs go first beyond this
    bool logsAllowInsecureHttp = false; // plain http for logs/rawLogBaseUrl to a non-loopback host
    // On call (models/alerts): the rules, and the cctray.xml feed on 127.0.0.1 (0: off).
    AlertRules alertRules;
    int cctrayPort = 0;

    // The accepted ranges, also in the README's configuration reference.
    static constexpr int minPollIntervalSeconds = 10, maxPollIntervalSeconds = 86'400;
    static constexpr int maxConnectTimeoutSeconds = 300, maxReadTimeoutSeconds = 3'600,
                         maxRequestTimeoutSeconds = 86'400;
    static constexpr int maxResponseMBLimit = 4'096, maxCommitsLimit = 5'000;
    static constexpr int maxExecutionSecondsLimit = 3'600;
    static constexpr int minLogsCacheBudgetMb = 16, maxLogsCacheBudgetMb = 1'048'576;
    static constexpr int maxAlertMinutes = 10'080, maxStillBrokenHours = 168, maxConsecutiveFailures = 50;

    static constexpr qint64 maxIniBytes = 64 * 1024; // a real profile is under 1 KB

    static QString profilePath(const QString &name);
    // Letters, digits, . _ - (1 to 64, not starting with '.'): a safe file name everywhere.
    static bool isValidName(const QString &name);
    // "owner/repo" as GitHub spells one: letters, digits, '-', '_', '.' on each side of one '/'.
    static bool isValidRepository(const QString &repository);
    // The saved profiles' names, sorted (files with an invalid name are left out).
    static QStringList names();
    // Every key a profile file may hold ("clickhouse/url", ...), in file order.
    static QStringList knownKeys();
    // Loads the profile; a Configuration error says why not when it is missing or invalid.
    static Result<ProfileSettings> load(const QString &name);
    // Validates ini text as load() does (same strict reader, same messages) without saving it;
    // text larger than maxIniBytes is refused.
    static Result<ProfileSettings, QString> fromIni(const QByteArray &text, const QString &name);
    Result<void> save() const; // a Storage error when the file cannot be written
    // The ini text save() would write (never a secret: the profile holds none).
    QByteArray toIni() const;
    // How to reach this profile's ClickHouse; the password is the caller's (from the keychain).
    ClickHouseConfig clickHouseConfig() const;
    QString effectiveCachePath() const;
    // One line per insecure transport the profile allows, for the banner on every start; empty
    // when everything goes over https or to loopback.
    QStringList insecureTransportWarnings() const;
    QString keychainKey() const { return name + QStringLiteral("/clickhouse"); }
    // The relay API's bearer token lives in the keychain under "<name>/relay".
    QString relayKeychainKey() const { return name + QStringLiteral("/relay"); }
    // HUD's optional x-hud-internal-bot secret: in the keychain under "<name>/hud-bot" only.
    QString hudBotKeychainKey() const { return name + QStringLiteral("/hud-bot"); }
    // The tokens of `hudwatch login` live in the keychain under "<name>/oauth".
    QString oauthKeychainKey() const { return name + QStringLiteral("/oauth"); }
    // How this profile talks to its provider (client id, scope, the http exception).
    OAuthClientSettings oauthClientSettings() const;
    // logs/* and the timeouts, for LogFetcher.
    LogFetchConfig logFetchConfig() const;

    bool operator==(const ProfileSettings &) const = default;

private:
    // The strict reader behind load() and fromIni(): the message names the key and the fix.
    static Result<ProfileSettings, QString> readFile(const QString &path, const QString &name);
    // The file may be read by QSettings at all (regular, bounded, no Qt-typed values).
    static Result<void, QString> readableFile(const QString &path, const QString &name);
    void write(QSettings &settings) const;
};

} // namespace hw
