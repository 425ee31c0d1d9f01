#pragma once

#include "domain/SourceError.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QVariantList>

namespace hw::test {

// The one answer of a source to one request: its first `fetched` or `failed` within a deadline,
// then a quiet time in which a wrong second answer would arrive (every source promises exactly
// one answer per request). The quiet time is a wait on purpose: it proves that nothing more came.
//   SourceProbe probe(&source, &TrunkClickHouseSource::fetched, &TrunkClickHouseSource::failed);
//   source.fetch(from, to);
//   const SourceProbe::Answer a = probe.wait();
//   QVERIFY2(a.ok(), qPrintable(a.problem()));
//   const TrunkHealth health = a.value<TrunkHealth>();
class SourceProbe
{
public:
    // The failed signal's argument errorArgument (the first by default) is a SourceError.
    template <typename Source, typename FetchedSignal, typename FailedSignal>
    SourceProbe(const Source *source, FetchedSignal fetched, FailedSignal failed, int errorArgument = 0)
        : m_fetched(source, fetched)
        , m_failed(source, failed)
        , m_errorArgument(errorArgument)
    {
        m_timer.start();
    }

    struct Answer {
        bool answered = false; // something came before the deadline
        int count = 0;         // answers by the end of the quiet time (1 is right)
        QVariantList fetched;  // the fetched signal's arguments (empty when it failed)
        SourceError error;     // the failed signal's error (kind None when fetched)
        QVariantList failed;   // the failed signal's arguments (empty when it fetched)
        qint64 ms = 0;         // from the probe's start (or clear()) to the first answer

        bool ok() const { return answered && count == 1 && !fetched.isEmpty(); }
        // Why it is not ok() ("" when it is): nothing in time, more than one answer, or the error.
        QString problem() const;
        template <typename T>
        T value(int argument = 0) const
        {
            return fetched.value(argument).template value<T>();
        }
    };

    // Waits up to timeoutMs for the first answer, then quietMs for a stray second one.
    Answer wait(int timeoutMs = 30'000, int quietMs = 50);
    // The first answer only, no quiet time: for a source that may answer one request in pages (a
    // grid source's paged first sync sends one fetched per page).
    Answer first(int timeoutMs = 30'000) { return wait(timeoutMs, 0); }
    // Forgets what came so far and restarts the clock: for the next request on the same source.
    void clear();
    // Signals so far, without waiting: another probe on the same source proves it heard none.
    int heard() const { return int(m_fetched.size() + m_failed.size()); }

private:
    QSignalSpy m_fetched;
    QSignalSpy m_failed;
    int m_errorArgument = 0;
    QElapsedTimer m_timer;
};

} // namespace hw::test
