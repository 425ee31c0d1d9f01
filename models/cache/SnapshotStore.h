#pragma once

#include "domain/Result.h"

#include <QByteArray>
#include <QString>
#include <QVector>

namespace hw {

class JobCache;

// The cache's store of sources read as one whole batch (e.g. the CRCR snapshot as JSON, the
// flaky, trunk and utilization figures): the newest snapshot of each source, and their history
// for the time machine. A view over an open JobCache (its thread rule applies); failures are
// kind Storage, source "cache", and leave the file as it was.
class SnapshotStore
{
public:
    struct Snapshot {
        QByteArray body; // empty when none is stored
        qint64 asOf = 0;
        qint64 fetchedAt = 0;
    };

    explicit SnapshotStore(const JobCache &cache) : m_cache(cache) {}

    // Replaces the stored snapshot of source in one transaction, and appends it to the source's
    // history unless its body equals the newest one there. On failure the previous snapshot
    // stays and the error says why.
    Result<void> store(const QString &source, qint64 asOf, qint64 fetchedAt, const QByteArray &body) const;
    // The stored snapshot of source; an empty body (not an error) when there is none.
    Result<Snapshot> load(const QString &source) const;
    // The history of source's snapshots (the time machine's "as of T"), oldest first by
    // fetchedAt. Bounded: the newest historyLimit rows and historyBytes of bodies per source
    // (the newest row is always kept).
    Result<QVector<Snapshot>> loadHistory(const QString &source) const;
    static constexpr int historyLimit = 2000;
    static constexpr qint64 historyBytes = 256ll << 20;

private:
    Result<void> replaceNewest(const QString &source, qint64 asOf, qint64 fetchedAt, const QByteArray &body) const;
    Result<void> appendToHistory(const QString &source, qint64 asOf, qint64 fetchedAt, const QByteArray &body) const;

    const JobCache &m_cache;
};

} // namespace hw
