#pragma once

#include "FlakyTables.h"
#include "clickhouse/ClickHouseSql.h"

namespace hw {

// The SQL the flaky sources share, written once: what one test did in one job, and the job names.
// Fragments hold {testRuns}/{jobs}/... table placeholders and {value} placeholders; bind() fills
// both.
class FlakySql
{
public:
    // One row per (file, classname, name, invoking_file, job_id) among the test_run_s3 rows that
    // pass rowFilter: t_file, t_class, t_name, t_invoking, t_job_id; t_any_fail, t_any_pass (a row
    // with no failure, error or skip), t_flaky (a passing rerun, or a failing and a passing row),
    // t_failed (failed, not flaky), t_ran (not skipped only), t_last (newest row time). A job
    // counts once however many rows (reruns, a failure row and a passing row) it has.
    static QString perJob(const QString &rowFilter);
    // "ANY LEFT JOIN (...) USING t_job_id" adding t_job ("<workflow> / <job name>") and t_job_url of
    // the jobs of the rows that pass rowFilter; '' for a job workflow_job does not have.
    static QString jobNamesJoin(const QString &rowFilter);
    // "job_id IN (...)": HUD's job set for test rows that pass rowFilter (flaky_tests/in_subprocess):
    // jobs workflow_job has, not named like %rerun_disabled_tests%, of workflow runs on `main` of
    // {repo}. Looked up from the filtered rows' own job and run ids (HUD's "rerun filter first").
    static QString mainJobsOf(const QString &rowFilter);
    // "job_id IN (...)": the same job set found from the other side, for rows not yet narrowed by a
    // rerun: the jobs of {repo}'s `main` workflow runs created in [{runsFrom}, {to}) (a day before
    // the range: a run's test reports arrive after it starts). Bounds a scan of test_run_s3 by the
    // window's jobs instead of every PR's rows.
    static QString windowJobs();
    // Table names (validated by the caller) first, then the values. Asserts on a binding error (a
    // programming error: the templates are fixed).
    static QString bind(QString sql, const FlakyTables &tables, const ClickHouseSql::Bindings &bindings);
    static bool isValidTableName(const QString &name);
    static bool areValidTables(const FlakyTables &tables);
};

} // namespace hw
