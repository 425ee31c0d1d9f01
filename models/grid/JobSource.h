#pragma once

#include "domain/JobBatch.h"
#include "domain/SourceError.h"

#include <QObject>
#include <QSet>

namespace hw {

// A polled source of grid data (ClickHouse in production). The sync engine calls fetch() on
// its schedule; the source answers with exactly one fetched() or failed() per fetch() unless
// a newer fetch() or cancel() superseded it (then the older one reports nothing).
class JobSource : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    ~JobSource() override = default;

    virtual QString name() const = 0;
    // since: the cache's watermark (UTC seconds of the newest _inserted_at seen), 0 for an
    // initial load. Implementations apply their own overlap so rows inserted in the same
    // second as the watermark are not missed; duplicates are harmless (rows are keyed by id).
    virtual void fetch(qint64 since) = 0;
    virtual void cancel() = 0;
    // What the cache already holds (commits and the newest _inserted_at among their jobs), so an
    // interrupted first sync resumes instead of starting over. Sources without paging ignore it.
    virtual void setKnownCommits(const QSet<QString> &shas, qint64 newestInsertedAt)
    {
        Q_UNUSED(shas);
        Q_UNUSED(newestInsertedAt);
    }

signals:
    // One per fetch, or (a paged first sync) one per page: batch.complete is false on every page
    // but the last, whose watermark is the first to move.
    void fetched(const hw::JobBatch &batch);
    // Typed, with a clear message that says what to do next and holds no secret.
    void failed(const hw::SourceError &error);
};

} // namespace hw
