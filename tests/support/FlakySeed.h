#pragma once

#include "flaky/FlakyResults.h"
#include "flaky/FlakyTestHistory.h"

#include <QHash>
#include <QJsonObject>
#include <QSet>
#include <QString>
#include <QVector>

#include <tuple>

namespace hw::test {

// The flaky-tests seed (tests/data/clickhouse/generate_flaky_seed.py: test runs 2026-07-01 .. 07-14,
// every row before AsOf), and the tab's figures computed from it by HUD's definitions
// (hud-definitions.md, HUD's flaky_tests/* queries) and the console's rules (FlakyTest.h),
// written out plainly: loops over the seeded rows, no SQL, no source code shared.
struct FlakySeed {
    static constexpr qint64 Day = 86400;
    static constexpr qint64 AsOf = 1784073600; // 2026-07-15 00:00 UTC: every seed row is before it

    // The seed files, as the test servers load them.
    static FlakySeed read();
    // A row's value: a seed time (a ClickHouse DateTime text; a bad one stops the test), a
    // "YYYY-MM-DD" day, a string, and whether an array is non-empty.
    static qint64 timeOf(const QJsonObject &o, const QString &key);
    static qint64 dayOf(const QJsonObject &o);
    static QString str(const QJsonObject &o, const char *key);
    static bool nonEmpty(const QJsonObject &o, const char *key);

    QVector<QJsonObject> runs, jobs, workflowRuns, disabled, reruns, issues;
    QString repo = QStringLiteral("pytorch/pytorch");

    struct Job {
        QString name, workflow, url;
        qint64 run = 0;
    };
    struct Run {
        QString repo, branch;
        qint64 created = 0;
    };
    QHash<qint64, Job> jobById() const;
    QHash<qint64, Run> runById() const;
    using Key = std::tuple<QString, QString, QString, QString>; // file, class, name, invoking file
    static Key keyOf(const QJsonObject &r);
    // HUD's job set (in_subprocess): a job workflow_job has, not a rerun_disabled_tests job, of a
    // run on main of the repository.
    bool hudJob(qint64 jobId) const;
    // The console's window jobs: the same, of runs created from a day before `from` to `to`.
    bool windowJob(qint64 jobId, qint64 from, qint64 to) const;

    QVector<FlakyTest> flakyTests(qint64 from, qint64 to) const;

    // HUD's across-file reruns: per job, failed in one run of the file and passed in another
    // (skipped rows out), jobs of the repository (any branch) that are no rerun_disabled_tests job.
    QVector<AcrossFileRerun> acrossFile(qint64 from, qint64 to) const;

    int unnamedRows(qint64 from, qint64 to) const;

    // The issues of the repository, in any state (the snapshots have no repository of their own).
    QSet<qint64> repositoryIssues() const;

    // The console's per-day counts: the tests the repository's issues disabled that day, per platform.
    QVector<DisabledCount> disabledByDay(qint64 from, qint64 to, bool oneRepository = true) const;

    // HUD's disabled tests: the latest row per name, kept when its issue is open and of the repo.
    QVector<DisabledTest> disabledNow(qint64 to) const;

    // HUD's re-enable candidates: rows of the repository's workflow runs created in the 7 days
    // before `to` (workflow_run.created_at: the table has no time), summed per test.
    QVector<ReenableCandidate> reenable(qint64 to) const;

    // "test_x (__main__.TestClass)" of the disabled list → issue, for (name, class).
    static void attachIssues(
        QVector<DisabledTest> now, QVector<FlakyTest> *tests, QVector<ReenableCandidate> *candidates);

    // The "one test" view: every job with its outcome, newest first, and per-day counts.
    FlakyTestHistory history(const QString &file, const QString &classname, const QString &name, qint64 from,
        qint64 to, int limit) const;

    FlakyResults expected(qint64 from, qint64 to) const;
};

} // namespace hw::test
