#include "JobBatchWriter.h"

#include "cache/CacheWriter.h"
#include "cache/JobCache.h"
#include "grid/GridJobStore.h"

#include <memory>

namespace hw {

JobBatchWriter *JobBatchWriter::of(CacheWriter *writer)
{
    if (auto *front = writer->findChild<JobBatchWriter *>(QString(), Qt::FindDirectChildrenOnly))
        return front;
    return new JobBatchWriter(writer);
}

JobBatchWriter::JobBatchWriter(CacheWriter *writer) : QObject(writer), m_writer(writer)
{
    qRegisterMetaType<hw::JobBatch>();
}

quint64 JobBatchWriter::store(JobBatch batch)
{
    // Written on the writer thread, then handed back whole to the receivers: one batch, no copy.
    auto held = std::make_shared<const JobBatch>(std::move(batch));
    return m_writer->submit([held](JobCache &cache) { return GridJobStore(cache).storeBatch(*held); },
                            [this, held](quint64 ticket) { emit batchStored(ticket, *held); });
}

} // namespace hw
