#include "TrunkFeature.h"

#include "MainWindow.h"
#include "cache/CacheWriter.h"
#include "features/ConsoleContext.h"
#include "trunk/TrunkClickHouseSource.h"
#include "trunk/TrunkHealthCalculator.h"
#include "trunk/TrunkHealthJson.h"
#include "trunk/TrunkInput.h"
#include "trunk/TrunkPage.h"

#include <QDateTime>
#include <QDeadlineTimer>
#include <QTimer>

#include <limits>

namespace hw {

TrunkFeature::TrunkFeature(QObject *parent)
    : RangeFeature(parent)
{
}

TrunkFeature::~TrunkFeature() = default;

QString TrunkFeature::snapshotSource() const
{
    return TrunkHealthJson::source();
}

QString TrunkFeature::tabName() const
{
    return tr("trunk health");
}

void TrunkFeature::initReplay(const ConsoleContext &context)
{
    // Trunk health of the recording as of the replay clock; a demo of hours shows its last day.
    m_trunkPage = context.window->trunkPage();
    m_trunkPage->setNow(context.at * 1000);
    feed(QStringLiteral("trunk"), static_cast<TrunkClickHouseSource *>(nullptr), m_trunkPage, &TrunkPage::setHealth,
        &TrunkHealth::skippedRows);
    setTimeRange(context.range(TimeRange::lastDays(1)));
    // A screenshot wants the figures drawn.
    showAt(*context.replayer, context.at, !context.options->screenshotPath.isEmpty());
    follow(context.replayer, false);
}

Result<void> TrunkFeature::initProfile(const ConsoleContext &context)
{
    m_trunkPage = context.window->trunkPage();
    const ProfileSettings &profile = *context.profile;
    TrunkClickHouseSource::Options options;
    options.database = profile.clickHouseDatabase.isEmpty() ? QStringLiteral("default") : profile.clickHouseDatabase;
    options.ref = QStringLiteral("refs/heads/") + profile.branch;
    options.repository = profile.repository;
    m_source = std::make_unique<TrunkClickHouseSource>(context.client, options);
    feed(QStringLiteral("trunk"), m_source.get(), m_trunkPage, &TrunkPage::setHealth, &TrunkHealth::skippedRows,
        &TrunkHealthJson::toJson);
    storeIn(context.cacheWriter);
    setTimeRange(context.range(TimeRange::lastDays(7)));
    showCached(context.cache, [this](const QByteArray &body) {
        const auto health = TrunkHealthJson::fromJson(body);
        if (health)
            m_trunkPage->setHealth(*health);
        return health ? QString() : health.error();
    });
    return {};
}

bool TrunkFeature::followPast(Replayer &past, bool)
{
    follow(&past, true);
    return true;
}

void TrunkFeature::backToLive()
{
    if (!stopFollowing())
        return;
    // The tab showed the past's figures: none until the live ones are fetched again.
    m_trunkPage->setNow(std::nullopt);
    m_trunkPage->setHealth(TrunkHealth {});
    m_sync->clearReplay();
}

bool TrunkFeature::waitForFigures(int timeoutMs)
{
    QDeadlineTimer deadline(timeoutMs);
    // The rows first; their answer starts the figures' run.
    return m_rowsAt.waitWhileRunning(int(deadline.remainingTime()))
        && m_health.waitWhileRunning(int(deadline.remainingTime()));
}

void TrunkFeature::showAt(const Replayer &replayer, qint64 t, bool atOnce)
{
    TrunkPage *page = m_trunkPage;
    page->setNow(t * 1000);
    const auto show = [this, page, t, atOnce](TrunkInput input) {
        m_sync->setReplay(
            [this, page, once = std::make_shared<bool>(atOnce), input = std::move(input)](qint64 from, qint64 to) {
                const auto compute = [input, from, to] {
                    return TrunkHealthCalculator::compute(
                        input.commits, input.jobs, from, to, TrunkHealth::bucketFor(from, to));
                };
                // A week of rows takes up to a second: on a worker, the newest range winning,
                // except where the figures are wanted at once (a start-up screenshot).
                if (std::exchange(*once, false)) {
                    m_health.cancel();
                    page->setHealth(compute());
                } else {
                    m_health.start(compute, [page](const TrunkHealth &health) { page->setHealth(health); });
                }
            },
            t);
        const auto [from, to] = page->window();
        m_sync->setRange(from, to);
    };
    if (atOnce) {
        m_rowsAt.cancel();
        show(TrunkInput::fromBatch(replayer.recording().snapshotAt(t)));
        return;
    }
    // The recording is copied: its rows are implicitly shared, and the worker never reads an
    // object the replayer may replace meanwhile.
    m_rowsAt.start([recording = replayer.recording(), t] { return TrunkInput::fromBatch(recording.snapshotAt(t)); },
        show);
}

void TrunkFeature::follow(Replayer *replayer, bool showNow)
{
    TrunkPage *page = m_trunkPage;
    auto *timer = new QTimer(pastLink()); // coalesces a drag or a fast play into one update
    timer->setSingleShot(true);
    timer->setInterval(300);
    auto shownAt = std::make_shared<qint64>(showNow ? std::numeric_limits<qint64>::min() : replayer->clock());
    const auto update = [this, replayer, shownAt] {
        const qint64 t = replayer->clock();
        if (t == *shownAt)
            return;
        *shownAt = t;
        showAt(*replayer, t);
    };
    connect(timer, &QTimer::timeout, timer, update);
    connect(replayer, &Replayer::clockChanged, timer, [timer, page] {
        if (page->isVisible())
            timer->start();
    });
    connect(page, &RangePage::shownChanged, timer, [timer](bool shown) {
        if (shown)
            timer->start();
    });
    if (showNow && page->isVisible())
        update();
}

} // namespace hw
