#include "FaultTally.h"

using namespace Qt::StringLiterals;

namespace hw::test {

FaultTally::Injection::Injection(FaultTally &tally, QByteArray what)
    : m_tally(tally)
    , m_what(std::move(what))
{
    ++m_tally.m_injected;
}

FaultTally::Injection::~Injection()
{
    if (!m_survived)
        m_tally.m_casualties += QString::fromUtf8(m_what) + u'\n';
}

void FaultTally::Injection::survived()
{
    if (m_survived)
        return;
    m_survived = true;
    ++m_tally.m_survived;
}

QString FaultTally::summary() const
{
    return u"faults injected %1, survived %2, batches lost %3, crashes %4"_s.arg(m_injected)
        .arg(m_survived)
        .arg(m_batchesLost)
        .arg(m_crashes);
}

} // namespace hw::test
