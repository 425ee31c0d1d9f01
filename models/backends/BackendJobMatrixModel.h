#pragma once

#include "backends/BackendJobResult.h"
#include "backends/BackendsSnapshot.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QVector>

namespace hw {

// One backend's PR × job matrix: rows are upstream PRs (or nightly/periodic deliveries), newest
// first; columns are "workflow / job"; a cell is the job's latest attempt (for a PR pushed several
// times, the newest delivery's). Letters and colours are the grid's (CellStatus). Roles:
// BackendRoles.h (Matrix*); DisplayRole is the letter, MatrixCellTextRole the letter with test
// counts and triage ("X  3/1,204 failed · infra"). Row headers start with the PR (or event) and the
// dispatch time ("#191745 · 09-23 22:10 UTC · title (author)").
class BackendJobMatrixModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    explicit BackendJobMatrixModel(QObject *parent = nullptr);

    void setSnapshot(const BackendsSnapshot &snapshot);
    void setRepo(const QString &repo);
    QString repo() const { return m_repo; }
    void setDarkTheme(bool dark);

    // The job shown in a cell, nullptr for an empty cell.
    const BackendJobResult *jobAt(const QModelIndex &index) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        QString key;             // "pr:<n>" or "delivery:<id>"
        qint64 prNumber = 0;
        QString eventType;
        QString headSha;
        qint64 newest = 0;       // newest started/completed time in the row (ordering)
        QString newestDelivery;  // delivery of the newest job
        QHash<QString, qint64> dispatchedAt; // delivery -> earliest dispatch of its jobs
        QHash<int, BackendJobResult> cells; // column -> job
    };
    void rebuild();
    QString rowTitle(const Row &row) const;
    QString cellToolTip(const BackendJobResult &job) const;
    static QString cellText(const BackendJobResult *job);
    static qint64 dispatchOf(const BackendJobResult &job);

    BackendsSnapshot m_snapshot;
    QString m_repo;
    QVector<Row> m_rows;
    QStringList m_columns;   // "workflow / job"
    bool m_dark = false;
};

} // namespace hw
