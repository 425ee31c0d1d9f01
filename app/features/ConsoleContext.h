#pragma once

#include "CommandLineOptions.h"
#include "charts/TimeRange.h"
#include "profiles/ProfileSettings.h"

#include <QString>

class QNetworkAccessManager;

namespace hw {

class CacheWriter;
class ClickHouseClient;
class CredentialStore;
class JobCache;
class MainWindow;
class Replayer;

// What a feature module is given to build its part of the console: the window, the options,
// and either a profile's parts (client, cache, writer) or a replay's (its replayer and clock).
struct ConsoleContext {
    MainWindow *window = nullptr;
    const CommandLineOptions *options = nullptr;

    // A profile (initProfile).
    const ProfileSettings *profile = nullptr;
    ClickHouseClient *client = nullptr;
    JobCache *cache = nullptr;
    CacheWriter *cacheWriter = nullptr;
    QNetworkAccessManager *network = nullptr;
    CredentialStore *credentials = nullptr; // the keychain
    // Offline, a screenshot or the first-paint benchmark: the cache only, no fetches.
    bool cacheOnly = false;

    // A replay (initReplay): the bundled demo or a --replay file, shown as of `at`.
    Replayer *replayer = nullptr;
    bool demo = false;
    qint64 at = 0;

    // --offline or --screenshot: a tab's on-demand fetch (one test's runs, one job's GPU
    // series) says it cannot be made rather than reaching the server.
    bool fetchesOnDemand() const { return !options->offline && options->screenshotPath.isEmpty(); }
    // --range wins over a tab's own default.
    TimeRange range(const TimeRange &fallback) const { return options->range.value_or(fallback); }
    // The demo's flaky and GPU figures are real data of their own weeks, kept with their dates.
    QString demoDatesNote(qint64 from, qint64 to) const;
};

} // namespace hw
