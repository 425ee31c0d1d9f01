#include "BackendOverview.h"

#include "L3ReadinessEvaluator.h"
#include "LevelHistory.h"

#include <algorithm>

namespace hw {

namespace {

struct Seed {
    QString repo;
    TrustLevel level = TrustLevel::Unknown;
    BackendOverviewRow::LevelSource source = BackendOverviewRow::LevelSource::None;
    QString device;
    QStringList oncalls;
    bool inAllowlist = false;
};

// The level ClickHouse saw most recently (by last dispatch), Unknown when none.
TrustLevel latestObservedLevel(const BackendStats &stats)
{
    const LevelObservation *best = nullptr;
    for (const LevelObservation &o : stats.levels)
        if (!best || o.lastSeen >= best->lastSeen)
            best = &o;
    return best ? best->level : TrustLevel::Unknown;
}

QVector<Seed> seeds(const BackendsSnapshot &snapshot)
{
    QVector<Seed> out;
    auto known = [&out](QStringView repo) {
        return std::any_of(out.cbegin(), out.cend(), [repo](const Seed &s) {
            return s.repo.compare(repo, Qt::CaseInsensitive) == 0;
        });
    };
    using Source = BackendOverviewRow::LevelSource;
    if (snapshot.allowlist) {
        for (const AllowlistEntry &e : snapshot.allowlist->entries) {
            if (known(e.repo))
                continue; // duplicates are the parser's error to report; show the first
            out.append({e.repo, e.level, Source::Allowlist, e.device, e.oncalls, true});
        }
    }
    // Not in the allowlist: HUD's level-status says the level if it knows one, else the level
    // ClickHouse saw jobs dispatched at most recently.
    for (const BackendStats &s : snapshot.stats) {
        if (known(s.repo))
            continue;
        const LevelStatus *ls = snapshot.levelStatusFor(s.repo);
        if (ls && ls->level != TrustLevel::Unknown)
            out.append({s.repo, ls->level, Source::LevelStatus, {}, {}, false});
        else
            out.append({s.repo, latestObservedLevel(s), Source::ClickHouse, {}, {}, false});
    }
    for (const LevelStatus &s : snapshot.levelStatus)
        if (!known(s.repo))
            out.append({s.repo, s.level, Source::LevelStatus, {}, {}, false});
    return out;
}

BackendOverviewRow makeRow(const BackendsSnapshot &snapshot, const Seed &seed, const L3Targets &targets)
{
    BackendOverviewRow row;
    row.repo = seed.repo;
    row.level = seed.level;
    row.levelSource = seed.level == TrustLevel::Unknown ? BackendOverviewRow::LevelSource::None : seed.source;
    row.device = seed.device;
    row.oncalls = seed.oncalls;
    row.inAllowlist = seed.inAllowlist;

    BackendStats stats;
    stats.repo = seed.repo;
    if (const BackendStats *s = snapshot.statsFor(seed.repo))
        stats = *s;
    row.week = stats.demotionWindow;
    row.fortnight = stats.promotionWindow;
    row.lastConclusion = stats.lastConclusion;
    row.lastCompletedAt = stats.lastCompletedAt;
    row.lastJobName = stats.lastJobName;
    row.lastExpectedOutcome = stats.lastExpectedOutcome;

    if (const LevelStatus *ls = snapshot.levelStatusFor(seed.repo))
        row.temporarilyDemoted = ls->change.compare(QLatin1String("demote"), Qt::CaseInsensitive) == 0;

    row.history = LevelHistory::spans(seed.repo, snapshot.levelHistory, stats.levels, snapshot.asOf);
    if (row.level == TrustLevel::Unknown) {
        // Known to no source of today: the dated history may still say (e.g. a report on a repo
        // that has left every list).
        row.level = LevelHistory::levelAt(row.history, snapshot.asOf);
        if (row.level != TrustLevel::Unknown)
            row.levelSource = BackendOverviewRow::LevelSource::ClickHouse;
    }
    row.tenureDays = LevelHistory::daysAtCurrentLevel(row.history, row.level, snapshot.asOf);
    // Tenure at L2 is an L3 promotion criterion: only meaningful while at L2.
    const std::optional<double> tenureAtL2 = LevelHistory::tenureAtL2Days(row.history, snapshot.asOf);
    row.assessment = L3ReadinessEvaluator::evaluate(stats, row.level, tenureAtL2, snapshot.asOf, targets);
    row.demotionPending = row.level == TrustLevel::L3 && !row.temporarilyDemoted
        && row.assessment.verdict == L3Assessment::Verdict::Demote;
    return row;
}

} // namespace

QVector<BackendOverviewRow> BackendOverview::build(const BackendsSnapshot &snapshot, const L3Targets &targets)
{
    QVector<BackendOverviewRow> rows;
    const QVector<Seed> all = seeds(snapshot);
    rows.reserve(all.size());
    for (const Seed &s : all)
        rows.append(makeRow(snapshot, s, targets));
    std::stable_sort(rows.begin(), rows.end(), [](const BackendOverviewRow &a, const BackendOverviewRow &b) {
        if (a.level != b.level)
            return int(a.level) > int(b.level);
        return a.repo.compare(b.repo, Qt::CaseInsensitive) < 0;
    });
    return rows;
}

QStringList BackendOverview::repos(const BackendsSnapshot &snapshot)
{
    QStringList out;
    for (const Seed &s : seeds(snapshot))
        out << s.repo;
    return out;
}

QString BackendOverview::findRepo(const BackendsSnapshot &snapshot, QStringView repo)
{
    for (const Seed &s : seeds(snapshot))
        if (s.repo.compare(repo, Qt::CaseInsensitive) == 0)
            return s.repo;
    return {};
}

BackendOverviewRow BackendOverview::rowFor(const BackendsSnapshot &snapshot, QStringView repo, const L3Targets &targets)
{
    if (auto row = buildOne(snapshot, repo, targets))
        return *row;
    Seed unknown;
    unknown.repo = repo.toString();
    return makeRow(snapshot, unknown, targets);
}

std::optional<BackendOverviewRow> BackendOverview::buildOne(const BackendsSnapshot &snapshot, QStringView repo,
                                                            const L3Targets &targets)
{
    for (const Seed &s : seeds(snapshot))
        if (s.repo.compare(repo, Qt::CaseInsensitive) == 0)
            return makeRow(snapshot, s, targets);
    return std::nullopt;
}

} // namespace hw
