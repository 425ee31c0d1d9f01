#include "CcTrayFeed.h"

#include "backends/BackendOverview.h"
#include "backends/BackendText.h"
#include "grid/GroupingRules.h"

#include <QDateTime>
#include <QXmlStreamWriter>

namespace hw {

namespace {

QString activityName(CcTrayProject::Activity a)
{
    switch (a) {
    case CcTrayProject::Activity::Building:
        return QStringLiteral("Building");
    case CcTrayProject::Activity::CheckingModifications:
        return QStringLiteral("CheckingModifications");
    case CcTrayProject::Activity::Sleeping:
        break;
    }
    return QStringLiteral("Sleeping");
}

QString statusName(CcTrayProject::Status s)
{
    switch (s) {
    case CcTrayProject::Status::Success:
        return QStringLiteral("Success");
    case CcTrayProject::Status::Failure:
        return QStringLiteral("Failure");
    case CcTrayProject::Status::Exception:
        return QStringLiteral("Exception");
    case CcTrayProject::Status::Unknown:
        break;
    }
    return QStringLiteral("Unknown");
}

bool running(CellStatus s)
{
    return s == CellStatus::Pending || s == CellStatus::Queued;
}

} // namespace

QVector<CcTrayProject> CcTrayFeed::fromGrid(const GridAlertInput &grid, const GroupingRules &grouping,
    const QString &commitUrl)
{
    const int groups = grouping.groupCount();
    QVector<QVector<int>> columnsOf(groups);
    for (int c = 0; c < grid.columns.size(); ++c)
        columnsOf[grouping.groupOf(grid.columns[c].name)] << c;
    QVector<CcTrayProject> out;
    for (int g = 0; g < groups; ++g) {
        if (columnsOf[g].isEmpty())
            continue;
        CcTrayProject p;
        p.name = grouping.groupName(g);
        const int rows = int(grid.shas.size());
        for (int r = 0; r < rows; ++r) {
            QVector<CellStatus> cells;
            for (int c : columnsOf[g])
                cells << grid.columns[c].cells.value(r, CellStatus::NoJob);
            const bool anyRunning = std::any_of(cells.cbegin(), cells.cend(), running);
            if (r == 0 && anyRunning)
                p.activity = CcTrayProject::Activity::Building;
            // The newest commit on which every job of the group has finished decides.
            if (anyRunning)
                continue;
            const CellStatus combined = GroupingRules::combine(cells.constData(), int(cells.size()));
            if (combined == CellStatus::NoJob)
                continue;
            p.lastBuildStatus = combined == CellStatus::Failure || combined == CellStatus::TimedOut
                ? CcTrayProject::Status::Failure
                : CcTrayProject::Status::Success;
            p.lastBuildLabel = grid.shas[r].left(7);
            p.lastBuildTime = grid.commitTimes.value(r);
            if (!commitUrl.isEmpty())
                p.webUrl = QUrl(commitUrl.arg(grid.shas[r]));
            break;
        }
        out << p;
    }
    return out;
}

QVector<CcTrayProject> CcTrayFeed::fromBackends(const BackendsSnapshot &snapshot)
{
    QVector<CcTrayProject> out;
    for (const QString &repo : BackendOverview::repos(snapshot)) {
        CcTrayProject p;
        p.name = repo;
        p.webUrl = QUrl(QStringLiteral("https://github.com/") + repo);
        const BackendJobResult *newest = nullptr;
        for (const BackendJobResult &job : snapshot.jobs) {
            if (job.repo.compare(repo, Qt::CaseInsensitive) != 0)
                continue;
            if (job.conclusion.isEmpty())
                p.activity = CcTrayProject::Activity::Building;
            else if (!newest || job.completedAt > newest->completedAt)
                newest = &job;
        }
        if (newest) {
            const CellStatus status = BackendText::cellStatus(*newest);
            p.lastBuildStatus = status == CellStatus::Failure || status == CellStatus::TimedOut
                ? CcTrayProject::Status::Failure
                : (status == CellStatus::Success ? CcTrayProject::Status::Success : CcTrayProject::Status::Unknown);
            p.lastBuildLabel = newest->headSha.left(7);
            p.lastBuildTime = newest->completedAt;
            if (const QUrl run(newest->url); run.isValid() && !newest->url.isEmpty())
                p.webUrl = run;
        }
        out << p;
    }
    return out;
}

QByteArray CcTrayFeed::xml(const QVector<CcTrayProject> &projects)
{
    QByteArray bytes;
    QXmlStreamWriter w(&bytes);
    w.setAutoFormatting(true);
    w.writeStartDocument();
    w.writeStartElement(QStringLiteral("Projects"));
    for (const CcTrayProject &p : projects) {
        w.writeStartElement(QStringLiteral("Project"));
        w.writeAttribute(QStringLiteral("name"), p.name);
        w.writeAttribute(QStringLiteral("activity"), activityName(p.activity));
        w.writeAttribute(QStringLiteral("lastBuildStatus"), statusName(p.lastBuildStatus));
        w.writeAttribute(QStringLiteral("lastBuildLabel"), p.lastBuildLabel);
        // ISO 8601 with Z: every cctray client parses that one.
        w.writeAttribute(QStringLiteral("lastBuildTime"),
            p.lastBuildTime > 0 ? QDateTime::fromSecsSinceEpoch(p.lastBuildTime, Qt::UTC).toString(Qt::ISODate)
                                : QStringLiteral("1970-01-01T00:00:00Z"));
        w.writeAttribute(QStringLiteral("webUrl"), p.webUrl.toString());
        w.writeEndElement();
    }
    w.writeEndElement();
    w.writeEndDocument();
    return bytes;
}

} // namespace hw
