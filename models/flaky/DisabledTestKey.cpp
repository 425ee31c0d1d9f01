#include "DisabledTestKey.h"

using namespace Qt::StringLiterals;

namespace hw {

std::optional<DisabledTestKey> DisabledTestKey::parse(const QString &key)
{
    const QString text = key.trimmed();
    const qsizetype open = text.lastIndexOf(u" ("_s);
    if (open <= 0 || !text.endsWith(u')'))
        return std::nullopt;
    const QString suite = text.mid(open + 2, text.size() - open - 3).trimmed();
    DisabledTestKey out { text.left(open).trimmed(), suite.mid(suite.lastIndexOf(u'.') + 1) };
    if (out.name.isEmpty() || out.classname.isEmpty())
        return std::nullopt;
    return out;
}

} // namespace hw
