#pragma once

#include "domain/JobRun.h"
#include "logs/DemoJobLogs.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>

#include <memory>

class QNetworkAccessManager;
class QWidget;

namespace hw {

class BearerTokenSource;
class LogFetcher;
class LogStore;
class LogWindow;
struct JobLogLocation;
struct ProfileSettings;

// "l" on a grid cell, composed: opens the job's log in a LogWindow at its failing line. With a
// profile the log comes from the log cache beside the SQLite cache, or is fetched into it (progress
// and Cancel in the window; the sign-in's bearer only where the profile sends logs through
// GitHub's API). The demo opens its bundled logs; a replayed recording opens no connection at all.
class JobLogOpener : public QObject
{
    Q_OBJECT
public:
    // The demo, or a recording (no network: logs only from the demo's bundle).
    explicit JobLogOpener(bool demo, QObject *parent = nullptr);
    // A server profile.
    JobLogOpener(const ProfileSettings &profile, QNetworkAccessManager *network, QObject *parent = nullptr);
    ~JobLogOpener() override;

    // The sign-in, once the console has one (used when the profile fetches logs via GitHub's API).
    void setTokenSource(BearerTokenSource *tokens) { m_tokens = tokens; }
    // Opens (or raises) the log window of this job. parent: the console's window. When that
    // window's log could not be fetched or read, it fetches the log again.
    LogWindow *open(const JobRun &job, QWidget *parent);
    void setFollowIntervalMs(int ms) { m_followIntervalMs = ms; }
    // --offline: logs come from the log cache only; nothing is fetched or followed.
    void setOffline(bool offline) { m_offline = offline; }

private:
    // False when the file cannot be opened (the viewer says why).
    bool openFromStore(LogWindow *window, const JobRun &job, const QString &path, bool refresh = false);
    // Reads the log from the store or fetches it into the window (first open, and each retry).
    void load(LogWindow *window, const JobRun &job, const JobLogLocation &where);
    // The window shows no log: the next open() of it fetches again.
    void failed(const QString &key, LogWindow *window, const QString &message);
    // A running job's log: fetched again every followIntervalMs while the window follows it.
    void follow(LogWindow *window, const JobRun &job, const JobLogLocation &where);
    LogFetcher *fetcher();

    bool m_demo = false;
    DemoJobLogs m_demoLogs;
    std::unique_ptr<ProfileSettings> m_profile;
    QNetworkAccessManager *m_network = nullptr;
    BearerTokenSource *m_tokens = nullptr;
    std::unique_ptr<LogStore> m_store;
    std::unique_ptr<LogFetcher> m_fetcher;
    QHash<QString, QPointer<LogWindow>> m_windows; // by log key: one window per job log
    QSet<QString> m_failed; // keys whose window shows an error instead of the log
    int m_followIntervalMs = 30'000;
    bool m_offline = false;
};

} // namespace hw
