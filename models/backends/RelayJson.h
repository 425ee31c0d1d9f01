#pragma once

#include "RelayError.h"
#include "backends/Allowlist.h"
#include "backends/LevelStatus.h"
#include "backends/PullRequestInfo.h"

#include <QByteArray>
#include <QVector>

#include <optional>

namespace hw {

// Strict parsers for the bodies of HUD's CRCR read API. On failure they return nullopt and fill
// *error (kind Malformed, MissingField or UnknownLevel; message names the JSON path, e.g.
// "repos[2].level: unknown level 'L7'" or "missing field 'criteria' in repos[0]"); endpoint and
// path of the error are left for the caller. Unknown keys inside items are ignored (HUD may add
// fields); unknown top-level levels are not.
class RelayJson
{
public:
    // GET /api/crcr/allowlist: {"L1":[{"repo":"o/r","oncalls":["a"]}],"L2":[...],"L3":[...],"L4":[...]}.
    // Every level key is optional, but the body must be an object and have no other key. Items need
    // "repo" (owner/name) and "oncalls" (array of strings); L3 items may carry "device". A repo may
    // appear once (case-insensitive). Entries come out L1, L2, L3, L4, each level in array order.
    static std::optional<Allowlist> parseAllowlist(const QByteArray &body, RelayError *error);

    // GET /api/crcr/level-status: {"repos":[{"repo","level","change","noData","windowDays","criteria":
    // [{"criterion","measured","target","met"}]}]}. All keys are required; "change" is "demote",
    // "promote" or null; "measured" is a number, a string or null, "target" a number or a string
    // (strings are HUD's display form, kept in RelayCriterion::measuredText/targetText), "met" a
    // boolean or null (null: judged = false).
    static std::optional<QVector<LevelStatus>> parseLevelStatus(const QByteArray &body, RelayError *error);

    // GET /api/crcr/pr-info. The reference only says "PR title and author". Tolerant on purpose:
    //  - an array of {"prNumber"|"number", "title", "author"} (what test-infra's pr-info.ts sends:
    //    prNumber; "number" is accepted for the GitHub spelling), in the given order;
    //  - or an object keyed by PR number {"123":{"title","author"}}, sorted by number.
    // "title" and "author" are required strings (HUD sends "" for a PR it could not find).
    static std::optional<QVector<PullRequestInfo>> parsePrInfo(const QByteArray &body, RelayError *error);
};

} // namespace hw
