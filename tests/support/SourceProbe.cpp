#include "SourceProbe.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace hw::test {

QString SourceProbe::Answer::problem() const
{
    if (!answered)
        return u"the source answered nothing in time"_s;
    if (count != 1)
        return u"%1 answers to one request"_s.arg(count);
    if (fetched.isEmpty())
        return error.message.isEmpty() ? u"failed without a message"_s : error.message;
    return {};
}

SourceProbe::Answer SourceProbe::wait(int timeoutMs, int quietMs)
{
    Answer out;
    out.answered = QTest::qWaitFor([this] { return !m_fetched.isEmpty() || !m_failed.isEmpty(); }, timeoutMs);
    if (!out.answered)
        return out;
    out.ms = m_timer.elapsed();
    if (quietMs > 0)
        QTest::qWait(quietMs); // on purpose: a second (wrong) answer would arrive by now
    out.count = int(m_fetched.size() + m_failed.size());
    if (!m_fetched.isEmpty()) {
        out.fetched = m_fetched.first();
    } else {
        out.failed = m_failed.first();
        out.error = out.failed.value(m_errorArgument).value<SourceError>();
    }
    return out;
}

void SourceProbe::clear()
{
    m_fetched.clear();
    m_failed.clear();
    m_timer.restart();
}

} // namespace hw::test
