#pragma once

#include "LogMatches.h"
#include "domain/Result.h"

#include <QString>

#include <atomic>
#include <functional>
#include <vector>

namespace hw {

class LogMatcher;
struct LogIndexState;

// Finds the lines of a whole log that match, reading its plain text in 4 MB blocks (never
// memory-mapped) and numbering lines with the index. One match per line is enough: after a hit
// the search jumps to the next line, which keeps dense matches cheap. Memory stays bounded
// however many lines match: scan() hands them on in pieces, run() keeps the first keepLines.
// Runs on any thread.
class LogSearch
{
public:
    using Progress = std::function<void(qint64 done, qint64 total)>;
    // Matching lines (0-based, ascending), a piece of at most 64 Ki at a time, called outside
    // the index's lock (it may read lines from the document).
    using Found = std::function<void(const std::vector<qint64> &lines)>;

    // The number of matching lines; each also goes to found (when set).
    static Result<qint64> scan(const QString &contentPath, const LogIndexState &state, const LogMatcher &matcher,
        const std::atomic_bool &cancel, const Found &found, const Progress &progress = {});
    // The count, the first keepLines matching lines and the last one.
    static Result<LogMatches> run(const QString &contentPath, const LogIndexState &state, const LogMatcher &matcher,
        const std::atomic_bool &cancel, const Progress &progress = {}, qint64 keepLines = kKeptLines);

    // 16 MB of line numbers: the marks and next/previous of a log with millions of matches.
    static constexpr qint64 kKeptLines = 4'000'000;
};

} // namespace hw
