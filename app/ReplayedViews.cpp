#include "ReplayedViews.h"

#include "MainWindow.h"
#include "backends/BackendsPage.h"
#include "backends/BackendsSnapshotJson.h"
#include "backends/BackendsSync.h"
#include "flaky/FlakyPage.h"
#include "flaky/FlakyResultsJson.h"
#include "replay/Recording.h"
#include "sync/RangeSync.h"
#include "timemachine/ReplayInstant.h"
#include "utilization/UtilizationFleetJson.h"
#include "utilization/UtilizationFleetView.h"
#include "utilization/UtilizationPage.h"

namespace hw {

namespace {

QString nothingRecorded(const QString &what, qint64 t)
{
    return ReplayedViews::tr("this recording has no %1 at or before %2").arg(what, ReplayInstant::format(t));
}

// A tab of figures over a range (flaky tests, GPU fleet) showing a stored snapshot: its figures
// whatever the range (they are what was fetched then), the range ending where they end, the
// status "replay, as of" its fetch time. Without one, empty figures and why.
template<typename Figures, typename Page, typename Parse>
QString showFigures(const RecordedSnapshot *snapshot, qint64 t, Page *page, RangeSync *sync,
    void (Page::*show)(const Figures &), Parse parse, const QString &what)
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
    sync->setReplay([page, show, figures](qint64, qint64) { (page->*show)(figures); },
        snapshot ? snapshot->fetchedAt : t);
    const auto [from, to] = page->window();
    sync->setRange(from, to);
    if (!snapshot)
        sync->fetchFailed(
            SourceError::make(SourceError::Kind::None, sync->status().source, nothingRecorded(what, t)));
    return {};
}

} // namespace

ReplayedViews::ReplayedViews(const Recording &recording, MainWindow *window, RangeSync *flaky,
    RangeSync *utilization, bool recordedOnly, QObject *parent)
    : QObject(parent)
    , m_recording(recording)
    , m_window(window)
{
    m_views.append({ BackendsSync::sourceName(), nullptr, false, [this](const RecordedSnapshot *s, qint64 t) {
                        showBackends(s, t);
                        return QString();
                    } });
    if (!flaky || !utilization)
        return; // the backends only
    m_views.append(
        { FlakyResultsJson::source(), nullptr, false, [window, flaky](const RecordedSnapshot *s, qint64 t) {
             return showFigures(s, t, window->flakyPage(), flaky, &FlakyPage::setResults,
                 FlakyResultsJson::fromJson, tr("flaky tests"));
         } });
    m_views.append({ UtilizationFleetJson::source(), nullptr, false,
        [window, utilization](const RecordedSnapshot *s, qint64 t) {
            return showFigures(s, t, window->utilizationPage()->fleetView(), utilization,
                &UtilizationFleetView::setFleet, UtilizationFleetJson::fromJson, tr("GPU utilization"));
        } });
    if (recordedOnly)
        m_views.removeIf([&recording](const View &view) {
            return std::none_of(recording.snapshots.cbegin(), recording.snapshots.cend(),
                [&view](const RecordedSnapshot &s) { return s.source == view.source; });
        });
}

QStringList ReplayedViews::sources() const
{
    QStringList out;
    for (const View &view : m_views)
        out << view.source;
    return out;
}

bool ReplayedViews::hasSnapshots() const
{
    for (const View &view : m_views)
        for (const RecordedSnapshot &s : m_recording.snapshots)
            if (s.source == view.source)
                return true;
    return false;
}

void ReplayedViews::showAt(qint64 t)
{
    for (View &view : m_views) {
        const RecordedSnapshot *due = m_recording.snapshotOf(view.source, t);
        if (due == view.shown && (due || view.shownNone))
            continue; // already on screen (a played clock mostly stays within one snapshot)
        if (const QString error = view.show(due, t); !error.isEmpty()) {
            view.show(nullptr, t);
            qWarning("replay: the %s snapshot fetched at %s is unreadable (%s)", qUtf8Printable(view.source),
                qUtf8Printable(ReplayInstant::format(due->fetchedAt)), qUtf8Printable(error));
        }
        view.shown = due;
        view.shownNone = !due;
    }
}

void ReplayedViews::showBackends(const RecordedSnapshot *snapshot, qint64 t)
{
    SourceStatus status;
    status.source = BackendsSync::sourceName();
    Result<BackendsSnapshot, QString> backends = QString();
    if (snapshot)
        backends = BackendsSnapshotJson::fromBody(snapshot->body);
    if (backends) {
        status.state = SourceStatus::State::Replaying;
        status.replay = true;
        status.asOf = snapshot->fetchedAt;
        m_window->backendsPage()->setRecordedAt(snapshot->fetchedAt);
        m_window->setBackendsSnapshot(*backends);
    } else {
        status.state = SourceStatus::State::Offline;
        status.error = SourceError::make(SourceError::Kind::None, BackendsSync::sourceName(),
            snapshot ? tr("the backends snapshot recorded at %1 is unreadable: %2")
                           .arg(ReplayInstant::format(snapshot->fetchedAt), backends.error())
                     : nothingRecorded(tr("backend data"), t));
        m_window->setBackendsSnapshot(BackendsSnapshot {});
    }
    m_window->setBackendsStatus(status);
}

} // namespace hw
