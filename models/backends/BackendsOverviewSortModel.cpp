#include "BackendsOverviewSortModel.h"

#include "BackendRoles.h"

namespace hw {

namespace {
int sign(int c)
{
    return c < 0 ? -1 : (c > 0 ? 1 : 0);
}
} // namespace

BackendsOverviewSortModel::BackendsOverviewSortModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(BackendSortRole);
    setDynamicSortFilter(true);
}

int BackendsOverviewSortModel::compareKeys(const QVariant &a, const QVariant &b)
{
    if (a.typeId() == QMetaType::QVariantList && b.typeId() == QMetaType::QVariantList) {
        const QVariantList la = a.toList();
        const QVariantList lb = b.toList();
        for (qsizetype i = 0; i < qMin(la.size(), lb.size()); ++i)
            if (const int c = compareKeys(la.at(i), lb.at(i)))
                return c;
        return sign(int(la.size() - lb.size()));
    }
    if (a.typeId() == QMetaType::QString && b.typeId() == QMetaType::QString)
        return sign(QString::compare(a.toString(), b.toString(), Qt::CaseInsensitive));
    const double x = a.toDouble();
    const double y = b.toDouble();
    return x < y ? -1 : (x > y ? 1 : 0);
}

bool BackendsOverviewSortModel::lessThan(const QModelIndex &sourceLeft, const QModelIndex &sourceRight) const
{
    // Qt sorts descending by asking lessThan(right, left). The rules here are about the order on
    // screen (no data last, names A → Z, groups L4 → L1 whatever the direction): undo that swap.
    return sortOrder() == Qt::AscendingOrder ? shownBefore(sourceLeft, sourceRight)
                                             : shownBefore(sourceRight, sourceLeft);
}

bool BackendsOverviewSortModel::shownBefore(const QModelIndex &a, const QModelIndex &b) const
{
    if (!a.parent().isValid() || !b.parent().isValid())
        return a.row() < b.row(); // level groups
    const QVariant ka = a.data(sortRole());
    const QVariant kb = b.data(sortRole());
    if (ka.isValid() != kb.isValid())
        return ka.isValid();
    if (ka.isValid()) {
        const int c = compareKeys(ka, kb);
        if (c != 0)
            return sortOrder() == Qt::AscendingOrder ? c < 0 : c > 0;
    }
    const int byName = QString::compare(
        a.data(BackendRepoRole).toString(), b.data(BackendRepoRole).toString(), Qt::CaseInsensitive);
    if (byName != 0)
        return byName < 0;
    return a.row() < b.row();
}

} // namespace hw
