#include "FlakySql.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

// Aliases never reuse a column name: ClickHouse substitutes aliases everywhere in a query level.
// `failure.message` reads both the test schema's Nested columns and HUD's named tuples.
const auto PerJobTemplate = uR"sql(SELECT
        file AS t_file,
        classname AS t_class,
        name AS t_name,
        invoking_file AS t_invoking,
        job_id AS t_job_id,
        max(length(failure.message) > 0 OR length(error.message) > 0) AS t_any_fail,
        max(length(failure.message) = 0 AND length(error.message) = 0 AND length(skipped.message) = 0) AS t_any_pass,
        max(length(rerun.message) > 0 AND length(failure.message) = 0 AND length(error.message) = 0
            AND length(skipped.message) = 0) AS t_rerun_pass,
        t_rerun_pass OR (t_any_fail AND t_any_pass) AS t_flaky,
        t_any_fail AND NOT t_flaky AS t_failed,
        t_any_fail OR t_any_pass AS t_ran,
        max(time_inserted) AS t_last
    FROM {testRuns}
    WHERE {rowFilter}
    GROUP BY file, classname, name, invoking_file, job_id)sql"_s;

const auto JobNamesTemplate = uR"sql(ANY LEFT JOIN (
    SELECT id AS t_job_id,
        concat(argMax(workflow_name, _inserted_at), ' / ', argMax(name, _inserted_at)) AS t_job,
        argMax(html_url, _inserted_at) AS t_job_url
    FROM {jobs}
    WHERE id IN (SELECT job_id FROM {testRuns} WHERE {rowFilter})
    GROUP BY id
) AS job_names USING t_job_id)sql"_s;

// IN, not a join: the versions of a job or run (ReplacingMergeTree rows) count once.
const auto MainJobsTemplate = uR"sql(job_id IN (
        SELECT id FROM {jobs}
        WHERE id IN (SELECT job_id FROM {testRuns} WHERE {rowFilter})
            AND name NOT LIKE '%rerun_disabled_tests%'
            AND run_id IN (
                SELECT id FROM {runs}
                WHERE id IN (SELECT workflow_id FROM {testRuns} WHERE {rowFilter})
                    AND head_branch = 'main' AND repository.full_name = {repo})))sql"_s;

const auto WindowJobsTemplate = uR"sql(job_id IN (
        SELECT id FROM {jobs}
        WHERE name NOT LIKE '%rerun_disabled_tests%'
            AND run_id IN (
                SELECT id FROM {runs}
                WHERE created_at >= toDateTime({runsFrom}) AND created_at < toDateTime({to})
                    AND head_branch = 'main' AND repository.full_name = {repo})))sql"_s;

} // namespace

QString FlakySql::perJob(const QString &rowFilter)
{
    return QString(PerJobTemplate).replace(u"{rowFilter}"_s, rowFilter);
}

QString FlakySql::jobNamesJoin(const QString &rowFilter)
{
    return QString(JobNamesTemplate).replace(u"{rowFilter}"_s, rowFilter);
}

QString FlakySql::mainJobsOf(const QString &rowFilter)
{
    return QString(MainJobsTemplate).replace(u"{rowFilter}"_s, rowFilter);
}

QString FlakySql::windowJobs()
{
    return WindowJobsTemplate;
}

QString FlakySql::bind(QString sql, const FlakyTables &tables, const ClickHouseSql::Bindings &bindings)
{
    // Validated identifiers: plain substitution is safe.
    sql.replace(u"{testRuns}"_s, tables.testRuns);
    sql.replace(u"{jobs}"_s, tables.jobs);
    sql.replace(u"{disabledHistory}"_s, tables.disabledHistory);
    sql.replace(u"{reruns}"_s, tables.reruns);
    sql.replace(u"{runs}"_s, tables.runs);
    sql.replace(u"{issues}"_s, tables.issues);
    const auto s = ClickHouseSql::bind(sql, bindings);
    Q_ASSERT_X(s, "FlakySql", qPrintable(s.error().message));
    return s.valueOr(QString());
}

bool FlakySql::isValidTableName(const QString &name)
{
    static const QRegularExpression re(u"^[A-Za-z_][A-Za-z0-9_]*\\.[A-Za-z_][A-Za-z0-9_]*$"_s);
    return re.match(name).hasMatch();
}

bool FlakySql::areValidTables(const FlakyTables &tables)
{
    return isValidTableName(tables.testRuns) && isValidTableName(tables.jobs)
        && isValidTableName(tables.disabledHistory) && isValidTableName(tables.reruns)
        && isValidTableName(tables.runs) && isValidTableName(tables.issues);
}

} // namespace hw
