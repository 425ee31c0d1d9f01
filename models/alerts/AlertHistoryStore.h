#pragma once

#include "alerts/AlertTransition.h"
#include "domain/Result.h"

#include <QString>

namespace hw {

class JobCache;

// The alerts' transitions of a grid source in the cache (the time machine's alert events). A view
// over an open JobCache (its thread rule applies); failures are kind Storage, source "cache".
class AlertHistoryStore
{
public:
    explicit AlertHistoryStore(const JobCache &cache) : m_cache(cache) {}

    // Appends transitions in one transaction; the oldest beyond limit rows per source go.
    Result<void> store(const QString &source, const AlertTransitions &transitions) const;
    // Those with time in [from, to], oldest first.
    Result<AlertTransitions> load(const QString &source, qint64 from, qint64 to) const;
    static constexpr int limit = 20000;

private:
    Result<void> append(const QString &source, const AlertTransitions &transitions) const;
    Result<void> prune(const QString &source) const;

    const JobCache &m_cache;
};

} // namespace hw
