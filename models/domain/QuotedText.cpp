#include "QuotedText.h"

namespace hw {

QString QuotedText::elided(const QString &text)
{
    if (text.size() <= maxChars)
        return text;
    const qsizetype cut = text.at(maxChars - 1).isHighSurrogate() ? maxChars - 1 : maxChars;
    return text.left(cut) + QStringLiteral("…");
}

} // namespace hw
