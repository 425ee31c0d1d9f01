// libFuzzer target: the JSON the relay client decodes (RelayJson: HUD's allowlist, level-status
// and pr-info replies) and the whole-batch snapshots kept in the cache and in a recording
// someone else wrote (BackendsSnapshotJson, UtilizationFleetJson), and the allowlist JSON shape
// read back (AllowlistJson). The first byte picks the parser. Besides the sanitizers' findings it
// traps when a contract breaks: a refusal says why in a short message of a known kind; an
// accepted snapshot writes back to an equal one; accepted replies keep their promises (repos
// listed once, known levels, PR numbers positive and, for the object form, sorted).
#include "backends/AllowlistJson.h"
#include "backends/BackendsSnapshotJson.h"
#include "backends/RelayJson.h"
#include "utilization/UtilizationFleetJson.h"

#include <QJsonDocument>
#include <QSet>

#include <cstddef>
#include <cstdint>

namespace {

// Messages quote at most a bounded piece of the input, whatever its size.
constexpr qsizetype kMaxMessage = 2000;

void checkRefusal(const hw::RelayError &e)
{
    using K = hw::RelayError::Kind;
    if (e.kind != K::Malformed && e.kind != K::MissingField && e.kind != K::UnknownLevel)
        __builtin_trap();
    if (e.message.isEmpty() || e.message.size() > kMaxMessage)
        __builtin_trap();
}

void checkAllowlist(const hw::Allowlist &list)
{
    QSet<QString> seen;
    for (const hw::AllowlistEntry &e : list.entries) {
        if (e.level < hw::TrustLevel::L1 || e.level > hw::TrustLevel::L4 || !e.repo.contains(u'/'))
            __builtin_trap();
        if (!e.device.isEmpty() && e.level != hw::TrustLevel::L3)
            __builtin_trap();
        const QString folded = e.repo.toLower();
        if (seen.contains(folded))
            __builtin_trap();
        seen.insert(folded);
    }
    // What `hudwatch allowlist --json` writes reads back to the same list.
    const auto again = hw::AllowlistJson::fromJson(hw::AllowlistJson::toJson(list));
    if (!again || again->entries.size() != list.entries.size())
        __builtin_trap();
    (void)hw::AllowlistJson::toText(list);
}

void relay(int which, const QByteArray &body)
{
    hw::RelayError error;
    switch (which) {
    case 0: {
        const auto list = hw::RelayJson::parseAllowlist(body, &error);
        if (!list)
            return checkRefusal(error);
        checkAllowlist(*list);
        return;
    }
    case 1: {
        const auto statuses = hw::RelayJson::parseLevelStatus(body, &error);
        if (!statuses)
            return checkRefusal(error);
        for (const hw::LevelStatus &s : *statuses)
            if (s.level < hw::TrustLevel::L1 || s.level > hw::TrustLevel::L4 || s.windowDays < 0
                || s.windowDays > 3650)
                __builtin_trap();
        return;
    }
    default: {
        const auto prs = hw::RelayJson::parsePrInfo(body, &error);
        if (!prs)
            return checkRefusal(error);
        const bool object = QJsonDocument::fromJson(body).isObject();
        for (qsizetype i = 0; i < prs->size(); ++i) {
            if (prs->at(i).number <= 0)
                __builtin_trap();
            if (object && i > 0 && prs->at(i - 1).number > prs->at(i).number)
                __builtin_trap();
        }
        return;
    }
    }
}

void snapshots(bool fleet, const QByteArray &body)
{
    if (fleet) {
        const auto f = hw::UtilizationFleetJson::fromJson(body);
        if (!f) {
            if (f.error().isEmpty() || f.error().size() > kMaxMessage)
                __builtin_trap();
            return;
        }
        const auto again = hw::UtilizationFleetJson::fromJson(hw::UtilizationFleetJson::toJson(*f));
        if (!again || !(*again == *f))
            __builtin_trap();
        return;
    }
    const auto s = hw::BackendsSnapshotJson::fromBody(body);
    if (!s) {
        if (s.error().isEmpty() || s.error().size() > kMaxMessage)
            __builtin_trap();
        return;
    }
    const auto again = hw::BackendsSnapshotJson::fromBody(hw::BackendsSnapshotJson::toBody(*s));
    if (!again || !(*again == *s))
        __builtin_trap();
}

void allowlistShape(const QByteArray &body)
{
    const auto list = hw::AllowlistJson::fromJson(QJsonDocument::fromJson(body).object());
    if (!list) {
        if (list.error().isEmpty() || list.error().size() > kMaxMessage)
            __builtin_trap();
        return;
    }
    (void)hw::AllowlistJson::toText(*list);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size < 1)
        return 0;
    const QByteArray body(reinterpret_cast<const char *>(data) + 1, qsizetype(size) - 1);
    switch (data[0] % 6) {
    case 0:
    case 1:
    case 2:
        relay(data[0] % 6, body);
        break;
    case 3:
        snapshots(false, body);
        break;
    case 4:
        snapshots(true, body);
        break;
    default:
        allowlistShape(body);
        break;
    }
    return 0;
}
