#include "FuzzyMatcher.h"

#include <QVarLengthArray>

#include <algorithm>
#include <limits>
#include <vector>

namespace hw {

namespace {

constexpr int kLetter = 16;     // every matched letter
constexpr int kWordStart = 20;  // a letter that starts a word
constexpr int kConsecutive = 24; // a letter right after the previous match: beats a word start
constexpr int kGap = 1;          // per letter skipped between two matches
constexpr int kLeading = 1;      // per letter skipped before the first match, at most kMaxLeading
constexpr int kMaxLeading = 12;
constexpr int kNone = std::numeric_limits<int>::min() / 4;

bool isSeparator(QChar c)
{
    return c.isSpace() || c == u'/' || c == u'_' || c == u'-' || c == u'.' || c == u':' || c == u'▸' || c == u'('
        || c == u')' || c == u',';
}

} // namespace

bool FuzzyMatcher::isWordStart(QStringView text, qsizetype i)
{
    if (i <= 0)
        return true;
    const QChar prev = text[i - 1], c = text[i];
    return isSeparator(prev) || (prev.isLower() && c.isUpper()) || (!prev.isDigit() && c.isDigit());
}

std::optional<int> FuzzyMatcher::score(QStringView query, QStringView candidate)
{
    // Spaces in the query only separate words: "gpu u" is "gpuu" with a preference for word starts.
    QVarLengthArray<QChar, 64> q;
    for (QChar c : query)
        if (!c.isSpace())
            q.append(c.toCaseFolded());
    const qsizetype n = q.size(), m = candidate.size();
    if (n == 0)
        return 0;
    if (n > m)
        return std::nullopt;
    // best[j]: the best score of the query's first i+1 letters with letter i at candidate[j];
    // run[j]: max over k <= j of best[k] - kGap * (j - k), for the gap to a later letter. O(n·m).
    std::vector<int> best(static_cast<size_t>(m)), run(static_cast<size_t>(m)), next(static_cast<size_t>(m));
    for (qsizetype j = 0; j < m; ++j) {
        const bool hit = candidate[j].toCaseFolded() == q[0];
        best[j] = hit ? kLetter + (isWordStart(candidate, j) ? kWordStart : 0) - kLeading * int(std::min<qsizetype>(j, kMaxLeading))
                      : kNone;
    }
    for (qsizetype i = 1; i < n; ++i) {
        run[0] = best[0];
        for (qsizetype j = 1; j < m; ++j)
            run[j] = std::max(run[j - 1] == kNone ? kNone : run[j - 1] - kGap, best[j]);
        for (qsizetype j = 0; j < m; ++j) {
            next[j] = kNone;
            if (j < i || candidate[j].toCaseFolded() != q[i])
                continue;
            int before = best[j - 1] == kNone ? kNone : best[j - 1] + kConsecutive;
            if (j >= 2 && run[j - 2] != kNone)
                before = std::max(before, run[j - 2] - kGap);
            if (before == kNone)
                continue;
            next[j] = before + kLetter + (isWordStart(candidate, j) ? kWordStart : 0);
        }
        std::swap(best, next);
    }
    const int top = *std::max_element(best.begin(), best.end());
    if (top == kNone)
        return std::nullopt;
    return top;
}

} // namespace hw
