#pragma once

#include "LogQuery.h"
#include "domain/Result.h"

#include <QByteArrayView>

#include <memory>
#include <utility>
#include <vector>

namespace re2 {
class RE2;
}

namespace hw {

// A compiled find query over raw log bytes. A case-sensitive plain query is a byte search (glibc
// memmem); anything else is RE2, which runs in time linear in the text whatever the user types
// (no catastrophic backtracking) and is compiled so that no match crosses a line end. Immutable
// once compiled; safe to share between threads.
class LogMatcher
{
public:
    static Result<LogMatcher> compile(const LogQuery &query);

    // The first match starting at or after from: {begin, end} byte offsets, or {-1, -1}. text must
    // start at a line start (for ^); from may be anywhere in it.
    std::pair<qsizetype, qsizetype> find(QByteArrayView text, qsizetype from = 0) const;
    // Every non-overlapping match in one line (highlighting the visible lines).
    std::vector<std::pair<qsizetype, qsizetype>> findAll(QByteArrayView line) const;

    const LogQuery &query() const { return m_query; }

private:
    LogQuery m_query;
    QByteArray m_needle;              // plain, case-sensitive
    std::shared_ptr<re2::RE2> m_regex; // everything else
};

} // namespace hw
