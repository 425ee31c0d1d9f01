#pragma once

#include <QRunnable>
#include <QSemaphore>
#include <QThreadPool>

#include <algorithm>
#include <atomic>
#include <memory>

namespace hw {

// Runs work(first, last, worker) over [0, count) in chunks, on the calling thread (worker 0)
// with one pool thread (worker 1) taking chunks too once it starts. The caller never waits for a
// helper that has not started: on a busy machine it does every chunk itself, and at worst waits
// for the helper's current chunk. Splitting in halves instead made a poll wait for a pool thread
// that got no core (wall time 2-3x the CPU time on a loaded two-core machine).
class HelpedLoop
{
public:
    template<typename Work> static void run(qsizetype count, qsizetype chunk, Work &&work)
    {
        const qsizetype chunks = (count + chunk - 1) / chunk;
        std::atomic<qsizetype> next { 0 };
        // The atomics also make the hand-offs visible to ThreadSanitizer, which cannot see the
        // ordering that the pool's and the semaphore's locks give.
        next.store(0, std::memory_order_release);
        auto drain = [&](int worker) {
            for (qsizetype c = next.fetch_add(1, std::memory_order_acq_rel); c < chunks;
                 c = next.fetch_add(1, std::memory_order_acq_rel))
                work(c * chunk, std::min(count, (c + 1) * chunk), worker);
        };
        if (chunks < 2) {
            drain(0);
            return;
        }
        QSemaphore finished;
        std::atomic_bool helperDone { false };
        QThreadPool *pool = QThreadPool::globalInstance();
        // Ours, not the pool's to delete: tryTake() compares addresses, and a deleted helper's
        // address could be a newer task's by then.
        std::unique_ptr<QRunnable> helper(QRunnable::create([&] {
            // Nothing of this closure is read after helperDone: the caller may destroy it then.
            QSemaphore *done = &finished;
            std::atomic_bool *doneFlag = &helperDone;
            drain(1);
            doneFlag->store(true, std::memory_order_release);
            done->release();
        }));
        helper->setAutoDelete(false);
        pool->start(helper.get());
        drain(0);
        if (pool->tryTake(helper.get()))
            return; // never started, and nothing of it ran
        finished.acquire();
        (void)helperDone.load(std::memory_order_acquire);
    }
};

} // namespace hw
