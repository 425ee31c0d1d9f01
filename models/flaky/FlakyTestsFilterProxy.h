#pragma once

#include <QRegularExpression>
#include <QSortFilterProxyModel>

namespace hw {

// Ranking and filtering of FlakyTestsModel. Ranks by the flake rate's Wilson lower bound, highest
// first (FlakeRate::ranksAbove: ties by more flakes, then more runs), unless the view sorts by
// another column (FlakySortRole). Hides tests with fewer than minimumRuns() runs (default 20: the
// bound alone still ranks 1 flake in 2 runs, bound 0.095, above 40 in 400, bound 0.074) and those
// whose full name the pattern does not match (case-insensitive). An invalid pattern filters
// nothing and patternError() says why, for the UI to show beside the field.
class FlakyTestsFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    static constexpr int DefaultMinimumRuns = 20;

    explicit FlakyTestsFilterProxy(QObject *parent = nullptr);

    int minimumRuns() const { return m_minimumRuns; }
    void setMinimumRuns(int runs);
    QString pattern() const { return m_pattern; }
    // Returns false (and keeps every row the other filters keep) when the pattern is invalid.
    bool setPattern(const QString &pattern);
    // Empty when the pattern is valid (or empty); else the regular-expression error and where.
    QString patternError() const { return m_patternError; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    int m_minimumRuns = DefaultMinimumRuns;
    QString m_pattern;
    QString m_patternError;
    QRegularExpression m_regex; // invalid or empty: no name filter
};

} // namespace hw
