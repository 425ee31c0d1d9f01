#pragma once

#include "domain/SourceError.h"

#include <QString>

#include <atomic>
#include <functional>

namespace hw {

struct LogIndexState;

// The worker behind LogDocument: reads a plain log in blocks, or inflates a gzip one into a plain
// copy, and appends lines and marks to the shared state under its lock. Runs on a pool thread.
class LogIndexer
{
public:
    struct Job {
        QString input;       // the file as given
        QString plainOutput; // gzip: where the inflated text goes; empty for plain input
        qint64 fromByte = 0; // plain input: continue here (follow mode)
        qint64 fromLine = 0;
        bool keepLastLineOpen = false; // follow mode: an unterminated last line is not final
        // gzip: inflate at most this much text (a small file may inflate to any size); the
        // rest is not read and the state says cutAtBound. <= 0: no bound.
        qint64 maxPlainBytes = 0;
    };
    // Called after each published batch (throttled by the caller) and never under the lock.
    using Notify = std::function<void()>;

    static SourceError run(const Job &job, LogIndexState &state, const std::atomic_bool &cancel, const Notify &notify);
};

} // namespace hw
