#pragma once

#include "domain/JobBatch.h"

namespace hw::test {

// A JobBatch for a test: no source, no rows, watermark and fetch time 0, a complete page:
//   const JobBatch b = JobBatchBuilder(u"clickhouse"_s).commit(c).jobs({a, b}).watermark(500);
class JobBatchBuilder
{
public:
    explicit JobBatchBuilder(const QString &source = {});

    JobBatchBuilder &source(const QString &source);
    JobBatchBuilder &commit(const Commit &commit); // appends
    JobBatchBuilder &commits(const Commits &commits);
    JobBatchBuilder &job(const JobRun &job); // appends
    JobBatchBuilder &jobs(const JobRuns &jobs);
    JobBatchBuilder &watermark(qint64 watermark);
    JobBatchBuilder &fetchedAt(qint64 fetchedAt);
    // One page of a paged first sync: done of total commits stored; complete on the last page.
    JobBatchBuilder &page(int done, int total, bool complete);

    JobBatch build() const { return m_batch; }
    operator JobBatch() const { return m_batch; } // stands where a value is expected

private:
    JobBatch m_batch;
};

} // namespace hw::test
