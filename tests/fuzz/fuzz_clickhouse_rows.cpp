// libFuzzer target: a streamed ClickHouse reply, as ClickHouseClient decodes it. The first byte
// picks the format (the grid's TabSeparatedWithNames job rows, or JSONEachRow rows) and whether
// the rest is gzip; the second sets where the reply is cut into chunks, so line and gzip block
// boundaries fall everywhere. Besides the sanitizers' findings, it traps when a result breaks
// the contract: at most maxRows rows, an error of a known kind with a short message.
#include "clickhouse/ClickHouseJsonRows.h"
#include "clickhouse/ClickHouseRowStream.h"
#include "grid/GridJobRows.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size < 2)
        return 0;
    const bool json = data[0] & 1;
    const bool gzipped = data[0] & 2;
    const qsizetype chunk = 1 + data[1] % 64;
    const QByteArrayView reply(reinterpret_cast<const char *>(data) + 2, qsizetype(size) - 2);
    constexpr qint64 maxRows = 1000;

    std::shared_ptr<hw::ClickHouseRowSink> sink;
    std::shared_ptr<hw::GridJobRows> jobs;
    std::shared_ptr<hw::ClickHouseJsonRows> rows;
    if (json)
        sink = rows = std::make_shared<hw::ClickHouseJsonRows>(maxRows);
    else
        sink = jobs = std::make_shared<hw::GridJobRows>(maxRows);
    hw::ClickHouseRowStream stream(sink, gzipped, 4 * 1024 * 1024);
    hw::Result<void, hw::ClickHouseError> r;
    for (qsizetype pos = 0; r && pos < reply.size(); pos += chunk)
        r = stream.feed(reply.sliced(pos, std::min(chunk, reply.size() - pos)));
    if (r)
        r = stream.finish();

    if (!r) {
        const hw::ClickHouseError e = r.error();
        using K = hw::ClickHouseError::Kind;
        if (e.kind != K::Parse && e.kind != K::Server && e.kind != K::TooLarge)
            __builtin_trap();
        if (e.message.isEmpty() || e.message.size() > 2000)
            __builtin_trap();
        return 0;
    }
    const qsizetype count = json ? rows->takeRows().size() : jobs->takeJobs().size();
    if (count > maxRows || stream.rows() > maxRows)
        __builtin_trap();
    return 0;
}
