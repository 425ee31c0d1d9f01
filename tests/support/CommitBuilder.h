#pragma once

#include "domain/Commit.h"

namespace hw::test {

// A Commit for a test: titled "title <sha>", by "author", no PR, unless the test says otherwise:
//   const Commit c = CommitBuilder(u"abc"_s, 1000).title(u"Land it (#9)"_s).pr(9);
class CommitBuilder
{
public:
    explicit CommitBuilder(const QString &sha, qint64 time = 0);

    CommitBuilder &time(qint64 time);
    CommitBuilder &title(const QString &title);
    CommitBuilder &author(const QString &author);
    CommitBuilder &pr(int number);

    Commit build() const { return m_commit; }
    operator Commit() const { return m_commit; } // stands where a value is expected

private:
    Commit m_commit;
};

} // namespace hw::test
