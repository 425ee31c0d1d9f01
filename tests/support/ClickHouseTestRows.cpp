#include "ClickHouseTestRows.h"

#include <QDateTime>
#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace hw::test {

QString utc(qint64 secs)
{
    return QDateTime::fromSecsSinceEpoch(secs, Qt::UTC).toString(u"yyyy-MM-dd HH:mm:ss"_s);
}

QJsonObject commitRow(const QString &sha, qint64 time, const QString &message, qint64 insertedAt, const QString &ref)
{
    return QJsonObject{{u"ref"_s, ref},
                       {u"head_commit.id"_s, sha},
                       {u"head_commit.timestamp"_s, utc(time)},
                       {u"head_commit.message"_s, message},
                       {u"head_commit.author.name"_s, u"integration-test"_s},
                       {u"repository.full_name"_s, u"pytorch/pytorch"_s},
                       {u"dynamoKey"_s, QString(u"pytorch/pytorch/"_s + ref + u"/"_s + sha)},
                       {u"_inserted_at"_s, utc(insertedAt)}};
}

QJsonObject jobRow(qint64 id, const QString &sha, const QString &name, const QString &status,
                   const QString &conclusion, qint64 insertedAt, qint64 runAttempt)
{
    const bool done = status == u"completed"_s;
    return QJsonObject{
        {u"id"_s, id},
        {u"run_id"_s, id / 1000},
        {u"run_attempt"_s, runAttempt},
        {u"name"_s, name},
        {u"workflow_name"_s, u"pull"_s},
        {u"head_sha"_s, sha},
        {u"head_branch"_s, u"main"_s},
        {u"status"_s, status},
        {u"conclusion"_s, conclusion},
        {u"created_at"_s, utc(insertedAt - 600)},
        {u"started_at"_s, utc(insertedAt - 500)},
        {u"completed_at"_s, done ? utc(insertedAt - 10) : u"1970-01-01 00:00:00"_s},
        {u"html_url"_s, u"https://github.com/pytorch/pytorch/actions/runs/1/job/%1"_s.arg(id)},
        // The API URL HUD's repository_full_name is read from: every grid query filters by it.
        {u"url"_s, u"https://api.github.com/repos/pytorch/pytorch/actions/jobs/%1"_s.arg(id)},
        {u"labels"_s, QJsonArray{QJsonValue(u"linux.2xlarge"_s)}},
        {u"runner_name"_s, QString()},
        {u"torchci_classification"_s,
         QJsonArray{QJsonValue(QJsonArray()), QJsonValue(QJsonArray()), QJsonValue(id),
                    QJsonValue(conclusion == u"failure"_s ? u"RuntimeError: boom"_s : QString()), QJsonValue(0),
                    QJsonValue(QString())}},
        {u"dynamoKey"_s, u"pytorch/pytorch/%1"_s.arg(id)},
        {u"_inserted_at"_s, utc(insertedAt)}};
}

QByteArray commitAnswerRow()
{
    return R"({"sha":"abc","commit_time":"2024-08-14 22:38:01","message":"Fix\nbody","author":"a"})"
           "\n";
}

QByteArray jobAnswerRow()
{
    return R"({"id":1,"job_run_id":2,"job_run_attempt":1,"job_name":"build","job_workflow":"pull","job_sha":"abc",)"
           R"("job_status":"completed","job_conclusion":"success","job_created_at":0,"job_started_at":0,)"
           R"("job_completed_at":0,"job_url":"","failure_line":"","inserted_at":0})"
           "\n";
}

QByteArray jobAnswerTsvHeader()
{
    return "id\tjob_run_id\tjob_run_attempt\tjob_name\tjob_workflow\tjob_sha\tjob_status\tjob_conclusion\t"
           "job_created_at\tjob_started_at\tjob_completed_at\tjob_url\tfailure_line\tinserted_at\n";
}

QByteArray jobAnswerTsvRow()
{
    return "1\t2\t1\tbuild\tpull\tabc\tcompleted\tsuccess\t0\t0\t0\t\t\t0\n";
}

} // namespace hw::test
