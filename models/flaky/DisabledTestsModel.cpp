#include "DisabledTestsModel.h"

#include <QDateTime>
#include <QTimeZone>

namespace hw {

QVariant DisabledTestsModel::cell(const DisabledTest &t, int column, int role) const
{
    if (role == Qt::DisplayRole) {
        switch (column) {
        case Test: return t.key;
        case Issue: return QStringLiteral("#%1").arg(t.issue);
        case Platforms: return t.platforms.isEmpty() ? tr("all") : t.platforms.join(QStringLiteral(", "));
        case Since: return QDateTime::fromSecsSinceEpoch(t.since, QTimeZone::utc()).toString(QStringLiteral("yyyy-MM-dd"));
        }
    } else if (role == SortRole) {
        switch (column) {
        case Test: return t.key;
        case Issue: return t.issue;
        case Platforms: return t.platforms.join(QStringLiteral(", "));
        case Since: return t.since;
        }
    } else if (role == Qt::ToolTipRole) {
        return tr("Disabled by issue #%1 since %2 (UTC)")
            .arg(t.issue)
            .arg(QDateTime::fromSecsSinceEpoch(t.since, QTimeZone::utc()).toString(QStringLiteral("yyyy-MM-dd")));
    }
    return {};
}

QString DisabledTestsModel::header(int column) const
{
    switch (column) {
    case Test: return tr("Disabled test");
    case Issue: return tr("Issue");
    case Platforms: return tr("Platforms");
    case Since: return tr("Since");
    }
    return {};
}

} // namespace hw
