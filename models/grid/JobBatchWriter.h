#pragma once

#include "domain/JobBatch.h"

#include <QObject>

namespace hw {

class CacheWriter;

// The grid's front on the one cache writer thread: store(batch) enqueues the batch for
// GridJobStore::storeBatch on the writer's connection; batchStored comes on the writer's thread
// once it is committed (stored before shown), storeFailed from the CacheWriter with the same
// ticket. One front per writer (of()), so that every receiver hears every batch written through it.
class JobBatchWriter : public QObject
{
    Q_OBJECT
public:
    // The front of writer, made at the first call as a child of writer.
    static JobBatchWriter *of(CacheWriter *writer);

    // The ticket of the write (CacheWriter::submit).
    quint64 store(JobBatch batch);

signals:
    void batchStored(quint64 ticket, const hw::JobBatch &batch);

private:
    explicit JobBatchWriter(CacheWriter *writer);
    CacheWriter *m_writer;
};

} // namespace hw
