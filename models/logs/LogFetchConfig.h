#pragma once

#include "logs/JobLogLocation.h"

#include <QString>
#include <QUrl>

namespace hw {

// Where LogFetcher gets logs from and its limits: the profile's logs/* keys and timeouts
// (ProfileSettings::logFetchConfig()), or a test's own.
struct LogFetchConfig {
    QUrl rawLogBase = JobLogLocation::defaultRawLogBase();
    bool viaGitHubApi = false;
    QUrl gitHubApiBase = QUrl(QStringLiteral("https://api.github.com"));
    bool allowInsecureHttp = false; // plain http to a non-loopback log host
    qint64 maxDownloadBytes = 1024ll * 1024 * 1024; // the body as sent (gzip for raw logs)
    qint64 maxLogBytes = 16ll * 1024 * 1024 * 1024; // inflated
    int connectTimeoutMs = 10'000;
    int readTimeoutMs = 60'000; // longest silence within the body
    int requestTimeoutMs = 30 * 60'000; // a drip that never stalls; 0 = none
    int progressIntervalMs = 100; // at most one progress() per interval (and the last one)
};

} // namespace hw
