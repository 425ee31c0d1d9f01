#pragma once

#include "ConsoleInputs.h"
#include "domain/JobBatch.h"
#include "domain/Result.h"

#include <QCommandLineOption>
#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <memory>
#include <optional>

class QCommandLineParser;

namespace hw {

// Where the headless figure commands (`hudwatch grid|trunk|backends|flaky|utilization`) read
// what a view shows, with no window: a profile's cache (--profile NAME), a recording
// (--replay FILE) or, with neither, the bundled demo recording, as the console opens them
// (ConsoleInputs). A recording (and the demo) is read as of one instant: --at TIME
// (ReplayInstant's syntax), else the demo's live-looking instant (what the console shows at
// start) or a recording's end.
class FigureSource
{
    Q_DECLARE_TR_FUNCTIONS(hw::FigureSource)

public:
    // Why a source cannot be opened, and the exit code that says so: 1 (no such data: unknown
    // profile, no cache yet, an unreadable recording, --at outside it) or 2 (usage).
    struct Failure {
        int exitCode = 1;
        QString message;
    };
    // A stored whole-batch figure set (the trunk, flaky, GPU fleet and backends snapshots).
    struct Stored {
        QByteArray body;
        qint64 asOf = 0; // UTC seconds: the end of the window its figures cover
        qint64 fetchedAt = 0; // UTC seconds
    };

    FigureSource();
    ~FigureSource();
    FigureSource(FigureSource &&) noexcept;
    FigureSource &operator=(FigureSource &&) noexcept;

    // --profile, --replay and --at, for a command's parser.
    static QList<QCommandLineOption> options();
    // Opens what the parsed options name. cacheOptional: a profile without a cache yet opens too
    // (cache() null, nothing stored), for a command that can fetch what it needs.
    static Result<FigureSource, Failure> open(const QCommandLineParser &parser, bool cacheOptional = false);
    static Result<FigureSource, Failure> open(const QString &profile, const QString &replay, const QString &at,
                                              bool cacheOptional = false);

    bool isDemo() const { return m_inputs.demo; }
    bool isProfile() const { return m_inputs.cache != nullptr || m_profileWithoutCache; }
    // The recording read (demo or --replay); null for a profile.
    const Recording *recording() const;
    // The replay instant (UTC seconds); 0 for a profile.
    qint64 instant() const { return m_instant; }
    const ProfileSettings &profile() const { return m_inputs.profile; }
    JobCache *cache() const { return m_inputs.cache.get(); }
    QStringList unstablePatterns() const;
    int maxCommits() const;

    // The grid's rows and jobs: the cache's newest maxCommits() commits, or the recording's
    // state at the instant.
    Result<JobBatch> gridBatch() const;
    // The newest stored snapshot of source: the cache's, or the recording's at or before the
    // instant. A Storage error when there is none (the message says which and what to do).
    Result<Stored> stored(const QString &source, const QString &what) const;
    // What a figure command says when the data it needs is not there (Storage) or cannot be read
    // (BadData).
    static SourceError missing(const QString &message);
    static SourceError unreadable(const QString &message);

    // The envelope every command's JSON starts from: view, profile or replay, repository,
    // branch, asOf and fetchedAt (ISO 8601 UTC, null when 0).
    QJsonObject envelope(const QString &view, qint64 asOf, qint64 fetchedAt) const;
    static QJsonValue isoTime(qint64 utcSeconds);

private:
    ConsoleInputs m_inputs;
    QString m_replayName; // "demo" or the file's path
    qint64 m_instant = 0;
    bool m_profileWithoutCache = false;
};

} // namespace hw
