#pragma once

#include "domain/Result.h"
#include "timemachine/Recording.h"

#include <optional>

namespace hw {

// One real job name with its real run and failure counts (resources/demo/jobs.csv, derived
// from a real day of pytorch/pytorch workflow_job rows; see resources/demo/PROVENANCE.md).
struct DemoJobSpec {
    QString workflow;
    QString job;
    int runs = 0;
    int failures = 0;
};

// Builds the bundled demo recording in memory (well under 100 ms) from the real job names and
// failure rates. Deterministic: the same inputs and seed give the same recording, on every
// platform (std::mt19937_64 is fully specified; no std:: distributions are used).
//
// The story it tells (see PROVENANCE.md for the exact rules):
//  - ~120 commits, 3-12 min apart; every job runs on every commit except the scheduled
//    workflows (periodic, inductor-periodic, nightly), which run on every 8th commit.
//  - test jobs start when their build job finished; a failed build means no tests (~).
//  - each job fails independently at a rate proportional to its real failure rate; 60% of
//    those failures are flaky (a re-run, attempt 2, succeeds: F).
//  - a few "trunk broke" streaks: one or more jobs of a family fail for 3-8 consecutive
//    commits, then a fix lands.
//  - rare cancellations and time-outs; the most failure-prone test family is marked unstable
//    (its failures show as warnings).
//  - the recording ends ~20 min after the newest commit: the head is still queued/running,
//    and the live-looking replay from header.liveAt shows cells completing.
class DemoRecordingGenerator
{
public:
    struct Options {
        quint64 seed = 20240814;
        int commits = 120;
        int minRuns = 10;                 // jobs with fewer real runs are not columns
        // 2026-09-23 06:00:00 UTC: the day after the bundled backends timeline's last level change,
        // so the demo's backends (BackendsDemoSnapshot, built as of the recording's end) and its
        // grid are of the same day. The job rates are still those of 2024-08-14 (PROVENANCE.md).
        qint64 startTime = 1790143200;
    };

    static QString defaultJobsCsvPath();      // ":/hudwatch/demo/jobs.csv"
    static QString defaultFailureLinesPath(); // ":/hudwatch/demo/failure_lines.tsv"

    // jobs.csv: header "workflow,job,runs,failures", RFC 4180 quoting.
    // A parser: the message names the line.
    static Result<QVector<DemoJobSpec>, QString> parseJobsCsv(const QByteArray &csv);
    // failure_lines.tsv: header "fixture<TAB>line"; returns the lines.
    static QStringList parseFailureLines(const QByteArray &tsv);

    DemoRecordingGenerator(QVector<DemoJobSpec> jobs, QStringList failureLines, Options options);
    explicit DemoRecordingGenerator(QVector<DemoJobSpec> jobs, QStringList failureLines = {});

    // Loads the bundled resources (or the given files) and generates: Storage when the jobs file
    // cannot be opened, BadData when it cannot be read.
    static Result<Recording> generateFrom(const QString &jobsCsvPath, const QString &failureLinesPath,
                                          Options options);
    static Result<Recording> generateFrom(const QString &jobsCsvPath, const QString &failureLinesPath);

    // The bundled demo: generateFrom(defaultJobsCsvPath(), defaultFailureLinesPath()).
    static Result<Recording> generateDefault();

    Recording generate() const;

    // Failures / runs over all input jobs: the real conclusion mix the demo imitates.
    double realFailureRate() const;

private:
    QVector<DemoJobSpec> m_jobs;
    QStringList m_failureLines;
    Options m_options;
};

} // namespace hw
