// libFuzzer target: a streamed ClickHouse reply, as ClickHouseClient decodes it. The first byte
// picks the format (the grid's TabSeparatedWithNames job rows, or JSONEachRow rows) and whether
// the rest is gzip; the second sets where the reply is cut into chunks, so line and gzip block
// boundaries fall everywhere. Besides the sanitizers' findings, it traps when a result breaks
// the contract: at most maxRows rows, an error of a known kind with a short message. Every
// value of a JSON row is then read as each typed column the sources read (ClickHouseRowReader:
// integers, counts, doubles, strings, booleans, times); a failed read must say why.
#include "clickhouse/ClickHouseJsonRows.h"
#include "clickhouse/ClickHouseRowReader.h"
#include "clickhouse/ClickHouseRowStream.h"
#include "grid/GridJobRows.h"

#include <cstddef>
#include <cstdint>

namespace {

void readEveryWay(const QJsonObject &row)
{
    // A reader per read: a failed one must say why.
    const auto check = [&row](auto read) {
        const hw::ClickHouseRowReader r(row);
        if (!read(r) && r.error().isEmpty())
            __builtin_trap();
    };
    for (auto it = row.constBegin(); it != row.constEnd(); ++it) {
        const QString column = it.key();
        qint64 i = 0;
        int count = 0;
        double d = 0;
        QString text;
        bool b = false;
        check([&](const hw::ClickHouseRowReader &r) { return r.readInt(column, &i); });
        check([&](const hw::ClickHouseRowReader &r) { return r.readCount(column, &count); });
        if (count < 0)
            __builtin_trap();
        check([&](const hw::ClickHouseRowReader &r) { return r.readDouble(column, &d); });
        check([&](const hw::ClickHouseRowReader &r) { return r.readString(column, &text); });
        check([&](const hw::ClickHouseRowReader &r) { return r.readBool(column, &b); });
        check([&](const hw::ClickHouseRowReader &r) { return r.readTime(column, &i); });
    }
}

} // namespace

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
    qsizetype count = 0;
    if (json) {
        const QVector<QJsonObject> objects = rows->takeRows();
        for (const QJsonObject &row : objects)
            readEveryWay(row);
        count = objects.size();
    } else {
        count = jobs->takeJobs().size();
    }
    if (count > maxRows || stream.rows() > maxRows)
        __builtin_trap();
    return 0;
}
