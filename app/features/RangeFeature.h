#pragma once

#include "ConsoleFeature.h"
#include "RecordedSnapshotView.h"
#include "charts/RangePage.h"
#include "timemachine/Recording.h"
#include "timemachine/Replayer.h"
#include "sync/RangeSync.h"

#include <QByteArray>
#include <QDateTime>

#include <functional>
#include <memory>

namespace hw {

class CacheWriter;
class JobCache;

// A feature whose tab shows figures over a time range (flaky tests, trunk health, the GPU
// fleet), fed through one RangeSync: from a ClickHouse source (a profile), computed or bundled
// (a replay), or a stored snapshot (the time machine). Its sync pauses, goes live and follows
// the past the same way for each such tab.
class RangeFeature : public ConsoleFeature
{
    Q_OBJECT
public:
    using ConsoleFeature::ConsoleFeature;

    RangePage *chartPage() const override { return m_page; }
    void goLive(AuthSession *auth) override;
    void setPaused(bool paused) override;
    bool isPaused() const override;
    RangeSync *sync() const { return m_sync.get(); }

protected:
    // The tab's sync, named name; source (null in a replay) delivers figures through the sync to
    // the page's show; encode gives them as the cache keeps them (stored before shown, profile).
    template<typename Source, typename Page, typename Figures>
    void feed(const QString &name, Source *source, Page *page, void (Page::*show)(const Figures &),
        int Figures::*skippedRows, QByteArray (*encode)(const Figures &) = nullptr)
    {
        m_page = page;
        m_sync = std::make_unique<RangeSync>(name);
        RangeSync *s = m_sync.get();
        if (source) {
            s->setFetcher([source](qint64 from, qint64 to) { source->fetch(from, to); });
            s->setCanceller([source] { source->cancel(); });
            connect(page, &RangePage::refreshCancelled, s, &RangeSync::cancel);
            connect(source, &Source::fetched, s, [s, page, show, skippedRows, encode](const Figures &f) {
                RangeSync::Delivery delivery;
                delivery.skippedRows = f.*skippedRows;
                delivery.asOf = f.to;
                delivery.fetchedAt = QDateTime::currentSecsSinceEpoch();
                if constexpr (requires { f.fetchedAt; })
                    delivery.fetchedAt = f.fetchedAt > 0 ? f.fetchedAt : delivery.fetchedAt;
                if (encode)
                    delivery.body = encode(f);
                delivery.show = [page, show, f] { (page->*show)(f); };
                s->deliver(std::move(delivery));
            });
            connect(source, &Source::failed, s, &RangeSync::fetchFailed);
        }
        connect(s, &RangeSync::statusChanged, page, &Page::setStatus);
        connect(page, &RangePage::rangeChanged, s, &RangeSync::setRange);
        connect(page, &RangePage::shownChanged, s, &RangeSync::setActive);
        s->setActive(page->isVisible());
    }
    // The page's range (--range or fallback) is the sync's.
    void setTimeRange(const TimeRange &range);
    // The last good figures the cache kept (show returns why it cannot read them, or "").
    void showCached(JobCache *cache, const std::function<QString(const QByteArray &)> &show);
    // What a fetch brings is kept in the cache before it is shown: an offline start shows it.
    void storeIn(CacheWriter *writer);

    // A stored snapshot of this tab on the page: its figures whatever the range (they are what
    // was fetched then), the status "replay, as of" its fetch time; without one, why not.
    template<typename Figures, typename Page, typename Parse>
    QString showRecorded(const RecordedSnapshot *snapshot, qint64 t, Page *page, void (Page::*show)(const Figures &),
        Parse parse, const QString &what)
    {
        Figures figures;
        if (snapshot) {
            auto parsed = parse(snapshot->body);
            if (!parsed)
                return parsed.error();
            figures = std::move(*parsed);
            page->setNow(figures.to > 0 ? figures.to * 1000 : t * 1000);
        } else {
            page->setNow(t * 1000);
        }
        m_sync->setReplay([page, show, figures](qint64, qint64) { (page->*show)(figures); },
            snapshot ? snapshot->fetchedAt : t);
        const auto [from, to] = page->window();
        m_sync->setRange(from, to);
        if (!snapshot)
            m_sync->fetchFailed(SourceError::make(SourceError::Kind::None, m_sync->status().source, nothingRecorded(what, t)));
        return {};
    }
    static QString nothingRecorded(const QString &what, qint64 t);

    // Follows past's clock with the recording's snapshots of this tab (see followPast).
    bool followRecorded(Replayer &past, bool recordedOnly, RecordedSnapshotView::Show show);
    // Stops following the past; true when it did follow one.
    bool stopFollowing();
    bool isFollowingPast() const { return bool(m_pastLink); }
    // Lives as long as the tab follows a past clock: the context of those connections.
    QObject *pastLink();

    std::unique_ptr<RangeSync> m_sync;
    RangePage *m_page = nullptr;

private:
    std::unique_ptr<QObject> m_pastLink;
    std::unique_ptr<RecordedSnapshotView> m_pastView;
};

} // namespace hw
