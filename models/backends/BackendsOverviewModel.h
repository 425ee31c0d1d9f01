#pragma once

#include "BackendRoles.h"
#include "backends/BackendOverviewRow.h"
#include "backends/BackendsSnapshot.h"
#include "backends/L3Targets.h"

#include <QAbstractItemModel>
#include <QSet>
#include <QVector>

namespace hw {

// The backends overview as a two-level tree: level groups (L4, L3, L2, L1; a "not listed" group
// only when some repo has no known level) → backends. Roles: BackendRoles.h. Column sorting is
// BackendsOverviewSortModel's, by BackendSortRole.
class BackendsOverviewModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { ColBackend = 0, ColLevel, ColPass7, ColPass14, ColLastResult, ColAvgQueue, ColE2eP50,
                  ColStatus, ColOncalls, ColumnCount };

    explicit BackendsOverviewModel(QObject *parent = nullptr);

    // Rebuilds the rows. When the same repos sit in the same groups, rows are updated in place
    // (dataChanged for the rows that differ); otherwise the model is reset.
    void setSnapshot(const BackendsSnapshot &snapshot, const L3Targets &targets = {});
    void setDarkTheme(bool dark);
    // Alert marks by repo: a muted backend reads "MUTED · <repo>" in grey, an acknowledged one
    // "ACK · <repo>" (BackendAlertMarkRole). dataChanged for the rows whose mark moves.
    void setAlertMarks(const QSet<QString> &mutedRepos, const QSet<QString> &acknowledgedRepos);
    BackendAlertMark alertMark(const QString &repo) const;

    const QVector<BackendOverviewRow> &rows() const { return m_rows; }
    // Index (column 0) of a backend, invalid when not shown.
    QModelIndex indexOfRepo(QStringView repo) const;
    const BackendOverviewRow *rowAt(const QModelIndex &index) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

private:
    struct Group {
        TrustLevel level;
        QVector<int> members; // indices into m_rows
    };
    static QVector<Group> groupsFor(const QVector<BackendOverviewRow> &rows);
    QVariant groupData(int group, int column, int role) const;
    QVariant backendData(const BackendOverviewRow &row, int column, int role) const;
    // backendData's columns.
    QVariant nameData(const BackendOverviewRow &row, BackendAlertMark alert, int role) const;
    QVariant levelData(const BackendOverviewRow &row, int role) const;
    QVariant passRateData(const WindowStats &w, int role) const;
    QVariant lastResultData(const BackendOverviewRow &row, int role) const;
    QVariant statusData(const BackendOverviewRow &row, BackendMark mark, int role) const;
    static QVariant sortKey(const BackendOverviewRow &row, BackendMark mark, int column);

    QVector<BackendOverviewRow> m_rows;
    QVector<Group> m_groups;
    qint64 m_asOf = 0;
    bool m_dark = false;
    QSet<QString> m_mutedRepos;
    QSet<QString> m_acknowledgedRepos;
};

} // namespace hw
