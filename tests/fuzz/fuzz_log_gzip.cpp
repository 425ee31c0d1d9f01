// libFuzzer target: a gzip log as the log viewer and `hudwatch log` read it — LogIndexer inflating
// it into a plain copy under a bound and indexing its lines, then LogSearch counting the lines
// that match and keeping only the first few. A gzip bomb stops at the bound: the copy never
// holds more than kBound bytes, the index covers exactly what was written, and the state says
// the log was cut. run-fuzzers.sh runs it with a small -malloc_limit_mb (log_gzip.options): an
// inflate that held a whole block's lines, or a search that kept every match, trips it.
#include "logs/LogIndexState.h"
#include "logs/LogIndexer.h"
#include "logs/LogMatcher.h"
#include "logs/LogSearch.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>

using namespace Qt::StringLiterals;

namespace {

constexpr qint64 kBound = 256 << 10; // small: each line costs microseconds under the sanitizers
constexpr qint64 kKeptLines = 1000;

// The indexer reads and writes files: one folder for the whole run, rewritten per input.
struct Files {
    QTemporaryDir dir;
    QString gzip = dir.filePath(u"log.gz"_s);
    QString plain = dir.filePath(u"log.txt"_s);
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static Files files;
    static const hw::LogMatcher matcher = *hw::LogMatcher::compile({u"error"_s, false, true});
    {
        QFile in(files.gzip);
        if (!in.open(QIODevice::WriteOnly | QIODevice::Truncate)
            || in.write(reinterpret_cast<const char *>(data), qint64(size)) != qint64(size))
            __builtin_trap();
    }
    hw::LogIndexer::Job job;
    job.input = files.gzip;
    job.plainOutput = files.plain;
    job.maxPlainBytes = kBound;
    hw::LogIndexState state;
    const std::atomic_bool cancel = false;
    (void)hw::LogIndexer::run(job, state, cancel, [] {}); // damaged input: what inflated stays
    const qint64 written = QFileInfo(files.plain).size();
    if (written > kBound || state.index.byteCount() != written || (state.cutAtBound && written != kBound))
        __builtin_trap();
    const auto found = hw::LogSearch::run(files.plain, state, matcher, cancel, {}, kKeptLines);
    if (!found || found->count > state.index.lineCount() || qint64(found->lines.size()) > kKeptLines
        || found->lastLine >= state.index.lineCount() || (found->count > 0) != (found->lastLine >= 0))
        __builtin_trap();
    return 0;
}
