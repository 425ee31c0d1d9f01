#include "grid/GridBannerText.h"

#include "sync/SourceStatusText.h"

#include <QDateTime>

namespace hw {

GridBannerText::Shown GridBannerText::of(const SourceStatus &s, qint64 now, bool hasRows, bool offerPassword)
{
    Shown shown;
    QString &text = shown.text;
    const QString age = s.asOf > 0 ? SourceStatusText::age(now - s.asOf) : QString();
    const QString when = s.asOf > 0
        ? QDateTime::fromSecsSinceEpoch(s.asOf).toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"))
        : QString();
    switch (s.state) {
    case SourceStatus::State::Failed:
    case SourceStatus::State::BackingOff:
        if (s.asOf > 0)
            text = tr("⚠ %1 is failing: %2. Showing the last good data, as of %3 (%4).")
                       .arg(s.source, s.error.message, when, age);
        else if (hasRows) // an unfinished first sync: its stored pages are on screen
            text = tr(
                "⚠ %1 is failing: %2. Showing the last good data: the commits of an unfinished first sync "
                "(it resumes at the next poll).")
                       .arg(s.source, s.error.message);
        else
            text = tr("⚠ %1 is failing: %2. No data yet.").arg(s.source, s.error.message);
        if (s.nextPollAt > 0) // a clock time: the banner is not redrawn every second
            text += u' ' + tr("Retrying at %1.").arg(QDateTime::fromSecsSinceEpoch(s.nextPollAt)
                                                      .toLocalTime()
                                                      .toString(QStringLiteral("HH:mm:ss")));
        break;
    case SourceStatus::State::NeedsCredentials:
        // Offered here, once: polling has stopped until a new password arrives.
        text = s.asOf > 0 ? tr("⚠ %1 refused the password: %2. Showing the last good data, as of %3 (%4); "
                               "polling waits for a new password.")
                                .arg(s.source, s.error.message, when, age)
                          : tr("⚠ %1 refused the password: %2. Polling waits for a new password.")
                                .arg(s.source, s.error.message);
        if (offerPassword)
            shown.action = tr("Set password…");
        break;
    case SourceStatus::State::Offline:
        text = s.asOf > 0 ? tr("⊘ Offline: showing cached data as of %1 (%2).").arg(when, age)
                          : tr("⊘ Offline and the cache is empty: start without --offline to fetch data.");
        break;
    case SourceStatus::State::Paused:
        if (s.replay) {
            text = tr("❚❚ Replay paused at %1 (press Space to resume).").arg(when);
            break;
        }
        text = tr("❚❚ Refresh paused (press Space to resume). Data as of %1.")
                   .arg(when.isEmpty() ? tr("never") : when);
        break;
    default:
        // The sync sets stale as time passes, also while a poll hangs: "updating" is no excuse.
        if (!s.replay && s.stale) {
            text = s.asOf > 0 ? tr("⚠ Data is stale: as of %1 (%2).").arg(when, age) : tr("⚠ No data yet.");
            if (s.state == SourceStatus::State::Fetching && s.pollStartedAt > 0)
                text += u' '
                    + tr("%1 has not answered for %2.")
                          .arg(s.source, SourceStatusText::duration(now - s.pollStartedAt));
        }
        break;
    }
    return shown;
}

} // namespace hw
