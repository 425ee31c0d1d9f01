#include "FlakyFeature.h"

#include "MainWindow.h"
#include "cache/CacheWriter.h"
#include "features/ConsoleContext.h"
#include "flaky/FlakyClickHouseSource.h"
#include "flaky/FlakyDemo.h"
#include "flaky/FlakyPage.h"
#include "flaky/FlakyResultsJson.h"
#include "flaky/FlakyTestHistorySource.h"

#include <QDateTime>

namespace hw {

FlakyFeature::FlakyFeature(QObject *parent)
    : RangeFeature(parent)
{
}

FlakyFeature::~FlakyFeature() = default;

QString FlakyFeature::snapshotSource() const
{
    return FlakyResultsJson::source();
}

QString FlakyFeature::tabName() const
{
    return tr("flaky tests");
}

void FlakyFeature::initReplay(const ConsoleContext &context)
{
    m_flakyPage = context.window->flakyPage();
    feed(QStringLiteral("flaky"), static_cast<FlakyClickHouseSource *>(nullptr), m_flakyPage, &FlakyPage::setResults,
        &FlakyResults::malformedRows);
    FlakyPage *page = m_flakyPage;
    connect(page, &FlakyPage::testRequested, this, [page, demo = context.demo](const FlakyTest &t) {
        if (!demo) {
            page->setTestProblem(tr("this recording has no test runs"));
            return;
        }
        if (const auto history = FlakyDemo::history(t.file, t.classname, t.name))
            page->setTestHistory(*history);
        else
            page->setTestProblem(history.error());
    });
    if (context.demo)
        initDemo(context);
}

void FlakyFeature::initDemo(const ConsoleContext &context)
{
    // The demo's flaky tab: real test names and flake counts, as of its own month.
    FlakyPage *page = m_flakyPage;
    page->setNow(FlakyDemo::To * 1000);
    page->setTimeRange(context.range(TimeRange::lastDays(30)));
    const auto results = FlakyDemo::load();
    const auto [from, to] = page->window();
    m_sync->setReplay(
        [page, results](qint64, qint64) {
            if (results)
                page->setResults(*results);
        },
        FlakyDemo::To, context.demoDatesNote(FlakyDemo::From, FlakyDemo::To));
    m_sync->setRange(from, to);
    if (!results)
        m_sync->fetchFailed(SourceError::make(SourceError::Kind::BadData, QStringLiteral("flaky"), results.error()));
}

Result<void> FlakyFeature::initProfile(const ConsoleContext &context)
{
    m_flakyPage = context.window->flakyPage();
    m_cache = context.cache;
    m_source = std::make_unique<FlakyClickHouseSource>(context.client);
    m_source->setRepository(context.profile->repository);
    feed(QStringLiteral("flaky"), m_source.get(), m_flakyPage, &FlakyPage::setResults, &FlakyResults::malformedRows,
        &FlakyResultsJson::toJson);
    storeIn(context.cacheWriter);
    m_history = std::make_unique<FlakyTestHistorySource>(context.client);
    m_history->setRepository(context.profile->repository);
    FlakyPage *page = m_flakyPage;
    const bool onDemand = context.fetchesOnDemand();
    connect(page, &FlakyPage::testRequested, this, [this, page, onDemand](const FlakyTest &t, qint64 from, qint64 to) {
        if (!onDemand) {
            page->setTestProblem(
                tr("offline: the runs of a test are fetched from ClickHouse — start without --offline to see them"));
            return;
        }
        m_history->fetch(t.file, t.classname, t.name, from, to);
    });
    connect(page, &FlakyPage::testCancelled, m_history.get(), &FlakyTestHistorySource::cancel);
    connect(m_history.get(), &FlakyTestHistorySource::fetched, page, &FlakyPage::setTestHistory);
    connect(m_history.get(), &FlakyTestHistorySource::failed, page,
        [page](const SourceError &e) { page->setTestProblem(e.message); });
    showCachedResults();
    setTimeRange(context.range(TimeRange::lastDays(30)));
    return {};
}

void FlakyFeature::showCachedResults()
{
    showCached(m_cache, [this](const QByteArray &body) {
        const auto results = FlakyResultsJson::fromJson(body);
        if (results)
            m_flakyPage->setResults(*results);
        return results ? QString() : results.error();
    });
}

bool FlakyFeature::followPast(Replayer &past, bool recordedOnly)
{
    return followRecorded(past, recordedOnly, [this](const RecordedSnapshot *s, qint64 t) {
        return showRecorded(s, t, m_flakyPage, &FlakyPage::setResults, FlakyResultsJson::fromJson, tr("flaky tests"));
    });
}

void FlakyFeature::backToLive()
{
    if (!stopFollowing())
        return;
    m_flakyPage->setNow(std::nullopt);
    m_sync->clearReplay();
    showCachedResults();
}

} // namespace hw
