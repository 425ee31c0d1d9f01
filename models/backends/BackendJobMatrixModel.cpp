#include "BackendJobMatrixModel.h"

#include "BackendRoles.h"
#include "BackendText.h"

#include <QDateTime>
#include <QUrl>

#include <algorithm>

namespace hw {

namespace {
QString columnKey(const BackendJobResult &job)
{
    return job.workflowName + QStringLiteral(" / ") + job.jobName;
}

qint64 timeOf(const BackendJobResult &job)
{
    return qMax(job.startedAt, job.completedAt);
}

QString utc(qint64 seconds)
{
    return QDateTime::fromSecsSinceEpoch(seconds, Qt::UTC).toString(QStringLiteral("yyyy-MM-dd HH:mm"));
}

QString shortUtc(qint64 seconds)
{
    return QDateTime::fromSecsSinceEpoch(seconds, Qt::UTC).toString(QStringLiteral("MM-dd HH:mm"));
}
} // namespace

BackendJobMatrixModel::BackendJobMatrixModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void BackendJobMatrixModel::setSnapshot(const BackendsSnapshot &snapshot)
{
    m_snapshot = snapshot;
    rebuild();
}

void BackendJobMatrixModel::setRepo(const QString &repo)
{
    if (repo == m_repo)
        return;
    m_repo = repo;
    rebuild();
}

void BackendJobMatrixModel::setDarkTheme(bool dark)
{
    if (dark == m_dark)
        return;
    m_dark = dark;
    if (!m_rows.isEmpty() && !m_columns.isEmpty())
        emit dataChanged(index(0, 0), index(int(m_rows.size()) - 1, int(m_columns.size()) - 1),
                         {Qt::BackgroundRole, Qt::ForegroundRole});
}

void BackendJobMatrixModel::rebuild()
{
    beginResetModel();
    m_rows.clear();
    m_columns.clear();
    QVector<const BackendJobResult *> jobs;
    for (const BackendJobResult &j : m_snapshot.jobs)
        if (!m_repo.isEmpty() && j.repo.compare(m_repo, Qt::CaseInsensitive) == 0)
            jobs.append(&j);
    QStringList columns;
    for (const BackendJobResult *j : jobs)
        columns.append(columnKey(*j));
    columns.removeDuplicates();
    std::sort(columns.begin(), columns.end(), [](const QString &a, const QString &b) {
        return a.compare(b, Qt::CaseInsensitive) < 0;
    });
    m_columns = columns;
    QHash<QString, int> columnOf;
    for (int c = 0; c < m_columns.size(); ++c)
        columnOf.insert(m_columns[c], c);

    QHash<QString, int> rowOf;
    for (const BackendJobResult *j : jobs) {
        const bool isPr = j->eventType == QLatin1String("pull_request") && j->prNumber > 0;
        const QString key = isPr ? QStringLiteral("pr:%1").arg(j->prNumber) : QStringLiteral("delivery:") + j->deliveryId;
        int r = rowOf.value(key, -1);
        if (r < 0) {
            r = int(m_rows.size());
            rowOf.insert(key, r);
            Row row;
            row.key = key;
            row.prNumber = isPr ? j->prNumber : 0;
            row.eventType = j->eventType;
            m_rows.append(row);
        }
        Row &row = m_rows[r];
        const int c = columnOf.value(columnKey(*j));
        auto it = row.cells.find(c);
        // Latest delivery of the PR wins; within a delivery the snapshot already holds the latest attempt.
        const bool newer = it == row.cells.end() || timeOf(*j) > timeOf(*it)
            || (timeOf(*j) == timeOf(*it) && j->runAttempt > it->runAttempt);
        if (newer)
            row.cells.insert(c, *j);
        if (timeOf(*j) >= row.newest) {
            row.newest = timeOf(*j);
            row.headSha = j->headSha;
            row.newestDelivery = j->deliveryId;
        }
        if (const qint64 d = dispatchOf(*j); d > 0) {
            auto dit = row.dispatchedAt.find(j->deliveryId);
            if (dit == row.dispatchedAt.end())
                row.dispatchedAt.insert(j->deliveryId, d);
            else
                *dit = qMin(*dit, d);
        }
    }
    std::stable_sort(m_rows.begin(), m_rows.end(), [](const Row &a, const Row &b) {
        if (a.newest != b.newest)
            return a.newest > b.newest;
        return a.key < b.key;
    });
    endResetModel();
}

const BackendJobResult *BackendJobMatrixModel::jobAt(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this || index.row() >= m_rows.size())
        return nullptr;
    const auto &cells = m_rows[index.row()].cells;
    auto it = cells.constFind(index.column());
    return it == cells.cend() ? nullptr : &it.value();
}

int BackendJobMatrixModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int BackendJobMatrixModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_columns.size());
}

qint64 BackendJobMatrixModel::dispatchOf(const BackendJobResult &job)
{
    // queue_time runs from the dispatch to in_progress (started_at).
    if (job.startedAt <= 0)
        return 0;
    return job.queueSeconds > 0 ? job.startedAt - qRound64(job.queueSeconds) : job.startedAt;
}

QString BackendJobMatrixModel::rowTitle(const Row &row) const
{
    // "#191745 · 09-23 22:10 UTC · title (author)": the PR, when it was dispatched, what it is.
    QStringList parts;
    QString what;
    if (row.prNumber > 0) {
        parts << QStringLiteral("#%1").arg(row.prNumber);
        const auto it = m_snapshot.prs.constFind(row.prNumber);
        if (it != m_snapshot.prs.cend() && !it->isKnown())
            what = tr("unknown PR (HUD could not find it)");
        else if (it != m_snapshot.prs.cend() && !it->title.isEmpty())
            what = it->author.isEmpty() ? it->title : QStringLiteral("%1 (%2)").arg(it->title, it->author);
    } else {
        parts << (row.eventType.isEmpty() ? tr("delivery") : row.eventType);
        if (!row.headSha.isEmpty())
            what = row.headSha.left(7);
    }
    const qint64 dispatched = row.dispatchedAt.value(row.newestDelivery, 0);
    if (dispatched > 0)
        parts << tr("%1 UTC").arg(shortUtc(dispatched));
    if (!what.isEmpty())
        parts << what;
    return parts.join(QStringLiteral(" \u00b7 "));
}

QString BackendJobMatrixModel::cellText(const BackendJobResult *job)
{
    const CellStatus s = job ? BackendText::cellStatus(*job) : CellStatus::NoJob;
    if (!job)
        return cellLetter(s);
    QStringList parts;
    const QString tests = BackendText::testCounts(*job);
    QString head = cellLetter(s);
    if (!tests.isEmpty())
        head += QStringLiteral("  ") + tests;
    parts << head;
    if (!job->triageCategory.isEmpty())
        parts << job->triageCategory;
    if (job->expectedOutcome)
        parts << tr("exp.");
    return parts.join(QStringLiteral(" \u00b7 "));
}

QString BackendJobMatrixModel::cellToolTip(const BackendJobResult &job) const
{
    const CellStatus s = BackendText::cellStatus(job);
    QStringList lines;
    lines << QStringLiteral("%1 / %2").arg(job.workflowName, job.jobName);
    QString state = job.conclusion.isEmpty() ? tr("in progress") : job.conclusion;
    if (job.expectedOutcome)
        state = tr("%1 — expected (crcr-test probe job): counts as a success").arg(state);
    lines << tr("%1 %2, attempt %3").arg(cellLetter(s), state).arg(job.runAttempt);
    if (job.totalTests > 0 || job.passedTests + job.failedTests + job.skippedTests > 0)
        lines << tr("tests: %1 passed, %2 failed, %3 skipped").arg(job.passedTests).arg(job.failedTests).arg(job.skippedTests);
    else
        lines << tr("tests: not reported");
    if (!job.triageCategory.isEmpty())
        lines << tr("triage: %1").arg(job.triageCategory);
    if (job.queueSeconds >= 0 || job.executionSeconds >= 0)
        lines << tr("queue %1 · execution %2")
                     .arg(BackendText::duration(job.queueSeconds >= 0 ? std::optional<double>(job.queueSeconds) : std::nullopt),
                          BackendText::duration(job.executionSeconds >= 0 ? std::optional<double>(job.executionSeconds)
                                                                          : std::nullopt));
    if (job.startedAt > 0)
        lines << tr("started %1 UTC").arg(utc(job.startedAt));
    if (job.completedAt > 0)
        lines << tr("completed %1 UTC").arg(utc(job.completedAt));
    if (!job.url.isEmpty())
        lines << job.url;
    return lines.join(u'\n');
}

QVariant BackendJobMatrixModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const BackendJobResult *job = jobAt(index);
    const CellStatus s = job ? BackendText::cellStatus(*job) : CellStatus::NoJob;
    switch (role) {
    case Qt::DisplayRole: return cellLetter(s);
    case Qt::AccessibleTextRole: {
        QString t = cellStatusName(s);
        if (job) {
            const QString tests = BackendText::testCounts(*job);
            if (!tests.isEmpty())
                t += QStringLiteral(", ") + tests;
            if (!job->triageCategory.isEmpty())
                t += QStringLiteral(", ") + tr("triage %1").arg(job->triageCategory);
            if (job->expectedOutcome)
                t += QStringLiteral(", ") + tr("expected outcome");
        }
        return t;
    }
    case MatrixCellTextRole: return cellText(job);
    case MatrixTestsTextRole: return job ? BackendText::testCounts(*job) : QString();
    case Qt::BackgroundRole: return cellColor(s, m_dark);
    case Qt::ForegroundRole: return cellTextColor(s, m_dark);
    case Qt::TextAlignmentRole: return int(Qt::AlignCenter);
    case Qt::ToolTipRole: return job ? cellToolTip(*job) : tr("no job");
    case MatrixCellStatusRole: return int(s);
    case MatrixJobUrlRole: return job && !job->url.isEmpty() ? QVariant(QUrl(job->url)) : QVariant();
    case MatrixExpectedOutcomeRole: return job ? job->expectedOutcome : false;
    case MatrixTriageRole: return job ? job->triageCategory : QString();
    case MatrixRunAttemptRole: return job ? job->runAttempt : 0;
    default: break;
    }
    return {};
}

QVariant BackendJobMatrixModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal) {
        if (section < 0 || section >= m_columns.size())
            return {};
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole)
            return m_columns[section];
        return {};
    }
    if (section < 0 || section >= m_rows.size())
        return {};
    const Row &row = m_rows[section];
    if (role == Qt::DisplayRole)
        return rowTitle(row);
    if (role == Qt::ToolTipRole) {
        QString t = rowTitle(row);
        if (!row.headSha.isEmpty())
            t += u'\n' + tr("pytorch head %1").arg(row.headSha);
        if (const qint64 d = row.dispatchedAt.value(row.newestDelivery, 0); d > 0)
            t += u'\n' + tr("dispatched %1 UTC").arg(utc(d));
        t += u'\n' + tr("newest job activity %1 UTC").arg(utc(row.newest));
        return t;
    }
    return {};
}

} // namespace hw
