#pragma once

#include <QStringView>

#include <optional>

namespace hw {

// Fuzzy matching for the command palette: the query's letters must appear in the candidate in
// order (a subsequence, case-insensitive); the best placement scores letters that follow each
// other and letters that start a word ("gpu u" → "GPU utilization", "pl" → "pull / linux")
// highest, and pays for letters skipped between them. Higher is better; nullopt: no match.
class FuzzyMatcher
{
public:
    static std::optional<int> score(QStringView query, QStringView candidate);
    // True at the start of the text, after a separator (space / _ - . : ▸ ( ) and at a lower-to-upper
    // case change ("flakyTests").
    static bool isWordStart(QStringView text, qsizetype i);
};

} // namespace hw
