#include "UnstableIssueMatcher.h"

#include <QRegularExpression>

namespace hw {

QString UnstableIssueMatcher::withoutShard(const QString &columnName)
{
    static const QRegularExpression re(QStringLiteral("^(.*) \\(([^,]*),.*\\)"));
    const QRegularExpressionMatch m = re.match(columnName);
    if (!m.hasMatch())
        return columnName;
    return m.captured(1) + QStringLiteral(" (") + m.captured(2) + QLatin1Char(')');
}

bool UnstableIssueMatcher::isUnstable(const QString &columnName, const QStringList &issueTitles)
{
    if (columnName.contains(QStringLiteral("unstable")))
        return true;
    if (issueTitles.isEmpty())
        return false;
    const QString named = QStringLiteral("UNSTABLE ") + withoutShard(columnName);
    for (const QString &title : issueTitles)
        if (!title.isEmpty() && named.contains(title))
            return true;
    return false;
}

} // namespace hw
