#include "AlertMonitor.h"

#include "MainWindow.h"
#include "alerts/AlertTray.h"
#include "alerts/BackendAlertEvaluator.h"
#include "alerts/CcTrayFeed.h"
#include "alerts/CcTrayServer.h"
#include "alerts/DesktopNotifier.h"
#include "alerts/GridAlertEvaluator.h"
#include "backends/BackendsPage.h"
#include "grid/GridRoles.h"
#include "grid/GroupingRules.h"
#include "palette/CellStatus.h"
#include "profiles/ViewStateStore.h"

#include <QAbstractItemModel>
#include <QDateTime>
#include <QStatusBar>

namespace hw {

AlertMonitor::AlertMonitor(QAbstractItemModel *grid, MainWindow *window, const AlertRules &rules,
    const QString &stateGroup, QObject *parent)
    : QObject(parent)
    , m_grid(grid)
    , m_window(window)
    , m_rules(rules)
    , m_stateGroup(stateGroup)
    , m_notifier(std::make_unique<DesktopNotifier>())
    , m_state(std::make_unique<ViewStateStore>())
    , m_clock([] { return QDateTime::currentSecsSinceEpoch(); })
{
    m_tracker = AlertTracker(rules, AlertPreferences::fromMap(m_state->alertPreferences(stateGroup)));
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(1000); // one evaluation per sync, however many cells it changed
    connect(&m_debounce, &QTimer::timeout, this, &AlertMonitor::evaluate);
    const auto changed = [this] { m_debounce.start(); };
    connect(grid, &QAbstractItemModel::dataChanged, this, changed);
    connect(grid, &QAbstractItemModel::modelReset, this, changed);
    connect(grid, &QAbstractItemModel::rowsInserted, this, changed);
    connect(grid, &QAbstractItemModel::columnsInserted, this, changed);
    connect(m_notifier.get(), &DesktopNotifier::openRequested, this, &AlertMonitor::openRequested);
    if (AlertTray::isAvailable()) {
        m_tray = std::make_unique<AlertTray>();
        connect(m_tray.get(), &AlertTray::snoozeRequested, this, &AlertMonitor::snoozeFor);
        connect(m_tray.get(), &AlertTray::messageClicked, this, [this] {
            if (!m_balloonTarget.isEmpty())
                emit openRequested(m_balloonTarget);
        });
        if (window) {
            connect(m_tray.get(), &AlertTray::toggleWindowRequested, window, [window] {
                window->setVisible(!window->isVisible());
                if (window->isVisible())
                    window->activateWindow();
            });
            connect(m_tray.get(), &AlertTray::pauseToggleRequested, window, &MainWindow::pauseToggleRequested);
            connect(m_tray.get(), &AlertTray::viewRequested, window, [window](const QString &view) {
                window->show();
                (void)window->showView(view); // the tray's own views: always known
            });
            connect(m_tray.get(), &AlertTray::quitRequested, window, [window] { window->quitFromTray(); });
            window->setKeepInTrayOnClose(true);
            connect(window, &MainWindow::hiddenToTray, this, [this] {
                // Said once per profile: closing keeps the console watching from the tray.
                if (m_state->closeToTrayExplained(m_stateGroup))
                    return;
                m_state->setCloseToTrayExplained(m_stateGroup);
                m_tray->showMessage(tr("HUD Watch is still watching"),
                    tr("Closing the window keeps it in the tray. Quit from the tray's menu."));
            });
        }
        m_tray->show();
    } else if (window) {
        explainNoTrayOnce();
    }
    m_staleCheck.setParent(this); // a child, so that tests and the idle check find it by name
    m_staleCheck.setSingleShot(true);
    m_staleCheck.setObjectName(QStringLiteral("alertStaleCheck"));
    // Precise: a coarse timer may fire up to 5 % early, and a second early the data is not yet
    // stale by the rule's whole-second clock. Fired early all the same (a clock that differs from
    // the timer's), it waits again for what is left rather than never saying it.
    m_staleCheck.setTimerType(Qt::PreciseTimer);
    connect(&m_staleCheck, &QTimer::timeout, this, [this] {
        evaluate();
        scheduleStaleCheck();
    });
    if (window) {
        connect(window, &MainWindow::snoozeNotificationsRequested, this, &AlertMonitor::snoozeFor);
        connect(window, &MainWindow::backendsSnapshotChanged, this, &AlertMonitor::setBackendsSnapshot);
        m_backends = window->backendsPage()->snapshot();
        connect(window, &MainWindow::muteAlertsToggled, this, [this, window](const QString &key) {
            const bool mute = !m_tracker.preferences().muted.contains(key);
            setMuted(key, mute);
            window->statusBar()->showMessage(
                (mute ? tr("Alerts muted for %1") : tr("Alerts on again for %1")).arg(Alert::nameOf(key)), 5000);
        });
        connect(window, &MainWindow::acknowledgeAlertToggled, this, [this, window](const QString &key) {
            const bool ack = !m_tracker.preferences().acknowledged.contains(key);
            setAcknowledged(key, ack);
            window->statusBar()->showMessage(
                (ack ? tr("Acknowledged: %1 (investigating)") : tr("No longer acknowledged: %1")).arg(Alert::nameOf(key)), 5000);
        });
    }
    updateTray();
}

AlertMonitor::~AlertMonitor() = default;

void AlertMonitor::setSourceStatus(const SourceStatus &status)
{
    // Every sync ends in a new status (a fresher asOf, a failed-poll count, stale or not): the
    // rules run after each, also when the grid did not change ("reachable again", stale data).
    const bool changed = status.state != m_source.state || status.asOf != m_source.asOf
        || status.stale != m_source.stale || status.consecutiveFailures != m_source.consecutiveFailures;
    m_source = status;
    if (changed)
        m_debounce.start();
    scheduleStaleCheck();
    updateTray();
}

void AlertMonitor::scheduleStaleCheck()
{
    m_staleCheck.stop();
    if (m_source.replay || m_source.asOf <= 0 || m_rules.staleMinutes <= 0)
        return;
    const qint64 due = m_source.asOf + qint64(m_rules.staleMinutes) * 60 + 1;
    const qint64 wait = std::max<qint64>(0, due - m_clock());
    if (wait > 0)
        m_staleCheck.start(int(std::min<qint64>(wait, 24 * 3600) * 1000));
}

void AlertMonitor::explainNoTrayOnce()
{
    // Said once per profile: without a tray, the window and notifications do the watching. Not
    // in a replay (which notifies nothing): checked once the owner has said which it is.
    QTimer::singleShot(0, this, [this] {
        if (!m_window || !m_notify || m_state->noTrayExplained(m_stateGroup))
            return;
        m_state->setNoTrayExplained(m_stateGroup);
        const QString text = tr("This desktop has no system tray: closing the window quits HUD Watch. "
                                "Alerts come as notifications (Settings ▸ Snooze notifications).");
        if (m_notifier->notifyText(tr("HUD Watch without a tray"), text) == 0)
            m_window->statusBar()->showMessage(text, 8000); // hides the status line: briefly
    });
}

void AlertMonitor::setBackendsSnapshot(const BackendsSnapshot &snapshot)
{
    m_backends = snapshot;
    m_debounce.start();
}

void AlertMonitor::setRules(const AlertRules &rules)
{
    m_rules = rules;
    m_tracker.setRules(rules);
    scheduleStaleCheck();
    m_debounce.start();
}

void AlertMonitor::evaluate()
{
    if (!m_grid)
        return;
    const qint64 now = m_clock();
    const GridAlertInput input = GridAlertInput::fromModel(*m_grid);
    // The groups the window shows (a profile's grouping file included); defaults without a window.
    const GroupingRules defaults = m_window ? GroupingRules() : GroupingRules::defaults();
    const GroupingRules &grouping = m_window ? m_window->groupingRules() : defaults;
    Alerts alerts = GridAlertEvaluator::evaluate(input, m_rules, &grouping, now);
    if (m_backends.asOf > 0)
        alerts << BackendAlertEvaluator::evaluate(m_backends, m_rules);
    // A replay's clock is not "now": freshness rules apply to live sources only.
    if (!m_source.replay && !m_source.source.isEmpty())
        if (auto source = GridAlertEvaluator::sourceAlert(m_source.source, m_source.consecutiveFailures, m_source.asOf, m_rules, now))
            alerts << *source;
    const AlertDigest digest = m_tracker.update(alerts, now);
    if (const AlertTransitions changes = AlertTransition::fromDigest(m_tracker.lastChanges(), now);
        !changes.isEmpty())
        emit transitionsHappened(changes);
    if (m_ccTray)
        m_ccTray->setXml(CcTrayFeed::xml(
            CcTrayFeed::fromGrid(input, grouping, QStringLiteral("https://hud.pytorch.org/pytorch/pytorch/commit/%1"))
            + CcTrayFeed::fromBackends(m_backends)));
    save();
    updateTray();
    if (digest.isEmpty() || !m_notify)
        return;
    if (!m_notifier->notify(digest) && m_tray) {
        m_balloonTarget = digest.target();
        m_tray->showMessage(digest.title(), digest.body());
    }
    emit digestShown(digest);
}

Result<quint16> AlertMonitor::serveCcTray(quint16 port)
{
    if (!m_ccTray)
        m_ccTray = std::make_unique<CcTrayServer>();
    auto r = m_ccTray->listen(port);
    if (r)
        evaluate(); // the feed has content from the first request on
    return r;
}

void AlertMonitor::stopCcTray()
{
    m_ccTray.reset();
}

void AlertMonitor::updateTray()
{
    TrayState s;
    const int broken = m_tracker.brokenCount();
    const int acknowledged = m_tracker.acknowledgedCount();
    bool running = false;
    if (m_grid && m_grid->rowCount() > 0)
        for (int c = 0; c < m_grid->columnCount() && !running; ++c) {
            const auto status = CellStatus(m_grid->index(0, c).data(CellStatusRole).toInt());
            running = status == CellStatus::Pending || status == CellStatus::Queued;
        }
    const bool offline = !m_source.replay && (m_source.state == SourceStatus::State::Failed
        || m_source.state == SourceStatus::State::BackingOff || m_source.state == SourceStatus::State::Offline);
    bool stale = !m_source.replay && m_source.stale; // the sync's watch, or the rule below
    QStringList names; // what is broken in HUD's data; the source's own state is said apart
    for (const Alert &a : m_tracker.active()) {
        if (m_tracker.isMuted(a.key))
            continue;
        if (a.kind == Alert::Kind::DataStale)
            stale = true;
        else if (a.kind != Alert::Kind::SourceUnreachable)
            names << a.title;
    }
    constexpr int shown = 3;
    QString named = QStringList(names.mid(0, shown)).join(QStringLiteral(", "));
    if (names.size() > shown)
        named = tr("%1 and %n more", nullptr, int(names.size()) - shown).arg(named);
    if (offline || stale)
        s.kind = TrayState::Kind::Stale;
    else if (broken > 0)
        s.kind = acknowledged == broken ? TrayState::Kind::Acknowledged : TrayState::Kind::Broken;
    else
        s.kind = running ? TrayState::Kind::Running : TrayState::Kind::Green;
    s.count = broken;
    // The age as of this update: the tray is updated after every sync, so it is at most one poll
    // interval behind, and no timer ticks for it while the window is hidden.
    QString asOf;
    if (m_source.asOf > 0) {
        const qint64 minutes = std::max<qint64>(0, (m_clock() - m_source.asOf) / 60);
        const QString at = QDateTime::fromSecsSinceEpoch(m_source.asOf).toLocalTime().toString(QStringLiteral("HH:mm"));
        asOf = minutes < 1 ? tr("as of %1, just now").arg(at) : tr("as of %1, %n min ago", nullptr, int(minutes)).arg(at);
    }
    QStringList parts;
    if (offline)
        parts << tr("offline: %1").arg(m_source.error.message);
    else if (stale)
        parts << tr("no new data: the source has not answered for a while");
    if (!names.isEmpty())
        parts << tr("%1 broken: %2").arg(names.size()).arg(named);
    s.tooltip = parts.isEmpty() ? tr("all green") : parts.join(QStringLiteral("; "));
    if (!asOf.isEmpty())
        s.tooltip += QStringLiteral(" — ") + asOf;
    m_trayState = s;
    if (m_window) {
        m_window->setAlertMarks(m_tracker.preferences().muted, m_tracker.preferences().acknowledged);
        m_window->setNotificationsSnoozedUntil(m_tracker.preferences().snoozedUntil, m_clock());
    }
    if (m_tray)
        m_tray->setState(s);
}

void AlertMonitor::save()
{
    m_state->setAlertPreferences(m_stateGroup, m_tracker.preferences().toMap());
}

void AlertMonitor::snoozeFor(int minutes)
{
    m_tracker.snoozeUntil(minutes > 0 ? m_clock() + qint64(minutes) * 60 : 0);
    save();
    updateTray();
}

void AlertMonitor::setMuted(const QString &key, bool muted)
{
    m_tracker.setMuted(key, muted);
    save();
    updateTray();
}

void AlertMonitor::setAcknowledged(const QString &key, bool acknowledged)
{
    const bool wasAcknowledged = m_tracker.preferences().acknowledged.contains(key);
    m_tracker.setAcknowledged(key, acknowledged);
    if (acknowledged && !wasAcknowledged) {
        // Titled as the alert is (the first active one of that key or subject).
        QString title = Alert::nameOf(key);
        QString detail;
        for (const Alert &a : m_tracker.active())
            if (a.key == key || Alert::subjectOf(a.key) == key) {
                title = a.title.isEmpty() ? title : a.title;
                detail = a.detail;
                break;
            }
        emit transitionsHappened({ { m_clock(), AlertTransition::Kind::Acknowledged, key, title, detail } });
    }
    save();
    updateTray();
}

} // namespace hw
