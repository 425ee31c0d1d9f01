#pragma once

#include "domain/Result.h"

#include <QAbstractProxyModel>
#include <QRegularExpression>

#include <utility>
#include <vector>

namespace hw {

class JobGridModel;

// The grid view's filter bar: hides COLUMNS of a JobGridModel (rows pass through 1:1).
//  - regex on the column name (case-insensitive; an invalid pattern is rejected, not applied)
//  - hide green columns (every cell isGreen), hide unstable jobs, hide always-skipped jobs.
// Keeps a sorted proxy->source column vector, so data() is one vector lookup plus the
// source's O(1) data(). Follows source inserts/removes/dataChanged: a hidden green column
// that turns red reappears (and a column that turns all green again is hidden).
class GridColumnFilterProxy : public QAbstractProxyModel
{
    Q_OBJECT
public:
    explicit GridColumnFilterProxy(QObject *parent = nullptr);
    ~GridColumnFilterProxy() override;

    // Works best with a JobGridModel (O(1) column summaries); any table model works by scanning.
    void setSourceModel(QAbstractItemModel *source) override;

    // Empty pattern = no name filter. An invalid pattern (the user's) is refused with the reason,
    // the filter unchanged.
    Result<void, QString> setFilterPattern(const QString &pattern);
    QString filterPattern() const;
    void setHideGreen(bool hide);
    bool hideGreen() const { return m_hideGreen; }
    void setHideUnstable(bool hide);
    bool hideUnstable() const { return m_hideUnstable; }
    void setHideAlwaysSkipped(bool hide);
    bool hideAlwaysSkipped() const { return m_hideSkipped; }

    int sourceColumn(int proxyColumn) const;   // -1 if out of range
    int proxyColumn(int sourceColumn) const;   // -1 if hidden

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    QModelIndex mapToSource(const QModelIndex &proxyIndex) const override;
    QModelIndex mapFromSource(const QModelIndex &sourceIndex) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    bool accepts(int sourceColumn) const;
    bool columnAllMatch(int sourceColumn, bool (*pred)(int status)) const;
    void rebuildNameMatches();
    void rebuildAll();                           // inside a reset
    void refreshColumns(int first, int last);    // incremental, emits insert/remove columns
    void connectSource();
    void connectResets();
    void connectRows();
    void connectColumns();
    // Proxy columns [first, second) showing source columns in [firstSource, lastSource].
    std::pair<int, int> visibleProxyRange(int firstSource, int lastSource) const;
    void onSourceColumnsInserted(const QModelIndex &parent, int first, int last);
    void onSourceColumnsAboutToBeRemoved(const QModelIndex &parent, int first, int last);
    void onSourceColumnsRemoved(const QModelIndex &parent, int first, int last);
    void onSourceDataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight, const QList<int> &roles);
    void onSourceHeaderDataChanged(Qt::Orientation orientation, int first, int last);

    JobGridModel *m_grid = nullptr;
    std::vector<int> m_proxyToSource;           // sorted
    std::vector<quint8> m_nameMatches;          // by source column
    QRegularExpression m_regex;
    bool m_hideGreen = false;
    bool m_hideUnstable = false;
    bool m_hideSkipped = false;
    QList<QMetaObject::Connection> m_connections;
};

} // namespace hw
