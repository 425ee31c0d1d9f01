#pragma once

#include "net/LatestRequest.h"

#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

#include <type_traits>
#include <utility>

namespace hw {

// A computation on a pool thread whose answer counts only if it is still the newest, written
// once: start(work, done) runs work() off this thread and done(result) back on the context's
// thread, unless a newer start() or cancel() came first (LatestRequest). A superseded run ends on
// the worker (work cannot stop half-way) and its answer goes nowhere. work must own what it reads
// (capture by value: Qt's containers are implicitly shared, so copies are cheap).
class LatestWorkerRun
{
public:
    explicit LatestWorkerRun(QObject *context) : m_context(context), m_latest(context) {}
    LatestWorkerRun(const LatestWorkerRun &) = delete;
    LatestWorkerRun &operator=(const LatestWorkerRun &) = delete;

    template<typename Work, typename Done>
    void start(Work work, Done done)
    {
        using R = std::invoke_result_t<Work>;
        m_latest.begin();
        auto *watcher = new QFutureWatcher<R>(m_context);
        // The watcher is the context's child: gone already if the context went first.
        m_latest.onSuperseded([watcher = QPointer<QFutureWatcher<R>>(watcher)] {
            if (!watcher)
                return;
            watcher->disconnect();
            watcher->deleteLater();
        });
        QObject::connect(watcher, &QFutureWatcherBase::finished, m_context,
                         m_latest.guard([this, watcher, done = std::move(done)]() mutable {
                             m_latest.finish();
                             R result = watcher->result();
                             watcher->deleteLater();
                             done(std::move(result));
                         }));
        watcher->setFuture(QtConcurrent::run(std::move(work)));
    }
    void cancel() { m_latest.cancel(); }
    bool isRunning() const { return m_latest.isInFlight(); }
    // Runs this thread's events until the run in flight has answered (or the timeout): for
    // --screenshot and tests. True when nothing is in flight any more.
    bool waitWhileRunning(int timeoutMs) const { return m_latest.waitWhileInFlight(timeoutMs); }

private:
    QObject *m_context;
    LatestRequest m_latest;
};

} // namespace hw
