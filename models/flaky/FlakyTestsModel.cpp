#include "FlakyTestsModel.h"

#include "FlakyRoles.h"

#include <QDateTime>

using namespace Qt::StringLiterals;

namespace hw {

FlakyTestsModel::FlakyTestsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void FlakyTestsModel::setTests(QVector<FlakyTest> tests)
{
    beginResetModel();
    m_tests.swap(tests);
    endResetModel();
}

const FlakyTest *FlakyTestsModel::testAt(const QModelIndex &index) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return nullptr;
    return &m_tests.at(index.row());
}

QString FlakyTestsModel::rateText(const FlakeRate &rate)
{
    return tr("%1 % (≥ %2 %)")
        .arg(QString::number(100 * rate.rate(), 'f', 1),
            QString::number(100 * rate.wilsonLowerBound(), 'f', 1));
}

int FlakyTestsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_tests.size());
}

int FlakyTestsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FlakyTestsModel::data(const QModelIndex &index, int role) const
{
    const FlakyTest *t = testAt(index);
    if (!t)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return display(*t, index.column());
    case Qt::ToolTipRole:
        return toolTip(*t, index.column());
    case Qt::TextAlignmentRole:
        if (index.column() == ColNumGreen || index.column() == ColNumRed || index.column() == ColFlaky
            || index.column() == ColRuns || index.column() == ColRate)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case FlakySortRole:
        return sortKey(*t, index.column());
    case FlakyRunsRole:
        return t->flakyRuns;
    case FlakyTotalRunsRole:
        return t->totalRuns;
    case FlakyFullNameRole:
        return t->fullName();
    default:
        return {};
    }
}

QVariant FlakyTestsModel::display(const FlakyTest &t, int column) const
{
    switch (column) {
    case ColTest:
        return t.fullName();
    case ColNumGreen:
        return t.numGreen;
    case ColNumRed:
        return t.numRed;
    case ColFlaky:
        return t.flakyRuns;
    case ColRuns:
        return t.totalRuns;
    case ColRate:
        return rateText(t.rate());
    case ColPlatforms: {
        const QStringList platforms = t.platforms();
        return platforms.isEmpty() ? tr("unknown job") : platforms.join(u", "_s);
    }
    case ColDisabled:
        return t.disabledIssue ? u"#%1"_s.arg(*t.disabledIssue) : tr("no");
    case ColLastFlake:
        return t.lastFlakeAt > 0
            ? QDateTime::fromSecsSinceEpoch(t.lastFlakeAt, Qt::UTC).toString(u"yyyy-MM-dd hh:mm 'UTC'"_s)
            : QString();
    default:
        return {};
    }
}

QVariant FlakyTestsModel::sortKey(const FlakyTest &t, int column) const
{
    switch (column) {
    case ColTest:
        return t.fullName();
    case ColNumGreen:
        return t.numGreen;
    case ColNumRed:
        return t.numRed;
    case ColFlaky:
        return t.flakyRuns;
    case ColRuns:
        return t.totalRuns;
    case ColRate:
        return t.rate().wilsonLowerBound();
    case ColPlatforms:
        return qint64(t.platforms().size());
    case ColDisabled:
        return t.disabledIssue.value_or(0);
    case ColLastFlake:
        return t.lastFlakeAt;
    default:
        return {};
    }
}

QVariant FlakyTestsModel::toolTip(const FlakyTest &t, int column) const
{
    switch (column) {
    case ColNumGreen:
    case ColNumRed:
        return tr("HUD's flaky_tests/in_subprocess: numGreen = the test's rows that passed on a rerun with no "
                  "failure, numRed = their reruns (jobs on main of this repository)");
    case ColRate:
        return tr("%1 flaky of %2 runs (%3 more failed without passing). Ranked by the lower bound of the "
                  "95 % Wilson interval: few runs give a low bound.")
            .arg(t.flakyRuns)
            .arg(t.totalRuns)
            .arg(t.failedRuns);
    case ColPlatforms:
        return t.jobs.isEmpty() ? tr("The jobs it flaked in are not in workflow_job.") : t.jobs.join(u'\n');
    default:
        return {};
    }
}

QVariant FlakyTestsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case ColTest:
        return tr("Test (file · class · name)");
    case ColNumGreen:
        return tr("numGreen (HUD)");
    case ColNumRed:
        return tr("numRed (HUD)");
    case ColFlaky:
        return tr("Flaky runs (console)");
    case ColRuns:
        return tr("Runs (console)");
    case ColRate:
        return tr("Flake rate (console, 95 % lower bound)");
    case ColPlatforms:
        return tr("Platforms / jobs");
    case ColDisabled:
        return tr("Disabled");
    case ColLastFlake:
        return tr("Last flake");
    default:
        return {};
    }
}

} // namespace hw
