#include "JobGridModel.h"

#include "grid/GridRoles.h"
#include "grid/GridStore.h"
#include "grid/GridStoreListener.h"

#include <QDateTime>
#include <QUrl>

namespace hw {
namespace {

QString formatDuration(qint64 seconds)
{
    if (seconds < 0)
        return {};
    if (seconds < 60)
        return QStringLiteral("%1s").arg(seconds);
    if (seconds < 3600)
        return QStringLiteral("%1m %2s").arg(seconds / 60).arg(seconds % 60);
    return QStringLiteral("%1h %2m").arg(seconds / 3600).arg((seconds % 3600) / 60);
}

} // namespace

class JobGridModel::StoreEvents final : public GridStoreListener
{
public:
    explicit StoreEvents(JobGridModel *model) : m(model) {}

    void rowsAboutToBeInserted(int first, int last) override { m->beginInsertRows({}, first, last); }
    void rowsInserted() override { m->endInsertRows(); }
    void rowsAboutToBeRemoved(int first, int last) override { m->beginRemoveRows({}, first, last); }
    void rowsRemoved() override { m->endRemoveRows(); }
    void columnAboutToBeInserted(int column) override { m->beginInsertColumns({}, column, column); }
    void columnInserted() override { m->endInsertColumns(); }
    void rowHeaderChanged(int row) override { emit m->headerDataChanged(Qt::Vertical, row, row); }
    void columnHeaderChanged(int column) override { emit m->headerDataChanged(Qt::Horizontal, column, column); }
    void cellsChanged(int firstRow, int firstColumn, int lastRow, int lastColumn) override
    {
        // createIndex, not index(): the store's positions are valid, skip the bounds checks
        emit m->dataChanged(m->createIndex(firstRow, firstColumn), m->createIndex(lastRow, lastColumn));
    }

private:
    JobGridModel *m;
};

JobGridModel::JobGridModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_store(std::make_unique<GridStore>())
    , m_events(std::make_unique<StoreEvents>(this))
{
    m_store->setListener(m_events.get());
}

JobGridModel::~JobGridModel()
{
    m_store->setListener(nullptr);
}

void JobGridModel::resetFrom(const JobBatch &snapshot)
{
    beginResetModel();
    m_store->reset(snapshot);
    endResetModel();
}

void JobGridModel::reserveMoreJobs(qsizetype more)
{
    m_store->reserveMoreJobs(more);
}

GridChange JobGridModel::applyBatch(const JobBatch &batch)
{
    return m_store->apply(batch);
}

void JobGridModel::setUnstablePatterns(const QStringList &regexPatterns)
{
    m_store->setUnstablePatterns(regexPatterns);
}

void JobGridModel::setUnstableIssueTitles(const QStringList &titles)
{
    m_store->setUnstableIssueTitles(titles);
}

void JobGridModel::setMaxCommits(int maxCommits)
{
    m_store->setMaxCommits(maxCommits);
}

int JobGridModel::maxCommits() const
{
    return m_store->maxCommits();
}

CellStatus JobGridModel::cellStatus(int row, int column) const
{
    return m_store->cellStatus(row, column);
}

QString JobGridModel::columnName(int column) const
{
    if (column < 0 || column >= m_store->columnCount())
        return {};
    return m_store->columnName(column);
}

QString JobGridModel::commitSha(int row) const
{
    if (row < 0 || row >= m_store->rowCount())
        return {};
    return m_store->commitSha(row);
}

int JobGridModel::rowOfCommit(const QString &sha) const
{
    return m_store->rowOfCommit(sha);
}

int JobGridModel::columnOf(const QString &columnName) const
{
    return m_store->columnOf(columnName);
}

int JobGridModel::nonGreenCellCount(int column) const
{
    if (column < 0 || column >= m_store->columnCount())
        return 0;
    return m_store->nonGreenCellCount(column);
}

bool JobGridModel::isColumnAlwaysSkipped(int column) const
{
    if (column < 0 || column >= m_store->columnCount())
        return false;
    return m_store->isColumnAlwaysSkipped(column);
}

bool JobGridModel::isColumnUnstable(int column) const
{
    if (column < 0 || column >= m_store->columnCount())
        return false;
    return m_store->isColumnUnstable(column);
}

void JobGridModel::setDarkTheme(bool dark)
{
    if (m_dark == dark)
        return;
    m_dark = dark;
    if (rowCount() > 0 && columnCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), {Qt::BackgroundRole, Qt::ForegroundRole});
}

JobRuns JobGridModel::cellRuns(int row, int column) const
{
    JobRuns out;
    for (const StoredRun &run : m_store->runsAt(row, column))
        out.append(m_store->jobRun(row, column, run));
    return out;
}

qint64 JobGridModel::approximateMemoryBytes() const
{
    return m_store->approximateMemoryBytes();
}

int JobGridModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_store->rowCount();
}

int JobGridModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_store->columnCount();
}

QString JobGridModel::tooltip(int row, int column) const
{
    const std::vector<StoredRun> runs = m_store->runsAt(row, column);
    const CellStatus status = m_store->cellStatus(row, column);
    QString shown = cellStatusName(status);
    if (status == CellStatus::Other) {
        // What HUD's tooltip shows ("[startup_failure] job"), and how its grid ranks it.
        QStringList conclusions;
        for (const StoredRun &r : runs)
            if (r.conclusion == JobConclusion::Other && !conclusions.contains(m_store->conclusionText(r)))
                conclusions << m_store->conclusionText(r);
        shown = conclusions.join(QStringLiteral(", ")) + QStringLiteral(" (HUD's U: an unknown conclusion)");
    }
    QStringList lines;
    lines << m_store->columnName(column) + QStringLiteral(" @ ") + m_store->commitSha(row).left(7) + QStringLiteral(": ")
            + shown;
    for (const StoredRun &r : runs) {
        QString line = m_store->conclusionText(r) + QStringLiteral(" · job ") + QString::number(r.id)
            + QStringLiteral(" · attempt ") + QString::number(r.attempt);
        if (r.startedAt && r.completedAt)
            line += QStringLiteral(" · took ") + formatDuration(qint64(r.completedAt) - qint64(r.startedAt));
        else if (r.startedAt)
            line += QStringLiteral(" · running");
        if (r.createdAt && r.startedAt)
            line += QStringLiteral(" · queued ") + formatDuration(qint64(r.startedAt) - qint64(r.createdAt));
        if (r.failureLine)
            line += QStringLiteral(" · ") + m_store->failureLine(r);
        lines << line;
    }
    return lines.join(QLatin1Char('\n'));
}

QVariant JobGridModel::data(const QModelIndex &index, int role) const
{
    const GridCell *c = m_store->cellAt(index.row(), index.column());
    if (!c || index.model() != this)
        return {};
    switch (role) {
    case Qt::DisplayRole: return cellLetterRef(c->status);
    case Qt::BackgroundRole: return cellColorRef(c->status, m_dark);
    case Qt::ForegroundRole: return cellTextColorRef(c->status, m_dark);
    case CellStatusRole: return int(c->status);
    case IsFailureRole: return isFailure(c->status);
    case RunCountRole: return int(c->runCount);
    case Qt::ToolTipRole: return tooltip(index.row(), index.column());
    case JobUrlRole:
        if (c->runCount == 0)
            return {};
        return QUrl(m_store->jobUrl(c->newest));
    case FailureLineRole:
        for (const StoredRun &r : m_store->runsAt(index.row(), index.column()))
            if (r.conclusion == JobConclusion::Failure || r.conclusion == JobConclusion::TimedOut)
                return m_store->failureLine(r);
        return QString();
    case JobIdRole:
        if (c->runCount == 0)
            return {};
        return c->newest.id;
    case CommitShaRole: return m_store->commitSha(index.row());
    case CommitTimeRole: return m_store->commitTime(index.row());
    case ColumnNameRole: return m_store->columnName(index.column());
    default: return {};
    }
}

QVariant JobGridModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal) {
        if (section < 0 || section >= m_store->columnCount())
            return {};
        switch (role) {
        case Qt::DisplayRole:
        case ColumnNameRole: return m_store->columnName(section);
        case Qt::ToolTipRole:
            if (m_store->isColumnUnstable(section))
                return QString(m_store->columnName(section) + u'\n' + tr("(unstable: failures are warnings)"));
            return m_store->columnName(section);
        default: return {};
        }
    }
    if (section < 0 || section >= m_store->rowCount())
        return {};
    switch (role) {
    case Qt::DisplayRole: return m_store->rowHeader(section);
    case Qt::ToolTipRole: {
        // "#N": the PR the commit's message names (HUD's rule), when it names one.
        const int pr = m_store->commitPrNumber(section);
        return QString(m_store->commitSha(section) + (pr > 0 ? QStringLiteral(" #") + QString::number(pr) : QString())
                       + QLatin1Char('\n') + m_store->commitTitle(section) + QLatin1Char('\n')
                       + m_store->commitAuthor(section) + QLatin1Char('\n')
                       + QDateTime::fromSecsSinceEpoch(m_store->commitTime(section), Qt::UTC).toString(Qt::ISODate));
    }
    case CommitShaRole: return m_store->commitSha(section);
    case CommitTimeRole: return m_store->commitTime(section);
    default: return {};
    }
}

} // namespace hw
