#pragma once

#include "domain/JobRun.h"
#include "grid/GridCell.h"

#include <QHash>
#include <QString>

#include <vector>

namespace hw {

// Stores a job's html_url in two bytes. The usual form "<repo prefix>/actions/runs/<run>/job/<id>"
// keeps only a prefix id (a handful of repositories); an empty url is derived from the run and
// job ids (pytorch/pytorch); anything else is kept verbatim, keyed by job id.
// classify() only reads, so the grid can classify a batch on two threads.
class JobUrlCodec
{
public:
    static constexpr quint16 kFallback = 0;      // empty html_url
    static constexpr quint16 kUnknownPrefix = 0xFFFE; // classify(): canonical, prefix not added yet
    static constexpr quint16 kVerbatim = 0xFFFF; // kept in the side table

    JobUrlCodec();

    // The prefix id of a known canonical url, kFallback, kVerbatim, or kUnknownPrefix.
    quint16 classify(const JobRun &job) const;
    // classify() and, for a new canonical prefix, add it (kVerbatim once 254 prefixes exist).
    quint16 encode(const JobRun &job);

    // Verbatim urls, by job id.
    void setVerbatim(qint64 jobId, const QString &url) { m_verbatim.insert(jobId, url); }
    void dropVerbatim(qint64 jobId) { m_verbatim.remove(jobId); }
    QString verbatim(qint64 jobId) const { return m_verbatim.value(jobId); }

    // The job page of a stored run; storedUrl() is what the row said ("" for kFallback).
    QString url(const StoredRun &run) const;
    QString storedUrl(const StoredRun &run) const;

    void clear();
    qint64 approximateBytes() const;

private:
    // Where the "<prefix>" of a canonical url ends, or -1.
    static qsizetype canonicalPrefixLength(const JobRun &job);
    quint16 prefixId(QStringView prefix) const;

    std::vector<QString> m_prefixes{QString()}; // index 0 = fallback
    QHash<qint64, QString> m_verbatim;
};

} // namespace hw
