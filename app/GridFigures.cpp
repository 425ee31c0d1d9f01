#include "GridFigures.h"

#include "FigureSource.h"
#include "grid/JobGridModel.h"

#include <QHash>
#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace hw {

QJsonValue GridFigures::prNumberOf(const Commit &commit)
{
    // Commit::prNumber (HUD's PR number from the message) arrives with issue 29's grid work;
    // until then rows have none. With it, this body is one line:
    //   return commit.prNumber > 0 ? QJsonValue(commit.prNumber) : QJsonValue(QJsonValue::Null);
    Q_UNUSED(commit);
    return QJsonValue::Null;
}

Result<QJsonObject> GridFigures::build(const FigureSource &source)
{
    Result<JobBatch> batch = source.gridBatch();
    if (!batch)
        return batch.error();
    JobGridModel model;
    model.setMaxCommits(source.maxCommits());
    model.setUnstablePatterns(source.unstablePatterns());
    model.resetFrom(*batch);

    QHash<QString, const Commit *> commits;
    for (const Commit &c : std::as_const(batch->commits))
        commits.insert(c.sha, &c);
    QJsonArray columns;
    for (int column = 0; column < model.columnCount(); ++column)
        columns.append(model.columnName(column));
    QJsonArray rows;
    for (int row = 0; row < model.rowCount(); ++row) {
        const QString sha = model.commitSha(row);
        const Commit *commit = commits.value(sha);
        QString letters;
        QJsonArray cells;
        for (int column = 0; column < model.columnCount(); ++column) {
            const CellStatus status = model.cellStatus(row, column);
            letters += cellLetter(status);
            if (status == CellStatus::NoJob)
                continue;
            QJsonArray jobIds;
            for (const JobRun &run : model.cellRuns(row, column))
                jobIds.append(run.id);
            cells.append(QJsonObject { { u"column"_s, model.columnName(column) }, { u"letter"_s, cellLetter(status) },
                { u"jobIds"_s, jobIds } });
        }
        rows.append(QJsonObject { { u"sha"_s, sha },
            { u"time"_s, FigureSource::isoTime(commit ? commit->time : 0) },
            { u"title"_s, commit ? commit->title : QString() }, { u"author"_s, commit ? commit->author : QString() },
            { u"prNumber"_s, commit ? prNumberOf(*commit) : QJsonValue(QJsonValue::Null) }, { u"letters"_s, letters },
            { u"cells"_s, cells } });
    }
    // The grid's instant: a cache's newest row (and when it was fetched), a replay's clock.
    const qint64 asOf = source.recording() ? source.instant() : batch->watermark;
    const qint64 fetchedAt = source.recording() ? source.instant() : batch->fetchedAt;
    QJsonObject o = source.envelope(u"grid"_s, asOf, fetchedAt);
    o.insert(u"columns"_s, columns);
    o.insert(u"rows"_s, rows);
    return o;
}

} // namespace hw
