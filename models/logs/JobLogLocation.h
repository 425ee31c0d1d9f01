#pragma once

#include "domain/JobRun.h"
#include "domain/Result.h"

#include <QString>
#include <QUrl>

namespace hw {

// Where a job's log lives: its repository ("owner/name", from html_url as GitHub writes it), the
// job id, and the raw log by HUD's rule (the log_url alias of default.workflow_job):
// <base><id> for pytorch/pytorch, <base><owner>/<name>/<id> for any other repository.
struct JobLogLocation {
    QString owner; // as in html_url ("pytorch"): S3 keys are case-sensitive
    QString name; // "pytorch"
    qint64 jobId = 0;
    QUrl rawLogUrl;

    QString repo() const { return owner + u'/' + name; }
    // "pytorch_pytorch_123", lower-case: the stem of the job's file in the log store. Unambiguous,
    // as a GitHub owner never contains '_' and the id is all digits.
    QString storeKey() const;

    static QUrl defaultRawLogBase()
    {
        return QUrl(QStringLiteral("https://ossci-raw-job-status.s3.amazonaws.com/log/"));
    }
    // The location of this job's log; the repository from html_url, pytorch/pytorch when html_url
    // is empty (as the grid assumes). A Configuration error for an html_url that names no
    // repository, a job without id, or a base that is not an http(s) URL.
    static Result<JobLogLocation> fromJob(const JobRun &job, const QUrl &rawLogBase = defaultRawLogBase());
    // The same for a repository given as "owner/name".
    static Result<JobLogLocation> make(
        const QString &repo, qint64 jobId, const QUrl &rawLogBase = defaultRawLogBase());
    // HUD's log_url rule.
    static QUrl rawLogUrlFor(const QUrl &rawLogBase, const QString &owner, const QString &name, qint64 jobId);
    // GitHub's rules: an owner is 1-39 letters, digits and inner single '-'; a repository name
    // 1-100 letters, digits, '_', '.', '-', and neither "." nor "..".
    static bool isValidOwner(const QString &owner);
    static bool isValidName(const QString &name);

    bool operator==(const JobLogLocation &) const = default;
};

} // namespace hw
