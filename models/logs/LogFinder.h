#pragma once

#include "LogMatcher.h"
#include "LogMatches.h"
#include "LogQuery.h"
#include "sync/LatestWorkerRun.h"

#include <QObject>
#include <QPointer>

#include <optional>

namespace hw {

class LogDocument;

// The find bar's engine: runs LogSearch over the whole document on a pool thread; only the
// newest query counts (an older one is cancelled and its answer dropped). A query typed while
// the log still indexes waits for the index; in follow mode the search runs again as lines come.
class LogFinder : public QObject
{
    Q_OBJECT
public:
    explicit LogFinder(LogDocument *document, QObject *parent = nullptr);
    ~LogFinder() override;

    // An empty pattern clears the matches.
    void find(const LogQuery &query);
    void clear();

    const LogQuery &query() const { return m_query; }
    const LogMatches &matches() const { return m_matches; }
    // The compiled query of the current matches (for highlighting), if any.
    const std::optional<LogMatcher> &matcher() const { return m_matcher; }
    bool isSearching() const { return m_run.isRunning(); }
    bool isWaitingForIndex() const { return m_waitingForIndex; }

    // Next/previous matching line after/before this one, wrapping; -1 when none.
    qint64 nextMatch(qint64 line) const;
    qint64 previousMatch(qint64 line) const;

signals:
    void progress(qint64 done, qint64 total);
    void finished(); // matches() is the answer to query()
    void failed(const hw::SourceError &error);
    void cleared();

private:
    void start();

    QPointer<LogDocument> m_document;
    LogQuery m_query;
    std::optional<LogMatcher> m_matcher;
    LogMatches m_matches;
    LatestWorkerRun m_run {this, LatestWorkerRun::Priority::Background};
    bool m_waitingForIndex = false;
};

} // namespace hw
