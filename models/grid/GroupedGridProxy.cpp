#include "GroupedGridProxy.h"

#include "grid/GridRoles.h"
#include "grid/JobGridModel.h"

#include <algorithm>

namespace hw {

GroupedGridProxy::GroupedGridProxy(QObject *parent)
    : QAbstractTableModel(parent)
    , m_rules(GroupingRules::defaults())
{
}

GroupedGridProxy::~GroupedGridProxy() = default;

JobGridModel *GroupedGridProxy::sourceGridModel() const
{
    return m_source;
}

void GroupedGridProxy::setSourceGridModel(JobGridModel *source)
{
    beginResetModel();
    for (const auto &c : std::as_const(m_connections))
        disconnect(c);
    m_connections.clear();
    m_source = source;
    if (source) {
        m_connections << connect(source, &QAbstractItemModel::modelAboutToBeReset, this, [this] { beginResetModel(); });
        m_connections << connect(source, &QAbstractItemModel::modelReset, this, [this] {
            rebuild();
            endResetModel();
        });
        m_connections << connect(source, &QAbstractItemModel::layoutAboutToBeChanged, this, [this] { beginResetModel(); });
        m_connections << connect(source, &QAbstractItemModel::layoutChanged, this, [this] {
            rebuild();
            endResetModel();
        });
        m_connections << connect(source, &QAbstractItemModel::rowsAboutToBeInserted, this,
                                 [this](const QModelIndex &, int first, int last) { beginInsertRows({}, first, last); });
        m_connections << connect(source, &QAbstractItemModel::rowsInserted, this,
                                 [this](const QModelIndex &, int first, int last) { onRowsInserted(first, last); });
        m_connections << connect(source, &QAbstractItemModel::rowsAboutToBeRemoved, this,
                                 [this](const QModelIndex &, int first, int last) { beginRemoveRows({}, first, last); });
        m_connections << connect(source, &QAbstractItemModel::rowsRemoved, this,
                                 [this](const QModelIndex &, int first, int last) { onRowsRemoved(first, last); });
        m_connections << connect(source, &QAbstractItemModel::columnsInserted, this,
                                 [this](const QModelIndex &, int first, int last) { onColumnsInserted(first, last); });
        // JobGridModel only removes columns in a reset; anything else is handled as a reset.
        m_connections << connect(source, &QAbstractItemModel::columnsAboutToBeRemoved, this, [this] { beginResetModel(); });
        m_connections << connect(source, &QAbstractItemModel::columnsRemoved, this, [this] {
            rebuild();
            endResetModel();
        });
        m_connections << connect(source, &QAbstractItemModel::dataChanged, this,
                                 [this](const QModelIndex &tl, const QModelIndex &br) {
                                     if (tl.isValid())
                                         onSourceDataChanged(tl.row(), tl.column(), br.row(), br.column());
                                 });
        m_connections << connect(source, &QAbstractItemModel::headerDataChanged, this,
                                 [this](Qt::Orientation o, int first, int last) {
                                     if (o == Qt::Vertical)
                                         emit headerDataChanged(o, first, last);
                                 });
    }
    rebuild();
    endResetModel();
}

void GroupedGridProxy::setRules(const GroupingRules &rules)
{
    beginResetModel();
    m_rules = rules;
    rebuild();
    endResetModel();
}

void GroupedGridProxy::setDarkTheme(bool dark)
{
    if (m_dark == dark)
        return;
    m_dark = dark;
    if (rowCount() > 0 && columnCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), {Qt::BackgroundRole, Qt::ForegroundRole});
}

void GroupedGridProxy::rebuildMembers()
{
    m_members.assign(size_t(m_rules.groupCount()), {});
    for (int c = 0; c < int(m_groupOfSource.size()); ++c)
        m_members[size_t(m_groupOfSource[size_t(c)])].push_back(c);
}

void GroupedGridProxy::rebuild()
{
    m_groupOfSource.clear();
    m_mirror.clear();
    m_counts.clear();
    m_visible.clear();
    if (!m_source) {
        m_members.assign(size_t(m_rules.groupCount()), {});
        return;
    }
    const int cols = m_source->columnCount();
    const int rows = m_source->rowCount();
    m_groupOfSource.resize(size_t(cols));
    for (int c = 0; c < cols; ++c)
        m_groupOfSource[size_t(c)] = m_rules.groupOf(m_source->columnName(c));
    rebuildMembers();
    m_mirror.assign(size_t(rows), std::vector<CellStatus>(size_t(cols), CellStatus::NoJob));
    m_counts.assign(size_t(rows) * size_t(m_rules.groupCount()), Counts{});
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            const CellStatus s = m_source->cellStatus(r, c);
            m_mirror[size_t(r)][size_t(c)] = s;
            ++counts(r, m_groupOfSource[size_t(c)])[size_t(GroupingRules::groupPrecedence(s))];
        }
    for (int g = 0; g < m_rules.groupCount(); ++g)
        if (!m_members[size_t(g)].empty())
            m_visible.push_back(g);
}

CellStatus GroupedGridProxy::statusFromCounts(const Counts &c) const
{
    static constexpr CellStatus byPrecedence[kLevels] = {CellStatus::NoJob,   CellStatus::Success, CellStatus::Queued,
                                                         CellStatus::Warning, CellStatus::Flaky,   CellStatus::Pending,
                                                         CellStatus::Failure};
    for (int p = kLevels - 1; p > 0; --p)
        if (c[size_t(p)] > 0)
            return byPrecedence[p];
    return CellStatus::NoJob;
}

void GroupedGridProxy::onSourceDataChanged(int top, int left, int bottom, int right)
{
    if (!m_source)
        return;
    bottom = std::min(bottom, int(m_mirror.size()) - 1);
    right = std::min(right, int(m_groupOfSource.size()) - 1);
    for (int r = top; r <= bottom; ++r) {
        // Groups touched in this row (usually one or two), with their status before the change.
        std::vector<std::pair<int, CellStatus>> touched;
        for (int c = left; c <= right; ++c) {
            const CellStatus now = m_source->cellStatus(r, c);
            CellStatus &was = m_mirror[size_t(r)][size_t(c)];
            if (now == was)
                continue;
            const int g = m_groupOfSource[size_t(c)];
            Counts &cnt = counts(r, g);
            if (std::none_of(touched.begin(), touched.end(), [g](const auto &t) { return t.first == g; }))
                touched.emplace_back(g, statusFromCounts(cnt));
            --cnt[size_t(GroupingRules::groupPrecedence(was))];
            ++cnt[size_t(GroupingRules::groupPrecedence(now))];
            was = now;
        }
        for (const auto &[g, before] : touched) {
            if (statusFromCounts(counts(r, g)) == before)
                continue; // the group cell still shows the same letter: no repaint
            const auto it = std::lower_bound(m_visible.begin(), m_visible.end(), g);
            if (it != m_visible.end() && *it == g) {
                const QModelIndex i = index(r, int(it - m_visible.begin()));
                emit dataChanged(i, i);
            }
        }
    }
}

void GroupedGridProxy::onRowsInserted(int first, int last)
{
    const int n = last - first + 1;
    const size_t gc = size_t(m_rules.groupCount());
    m_mirror.insert(m_mirror.begin() + first, size_t(n), std::vector<CellStatus>(m_groupOfSource.size(), CellStatus::NoJob));
    m_counts.insert(m_counts.begin() + std::ptrdiff_t(size_t(first) * gc), size_t(n) * gc, Counts{});
    for (int r = first; r <= last; ++r)
        for (int c = 0; c < int(m_groupOfSource.size()); ++c) {
            const CellStatus s = m_source->cellStatus(r, c);
            m_mirror[size_t(r)][size_t(c)] = s;
            ++counts(r, m_groupOfSource[size_t(c)])[size_t(GroupingRules::groupPrecedence(s))];
        }
    endInsertRows();
}

void GroupedGridProxy::onRowsRemoved(int first, int last)
{
    const size_t gc = size_t(m_rules.groupCount());
    m_mirror.erase(m_mirror.begin() + first, m_mirror.begin() + last + 1);
    m_counts.erase(m_counts.begin() + std::ptrdiff_t(size_t(first) * gc),
                   m_counts.begin() + std::ptrdiff_t(size_t(last + 1) * gc));
    endRemoveRows();
}

void GroupedGridProxy::onColumnsInserted(int first, int last)
{
    const int n = last - first + 1;
    std::vector<int> groups;
    for (int c = first; c <= last; ++c)
        groups.push_back(m_rules.groupOf(m_source->columnName(c)));
    m_groupOfSource.insert(m_groupOfSource.begin() + first, groups.begin(), groups.end());
    rebuildMembers();
    // New source columns: mirror their status (NoJob when just inserted) and count them.
    for (int r = 0; r < int(m_mirror.size()); ++r) {
        m_mirror[size_t(r)].insert(m_mirror[size_t(r)].begin() + first, size_t(n), CellStatus::NoJob);
        for (int c = first; c <= last; ++c) {
            const CellStatus s = m_source->cellStatus(r, c);
            m_mirror[size_t(r)][size_t(c)] = s;
            ++counts(r, m_groupOfSource[size_t(c)])[size_t(GroupingRules::groupPrecedence(s))];
        }
    }
    // Groups that just became non-empty get a column at their config position.
    for (int g : groups) {
        const auto it = std::lower_bound(m_visible.begin(), m_visible.end(), g);
        if (it != m_visible.end() && *it == g)
            continue;
        const int col = int(it - m_visible.begin());
        beginInsertColumns({}, col, col);
        m_visible.insert(it, g);
        endInsertColumns();
    }
}

CellStatus GroupedGridProxy::cellStatus(int row, int column) const
{
    if (row < 0 || column < 0 || row >= int(m_mirror.size()) || column >= int(m_visible.size()))
        return CellStatus::NoJob;
    return statusFromCounts(counts(row, m_visible[size_t(column)]));
}

int GroupedGridProxy::groupOfColumn(int column) const
{
    return (column >= 0 && column < int(m_visible.size())) ? m_visible[size_t(column)] : -1;
}

QList<int> GroupedGridProxy::sourceColumns(int column) const
{
    const int g = groupOfColumn(column);
    if (g < 0)
        return {};
    const auto &m = m_members[size_t(g)];
    return QList<int>(m.begin(), m.end());
}

int GroupedGridProxy::columnOfGroup(const QString &groupName) const
{
    for (int c = 0; c < int(m_visible.size()); ++c)
        if (m_rules.groupName(m_visible[size_t(c)]) == groupName)
            return c;
    return -1;
}

int GroupedGridProxy::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_mirror.size());
}

int GroupedGridProxy::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_visible.size());
}

QVariant GroupedGridProxy::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.model() != this || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const CellStatus s = cellStatus(index.row(), index.column());
    switch (role) {
    case Qt::DisplayRole: return cellLetterRef(s);
    case Qt::BackgroundRole: return cellColorRef(s, m_dark);
    case Qt::ForegroundRole: return cellTextColorRef(s, m_dark);
    case CellStatusRole: return int(s);
    case IsFailureRole: return isFailure(s);
    case ColumnNameRole: return m_rules.groupName(m_visible[size_t(index.column())]);
    case CommitShaRole: return m_source ? m_source->commitSha(index.row()) : QString();
    case CommitTimeRole: return m_source ? m_source->headerData(index.row(), Qt::Vertical, CommitTimeRole) : QVariant();
    case RunCountRole: {
        int jobs = 0;
        for (int c : m_members[size_t(m_visible[size_t(index.column())])])
            jobs += m_mirror[size_t(index.row())][size_t(c)] != CellStatus::NoJob;
        return jobs;
    }
    case Qt::ToolTipRole: {
        QStringList failing;
        QStringList warnings;
        for (int c : m_members[size_t(m_visible[size_t(index.column())])]) {
            const CellStatus cs = m_mirror[size_t(index.row())][size_t(c)];
            if (isFailure(cs))
                failing << cellLetterRef(cs) + QLatin1Char(' ') + m_source->columnName(c);
            else if (cs == CellStatus::Warning)
                warnings << QStringLiteral("W ") + m_source->columnName(c);
        }
        QString tip = m_rules.groupName(m_visible[size_t(index.column())]) + QStringLiteral(": ") + cellStatusName(s);
        if (!failing.isEmpty())
            tip += QStringLiteral("\nfailing:\n") + failing.join(QLatin1Char('\n'));
        if (!warnings.isEmpty())
            tip += QStringLiteral("\nwarnings (unstable):\n") + warnings.join(QLatin1Char('\n'));
        return tip;
    }
    default: return {};
    }
}

QVariant GroupedGridProxy::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical)
        return m_source ? m_source->headerData(section, orientation, role) : QVariant();
    if (section < 0 || section >= int(m_visible.size()))
        return {};
    const int g = m_visible[size_t(section)];
    switch (role) {
    case Qt::DisplayRole:
    case ColumnNameRole: return m_rules.groupName(g);
    case Qt::ToolTipRole:
        return QStringLiteral("%1 (%2 jobs)").arg(m_rules.groupName(g)).arg(m_members[size_t(g)].size());
    default: return {};
    }
}

} // namespace hw
