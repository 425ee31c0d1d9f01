#pragma once

#include "LogMatches.h"
#include "domain/Result.h"

#include <QString>

#include <atomic>
#include <functional>

namespace hw {

class LogMatcher;
struct LogIndexState;

// Finds the lines of a whole log that match, reading its plain text in 4 MB blocks (never
// memory-mapped) and numbering lines with the index. One match per line is enough: after a hit
// the search jumps to the next line, which keeps dense matches cheap. Runs on any thread.
class LogSearch
{
public:
    using Progress = std::function<void(qint64 done, qint64 total)>;
    static Result<LogMatches> run(const QString &contentPath, const LogIndexState &state, const LogMatcher &matcher,
        const std::atomic_bool &cancel, const Progress &progress = {});
};

} // namespace hw
