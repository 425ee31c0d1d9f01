#include "AlertMonitor.h"

#include "MainWindow.h"
#include "alerts/AlertTray.h"
#include "alerts/BackendAlertEvaluator.h"
#include "alerts/CcTrayFeed.h"
#include "alerts/CcTrayServer.h"
#include "alerts/DesktopNotifier.h"
#include "alerts/GridAlertEvaluator.h"
#include "backends/BackendsPage.h"
#include "grid/CellStatus.h"
#include "grid/GridRoles.h"
#include "grid/GroupingRules.h"

#include <QAbstractItemModel>
#include <QDateTime>
#include <QSettings>
#include <QStandardPaths>
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
    , m_settings(std::make_unique<QSettings>(
          QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) + QStringLiteral("/hudwatch/state.ini"),
          QSettings::IniFormat))
    , m_clock([] { return QDateTime::currentSecsSinceEpoch(); })
{
    m_settings->beginGroup(stateGroup + QStringLiteral("/alerts"));
    m_tracker = AlertTracker(rules, AlertPreferences::fromMap(m_settings->value(QStringLiteral("preferences")).toMap()));
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
        if (window) {
            connect(m_tray.get(), &AlertTray::toggleWindowRequested, window, [window] {
                window->setVisible(!window->isVisible());
                if (window->isVisible())
                    window->activateWindow();
            });
            connect(m_tray.get(), &AlertTray::pauseToggleRequested, window, &MainWindow::pauseToggleRequested);
            connect(m_tray.get(), &AlertTray::viewRequested, window, [window](const QString &view) {
                window->show();
                QString error;
                window->showView(view, &error);
            });
            connect(m_tray.get(), &AlertTray::quitRequested, window, [window] { window->quitFromTray(); });
            window->setKeepInTrayOnClose(true);
            connect(window, &MainWindow::hiddenToTray, this, [this] {
                // Said once per profile: closing keeps the console watching from the tray.
                if (m_settings->value(QStringLiteral("closeExplained")).toBool())
                    return;
                m_settings->setValue(QStringLiteral("closeExplained"), true);
                m_tray->showMessage(tr("HUD Watch is still watching"),
                    tr("Closing the window keeps it in the tray. Quit from the tray's menu."));
            });
        }
        m_tray->show();
    }
    if (window) {
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
    m_source = status;
    if (status.state == SourceStatus::State::Failed || status.state == SourceStatus::State::BackingOff)
        m_debounce.start();
    updateTray();
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
    if (!m_notifier->notify(digest) && m_tray)
        m_tray->showMessage(digest.title(), digest.body());
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
    QStringList names;
    for (const Alert &a : m_tracker.active())
        if (!m_tracker.isMuted(a.key) && names.size() < 3)
            names << a.title;
    if (offline)
        s.kind = TrayState::Kind::Stale;
    else if (broken > 0)
        s.kind = acknowledged == broken ? TrayState::Kind::Acknowledged : TrayState::Kind::Broken;
    else
        s.kind = running ? TrayState::Kind::Running : TrayState::Kind::Green;
    s.count = broken;
    const QString asOf = m_source.asOf > 0
        ? tr("as of %1").arg(QDateTime::fromSecsSinceEpoch(m_source.asOf).toString(QStringLiteral("HH:mm")))
        : QString();
    s.tooltip = broken > 0 ? tr("%1 broken: %2").arg(broken).arg(names.join(QStringLiteral(", ")))
                           : (offline ? tr("offline: %1").arg(m_source.error.message) : tr("all green"));
    if (!asOf.isEmpty())
        s.tooltip += QStringLiteral(" — ") + asOf;
    m_trayState = s;
    if (m_window)
        m_window->setAlertMarks(m_tracker.preferences().muted, m_tracker.preferences().acknowledged);
    if (m_tray)
        m_tray->setState(s);
}

void AlertMonitor::save()
{
    m_settings->setValue(QStringLiteral("preferences"), m_tracker.preferences().toMap());
}

void AlertMonitor::snoozeFor(int minutes)
{
    m_tracker.snoozeUntil(m_clock() + qint64(minutes) * 60);
    save();
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
