#include "GridSeedExpectation.h"

#include "SeedRows.h"

#include <QJsonArray>
#include <QSet>

using namespace Qt::StringLiterals;

namespace hw::test {

namespace {

QString repositoryOfJobUrl(const QString &url)
{
    // https://api.github.com/repos/<owner>/<repo>/actions/jobs/<id>
    const QString prefix = u"https://api.github.com/repos/"_s;
    if (!url.startsWith(prefix))
        return {};
    const QStringList parts = url.mid(prefix.size()).split(u'/');
    return parts.size() >= 4 && parts.at(2) == u"actions"_s && parts.at(3) == u"jobs"_s
        ? parts.at(0) + u'/' + parts.at(1) : QString();
}

bool excluded(const QJsonObject &row)
{
    static const QSet<QString> names{u"ciflow_should_run"_s, u"generate-test-matrix"_s};
    static const QSet<QString> workflows{u"Upload test stats"_s, u"Validate and merge PR"_s,
                                         u"Upload torch dynamo performance stats"_s, u"Revert merged PR"_s,
                                         u"Upload test stats while running"_s};
    static const QSet<QString> events{u"workflow_run"_s, u"repository_dispatch"_s};
    return names.contains(row.value(u"name"_s).toString())
        || workflows.contains(row.value(u"workflow_name"_s).toString())
        || events.contains(row.value(u"workflow_event"_s).toString());
}

// Newer: a later _inserted_at, or the same one and completed.
bool newer(const QJsonObject &a, const QJsonObject &b)
{
    const QString ta = a.value(u"_inserted_at"_s).toString();
    const QString tb = b.value(u"_inserted_at"_s).toString();
    if (ta != tb)
        return ta > tb; // "YYYY-MM-DD hh:mm:ss" sorts as text
    return a.value(u"status"_s).toString() == u"completed"_s && b.value(u"status"_s).toString() != u"completed"_s;
}

} // namespace

GridSeedExpectation GridSeedExpectation::forRepository(const QString &repository)
{
    GridSeedExpectation e;
    QSet<QString> shas;
    for (const QJsonObject &push : seedRows(u"push.jsonl"_s)) {
        if (push.value(u"ref"_s).toString() != u"refs/heads/main"_s
            || push.value(u"repository.full_name"_s).toString() != repository)
            continue;
        const QJsonArray list = push.value(u"commits.id"_s).toArray();
        if (list.isEmpty())
            shas.insert(push.value(u"head_commit.id"_s).toString());
        for (const QJsonValue &id : list)
            shas.insert(id.toString());
    }
    e.commitShas = QStringList(shas.begin(), shas.end());
    // Both files are loaded into default.workflow_job.
    QHash<qint64, QJsonObject> latest;
    for (const QString &file : {u"workflow_job.jsonl"_s, u"flaky_workflow_job.jsonl"_s}) {
        for (const QJsonObject &row : seedRows(file)) {
            if (!shas.contains(row.value(u"head_sha"_s).toString())
                || repositoryOfJobUrl(row.value(u"url"_s).toString()) != repository)
                continue;
            const qint64 id = row.value(u"id"_s).toInteger();
            const auto it = latest.constFind(id);
            if (it == latest.cend() || newer(row, *it))
                latest.insert(id, row);
        }
    }
    for (auto it = latest.cbegin(); it != latest.cend(); ++it)
        if (!excluded(*it))
            e.jobs.insert(it.key(), *it);
    return e;
}

} // namespace hw::test
