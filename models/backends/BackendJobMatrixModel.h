#pragma once

#include "crcr/BackendJobResult.h"
#include "crcr/CrcrSnapshot.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QVector>

namespace hw {

// One backend's PR × job matrix: rows are upstream PRs (or nightly/periodic deliveries), newest
// first; columns are "workflow / job"; a cell is the job's latest attempt (for a PR pushed several
// times, the newest delivery's). Letters and colours are the grid's (CellStatus). Roles:
// BackendRoles.h (Matrix*); DisplayRole is the letter.
class BackendJobMatrixModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    explicit BackendJobMatrixModel(QObject *parent = nullptr);

    void setSnapshot(const CrcrSnapshot &snapshot);
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
        QHash<int, BackendJobResult> cells; // column -> job
    };
    void rebuild();
    QString rowTitle(const Row &row) const;
    QString cellToolTip(const BackendJobResult &job) const;

    CrcrSnapshot m_snapshot;
    QString m_repo;
    QVector<Row> m_rows;
    QStringList m_columns;   // "workflow / job"
    bool m_dark = false;
};

} // namespace hw
