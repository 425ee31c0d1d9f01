#pragma once

#include "LogLineIndex.h"
#include "LogMark.h"

#include <QReadWriteLock>

namespace hw {

// A log's index and marks as the indexing worker builds them, shared with the document (GUI
// thread) and with searches. Read and written under lock only.
struct LogIndexState {
    mutable QReadWriteLock lock;
    LogLineIndex index;
    LogMarks marks;
    qint64 bytesRead = 0;  // input consumed (compressed bytes for gzip)
    qint64 bytesTotal = 0; // input size
    bool lastLineOpen = false; // the last line has no terminator yet (follow mode)
    bool complete = false;
};

} // namespace hw
