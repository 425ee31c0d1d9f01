#include "RelaySamples.h"

#include <optional>

using namespace Qt::StringLiterals;

namespace hw::test {

namespace {

LevelStatus status(const QString &repo, TrustLevel level, const QString &change, bool noData,
                   QVector<RelayCriterion> criteria)
{
    LevelStatus s;
    s.repo = repo;
    s.level = level;
    s.change = change;
    s.noData = noData;
    s.windowDays = 7;
    s.criteria = std::move(criteria);
    return s;
}

RelayCriterion shown(const QString &label, const QString &measured, const QString &target, std::optional<bool> met)
{
    RelayCriterion c;
    c.criterion = label;
    c.measuredText = measured;
    c.targetText = target;
    c.met = met.value_or(false);
    c.judged = met.has_value();
    return c;
}

} // namespace

AllowlistEntry allowlistEntry(const QString &repo, TrustLevel level, QStringList oncalls, const QString &device)
{
    AllowlistEntry e;
    e.repo = repo;
    e.level = level;
    e.oncalls = std::move(oncalls);
    e.device = device;
    return e;
}

Allowlist sampleAllowlist()
{
    Allowlist a;
    a.entries = {allowlistEntry(u"example-org/onboarding"_s, TrustLevel::L1, {}),
                 allowlistEntry(u"example-org/observed-npu"_s, TrustLevel::L2, {u"alice"_s, u"bob"_s}),
                 allowlistEntry(u"Example-Org/stable-xpu"_s, TrustLevel::L3, {u"carol"_s}, u"xpu"_s),
                 allowlistEntry(u"example-org/stable-mps"_s, TrustLevel::L3, {}, u"mps"_s),
                 allowlistEntry(u"example-org/mature-gpu"_s, TrustLevel::L4, {u"dave"_s})};
    return a;
}

QVector<LevelStatus> sampleLevelStatus()
{
    return {status(u"example-org/a"_s, TrustLevel::L3, u"demote"_s, false,
                   {shown(u"Job Pass Rate"_s, u"87.5%"_s, u"\u2265 90%"_s, false),
                    shown(u"Timeout Rate"_s, u"0.0%"_s, u"< 1%"_s, true)}),
            status(u"example-org/b"_s, TrustLevel::L3, {}, true,
                   {shown(u"Job Pass Rate"_s, {}, u"\u2265 90%"_s, std::nullopt)}),
            status(u"example-org/c"_s, TrustLevel::L3, {}, false,
                   {shown(u"E2E Time (P50)"_s, u"2h 5m"_s, u"< 3h"_s, true),
                    shown(u"Job Pass Rate"_s, u"\u2013"_s, u"\u2265 90%"_s, std::nullopt)})};
}

Allowlist withoutDevices(Allowlist allowlist)
{
    for (AllowlistEntry &e : allowlist.entries)
        e.device.clear();
    return allowlist;
}

} // namespace hw::test
