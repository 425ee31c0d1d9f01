#pragma once

#include "ClickHouseQueryGroup.h"
#include "domain/SourceError.h"

#include <memory>
#include <optional>
#include <vector>

namespace hw {

// The independent parts of one fetch (a tab's figures), each its own ClickHouseQueryGroup: a
// part whose query fails costs that part alone, the others still deliver. done() runs once, when
// every part has answered, with each part's results or its error. Starting again supersedes the
// run still going: its queries are aborted and it reports nothing (as ClickHouseQueryGroup).
class ClickHouseQueryParts
{
public:
    struct Outcome {
        std::optional<ClickHouseQueryGroup::Results> results; // in the order of the part's queries
        std::optional<SourceError> error;                     // set when the part failed
    };
    using Outcomes = QVector<Outcome>;
    using Done = std::function<void(const Outcomes &)>;

    // Neither is owned; callbacks run only while context lives.
    ClickHouseQueryParts(ClickHouseClient *client, QObject *context);

    void start(const QList<QList<ClickHouseQueryGroup::Query>> &parts, Done done);
    void cancel();
    bool isRunning() const;

    // True when every part failed (the fetch as a whole failed); false for no parts.
    static bool allFailed(const Outcomes &outcomes);

private:
    ClickHouseClient *m_client;
    QObject *m_context;
    std::vector<std::unique_ptr<ClickHouseQueryGroup>> m_groups; // one per part, grown as needed
    LatestRequest m_latest; // the run as a whole: done() only for the newest
};

} // namespace hw
