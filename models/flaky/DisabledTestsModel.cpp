#include "DisabledTestsModel.h"

#include <QDateTime>
#include <QTimeZone>

namespace hw {

void DisabledTestsModel::setTests(const QVector<DisabledTest> &tests)
{
    beginResetModel();
    m_tests = tests;
    endResetModel();
}

int DisabledTestsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_tests.size());
}

int DisabledTestsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DisabledTestsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const DisabledTest &t = m_tests[index.row()];
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Test: return t.key;
        case Issue: return QStringLiteral("#%1").arg(t.issue);
        case Platforms: return t.platforms.isEmpty() ? tr("all") : t.platforms.join(QStringLiteral(", "));
        case Since: return QDateTime::fromSecsSinceEpoch(t.since, QTimeZone::utc()).toString(QStringLiteral("yyyy-MM-dd"));
        }
    } else if (role == SortRole) {
        switch (index.column()) {
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

QVariant DisabledTestsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Test: return tr("Disabled test");
    case Issue: return tr("Issue");
    case Platforms: return tr("Platforms");
    case Since: return tr("Since");
    }
    return {};
}

} // namespace hw
