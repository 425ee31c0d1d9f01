#pragma once

#include "domain/Result.h"
#include "logs/LogStoreEntry.h"

#include <QByteArray>

#include <atomic>
#include <condition_variable>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>

namespace hw {

class LogStoreWriter;

// A LogStoreWriter run on a thread of its own, so that inflating, deflating and writing a
// download (7-11 ms per 64 kB chunk) never holds up the GUI thread, which only hands over bytes.
// The queue is bounded: once maxQueuedBytes wait, isFull() says so and the owner stops reading
// (the socket then waits too); notify() tells it when the queue has drained to half.
//
// notify() runs on the worker thread and only says "look again": after the queue drained below
// half once isFull() had been seen, after the writer's first error, and once the body is closed
// after finish(). It must be cheap and thread-safe (post an event to the owner's thread).
// Everything else belongs to the owner's thread (the store's). Deleting this stops the worker
// (what is queued is dropped; the chunk under way stops within ~64 kB) and removes the file
// unless it was committed.
class LogStoreWriterThread
{
public:
    static constexpr qint64 DefaultMaxQueuedBytes = 4ll * 1024 * 1024;

    LogStoreWriterThread(std::unique_ptr<LogStoreWriter> writer, std::function<void()> notify,
        qint64 maxQueuedBytes = DefaultMaxQueuedBytes);
    ~LogStoreWriterThread();
    LogStoreWriterThread(const LogStoreWriterThread &) = delete;
    LogStoreWriterThread &operator=(const LogStoreWriterThread &) = delete;

    // Queues the next bytes of the body (shared, not copied). Fails with the writer's first
    // error once there is one (the texts of LogStoreWriter::write()); the bytes are then dropped.
    Result<void> write(const QByteArray &bytes);
    // Enough is queued: stop handing over bytes until notify() and !isFull().
    bool isFull() const;
    qint64 queuedBytes() const;
    // The writer's first error so far (none: not an error).
    SourceError error() const;

    // The body ended: the worker writes what is queued, validates it and flushes the file to
    // disk (LogStoreWriter::close()), then notifies; isClosed() from then on.
    void finish();
    bool isClosed() const;
    // After isClosed(): the log in place in the store, or why not (also the worker's error).
    Result<LogStoreEntry> commit();

private:
    void run();

    std::unique_ptr<LogStoreWriter> m_writer;
    std::function<void()> m_notify;
    const qint64 m_maxQueuedBytes;

    mutable std::mutex m_mutex;
    std::condition_variable m_wake; // the worker waits here for bytes, finish() or the end
    std::deque<QByteArray> m_queue;
    qint64 m_queued = 0;
    bool m_full = false; // the owner was told to wait: notify when half drained
    bool m_finishing = false;
    bool m_closed = false;
    std::atomic_bool m_stop = false; // the destructor: drop everything now (read between slices)
    SourceError m_error;
    std::thread m_thread;
};

} // namespace hw
