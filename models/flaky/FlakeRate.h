#pragma once

namespace hw {

// How often a test flakes, and how sure we can be: the observed rate and the lower bound of its
// Wilson score interval (95 %). Ranking by the lower bound puts 40 flakes in 400 runs above 1 in
// 2: few runs mean a wide interval and a low bound.
struct FlakeRate {
    FlakeRate() = default;
    FlakeRate(int flakyRuns, int allRuns) : flaky(flakyRuns), runs(allRuns) {}
    int flaky = 0;
    int runs = 0;

    double rate() const { return runs > 0 ? double(flaky) / double(runs) : 0.0; }
    // 0 when there are no runs.
    double wilsonLowerBound() const;
    // The interval's upper end (with the lower bound: the band a per-day chart draws); 1 when
    // there are no runs (nothing is known).
    double wilsonUpperBound() const;
    // Orders by the lower bound, then by more flakes, then by more runs.
    bool ranksAbove(const FlakeRate &other) const;
};

} // namespace hw
