#include "ClickHouseQueryParts.h"

#include <QTimer>

#include <algorithm>

namespace hw {

ClickHouseQueryParts::ClickHouseQueryParts(ClickHouseClient *client, QObject *context)
    : m_client(client), m_context(context), m_latest(context)
{
}

void ClickHouseQueryParts::start(const QList<QList<ClickHouseQueryGroup::Query>> &parts, Done done)
{
    cancel();
    m_latest.begin();
    while (m_groups.size() < size_t(parts.size()))
        m_groups.push_back(std::make_unique<ClickHouseQueryGroup>(m_client, m_context));
    // Shared by this run's callbacks only: a superseded group never calls back, so a newer run's
    // state is never touched by an older one.
    struct Gathered {
        Outcomes outcomes;
        qsizetype remaining = 0;
    };
    auto gathered = std::make_shared<Gathered>();
    gathered->outcomes.resize(parts.size());
    gathered->remaining = parts.size();
    auto finished = m_latest.guard([this, gathered, done = std::move(done)] {
        m_latest.finish();
        done(gathered->outcomes);
    });
    if (parts.isEmpty()) {
        QTimer::singleShot(0, m_context, finished);
        return;
    }
    for (qsizetype part = 0; part < parts.size(); ++part) {
        m_groups[size_t(part)]->start(parts[part],
            [this, gathered, finished, part](
                Result<ClickHouseQueryGroup::Results, ClickHouseQueryGroup::Failure> r) mutable {
                Outcome &o = gathered->outcomes[part];
                if (r)
                    o.results = std::move(*r);
                else
                    o.error = m_client->toSourceError(r.error().error);
                if (--gathered->remaining == 0)
                    finished();
            });
    }
}

void ClickHouseQueryParts::cancel()
{
    m_latest.cancel();
    for (auto &group : m_groups)
        group->cancel();
}

bool ClickHouseQueryParts::isRunning() const
{
    return m_latest.isInFlight();
}

bool ClickHouseQueryParts::allFailed(const Outcomes &outcomes)
{
    return !outcomes.isEmpty()
        && std::all_of(outcomes.begin(), outcomes.end(), [](const Outcome &o) { return o.error.has_value(); });
}

} // namespace hw
