#include "CacheWriter.h"

#include "JobCache.h"
#include "SnapshotStore.h"
#include "domain/BackgroundPriority.h"

#include <QCoreApplication>
#include <QThread>

#include <condition_variable>
#include <deque>
#include <mutex>
#include <utility>

using namespace Qt::StringLiterals;

namespace hw {

namespace {
struct CacheWriterText {
    Q_DECLARE_TR_FUNCTIONS(hw::CacheWriter)
};
} // namespace

struct CacheWriter::Work {
    quint64 ticket = 0;
    Write write;
    Stored stored;
};

struct CacheWriter::Queue {
    mutable std::mutex mutex;
    std::condition_variable ready;
    std::deque<Work> items;
    quint64 lastTicket = 0;
    bool stopping = false;
    bool finished = false; // the writer thread's last word, under the mutex (see wait())
    Pending pending = Pending::Abandon;
    qint64 pageLimit = 0;
};

CacheWriter::CacheWriter(QString path, QObject *parent)
    : QObject(parent)
    , m_path(std::move(path))
    , m_queue(std::make_unique<Queue>())
{
    qRegisterMetaType<hw::SourceError>();
}

CacheWriter::~CacheWriter()
{
    stop(Pending::Abandon);
    wait();
    // Results posted but not yet delivered are dropped with this object (QObject removes its
    // posted events): nothing is shown that nobody asked to show.
}

quint64 CacheWriter::submit(Write write, Stored stored)
{
    Work work;
    work.write = std::move(write);
    work.stored = std::move(stored);
    return enqueue(std::move(work));
}

quint64 CacheWriter::storeSnapshot(QString source, qint64 asOf, qint64 fetchedAt, QByteArray body)
{
    return submit(
        [source, asOf, fetchedAt, body = std::move(body)](JobCache &cache) {
            return SnapshotStore(cache).store(source, asOf, fetchedAt, body);
        },
        [this, source, asOf, fetchedAt](quint64 ticket) { emit snapshotStored(ticket, source, asOf, fetchedAt); });
}

quint64 CacheWriter::enqueue(Work work)
{
    quint64 ticket = 0;
    bool refused = false;
    {
        std::lock_guard lock(m_queue->mutex);
        ticket = ++m_queue->lastTicket;
        work.ticket = ticket;
        refused = m_queue->stopping;
        if (!refused)
            m_queue->items.push_back(std::move(work));
    }
    if (refused) {
        deliverFailure(ticket, SourceError::make(SourceError::Kind::Cancelled, u"cache"_s,
                                                 CacheWriterText::tr("not written: the cache writer has stopped")));
        return ticket;
    }
    if (!m_thread) {
        // Started at the first write, so setBusyTimeout() before it needs no lock.
        m_thread = QThread::create([this] { run(); });
        m_thread->setObjectName(u"hudwatch cache writer"_s);
        m_thread->start();
    }
    m_queue->ready.notify_one();
    return ticket;
}

void CacheWriter::stop(Pending pending)
{
    {
        std::lock_guard lock(m_queue->mutex);
        if (m_queue->stopping)
            return;
        m_queue->stopping = true;
        m_queue->pending = pending;
    }
    m_queue->ready.notify_one();
}

void CacheWriter::setPageLimit(qint64 pages)
{
    std::lock_guard lock(m_queue->mutex);
    m_queue->pageLimit = pages;
}

bool CacheWriter::wait(QDeadlineTimer deadline)
{
    if (!m_thread)
        return true;
    if (!m_thread->wait(deadline))
        return false;
    {
        // QThread::wait() orders the thread's end before what follows, through Qt's own locks;
        // the mutex says so in a way ThreadSanitizer sees too (the queue is destroyed next).
        std::lock_guard lock(m_queue->mutex);
        Q_ASSERT(m_queue->finished);
    }
    delete m_thread;
    m_thread = nullptr;
    return true;
}

bool CacheWriter::isStopped() const
{
    std::lock_guard lock(m_queue->mutex);
    return m_queue->stopping;
}

int CacheWriter::pendingCount() const
{
    std::lock_guard lock(m_queue->mutex);
    return int(m_queue->items.size());
}

void CacheWriter::deliverFailure(quint64 ticket, const SourceError &error)
{
    QMetaObject::invokeMethod(
        this, [this, ticket, error] { emit storeFailed(ticket, error); }, Qt::QueuedConnection);
}

void CacheWriter::run()
{
    BackgroundPriority::applyToThisThread();
    JobCache cache(m_path);
    cache.setBusyTimeout(m_busyTimeoutMs);
    Work work;
    qint64 pageLimit = 0;
    while (takeNext(&work, &pageLimit))
        write(cache, std::move(work), pageLimit);
    abandonQueued();
}

bool CacheWriter::takeNext(Work *work, qint64 *pageLimit)
{
    std::unique_lock lock(m_queue->mutex);
    m_queue->ready.wait(lock, [this] { return !m_queue->items.empty() || m_queue->stopping; });
    if (m_queue->stopping && (m_queue->items.empty() || m_queue->pending == Pending::Abandon))
        return false;
    *work = std::move(m_queue->items.front());
    m_queue->items.pop_front();
    *pageLimit = m_queue->pageLimit;
    return true;
}

void CacheWriter::write(JobCache &cache, Work work, qint64 pageLimit)
{
    Result<void> written;
    if (pageLimit != cache.pageLimit())
        written = cache.setPageLimit(pageLimit);
    if (written && !cache.isOpen())
        written = cache.open();
    if (written)
        written = work.write(cache);
    work.write = nullptr; // what it held goes here, on this thread
    if (!written) {
        deliverFailure(work.ticket, written.error());
        return;
    }
    // Committed: now, and only now, the result may be shown. Queued, so it reaches the
    // receivers on this object's thread, in ticket order.
    QMetaObject::invokeMethod(
        this, [ticket = work.ticket, stored = std::move(work.stored)] { if (stored) stored(ticket); },
        Qt::QueuedConnection);
}

void CacheWriter::abandonQueued()
{
    std::deque<Work> abandoned;
    {
        std::lock_guard lock(m_queue->mutex);
        abandoned.swap(m_queue->items);
    }
    for (const Work &work : abandoned) {
        deliverFailure(work.ticket, SourceError::make(SourceError::Kind::Cancelled, u"cache"_s,
                                                      CacheWriterText::tr("not written: the cache writer was stopped "
                                                                          "before this write began")));
    }
    std::lock_guard lock(m_queue->mutex);
    m_queue->finished = true;
}

} // namespace hw
