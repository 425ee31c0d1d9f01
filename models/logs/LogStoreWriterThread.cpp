#include "LogStoreWriterThread.h"

#include "logs/LogStoreWriter.h"

#include <QCoreApplication>
#include <QByteArrayView>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

// The worker checks for a stop between slices of this size: ~10 ms of deflate each.
constexpr qsizetype SliceBytes = 64 * 1024;

} // namespace

LogStoreWriterThread::LogStoreWriterThread(
    std::unique_ptr<LogStoreWriter> writer, std::function<void()> notify, qint64 maxQueuedBytes)
    : m_writer(std::move(writer))
    , m_notify(std::move(notify))
    , m_maxQueuedBytes(maxQueuedBytes)
{
    m_thread = std::thread([this] { run(); });
}

LogStoreWriterThread::~LogStoreWriterThread()
{
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
        m_queue.clear();
    }
    m_wake.notify_all();
    m_thread.join();
    // m_writer goes next, here on the owner's thread: an uncommitted file is removed.
}

Result<void> LogStoreWriterThread::write(const QByteArray &bytes)
{
    {
        std::lock_guard lock(m_mutex);
        if (m_error.isError())
            return m_error;
        if (m_finishing)
            return SourceError::make(SourceError::Kind::Storage, u"logs"_s,
                QCoreApplication::translate("hw::LogStoreWriter", "the log was already stored or discarded — press L on the cell again"));
        if (bytes.isEmpty())
            return {};
        m_queue.push_back(bytes);
        m_queued += bytes.size();
        if (m_queued >= m_maxQueuedBytes)
            m_full = true;
    }
    m_wake.notify_one();
    return {};
}

bool LogStoreWriterThread::isFull() const
{
    std::lock_guard lock(m_mutex);
    return m_full && !m_error.isError();
}

qint64 LogStoreWriterThread::queuedBytes() const
{
    std::lock_guard lock(m_mutex);
    return m_queued;
}

SourceError LogStoreWriterThread::error() const
{
    std::lock_guard lock(m_mutex);
    return m_error;
}

void LogStoreWriterThread::finish()
{
    {
        std::lock_guard lock(m_mutex);
        m_finishing = true;
    }
    m_wake.notify_one();
}

bool LogStoreWriterThread::isClosed() const
{
    std::lock_guard lock(m_mutex);
    return m_closed;
}

Result<LogStoreEntry> LogStoreWriterThread::commit()
{
    {
        std::lock_guard lock(m_mutex);
        if (!m_closed)
            return SourceError::make(SourceError::Kind::Storage, u"logs"_s,
                QCoreApplication::translate("hw::LogStoreWriter", "the log is still being written — wait a moment and try again"));
        if (m_error.isError())
            return m_error;
    }
    return m_writer->install(); // the worker has ended: the writer is ours again
}

void LogStoreWriterThread::run()
{
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_wake.wait(lock, [this] { return m_stop || !m_queue.empty() || m_finishing; });
        if (m_stop)
            return;
        if (m_queue.empty())
            break; // finishing, all written
        const bool failed = m_error.isError(); // only this thread sets it
        SourceError error;
        qsizetype size = 0;
        {
            const QByteArray chunk = std::move(m_queue.front());
            m_queue.pop_front();
            lock.unlock();
            size = chunk.size();
            for (qsizetype at = 0; !failed && at < size && !m_stop; at += SliceBytes) {
                const QByteArrayView slice = QByteArrayView(chunk).sliced(at, std::min(SliceBytes, size - at));
                if (auto r = m_writer->write(slice); !r) {
                    error = r.error();
                    break;
                }
            }
        } // the chunk is let go here, by the inline destructor: ThreadSanitizer sees its refcount
        lock.lock();
        m_queued -= size;
        bool tell = false;
        if (error.isError()) {
            m_error = error;
            tell = true;
        }
        if (m_full && m_queued <= m_maxQueuedBytes / 2) {
            m_full = false;
            tell = true;
        }
        if (tell) {
            lock.unlock();
            m_notify();
            lock.lock();
        }
    }
    const bool failed = m_error.isError();
    lock.unlock();
    // Validating and flushing a big file to disk takes a while too: also here, not on the GUI.
    Result<void> closed = failed ? Result<void>() : m_writer->close();
    lock.lock();
    if (!closed)
        m_error = closed.error();
    m_closed = true;
    lock.unlock();
    m_notify();
}

} // namespace hw
