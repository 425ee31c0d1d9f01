#pragma once

#include "FlakyTest.h"

#include <QAbstractTableModel>
#include <QVector>

namespace hw {

// The top-flaky-tests list: one row per FlakyTest, in the order given (FlakyTestsFilterProxy ranks
// and filters). Text says everything (rate and its lower bound in numbers, "#issue" or "no" for
// disabled), so nothing depends on colour. Roles: FlakyRoles.h.
class FlakyTestsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        ColTest = 0,
        ColNumGreen, // HUD's flaky_tests/in_subprocess figures first, under HUD's names
        ColNumRed,
        ColFlaky,
        ColRuns,
        ColRate,
        ColPlatforms,
        ColDisabled,
        ColLastFlake,
        ColumnCount
    };

    explicit FlakyTestsModel(QObject *parent = nullptr);

    // Replaces every row (a model reset).
    void setTests(QVector<FlakyTest> tests);
    const QVector<FlakyTest> &tests() const { return m_tests; }
    const FlakyTest *testAt(const QModelIndex &index) const;

    // "12.5 % (≥ 7.4 %)": the observed rate and the Wilson 95 % lower bound the list ranks by.
    static QString rateText(const FlakeRate &rate);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant display(const FlakyTest &t, int column) const;
    QVariant sortKey(const FlakyTest &t, int column) const;
    QVariant toolTip(const FlakyTest &t, int column) const;

    QVector<FlakyTest> m_tests;
};

} // namespace hw
