#include "FlakyTestRunsModel.h"

#include <QDateTime>
#include <QTimeZone>

namespace hw {

QString FlakyTestRunsModel::outcomeText(FlakyTestRun::Outcome outcome)
{
    const QChar letter = FlakyTestRun::letter(outcome);
    switch (outcome) {
    case FlakyTestRun::Outcome::Pass: return tr("%1 passed").arg(letter);
    case FlakyTestRun::Outcome::Flaky: return tr("%1 flaky (passed on rerun)").arg(letter);
    case FlakyTestRun::Outcome::Fail: return tr("%1 failed").arg(letter);
    case FlakyTestRun::Outcome::Skipped: return tr("%1 skipped").arg(letter);
    }
    return {};
}

QVariant FlakyTestRunsModel::cell(const FlakyTestRun &r, int column, int role) const
{
    if (role == Qt::DisplayRole) {
        switch (column) {
        case When: return QDateTime::fromSecsSinceEpoch(r.at, QTimeZone::utc()).toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"));
        case Outcome: return outcomeText(r.outcome);
        case Job: return r.job.isEmpty() ? tr("job %1 (not in workflow_job)").arg(r.jobId) : r.job;
        }
    } else if (role == SortRole) {
        switch (column) {
        case When: return r.at;
        case Outcome: return int(r.outcome);
        case Job: return r.job;
        }
    } else if (role == UrlRole) {
        return r.jobUrl;
    } else if (role == Qt::ToolTipRole && !r.jobUrl.isEmpty()) {
        return tr("Enter or double-click opens %1").arg(r.jobUrl);
    }
    return {};
}

QString FlakyTestRunsModel::header(int column) const
{
    switch (column) {
    case When: return tr("When");
    case Outcome: return tr("Outcome");
    case Job: return tr("Job");
    }
    return {};
}

} // namespace hw
