#include "CommitBuilder.h"

using namespace Qt::StringLiterals;

namespace hw::test {

CommitBuilder::CommitBuilder(const QString &sha, qint64 time)
    : m_commit{sha, time, u"title "_s + sha, u"author"_s}
{
}

CommitBuilder &CommitBuilder::time(qint64 time)
{
    m_commit.time = time;
    return *this;
}

CommitBuilder &CommitBuilder::title(const QString &title)
{
    m_commit.title = title;
    return *this;
}

CommitBuilder &CommitBuilder::author(const QString &author)
{
    m_commit.author = author;
    return *this;
}

CommitBuilder &CommitBuilder::pr(int number)
{
    m_commit.prNumber = number;
    return *this;
}

} // namespace hw::test
