#include "FlakyTestsFilterProxy.h"

#include "FlakeRate.h"
#include "FlakyRoles.h"
#include "FlakyTestsModel.h"

using namespace Qt::StringLiterals;

namespace hw {

FlakyTestsFilterProxy::FlakyTestsFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(FlakySortRole);
    // Ranked from the start, before any header click.
    sort(FlakyTestsModel::ColRate, Qt::DescendingOrder);
}

void FlakyTestsFilterProxy::setMinimumRuns(int runs)
{
    runs = std::max(0, runs);
    if (runs == m_minimumRuns)
        return;
    m_minimumRuns = runs;
    invalidateFilter();
}

bool FlakyTestsFilterProxy::setPattern(const QString &pattern)
{
    m_pattern = pattern;
    m_patternError.clear();
    m_regex = QRegularExpression();
    if (!pattern.isEmpty()) {
        const QRegularExpression regex(pattern, QRegularExpression::CaseInsensitiveOption);
        if (regex.isValid())
            m_regex = regex;
        else
            m_patternError = tr("Invalid regular expression at character %1: %2 — fix it or put \\ before . * ( [")
                                 .arg(regex.patternErrorOffset())
                                 .arg(regex.errorString());
    }
    invalidateFilter();
    return m_patternError.isEmpty();
}

bool FlakyTestsFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (index.data(FlakyTotalRunsRole).toInt() < m_minimumRuns)
        return false;
    if (m_regex.pattern().isEmpty())
        return true;
    return m_regex.match(index.data(FlakyFullNameRole).toString()).hasMatch();
}

bool FlakyTestsFilterProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    if (left.column() == FlakyTestsModel::ColRate) {
        const FlakeRate a(left.data(FlakyRunsRole).toInt(), left.data(FlakyTotalRunsRole).toInt());
        const FlakeRate b(right.data(FlakyRunsRole).toInt(), right.data(FlakyTotalRunsRole).toInt());
        return b.ranksAbove(a);
    }
    const QVariant a = left.data(FlakySortRole);
    const QVariant b = right.data(FlakySortRole);
    if (a.typeId() == QMetaType::QString)
        return a.toString().compare(b.toString(), Qt::CaseInsensitive) < 0;
    return QVariant::compare(a, b) == QPartialOrdering::Less;
}

} // namespace hw
