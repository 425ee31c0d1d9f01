#pragma once

#include <QString>

namespace hw {

// Input text quoted in an error message, capped: a 10 MB token from a hostile file or reply must
// not make a 10 MB message (in the status bar, a dialog, the log).
class QuotedText
{
public:
    static constexpr qsizetype maxChars = 80;
    // text itself when short enough, else its first maxChars characters (never half a surrogate
    // pair) and "…".
    static QString elided(const QString &text);
};

} // namespace hw
