#pragma once

#include <QDateTime>
#include <QString>

namespace hw {

// One job's log in the LogStore: a gzip file, whole and validated when it got there.
struct LogStoreEntry {
    QString key; // JobLogLocation::storeKey()
    QString path; // the .log.gz file (open it with any gzip reader)
    qint64 compressedBytes = 0;
    // The job had finished when its log was fetched. A log fetched while the job ran is what was
    // there then: fetch it again for more (follow mode).
    bool complete = false;
    QDateTime lastUsed; // UTC; eviction removes the least recently used first

    bool operator==(const LogStoreEntry &) const = default;
};

} // namespace hw
