#include "LatestWorkerRun.h"

#include "domain/BackgroundPriority.h"

#include <QCoreApplication>
#include <QThreadPool>
#include <QTimer>

#include <algorithm>

namespace hw {

void LatestWorkerRun::Task::run()
{
    (void)m_published.load(std::memory_order_acquire);
    // The last owner may be this worker: the task ends with this function.
    const std::shared_ptr<Task> self = std::move(m_self);
    if (m_background)
        BackgroundPriority::applyToThisThread();
    execute(*m_control);
    std::lock_guard lock(m_endLock);
    m_ended = true;
    m_endedChanged.notify_all();
}

bool LatestWorkerRun::Task::hasEnded()
{
    std::lock_guard lock(m_endLock);
    return m_ended;
}

void LatestWorkerRun::Task::waitUntilEnded()
{
    std::unique_lock lock(m_endLock);
    m_endedChanged.wait(lock, [this] { return m_ended; });
}

void LatestWorkerRun::Task::publish(std::shared_ptr<Task> self)
{
    m_self = std::move(self);
    m_published.store(true, std::memory_order_release);
}

LatestWorkerRun::LatestWorkerRun(QObject *context, QThreadPool *pool, Priority priority)
    : m_context(context), m_pool(pool ? pool : QThreadPool::globalInstance()), m_priority(priority), m_latest(context)
{
}

LatestWorkerRun::~LatestWorkerRun()
{
    cancel();
}

void LatestWorkerRun::begin(const std::shared_ptr<OperationControl> &control, QFutureWatcherBase *watcher)
{
    m_latest.begin();
    m_control = control;
    m_watcher = watcher;
    // The watcher is the context's child: gone already if the context went first.
    m_latest.onSuperseded([control, watcher = QPointer<QFutureWatcherBase>(watcher)] {
        control->cancel = true;
        if (!watcher)
            return;
        watcher->disconnect();
        watcher->deleteLater();
    });
}

std::function<void()> LatestWorkerRun::followProgress(QFutureWatcherBase *watcher,
                                                      const std::shared_ptr<OperationControl> &control,
                                                      std::function<void(qint64, qint64)> progress)
{
    struct Told {
        qint64 done = -1;
        qint64 total = -1;
    };
    auto told = std::make_shared<Told>();
    // Only on this thread, while the run is the newest (the callers guard it).
    auto tell = [control, told, progress = std::move(progress)] {
        const qint64 done = control->done();
        const qint64 total = control->total();
        if (done == told->done && total == told->total)
            return false;
        *told = {done, total};
        progress(done, total);
        return true;
    };
    auto again = std::make_shared<std::function<void()>>();
    *again = m_latest.guard([tell, watcher, again = std::weak_ptr<std::function<void()>>(again)] {
        if (tell())
            if (const auto next = again.lock())
                QTimer::singleShot(50, watcher, *next);
    });
    QObject::connect(watcher, &QFutureWatcherBase::progressValueChanged, watcher, [again](int) { (*again)(); });
    return m_latest.guard([tell] { tell(); });
}

void LatestWorkerRun::launch(std::shared_ptr<Task> task)
{
    m_launched.erase(std::remove_if(m_launched.begin(), m_launched.end(),
                                    [](const std::shared_ptr<Task> &t) { return t->hasEnded(); }),
                     m_launched.end());
    m_launched.push_back(task);
    task->setBackground(m_priority == Priority::Background);
    Task *runnable = task.get();
    runnable->publish(std::move(task));
    m_pool->start(runnable);
}

void LatestWorkerRun::requestStop()
{
    if (isRunning() && m_control)
        m_control->cancel = true;
}

void LatestWorkerRun::waitForWorkers()
{
    for (const std::shared_ptr<Task> &task : m_launched)
        endHere(*task);
    m_launched.clear();
}

void LatestWorkerRun::finishNow()
{
    if (!isRunning() || m_launched.empty())
        return;
    endHere(*m_launched.back());
    // Its progress and its end are posted to the watcher by now.
    if (m_watcher)
        QCoreApplication::sendPostedEvents(m_watcher);
}

void LatestWorkerRun::endHere(Task &task)
{
    if (m_pool->tryTake(&task))
        task.run(); // still queued: here, at once, rather than after the pool's other work
    task.waitUntilEnded();
}

} // namespace hw
