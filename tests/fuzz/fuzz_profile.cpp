// libFuzzer target: what a user imports from a file someone else wrote — a profile
// (ProfileTransfer::parse: File ▸ Import profile… and `hudwatch profile import`, read by the same
// strict reader as a saved profile) and a grid grouping file (GroupingRules::fromJson, a profile's
// grid/groupingFile). The first byte picks the parser. Besides the sanitizers' findings it traps
// when a contract breaks: a refusal says why; an accepted profile carries no cache path out and
// reads back equal from its own export; accepted grouping rules put every column in a group.
#include "grid/GroupingRules.h"
#include "profiles/ProfileTransfer.h"

#include <cstddef>
#include <cstdint>

namespace {

void profile(const QByteArray &text)
{
    const auto parsed = hw::ProfileTransfer::parse(text, QStringLiteral("fuzz"));
    if (!parsed) {
        if (parsed.error().isEmpty())
            __builtin_trap();
        return;
    }
    if (parsed->name != u"fuzz")
        __builtin_trap();
    hw::ProfileSettings shared = *parsed;
    shared.cachePath.clear();
    const auto again
        = hw::ProfileTransfer::parse(hw::ProfileTransfer::exportIni(*parsed), QStringLiteral("fuzz"));
    if (!again || !(*again == shared))
        __builtin_trap();
}

void grouping(const QByteArray &json)
{
    const auto rules = hw::GroupingRules::fromJson(json);
    if (!rules) {
        if (rules.error().isEmpty() || rules.error().size() > 2000)
            __builtin_trap();
        return;
    }
    for (const QString &column : { QStringLiteral("pull / linux-jammy-py3.10-gcc11 / test (default, 1, 5)"),
             QStringLiteral("Lint / lintrunner-noclang"), QString(), QString::fromUtf8(json.left(64)) }) {
        const int group = rules->groupOf(column);
        if (group < 0 || group >= rules->groupCount() || rules->groupName(group).isEmpty())
            __builtin_trap();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size < 1)
        return 0;
    const QByteArray input(reinterpret_cast<const char *>(data) + 1, qsizetype(size) - 1);
    if (data[0] & 1)
        grouping(input);
    else
        profile(input);
    return 0;
}
