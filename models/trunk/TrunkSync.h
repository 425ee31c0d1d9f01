#pragma once

#include "domain/SourceStatus.h"
#include "trunk/TrunkHealth.h"
#include "trunk/TrunkInput.h"

#include <QObject>
#include <QTimer>

#include <optional>

namespace hw {

class TrunkClickHouseSource;

// Keeps the trunk tab's figures current for its range: from ClickHouse (every five minutes, as
// HUD refreshes its metrics, and at once when the range changes) or, for the demo and replayed
// recordings, computed in process from the jobs the grid holds. The last good figures stay on
// screen when a fetch fails; the status says why.
class TrunkSync : public QObject
{
    Q_OBJECT
public:
    static constexpr int RefreshSeconds = 300;

    // source may be null (no ClickHouse: replay only); not owned.
    explicit TrunkSync(TrunkClickHouseSource *source, QObject *parent = nullptr);

    // Replay: the jobs known at asOf (UTC seconds); figures are computed, never fetched.
    void setInput(TrunkInput input, qint64 asOf);
    // Fetches are allowed (credentials are there, not offline).
    void setLive(bool live);
    // The tab is on screen: only then does it fetch (at once if its figures are older than
    // RefreshSeconds, then every RefreshSeconds), so a console that never shows the tab never
    // loads ClickHouse with its queries.
    void setActive(bool active);
    void setRange(qint64 fromSeconds, qint64 toSeconds);
    void refresh();
    const SourceStatus &status() const { return m_status; }
    static QString sourceName() { return QStringLiteral("trunk"); }

signals:
    void healthChanged(const hw::TrunkHealth &health);
    void statusChanged(const hw::SourceStatus &status);

private:
    void setStatus(SourceStatus status);

    TrunkClickHouseSource *m_source;
    std::optional<TrunkInput> m_input;
    qint64 m_inputAsOf = 0;
    bool m_live = false;
    bool m_active = false;
    qint64 m_fetchedFrom = -1; // the range of the figures shown, and when they were fetched
    qint64 m_fetchedTo = -1;
    qint64 m_fetchedAt = 0;
    void updateTimer();
    qint64 m_from = 0;
    qint64 m_to = 0;
    SourceStatus m_status;
    QTimer m_timer;
};

} // namespace hw
