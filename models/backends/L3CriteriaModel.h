#pragma once

#include "backends/L3Assessment.h"

#include <QAbstractTableModel>

namespace hw {

// The L3 readiness criteria of one assessment as a table: the promotion window (14 d, with
// tenure) first, then the demotion window (7 d). Met reads "✔ met" / "✘ not met" / "– no data".
class L3CriteriaModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { ColCriterion = 0, ColWindow, ColMeasured, ColTarget, ColMet, ColDemotion, ColumnCount };

    explicit L3CriteriaModel(QObject *parent = nullptr);

    // Same criteria (keys and windows) as before: dataChanged for the rows that differ; else reset.
    void setAssessment(const L3Assessment &assessment);
    const L3Assessment &assessment() const { return m_assessment; }
    void setDarkTheme(bool dark);
    const L3CriterionResult *criterionAt(int row) const;

    static QString metText(std::optional<bool> met);
    // HUD's target for a criterion key (edited targets are marked against it); nullopt if unknown.
    static std::optional<double> hudTarget(const QString &key);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    static QVector<L3CriterionResult> flatten(const L3Assessment &a);
    L3Assessment m_assessment;
    QVector<L3CriterionResult> m_rows;
    bool m_dark = false;
};

} // namespace hw
