#pragma once

#include <QString>

#include <condition_variable>
#include <deque>
#include <mutex>
#include <vector>

namespace hw {

// A small blocking queue between the two halves of the grid's cache load (GridJobScan): one
// thread pushes chunks and finishes, the other pops until finished and hands emptied buffers back.
class RawJobQueue
{
public:
    // One job row as SQLite gives it: ids instead of names, no URL built yet.
    struct Row {
        qint64 id;
        qint64 runId;
        qint64 runAttempt;
        qint64 createdAt;
        qint64 startedAt;
        qint64 completedAt;
        qint64 insertedAt;
        qint64 columnId;
        qint64 statusId;
        qint64 conclusionId;
        qint64 prefixId;
        QString htmlUrl;     // only when not rebuilt from the prefix (rare)
        QString failureLine; // mostly null
    };

    // The rows of one commit, handed from the SQLite thread to the thread that builds JobRuns.
    struct Chunk {
        qsizetype commitIndex = 0;
        std::vector<Row> rows;
    };

    void push(Chunk chunk);
    // No more chunks: pop() answers false once the queue is empty.
    void finish();
    // Waits for a chunk; false when finished and empty.
    bool pop(Chunk *chunk);
    // Emptied row buffers go back to the reader: fresh 300 KB buffers per commit would each
    // cost page faults (large allocations are fresh mmaps).
    void recycle(std::vector<Row> rows);
    // A recycled buffer (empty, with its capacity), or a new empty one.
    std::vector<Row> spare();

private:
    std::mutex m_mutex;
    std::condition_variable m_ready;
    std::deque<Chunk> m_chunks;
    std::vector<std::vector<Row>> m_spare;
    bool m_finished = false;
};

} // namespace hw
