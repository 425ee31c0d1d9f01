// libFuzzer target: text the console reads back from places a user or a crash can damage — the
// cached flaky-test results (FlakyResultsJson, a JSON body in the SQLite cache) and a time range
// (TimeRange::parse: --range and the per-view settings), and the cached trunk figures
// (TrunkHealthJson). The first byte picks the parser. Besides
// the sanitizers' findings it traps when a result breaks the contract: a JSON body that was
// accepted must write back to an equal value, and an accepted range must be non-empty and read
// back to itself; refusals must say why.
#include "charts/TimeRange.h"
#include "flaky/FlakyResultsJson.h"
#include "trunk/TrunkHealthJson.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size < 1)
        return 0;
    const QByteArray input(reinterpret_cast<const char *>(data) + 1, qsizetype(size) - 1);
    if (data[0] & 4) {
        const auto health = hw::TrunkHealthJson::fromJson(input);
        if (!health) {
            if (health.error().isEmpty())
                __builtin_trap();
            return 0;
        }
        const auto again = hw::TrunkHealthJson::fromJson(hw::TrunkHealthJson::toJson(*health));
        if (!again || !(*again == *health))
            __builtin_trap();
        return 0;
    }
    if (data[0] & 1) {
        const auto results = hw::FlakyResultsJson::fromJson(input);
        if (!results) {
            if (results.error().isEmpty())
                __builtin_trap();
            return 0;
        }
        const auto again = hw::FlakyResultsJson::fromJson(hw::FlakyResultsJson::toJson(*results));
        if (!again || !(*again == *results))
            __builtin_trap();
        return 0;
    }
    const auto range = hw::TimeRange::parse(QString::fromUtf8(input), (data[0] & 2) != 0);
    if (!range) {
        if (range.error().isEmpty())
            __builtin_trap();
        return 0;
    }
    const auto [from, to] = range->resolve(1'780'000'000'000);
    if (to <= from)
        __builtin_trap();
    const auto back = hw::TimeRange::parse(range->toString());
    if (!back || !(*back == *range))
        __builtin_trap();
    return 0;
}
