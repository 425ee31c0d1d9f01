#include "RangeFeature.h"

#include "cache/CacheWriter.h"
#include "cache/JobCache.h"
#include "cache/SnapshotStore.h"
#include "timemachine/ReplayInstant.h"

#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcHudwatchApp)

namespace hw {

void RangeFeature::goLive(AuthSession *)
{
    m_sync->setLive(true);
}

void RangeFeature::setPaused(bool paused)
{
    m_sync->setPaused(paused);
}

bool RangeFeature::isPaused() const
{
    return m_sync->isPaused();
}

void RangeFeature::setTimeRange(const TimeRange &range)
{
    m_page->setTimeRange(range);
    const auto [from, to] = m_page->window();
    m_sync->setRange(from, to);
}

void RangeFeature::showCached(JobCache *cache, const std::function<QString(const QByteArray &)> &show)
{
    if (!cache)
        return; // a replay keeps nothing
    const Result<SnapshotStore::Snapshot> cached = SnapshotStore(*cache).load(snapshotSource());
    if (!cached || cached->body.isEmpty())
        return;
    if (const QString error = show(cached->body); !error.isEmpty()) {
        qCWarning(lcHudwatchApp, "cache: the stored %s figures are unreadable (%s); the next fetch replaces them",
            qUtf8Printable(snapshotSource()), qUtf8Printable(error));
        return;
    }
    m_sync->showCached(cached->fetchedAt);
}

void RangeFeature::storeIn(CacheWriter *writer)
{
    if (writer)
        m_sync->setCacheWriter(writer, snapshotSource());
}

QString RangeFeature::nothingRecorded(const QString &what, qint64 t)
{
    return tr("this recording has no %1 at or before %2")
        .arg(what, ReplayInstant::format(t));
}

QObject *RangeFeature::pastLink()
{
    if (!m_pastLink)
        m_pastLink = std::make_unique<QObject>();
    return m_pastLink.get();
}

bool RangeFeature::followRecorded(Replayer &past, bool recordedOnly, RecordedSnapshotView::Show show)
{
    if (recordedOnly && !RecordedSnapshotView::holds(past.recording(), snapshotSource()))
        return false;
    m_pastView = std::make_unique<RecordedSnapshotView>(past.recording(), snapshotSource(), std::move(show));
    connect(&past, &Replayer::clockChanged, pastLink(), [this](qint64 t) { m_pastView->showAt(t); });
    m_pastView->showAt(past.clock());
    return true;
}

bool RangeFeature::stopFollowing()
{
    if (!m_pastLink)
        return false;
    m_pastLink.reset();
    m_pastView.reset();
    return true;
}

} // namespace hw
