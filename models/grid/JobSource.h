#pragma once

#include "domain/JobBatch.h"
#include "domain/SourceError.h"

#include <QObject>

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

signals:
    void fetched(const hw::JobBatch &batch);
    // Typed, with a clear message that says what to do next and holds no secret.
    void failed(const hw::SourceError &error);
};

} // namespace hw
