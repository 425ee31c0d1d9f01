#include "GridColumnFilterProxy.h"

#include "grid/GridRoles.h"
#include "grid/JobGridModel.h"
#include "palette/CellStatus.h"

#include <algorithm>

namespace hw {

GridColumnFilterProxy::GridColumnFilterProxy(QObject *parent)
    : QAbstractProxyModel(parent)
{
}

GridColumnFilterProxy::~GridColumnFilterProxy() = default;

void GridColumnFilterProxy::setSourceModel(QAbstractItemModel *source)
{
    beginResetModel();
    for (const auto &c : std::as_const(m_connections))
        disconnect(c);
    m_connections.clear();
    QAbstractProxyModel::setSourceModel(source);
    m_grid = qobject_cast<JobGridModel *>(source);
    if (source)
        connectSource();
    rebuildAll();
    endResetModel();
}

void GridColumnFilterProxy::connectSource()
{
    connectResets();
    connectRows();
    connectColumns();
    m_connections << connect(sourceModel(), &QAbstractItemModel::dataChanged, this,
                             &GridColumnFilterProxy::onSourceDataChanged);
    m_connections << connect(sourceModel(), &QAbstractItemModel::headerDataChanged, this,
                             &GridColumnFilterProxy::onSourceHeaderDataChanged);
}

void GridColumnFilterProxy::connectResets()
{
    QAbstractItemModel *src = sourceModel();
    m_connections << connect(src, &QAbstractItemModel::modelAboutToBeReset, this, [this] { beginResetModel(); });
    m_connections << connect(src, &QAbstractItemModel::modelReset, this, [this] {
        rebuildAll();
        endResetModel();
    });
    m_connections << connect(src, &QAbstractItemModel::layoutAboutToBeChanged, this, [this] { beginResetModel(); });
    m_connections << connect(src, &QAbstractItemModel::layoutChanged, this, [this] {
        rebuildAll();
        endResetModel();
    });
}

// Rows pass through 1:1; only top-level rows exist in a table model.
void GridColumnFilterProxy::connectRows()
{
    QAbstractItemModel *src = sourceModel();
    m_connections << connect(src, &QAbstractItemModel::rowsAboutToBeInserted, this,
                             [this](const QModelIndex &p, int first, int last) {
                                 if (!p.isValid())
                                     beginInsertRows({}, first, last);
                             });
    m_connections << connect(src, &QAbstractItemModel::rowsInserted, this, [this](const QModelIndex &p) {
        if (p.isValid())
            return;
        endInsertRows();
        refreshColumns(0, sourceModel()->columnCount() - 1);
    });
    m_connections << connect(src, &QAbstractItemModel::rowsAboutToBeRemoved, this,
                             [this](const QModelIndex &p, int first, int last) {
                                 if (!p.isValid())
                                     beginRemoveRows({}, first, last);
                             });
    m_connections << connect(src, &QAbstractItemModel::rowsRemoved, this, [this](const QModelIndex &p) {
        if (p.isValid())
            return;
        endRemoveRows();
        refreshColumns(0, sourceModel()->columnCount() - 1);
    });
}

void GridColumnFilterProxy::connectColumns()
{
    QAbstractItemModel *src = sourceModel();
    m_connections << connect(src, &QAbstractItemModel::columnsInserted, this,
                             &GridColumnFilterProxy::onSourceColumnsInserted);
    m_connections << connect(src, &QAbstractItemModel::columnsAboutToBeRemoved, this,
                             &GridColumnFilterProxy::onSourceColumnsAboutToBeRemoved);
    m_connections << connect(src, &QAbstractItemModel::columnsRemoved, this,
                             &GridColumnFilterProxy::onSourceColumnsRemoved);
}

std::pair<int, int> GridColumnFilterProxy::visibleProxyRange(int firstSource, int lastSource) const
{
    const auto a = std::lower_bound(m_proxyToSource.begin(), m_proxyToSource.end(), firstSource);
    const auto b = std::upper_bound(m_proxyToSource.begin(), m_proxyToSource.end(), lastSource);
    return {int(a - m_proxyToSource.begin()), int(b - m_proxyToSource.begin())};
}

void GridColumnFilterProxy::onSourceColumnsInserted(const QModelIndex &p, int first, int last)
{
    if (p.isValid())
        return;
    const int n = last - first + 1;
    for (int &s : m_proxyToSource)
        if (s >= first)
            s += n;
    m_nameMatches.insert(m_nameMatches.begin() + first, size_t(n), quint8(1));
    for (int c = first; c <= last; ++c) {
        const QString name = sourceModel()->headerData(c, Qt::Horizontal).toString();
        m_nameMatches[size_t(c)] = m_regex.pattern().isEmpty() || m_regex.match(name).hasMatch();
    }
    refreshColumns(first, last);
}

void GridColumnFilterProxy::onSourceColumnsAboutToBeRemoved(const QModelIndex &p, int first, int last)
{
    if (p.isValid())
        return;
    const auto [a, b] = visibleProxyRange(first, last);
    if (a == b)
        return;
    beginRemoveColumns({}, a, b - 1);
    m_proxyToSource.erase(m_proxyToSource.begin() + a, m_proxyToSource.begin() + b);
    endRemoveColumns();
}

void GridColumnFilterProxy::onSourceColumnsRemoved(const QModelIndex &p, int first, int last)
{
    if (p.isValid())
        return;
    const int n = last - first + 1;
    for (int &s : m_proxyToSource)
        if (s > last)
            s -= n;
    m_nameMatches.erase(m_nameMatches.begin() + first, m_nameMatches.begin() + last + 1);
}

void GridColumnFilterProxy::onSourceDataChanged(const QModelIndex &tl, const QModelIndex &br, const QList<int> &roles)
{
    if (!tl.isValid() || tl.parent().isValid())
        return;
    refreshColumns(tl.column(), br.column());
    const auto [a, b] = visibleProxyRange(tl.column(), br.column());
    if (a == b)
        return;
    emit dataChanged(index(tl.row(), a), index(br.row(), b - 1), roles);
}

void GridColumnFilterProxy::onSourceHeaderDataChanged(Qt::Orientation o, int first, int last)
{
    if (o == Qt::Vertical) {
        emit headerDataChanged(o, first, last);
        return;
    }
    // Column names never change in place, but "unstable" may have.
    refreshColumns(first, last);
    const auto [a, b] = visibleProxyRange(first, last);
    if (a != b)
        emit headerDataChanged(o, a, b - 1);
}

Result<void, QString> GridColumnFilterProxy::setFilterPattern(const QString &pattern)
{
    QRegularExpression re(pattern, QRegularExpression::CaseInsensitiveOption);
    if (!re.isValid())
        return QStringLiteral("invalid filter \"%1\": %2 at offset %3")
            .arg(pattern, re.errorString())
            .arg(re.patternErrorOffset());
    if (pattern == m_regex.pattern())
        return {};
    re.optimize();
    m_regex = re;
    rebuildNameMatches();
    if (sourceModel())
        refreshColumns(0, sourceModel()->columnCount() - 1);
    return {};
}

QString GridColumnFilterProxy::filterPattern() const
{
    return m_regex.pattern();
}

void GridColumnFilterProxy::setHideGreen(bool hide)
{
    if (m_hideGreen == hide)
        return;
    m_hideGreen = hide;
    if (sourceModel())
        refreshColumns(0, sourceModel()->columnCount() - 1);
}

void GridColumnFilterProxy::setHideUnstable(bool hide)
{
    if (m_hideUnstable == hide)
        return;
    m_hideUnstable = hide;
    if (sourceModel())
        refreshColumns(0, sourceModel()->columnCount() - 1);
}

void GridColumnFilterProxy::setHideAlwaysSkipped(bool hide)
{
    if (m_hideSkipped == hide)
        return;
    m_hideSkipped = hide;
    if (sourceModel())
        refreshColumns(0, sourceModel()->columnCount() - 1);
}

void GridColumnFilterProxy::rebuildNameMatches()
{
    m_nameMatches.clear();
    if (!sourceModel())
        return;
    const int n = sourceModel()->columnCount();
    m_nameMatches.resize(size_t(n), 1);
    if (m_regex.pattern().isEmpty())
        return;
    for (int c = 0; c < n; ++c) {
        const QString name = m_grid ? m_grid->columnName(c) : sourceModel()->headerData(c, Qt::Horizontal).toString();
        m_nameMatches[size_t(c)] = m_regex.match(name).hasMatch() ? 1 : 0;
    }
}

bool GridColumnFilterProxy::columnAllMatch(int sourceColumn, bool (*pred)(int status)) const
{
    const int rows = sourceModel()->rowCount();
    for (int r = 0; r < rows; ++r)
        if (!pred(sourceModel()->index(r, sourceColumn).data(CellStatusRole).toInt()))
            return false;
    return true;
}

bool GridColumnFilterProxy::accepts(int c) const
{
    if (c < 0 || size_t(c) >= m_nameMatches.size() || !m_nameMatches[size_t(c)])
        return false;
    if (m_grid) {
        if (m_hideGreen && m_grid->nonGreenCellCount(c) == 0)
            return false;
        if (m_hideSkipped && m_grid->isColumnAlwaysSkipped(c))
            return false;
        if (m_hideUnstable && m_grid->isColumnUnstable(c))
            return false;
        return true;
    }
    if (m_hideGreen && columnAllMatch(c, [](int s) { return isGreen(CellStatus(s)); }))
        return false;
    if (m_hideSkipped && columnAllMatch(c, [](int s) {
            return CellStatus(s) == CellStatus::Skipped || CellStatus(s) == CellStatus::NoJob;
        }))
        return false;
    return true;
}

void GridColumnFilterProxy::rebuildAll()
{
    rebuildNameMatches();
    m_proxyToSource.clear();
    if (!sourceModel())
        return;
    const int n = sourceModel()->columnCount();
    for (int c = 0; c < n; ++c)
        if (accepts(c))
            m_proxyToSource.push_back(c);
}

void GridColumnFilterProxy::refreshColumns(int first, int last)
{
    if (!sourceModel())
        return;
    first = std::max(first, 0);
    last = std::min(last, sourceModel()->columnCount() - 1);
    int c = first;
    while (c <= last) {
        const bool visible = std::binary_search(m_proxyToSource.begin(), m_proxyToSource.end(), c);
        const bool want = accepts(c);
        if (visible == want) {
            ++c;
            continue;
        }
        // A run of consecutive source columns that all flip the same way maps to a contiguous
        // proxy range (nothing visible lies between consecutive source columns).
        int end = c;
        while (end + 1 <= last
               && std::binary_search(m_proxyToSource.begin(), m_proxyToSource.end(), end + 1) == visible
               && accepts(end + 1) == want)
            ++end;
        const auto pos = std::lower_bound(m_proxyToSource.begin(), m_proxyToSource.end(), c);
        const int proxyPos = int(pos - m_proxyToSource.begin());
        const int count = end - c + 1;
        if (want) {
            beginInsertColumns({}, proxyPos, proxyPos + count - 1);
            std::vector<int> add(static_cast<size_t>(count));
            for (int i = 0; i < count; ++i)
                add[size_t(i)] = c + i;
            m_proxyToSource.insert(pos, add.begin(), add.end());
            endInsertColumns();
        } else {
            beginRemoveColumns({}, proxyPos, proxyPos + count - 1);
            m_proxyToSource.erase(pos, pos + count);
            endRemoveColumns();
        }
        c = end + 1;
    }
}

int GridColumnFilterProxy::sourceColumn(int proxyColumn) const
{
    if (proxyColumn < 0 || proxyColumn >= int(m_proxyToSource.size()))
        return -1;
    return m_proxyToSource[size_t(proxyColumn)];
}

int GridColumnFilterProxy::proxyColumn(int sourceColumn) const
{
    const auto it = std::lower_bound(m_proxyToSource.begin(), m_proxyToSource.end(), sourceColumn);
    if (it == m_proxyToSource.end() || *it != sourceColumn)
        return -1;
    return int(it - m_proxyToSource.begin());
}

QModelIndex GridColumnFilterProxy::index(int row, int column, const QModelIndex &parent) const
{
    if (parent.isValid() || row < 0 || column < 0 || row >= rowCount() || column >= columnCount())
        return {};
    return createIndex(row, column);
}

QModelIndex GridColumnFilterProxy::parent(const QModelIndex &) const
{
    return {};
}

int GridColumnFilterProxy::rowCount(const QModelIndex &parent) const
{
    return (parent.isValid() || !sourceModel()) ? 0 : sourceModel()->rowCount();
}

int GridColumnFilterProxy::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_proxyToSource.size());
}

bool GridColumnFilterProxy::hasChildren(const QModelIndex &parent) const
{
    return !parent.isValid() && rowCount() > 0 && columnCount() > 0;
}

QModelIndex GridColumnFilterProxy::mapToSource(const QModelIndex &proxyIndex) const
{
    if (!proxyIndex.isValid() || !sourceModel() || proxyIndex.column() >= int(m_proxyToSource.size()))
        return {};
    return sourceModel()->index(proxyIndex.row(), m_proxyToSource[size_t(proxyIndex.column())]);
}

QModelIndex GridColumnFilterProxy::mapFromSource(const QModelIndex &sourceIndex) const
{
    if (!sourceIndex.isValid() || sourceIndex.model() != sourceModel())
        return {};
    const int col = proxyColumn(sourceIndex.column());
    return col < 0 ? QModelIndex() : index(sourceIndex.row(), col);
}

QVariant GridColumnFilterProxy::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !sourceModel() || index.column() >= int(m_proxyToSource.size()))
        return {};
    return sourceModel()->data(sourceModel()->index(index.row(), m_proxyToSource[size_t(index.column())]), role);
}

QVariant GridColumnFilterProxy::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (!sourceModel())
        return {};
    if (orientation == Qt::Vertical)
        return sourceModel()->headerData(section, orientation, role);
    if (section < 0 || section >= int(m_proxyToSource.size()))
        return {};
    return sourceModel()->headerData(m_proxyToSource[size_t(section)], orientation, role);
}

} // namespace hw
