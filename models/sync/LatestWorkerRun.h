#pragma once

#include "domain/OperationControl.h"
#include "net/LatestRequest.h"

#include <QFuture>
#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QPromise>
#include <QRunnable>

#include <atomic>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <type_traits>
#include <utility>
#include <vector>

class QThreadPool;

namespace hw {

// Background work, written once (the one place that hands work to a pool thread): start(work,
// done[, progress]) runs work on a pool thread and done(result) back on the context's thread,
// but only while the answer is still wanted: the newest start() wins (a newer one, cancel() or
// this helper's end supersedes it, LatestRequest) and the context still exists.
//
// work is work() or work(OperationControl &control): it reads control.isCancelled() (set when the
// run is superseded or asked to stop) and then ends early; control.report()/reached() reach
// progress(done, total) on the context's thread: the latest figures, at least every 50 ms while
// they move, and the last ones before done. requestStop() is a Cancel button's: the worker stops
// and its answer still comes, saying so. work must own what it reads (capture by value: Qt's
// containers are implicitly shared, so copies are cheap). Priority::Background lowers the worker's
// thread below the GUI thread (BackgroundPriority), as cache loads, log indexing and decoding are.
//
// Destroying this helper or its context while work runs is safe: the worker sees the cancel, ends
// on its own and its answer goes nowhere (waitForWorkers() first when the work reads something the
// owner is about to remove). done may destroy this helper.
class LatestWorkerRun
{
public:
    enum class Priority { Normal, Background };

    // pool: the threads to run on; the global pool when null.
    explicit LatestWorkerRun(QObject *context, QThreadPool *pool = nullptr, Priority priority = Priority::Normal);
    LatestWorkerRun(QObject *context, Priority priority) : LatestWorkerRun(context, nullptr, priority) {}
    ~LatestWorkerRun();
    LatestWorkerRun(const LatestWorkerRun &) = delete;
    LatestWorkerRun &operator=(const LatestWorkerRun &) = delete;

    template<typename Work, typename Done>
    void start(Work work, Done done)
    {
        start(std::move(work), std::move(done), nullptr);
    }
    template<typename Work, typename Done, typename Progress>
    void start(Work work, Done done, Progress progress);

    // Supersedes the run in flight: its worker is told to stop and its answer is dropped.
    void cancel() { m_latest.cancel(); }
    // Tells the run in flight to stop; its answer still comes (done sees what a stopped run returns).
    void requestStop();
    bool isRunning() const { return m_latest.isInFlight(); }
    // Runs this thread's events until the run in flight has answered (or the timeout): for
    // --screenshot and tests. True when nothing is in flight any more.
    bool waitWhileRunning(int timeoutMs) const { return m_latest.waitWhileInFlight(timeoutMs); }
    // Blocks, without running events, until every worker this helper started has returned; one
    // still queued runs here instead.
    void waitForWorkers();
    // Blocks until the run in flight has returned and delivers its progress and answer at once:
    // for commands without an event loop.
    void finishNow();

private:
    // A run's work, kept alive by itself while queued or running: the pool neither owns nor
    // deletes it, so that tryTake() can take it back (an address the pool deleted could be a
    // newer task's by then).
    class Task : public QRunnable
    {
    public:
        Task() { setAutoDelete(false); }
        void run() final;
        void setBackground(bool on) { m_background = on; }
        // Hands the task over: whatever the starting thread wrote before this is what the worker
        // reads (the atomic makes that visible to ThreadSanitizer, which cannot see the pool's lock).
        void publish(std::shared_ptr<Task> self);
        const std::shared_ptr<OperationControl> &control() const { return m_control; }
        bool hasEnded();
        void waitUntilEnded();

    protected:
        virtual void execute(OperationControl &control) = 0;

    private:
        std::shared_ptr<OperationControl> m_control = std::make_shared<OperationControl>();
        std::shared_ptr<Task> m_self;
        std::atomic_bool m_published { false };
        bool m_background = false;
        // Not the future's state: taking the answer out of the future resets it.
        std::mutex m_endLock;
        std::condition_variable m_endedChanged;
        bool m_ended = false;
    };

    template<typename R, typename Work>
    class WorkTask final : public Task
    {
    public:
        explicit WorkTask(Work work) : m_work(std::move(work)) { m_promise.start(); }
        QFuture<R> future() { return m_promise.future(); }

    private:
        void execute(OperationControl &control) override
        {
            int reports = 0; // QFuture's progress only moves forward: one more per report
            control.onReport = [this, &reports] { m_promise.setProgressValue(++reports); };
            try {
                if constexpr (std::is_void_v<R>)
                    call(control);
                else
                    m_promise.addResult(call(control));
            } catch (...) {
                m_promise.setException(std::current_exception()); // thrown again by the answer
            }
            control.onReport = nullptr;
            m_promise.finish();
        }
        decltype(auto) call(OperationControl &control)
        {
            if constexpr (std::is_invocable_v<Work &, OperationControl &>)
                return m_work(control);
            else
                return m_work();
        }

        Work m_work;
        QPromise<R> m_promise;
    };

    template<typename Work>
    using ResultOf = typename std::conditional_t<std::is_invocable_v<Work &, OperationControl &>,
                                                 std::invoke_result<Work &, OperationControl &>,
                                                 std::invoke_result<Work &>>::type;

    // Supersedes the run in flight and makes this one the newest.
    void begin(const std::shared_ptr<OperationControl> &control, QFutureWatcherBase *watcher);
    // Tells progress(done, total) the control's figures when they moved since it was last told,
    // and again 50 ms later while they move (QFuture drops a report that follows another within
    // 40 ms). Returns what the end of the run calls to tell the last figures.
    std::function<void()> followProgress(QFutureWatcherBase *watcher, const std::shared_ptr<OperationControl> &control,
                                         std::function<void(qint64, qint64)> progress);
    void launch(std::shared_ptr<Task> task);
    // Runs the task here if it is still queued, else waits for its worker to end it.
    void endHere(Task &task);

    QObject *m_context;
    QThreadPool *m_pool;
    Priority m_priority;
    LatestRequest m_latest;
    std::shared_ptr<OperationControl> m_control;  // the run in flight's
    QPointer<QFutureWatcherBase> m_watcher;        // the run in flight's
    std::vector<std::shared_ptr<Task>> m_launched; // every run not known to have ended, newest last
};

template<typename Work, typename Done, typename Progress>
void LatestWorkerRun::start(Work work, Done done, Progress progress)
{
    using R = ResultOf<Work>;
    auto task = std::make_shared<WorkTask<R, Work>>(std::move(work));
    auto *watcher = new QFutureWatcher<R>(m_context);
    begin(task->control(), watcher);
    std::function<void()> lastProgress;
    if constexpr (!std::is_same_v<Progress, std::nullptr_t>)
        lastProgress = followProgress(watcher, task->control(), std::move(progress));
    QObject::connect(watcher, &QFutureWatcherBase::finished, m_context,
                     m_latest.guard([this, watcher, lastProgress, done = std::move(done)]() mutable {
                         const quint64 id = m_latest.current();
                         if (lastProgress)
                             lastProgress(); // may start another run (not destroy this helper)
                         if (!m_latest.isCurrent(id))
                             return;
                         m_latest.finish();
                         watcher->deleteLater();
                         // Nothing of this helper is touched after done: done may destroy it.
                         if constexpr (std::is_void_v<R>)
                             done();
                         else
                             done(watcher->future().takeResult());
                     }));
    watcher->setFuture(task->future());
    launch(std::move(task));
}

} // namespace hw
