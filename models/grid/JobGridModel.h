#pragma once

#include "domain/JobBatch.h"
#include "grid/GridChange.h"
#include "palette/CellStatus.h"

#include <QAbstractTableModel>

#include <memory>

namespace hw {

class GridStore;

// Commits (rows, newest first) x job columns ("<workflow> / <job>", sorted by name), HUD
// semantics: every run of a job for a commit merges into one cell (CellMerger). The data live in
// a GridStore; this is its item model: data() is O(1) and allocation-free for the roles a view
// paints. Roles: see GridRoles.h.
class JobGridModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    explicit JobGridModel(QObject *parent = nullptr);
    ~JobGridModel() override;

    // Replaces everything (cache load, replay seek): one model reset.
    void resetFrom(const JobBatch &snapshot);
    // Applies an incremental batch: inserts new commit rows / job columns, re-merges only the
    // cells that the batch's jobs touch, emits dataChanged only for cells whose shown state
    // changed. Unchanged cells are not touched.
    GridChange applyBatch(const JobBatch &batch);
    // See GridStore::reserveMoreJobs.
    void reserveMoreJobs(qsizetype more);

    // Jobs matching any of these column-name patterns are "unstable": their failures show as
    // warnings (W, orange) and never count as failures.
    void setUnstablePatterns(const QStringList &regexPatterns);
    // Titles of the repository's open `unstable` issues: the jobs they name are unstable too.
    void setUnstableIssueTitles(const QStringList &titles);
    // Keep at most this many newest commits (older rows are removed). Default 300.
    void setMaxCommits(int maxCommits);
    int maxCommits() const;

    // Convenience accessors for views, proxies and tests.
    CellStatus cellStatus(int row, int column) const;
    QString columnName(int column) const;
    QString commitSha(int row) const;
    int rowOfCommit(const QString &sha) const;     // -1 if absent
    int columnOf(const QString &columnName) const; // -1 if absent

    // Column summaries kept up to date on every change (O(1)); the column filter proxy uses them.
    int nonGreenCellCount(int column) const;   // cells of the column that are not isGreen()
    bool isColumnAlwaysSkipped(int column) const; // every cell is skipped or has no job
    bool isColumnUnstable(int column) const;   // matches an unstable pattern
    // Fill/letter colours for dark themes (BackgroundRole/ForegroundRole). One full dataChanged.
    void setDarkTheme(bool dark);
    // The runs of one cell, newest first (tooltips, details pane, tests).
    JobRuns cellRuns(int row, int column) const;
    // Rough heap bytes held by the model's store (the bench reports it next to RSS).
    qint64 approximateMemoryBytes() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    class StoreEvents; // turns the store's change calls into this model's signals
    QString tooltip(int row, int column) const;

    std::unique_ptr<GridStore> m_store;
    std::unique_ptr<StoreEvents> m_events;
    bool m_dark = false;
};

} // namespace hw
