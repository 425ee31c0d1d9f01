#pragma once

#include <QSortFilterProxyModel>

namespace hw {

// Column sorting for BackendsOverviewModel, within each level group: the groups keep the model's
// L4 → L1 order in both directions, backends are ordered by BackendSortRole (numbers numerically,
// strings case-insensitively), backends without data ("–") come last in both directions and ties
// go by name, A → Z in both directions. Column -1, the default, shows the model's own order.
// Dynamic: a row whose figures change on a poll moves to its place; persistent indexes (the
// view's selection) follow it.
class BackendsOverviewSortModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit BackendsOverviewSortModel(QObject *parent = nullptr);

    // -1, 0 or 1; both keys valid: numbers, strings, or lists of them compared element by element.
    static int compareKeys(const QVariant &a, const QVariant &b);

protected:
    bool lessThan(const QModelIndex &sourceLeft, const QModelIndex &sourceRight) const override;

private:
    // Whether a is shown above b with the current sort order.
    bool shownBefore(const QModelIndex &a, const QModelIndex &b) const;
};

} // namespace hw
