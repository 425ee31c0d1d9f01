#pragma once

#include <QByteArray>
#include <QString>

namespace hw::test {

// The fault suite's one counter: every fault a test injects, whether the product survived it
// (the test's checks all passed), batches the cache lost and processes that crashed. One line
// sums it up: "faults injected N, survived N, batches lost 0, crashes 0".
//   FaultTally::Injection fault(tally, "HTTP 500");   // counts as injected
//   ... checks (a failing QVERIFY returns early: not survived) ...
//   fault.survived();
class FaultTally
{
public:
    class Injection
    {
    public:
        Injection(FaultTally &tally, QByteArray what);
        ~Injection();
        Injection(const Injection &) = delete;
        Injection &operator=(const Injection &) = delete;
        void survived();

    private:
        FaultTally &m_tally;
        QByteArray m_what;
        bool m_survived = false;
    };

    void addBatchesLost(int n) { m_batchesLost += n; }
    void addCrash() { ++m_crashes; }

    int injected() const { return m_injected; }
    int survivedCount() const { return m_survived; }
    int batchesLost() const { return m_batchesLost; }
    int crashes() const { return m_crashes; }
    // Everything injected survived, nothing lost, nothing crashed (and something was injected).
    bool allSurvived() const
    {
        return m_injected > 0 && m_survived == m_injected && m_batchesLost == 0 && m_crashes == 0;
    }
    QString summary() const;
    // The faults that were not survived, one per line (empty when all were).
    QString casualties() const { return m_casualties; }

private:
    int m_injected = 0;
    int m_survived = 0;
    int m_batchesLost = 0;
    int m_crashes = 0;
    QString m_casualties;
};

} // namespace hw::test
