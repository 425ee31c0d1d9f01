#pragma once

#include "LogLineIndex.h"
#include "LogMark.h"

#include <shared_mutex>

namespace hw {

// A log's index and marks as the indexing worker builds them, shared with the document (GUI
// thread) and with searches. Read and written under lock only: a std::shared_mutex rather than a
// QReadWriteLock because ThreadSanitizer sees pthread locks and not Qt's (Qt is not built with it).
struct LogIndexState {
    mutable std::shared_mutex lock;
    LogLineIndex index;
    LogMarks marks;
    qint64 bytesRead = 0;  // input consumed (compressed bytes for gzip)
    qint64 bytesTotal = 0; // input size
    bool lastLineOpen = false; // the last line has no terminator yet (follow mode)
    bool complete = false;
    // gzip: inflation stopped at the document's bound (LogIndexer::Job::maxPlainBytes); the
    // index holds the first maxPlainBytes of the text and is complete as far as it goes.
    bool cutAtBound = false;
};

} // namespace hw
