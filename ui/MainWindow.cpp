#include "MainWindow.h"

#include "grid/CellStatus.h"
#include "grid/GridRoles.h"

#include <QCloseEvent>
#include <QUrlQuery>
#include <QCoreApplication>

#include "CommandPalette.h"
#include "KeyboardSheet.h"
#include "NoticeBanner.h"
#include "SourceStatusWidget.h"
#include "auth/AccountStatusText.h"
#include "backends/BackendDetailView.h"
#include "backends/BackendsOverviewView.h"
#include "backends/BackendsPage.h"
#include "charts/TimeSeriesChart.h"
#include "flaky/FlakyPage.h"
#include "flaky/FlakyRoles.h"
#include "grid/GridColumnFilterProxy.h"
#include "grid/GridFilterBar.h"
#include "grid/GridLegend.h"
#include "grid/GroupedGridProxy.h"
#include "grid/GroupingRules.h"
#include "grid/JobGridModel.h"
#include "grid/JobGridView.h"
#include "sync/SourceStatusText.h"
#include "timemachine/TimelineScrubber.h"
#include "trunk/TrunkPage.h"
#include "utilization/UtilizationPage.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDateTime>
#include <QDesktopServices>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <functional>

namespace hw {

MainWindow::MainWindow(JobGridModel *grid, QWidget *parent)
    : QMainWindow(parent)
    , m_grid(grid)
    , m_columnFilter(new GridColumnFilterProxy(this))
    , m_grouped(new GroupedGridProxy(this))
    , m_view(new JobGridView)
    , m_filterBar(new GridFilterBar)
    , m_banner(new NoticeBanner)
    , m_securityBanner(new NoticeBanner)
    , m_status(new SourceStatusWidget)
{
    setWindowTitle(tr("HUD Watch"));
    m_columnFilter->setSourceModel(m_grid);
    // Stacked on the filter: the grouped view groups only the jobs the filter bar lets through.
    m_grouped->setSourceFilter(m_columnFilter);
    m_view->setModel(m_columnFilter);
    m_view->setOpenUrlsExternally(true);

    auto *central = new QWidget;
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_filterBar);
    layout->addWidget(m_banner);
    connect(m_banner, &NoticeBanner::actionTriggered, this, &MainWindow::passwordChangeRequested);
    layout->addWidget(m_view, 1);
    layout->addWidget(new GridLegend);
    m_tabs = new QTabWidget;
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(central, tr("&Grid"));
    m_backends = new BackendsPage;
    m_tabs->addTab(m_backends, tr("&Backends"));
    m_tabs->setTabToolTip(0, tr("Trunk jobs by commit (Ctrl+1)"));
    m_tabs->setTabToolTip(1, tr("Out-of-tree accelerator backends by trust level (Ctrl+2)"));
    m_flaky = new FlakyPage;
    m_tabs->addTab(m_flaky, tr("&Flaky tests"));
    m_tabs->setTabToolTip(2, tr("Flakiest tests ranked by a confidence bound, disabled tests (Ctrl+3)"));
    m_trunk = new TrunkPage;
    m_tabs->addTab(m_trunk, tr("&Trunk health"));
    m_tabs->setTabToolTip(3, tr("Red commits, time to signal, queue time, platform-only failures (Ctrl+4)"));
    m_utilization = new UtilizationPage;
    m_tabs->addTab(m_utilization, tr("GPU &utilization"));
    m_tabs->setTabToolTip(4, tr("Idle GPU-hours of the fleet, and one job's GPUs over its time (Ctrl+5)"));
    // Above both tabs: what the profile allows that the user must not forget (plain http).
    auto *top = new QWidget;
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->setSpacing(0);
    m_securityBanner->setColors(ColorId::BannerDanger); // red, not the notices' amber: a risk, not a state
    topLayout->addWidget(m_securityBanner);
    m_accountBanner = new NoticeBanner;
    connect(m_accountBanner, &NoticeBanner::actionTriggered, this,
        [this] { emit signInRequested(m_preferDeviceSignIn); });
    topLayout->addWidget(m_accountBanner);
    m_timeMachineBanner = new NoticeBanner;
    m_timeMachineBanner->setObjectName(QStringLiteral("timeMachineBanner"));
    m_timeMachineBanner->setColors(ColorId::BannerPast); // blue-grey: the past, not a problem
    topLayout->addWidget(m_timeMachineBanner);
    topLayout->addWidget(m_tabs, 1);
    // Below every tab, not only the grid's: each view shows the instant it says, and its keys
    // (N back to live, [ ] events) work from whichever tab the reviewer is looking at.
    m_timeline = new TimelineScrubber;
    m_timeline->hide();
    m_timeline->addShortcutsTo(top);
    connect(m_timeline, &TimelineScrubber::message, this,
        [this](const QString &message) { statusBar()->showMessage(message, 8000); });
    topLayout->addWidget(m_timeline);
    setCentralWidget(top);
    connect(m_backends, &BackendsPage::passwordRequested, this, &MainWindow::passwordChangeRequested);
    connect(m_backends, &BackendsPage::relayTokenRequested, this, &MainWindow::relayTokenChangeRequested);
    connect(m_backends, &BackendsPage::statusMessage, this,
        [this](const QString &message) { statusBar()->showMessage(message, 8000); });
    statusBar()->addWidget(m_status, 1);
    m_account = new QLabel;
    m_account->setObjectName(QStringLiteral("account"));
    m_account->hide();
    statusBar()->addPermanentWidget(m_account);

    connect(m_filterBar, &GridFilterBar::filterChanged, this, [this](const QString &pattern) {
        (void)m_columnFilter->setFilterPattern(pattern); // the bar shows an invalid one itself
    });
    connect(
        m_filterBar, &GridFilterBar::hideGreenChanged, m_columnFilter, &GridColumnFilterProxy::setHideGreen);
    connect(m_filterBar, &GridFilterBar::hideUnstableChanged, m_columnFilter,
        &GridColumnFilterProxy::setHideUnstable);
    connect(m_filterBar, &GridFilterBar::hideAlwaysSkippedChanged, m_columnFilter,
        &GridColumnFilterProxy::setHideAlwaysSkipped);
    connect(m_filterBar, &GridFilterBar::groupedChanged, this, &MainWindow::setGrouped);
    m_filterBar->setGridWidget(m_view);
    connect(m_view, &JobGridView::filterFocusRequested, m_filterBar, &GridFilterBar::focusFilter);
    connect(m_view, &JobGridView::pauseToggleRequested, this, &MainWindow::pauseToggleRequested);
    connect(m_view, &JobGridView::utilizationRequested, this, [this](qint64 jobId) {
        m_tabs->setCurrentWidget(m_utilization);
        m_utilization->openJob(jobId);
    });
    connect(m_view, &JobGridView::logRequested, this, [this](const QModelIndex &cell) {
        JobRun job;
        job.id = cell.data(JobIdRole).toLongLong();
        if (job.id <= 0) {
            statusBar()->showMessage(tr("No job in this cell"), 4000);
            return;
        }
        job.htmlUrl = cell.data(JobUrlRole).toUrl().toString();
        job.failureLine = cell.data(FailureLineRole).toString();
        const auto status = CellStatus(cell.data(CellStatusRole).toInt());
        job.status = status == CellStatus::Pending || status == CellStatus::Queued ? QStringLiteral("in_progress")
                                                                                    : QStringLiteral("completed");
        const QString column = cell.model()->headerData(cell.column(), Qt::Horizontal, ColumnNameRole).toString();
        job.workflowName = column.section(QStringLiteral(" / "), 0, 0);
        job.jobName = column.section(QStringLiteral(" / "), 1);
        job.headSha = cell.model()->headerData(cell.row(), Qt::Vertical, CommitShaRole).toString();
        emit jobLogRequested(job);
    });
    connect(m_view, &JobGridView::muteAlertsRequested, this,
        [this](const QString &column) { emit muteAlertsToggled(QStringLiteral("job:") + column); });
    connect(m_view, &JobGridView::acknowledgeAlertRequested, this,
        [this](const QString &column) { emit acknowledgeAlertToggled(QStringLiteral("job:") + column); });
    connect(m_backends->overview(), &BackendsOverviewView::muteAlertsRequested, this,
        [this](const QString &repo) { emit muteAlertsToggled(QStringLiteral("backend:") + repo); });
    connect(m_backends->overview(), &BackendsOverviewView::acknowledgeAlertRequested, this,
        [this](const QString &repo) { emit acknowledgeAlertToggled(QStringLiteral("backend:") + repo); });
    connect(m_view, &JobGridView::statusMessage, this,
        [this](const QString &message) { statusBar()->showMessage(message, 4000); });

    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *refresh = file->addAction(tr("&Refresh now"), this, &MainWindow::refreshRequested);
    refresh->setShortcut(QKeySequence::Refresh);
    QAction *pause
        = file->addAction(tr("&Pause / resume refresh\tSpace"), this, &MainWindow::pauseToggleRequested);
    Q_UNUSED(pause);
    m_passwordAction
        = file->addAction(tr("Set ClickHouse pass&word…"), this, &MainWindow::passwordChangeRequested);
    m_passwordAction->setVisible(false);
    m_relayTokenAction
        = file->addAction(tr("Set relay API &token…"), this, &MainWindow::relayTokenChangeRequested);
    m_relayTokenAction->setVisible(false);
    file->addAction(tr("E&xport time window…"), this, &MainWindow::exportTimeWindowRequested);
    file->addSeparator();
    m_signInAction
        = file->addAction(tr("Sign &in with the browser…"), this, [this] { emit signInRequested(false); });
    m_signInDeviceAction = file->addAction(
        tr("Sign in with a &code on another device…"), this, [this] { emit signInRequested(true); });
    m_signOutAction = file->addAction(tr("Sign &out"), this, &MainWindow::signOutRequested);
    for (QAction *a : { m_signInAction, m_signInDeviceAction, m_signOutAction })
        a->setVisible(false);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), qApp, &QApplication::quit);
    quit->setShortcut(QKeySequence::Quit);
    m_profileMenu = menuBar()->addMenu(tr("&Profile"));
    QMenu *viewMenu = menuBar()->addMenu(tr("&View"));
    QAction *gridAction = viewMenu->addAction(tr("&Grid"), this, [this] { m_tabs->setCurrentIndex(0); });
    gridAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    QAction *backendsAction = viewMenu->addAction(tr("&Backends"), this, [this] {
        m_tabs->setCurrentIndex(1);
        m_backends->showOverview();
    });
    backendsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_2));
    QAction *flakyAction
        = viewMenu->addAction(tr("&Flaky tests"), this, [this] { m_tabs->setCurrentWidget(m_flaky); });
    flakyAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_3));
    QAction *trunkAction
        = viewMenu->addAction(tr("&Trunk health"), this, [this] { m_tabs->setCurrentWidget(m_trunk); });
    trunkAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_4));
    QAction *gpuAction = viewMenu->addAction(
        tr("GPU &utilization"), this, [this] { m_tabs->setCurrentWidget(m_utilization); });
    gpuAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_5));
    viewMenu->addSeparator();
    QAction *paletteAction = viewMenu->addAction(tr("&Command palette…"), this, &MainWindow::openCommandPalette);
    paletteAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    QMenu *settings = m_settingsMenu = menuBar()->addMenu(tr("&Settings"));
    settings->addAction(tr("&Alert rules…"), this, &MainWindow::alertRulesRequested);
    m_snoozeAction = settings->addAction(tr("S&nooze notifications for 1 hour"));
    m_snoozeAction->setCheckable(true);
    connect(m_snoozeAction, &QAction::triggered, this,
            [this](bool on) { emit snoozeNotificationsRequested(on ? 60 : 0); });
    QMenu *themeMenu = settings->addMenu(tr("&Theme"));
    m_themeGroup = new QActionGroup(themeMenu);
    const std::pair<ColorScheme, QString> themes[] { { ColorScheme::System, tr("Follow the &system") },
        { ColorScheme::Light, tr("&Light") }, { ColorScheme::Dark, tr("&Dark") } };
    for (const auto &[scheme, label] : themes) {
        QAction *a = themeMenu->addAction(label);
        a->setCheckable(true);
        a->setChecked(scheme == ColorScheme::System);
        a->setData(int(scheme));
        m_themeGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, chosen = scheme] { emit themeChosen(chosen); });
    }
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *keys = help->addAction(tr("&Keyboard shortcuts"), this, &MainWindow::showShortcuts);
    keys->setShortcut(QKeySequence(Qt::Key_Question));
    help->addAction(tr("&About HUD Watch"), this, [this] {
        QMessageBox::about(this, tr("About HUD Watch"),
            tr("HUD Watch %1\nA desktop console for large CI systems.")
                .arg(QApplication::applicationVersion()));
    });
    m_view->setFocus();
    applyThemeFromPalette();
}

void MainWindow::applyThemeFromPalette()
{
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    m_grid->setDarkTheme(dark);
    m_grouped->setDarkTheme(dark);
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange)
        applyThemeFromPalette();
    QMainWindow::changeEvent(event);
}

void MainWindow::hideEvent(QHideEvent *event)
{
    // A passing message is for someone looking: hidden, its expiry would be a timer ticking for
    // no one (idle cost), and it would greet the user stale when the window comes back.
    statusBar()->clearMessage();
    QMainWindow::hideEvent(event);
}

MainWindow::~MainWindow() = default;

void MainWindow::setThemeChoice(ColorScheme scheme)
{
    for (QAction *a : m_themeGroup->actions())
        a->setChecked(a->data().toInt() == int(scheme));
}

ColorScheme MainWindow::themeChoice() const
{
    const QAction *checked = m_themeGroup->checkedAction();
    return checked ? ColorScheme(checked->data().toInt()) : ColorScheme::System;
}

void MainWindow::setPasswordActionVisible(bool visible)
{
    m_passwordAction->setVisible(visible);
}

void MainWindow::setRelayTokenActionVisible(bool visible)
{
    m_relayTokenAction->setVisible(visible);
}

void MainWindow::setAccountStatus(const AccountStatus &status)
{
    using State = AccountStatus::State;
    const bool configured = status.state != State::NotConfigured;
    m_account->setVisible(configured);
    m_backends->setRelaySignsIn(configured);
    m_account->setText(AccountStatusText::line(status));
    m_account->setToolTip(AccountStatusText::details(status));
    const bool signedIn = status.isSignedIn();
    m_signInAction->setVisible(configured);
    m_signInDeviceAction->setVisible(configured);
    m_signOutAction->setVisible(configured);
    m_signInAction->setEnabled(!signedIn && status.state != State::Reading);
    m_signInDeviceAction->setEnabled(!signedIn && status.state != State::Reading);
    m_signOutAction->setEnabled(signedIn);
    // Said once, in place, with the fix: only when something the user relied on went away.
    const bool tell = !signedIn && !status.problem.isEmpty()
        && (status.endedByProvider || status.state == State::NoKeychain || status.state == State::SignedOut);
    if (!tell)
        m_accountBanner->say(QString());
    else if (status.state == State::NoKeychain)
        m_accountBanner->say(tr("⚠ Sign-in: %1.").arg(status.problem));
    else
        m_accountBanner->say(tr("⚠ %1: %2.").arg(status.issuer.host(), status.problem), tr("Sign in…"));
}

QString MainWindow::accountText() const
{
    return m_account->isVisibleTo(this) ? m_account->text() : QString();
}

QString MainWindow::accountBannerText() const
{
    return m_accountBanner->shownText();
}

void MainWindow::triggerAccountBannerAction()
{
    m_accountBanner->trigger();
}

void MainWindow::setProfiles(const QStringList &names, const QString &current)
{
    m_profileMenu->clear();
    auto *group = new QActionGroup(m_profileMenu);
    const auto add = [this, group, &current](const QString &label, const QString &name) {
        QAction *a
            = m_profileMenu->addAction(label, this, [this, name] { emit profileSwitchRequested(name); });
        a->setCheckable(true);
        a->setChecked(name == current);
        a->setData(name);
        group->addAction(a);
    };
    add(tr("Demo recording"), QString());
    if (!names.isEmpty())
        m_profileMenu->addSeparator();
    for (const QString &name : names)
        add(name, name);
    m_profileMenu->addSeparator();
    m_profileMenu->addAction(tr("&New profile…"), this, [this] { emit profileEditRequested(true); });
    QAction *edit = m_profileMenu->addAction(
        tr("&Edit this profile…"), this, [this] { emit profileEditRequested(false); });
    edit->setEnabled(!current.isEmpty());
    m_profileMenu->addAction(tr("&Import a profile…"), this, &MainWindow::profileImportRequested);
    QAction *exportAction
        = m_profileMenu->addAction(tr("E&xport this profile…"), this, &MainWindow::profileExportRequested);
    exportAction->setEnabled(!current.isEmpty());
}

QStringList MainWindow::profileMenuEntries() const
{
    QStringList entries;
    for (QAction *a : m_profileMenu->actions())
        if (!a->isSeparator() && a->isCheckable())
            entries << (a->isChecked() ? QStringLiteral("* ") : QStringLiteral("  ")) + a->text();
    return entries;
}

void MainWindow::setGrouped(bool grouped)
{
    m_view->setModel(grouped ? static_cast<QAbstractItemModel *>(m_grouped) : m_columnFilter);
    m_view->setColumnsAreGroups(grouped);
}

void MainWindow::setSourceStatus(const SourceStatus &status)
{
    m_lastStatus = status;
    m_status->setStatus(status);
    updateBanner();
}

void MainWindow::setBackendsSnapshot(const BackendsSnapshot &snapshot)
{
    m_backends->setSnapshot(snapshot);
    emit backendsSnapshotChanged(snapshot);
}

void MainWindow::setBackendsStatus(const SourceStatus &status)
{
    m_status->setStatus(status);
    m_backends->setStatus(status);
}

bool MainWindow::showView(const QString &view, QString *error)
{
    if (view == u"grid") {
        m_tabs->setCurrentIndex(0);
        return true;
    }
    if (view == u"trunk") {
        m_tabs->setCurrentWidget(m_trunk);
        return true;
    }
    if (view == u"utilization" || view == u"utilization:fleet") {
        m_tabs->setCurrentWidget(m_utilization);
        if (view.endsWith(u":fleet") || !m_utilization->isShowingJob())
            m_utilization->showFleet();
        return true;
    }
    if (view.startsWith(u"utilization:")) {
        bool ok = false;
        const qint64 jobId = view.mid(12).toLongLong(&ok);
        if (!ok || jobId <= 0) {
            if (error)
                *error = tr("not a job id: \"%1\" (use utilization:JOB_ID or utilization:fleet)")
                             .arg(view.mid(12));
            return false;
        }
        m_tabs->setCurrentWidget(m_utilization);
        m_utilization->openJob(jobId);
        return true;
    }
    if (view == u"flaky") {
        m_tabs->setCurrentWidget(m_flaky);
        return true;
    }
    if (view.startsWith(u"flaky:")) {
        m_tabs->setCurrentWidget(m_flaky);
        if (m_flaky->openTest(view.mid(6)))
            return true;
        if (error)
            *error = tr("no flaky test matches \"%1\" — check the name, or choose a longer time range on the Flaky "
                        "tests tab")
                         .arg(view.mid(6));
        return false;
    }
    if (view == u"backends") {
        m_tabs->setCurrentIndex(1);
        m_backends->showOverview();
        return true;
    }
    if (view.startsWith(u"backend:")) {
        const QString repo = view.mid(8).section(u'@', 0, 0);
        const QString tab = view.section(u'@', 1);
        if (!m_backends->showBackend(repo, error))
            return false;
        static const QStringList tabs { QStringLiteral("jobs"), QStringLiteral("chart"),
            QStringLiteral("history"), QStringLiteral("readiness") };
        if (!tab.isEmpty())
            m_backends->detail()->tabs()->setCurrentIndex(
                tabs.indexOf(tab)); // order of BackendDetailView::Tab
        m_tabs->setCurrentIndex(1);
        return true;
    }
    if (error)
        *error = tr("unknown view \"%1\" — use grid, backends, flaky, trunk or utilization").arg(view);
    return false;
}

QString MainWindow::currentView() const
{
    if (m_tabs->currentIndex() == 0)
        return QStringLiteral("grid");
    if (m_tabs->currentWidget() == m_trunk)
        return QStringLiteral("trunk");
    if (m_tabs->currentWidget() == m_flaky)
        return QStringLiteral("flaky");
    if (m_tabs->currentWidget() == m_utilization)
        return m_utilization->isShowingJob() && m_utilization->requestedJob() > 0
            ? QStringLiteral("utilization:%1").arg(m_utilization->requestedJob())
            : QStringLiteral("utilization");
    const QString repo = m_backends->currentBackend();
    return repo.isEmpty() ? QStringLiteral("backends") : QStringLiteral("backend:") + repo;
}

void MainWindow::setReferenceTime(qint64 utcSeconds)
{
    m_view->setReferenceTime(utcSeconds);
}

void MainWindow::setGroupingRules(const GroupingRules &rules)
{
    m_grouped->setRules(rules);
}

void MainWindow::setContextTitle(const QString &title)
{
    setWindowTitle(title.isEmpty() ? tr("HUD Watch") : tr("HUD Watch — %1").arg(title));
}

void MainWindow::updateBanner()
{
    const SourceStatus &s = m_lastStatus;
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    QString text;
    QString action;
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
        else if (m_grid->rowCount() > 0) // an unfinished first sync: its stored pages are on screen
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
        if (m_passwordAction->isVisible())
            action = tr("Set password…");
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
    m_banner->say(text, action);
}

void MainWindow::setSecurityWarnings(const QStringList &warnings)
{
    m_securityBanner->say(warnings.join(u'\n'));
}

void MainWindow::showPastGrid(JobGridModel *past)
{
    JobGridModel *shown = past ? past : m_grid;
    if (m_columnFilter->sourceModel() == shown)
        return;
    shown->setDarkTheme(palette().color(QPalette::Window).lightness() < 128);
    m_columnFilter->setSourceModel(shown);
}

void MainWindow::setTimeMachineBanner(const QString &text)
{
    m_timeMachineBanner->say(text);
}

QString MainWindow::timeMachineBannerText() const
{
    return m_timeMachineBanner->shownText();
}

QString MainWindow::securityWarningText() const
{
    return m_securityBanner->shownText();
}

QString MainWindow::bannerAction() const
{
    return m_banner->shownAction();
}

void MainWindow::triggerBannerAction()
{
    m_banner->trigger();
}

QString MainWindow::bannerText() const
{
    return m_banner->shownText();
}

QString MainWindow::statusText() const
{
    return m_status->fullText();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_keepInTray && !m_quitting) {
        hide();
        event->ignore();
        emit hiddenToTray();
        return;
    }
    QMainWindow::closeEvent(event);
}

const GroupingRules &MainWindow::groupingRules() const
{
    return m_grouped->rules();
}

bool MainWindow::openTarget(const QUrl &target)
{
    show();
    raise();
    activateWindow();
    QString error;
    const QUrlQuery query(target);
    if (target.host() == u"backends") {
        // hudwatch://backends?repo=…: that backend's detail, else the overview.
        const QString repo = query.queryItemValue(QStringLiteral("repo"), QUrl::FullyDecoded);
        if (!repo.isEmpty() && showView(QStringLiteral("backend:") + repo, &error))
            return true;
        showView(QStringLiteral("backends"), &error);
        if (!error.isEmpty())
            statusBar()->showMessage(error, 6000);
        return false;
    }
    showView(QStringLiteral("grid"), &error);
    const QString column = query.queryItemValue(QStringLiteral("column"), QUrl::FullyDecoded);
    const QString sha = query.queryItemValue(QStringLiteral("sha"), QUrl::FullyDecoded);
    const QAbstractItemModel *model = m_view->model();
    if (!model || column.isEmpty())
        return false;
    int c = 0;
    while (c < model->columnCount() && model->headerData(c, Qt::Horizontal, ColumnNameRole).toString() != column)
        ++c;
    if (c == model->columnCount()) {
        statusBar()->showMessage(tr("%1 is not in the grid — if it is filtered out, clear the job filter (/ then Esc) and untick Hide "
                                  "green, Hide unstable and Hide skipped")
                                   .arg(column), 6000);
        return false;
    }
    int r = 0;
    while (!sha.isEmpty() && r < model->rowCount() && model->headerData(r, Qt::Vertical, CommitShaRole).toString() != sha)
        ++r;
    m_view->setCurrentIndex(model->index(r < model->rowCount() ? r : 0, c));
    m_view->setFocus();
    return true;
}

void MainWindow::setNotificationsSnoozedUntil(qint64 utcSecs, qint64 now)
{
    const bool snoozed = utcSecs > now;
    m_snoozeAction->setChecked(snoozed);
    m_snoozeAction->setText(snoozed ? tr("S&nooze notifications (until %1; uncheck to resume)")
                                          .arg(QDateTime::fromSecsSinceEpoch(utcSecs).toLocalTime().toString(QStringLiteral("HH:mm")))
                                    : tr("S&nooze notifications for 1 hour"));
}

void MainWindow::setAlertMarks(const QSet<QString> &mutedKeys, const QSet<QString> &acknowledgedKeys)
{
    // The keys' subjects of one kind: "job:<column>" → column, "backend:<repo>" → repo.
    const auto subjects = [](const QSet<QString> &keys, QStringView prefix) {
        QSet<QString> out;
        for (const QString &key : keys)
            if (key.startsWith(prefix))
                out.insert(key.mid(prefix.size()));
        return out;
    };
    m_view->setAlertMarks(subjects(mutedKeys, u"job:"), subjects(acknowledgedKeys, u"job:"));
    m_backends->overview()->setAlertMarks(subjects(mutedKeys, u"backend:"), subjects(acknowledgedKeys, u"backend:"));
}

void MainWindow::quitFromTray()
{
    m_quitting = true;
    close();
    QCoreApplication::quit();
}

QVector<PaletteEntry> MainWindow::paletteEntries() const
{
    using Kind = PaletteEntry::Kind;
    QVector<PaletteEntry> out;
    // Views first: on equal scores they win over a job that happens to match as well.
    const std::pair<QString, QString> views[] { { tr("Grid"), QStringLiteral("grid") },
        { tr("Backends"), QStringLiteral("backends") }, { tr("Flaky tests"), QStringLiteral("flaky") },
        { tr("Trunk health"), QStringLiteral("trunk") }, { tr("GPU utilization"), QStringLiteral("utilization:fleet") } };
    for (const auto &[text, view] : views)
        out.append({ Kind::View, text, view });
    // Menu actions by their text ("File ▸ Refresh now"), the enabled and visible ones.
    const QList<QAction *> menus = menuBar()->actions();
    const std::function<void(const QMenu *, const QString &)> addMenu = [&](const QMenu *menu, const QString &path) {
        for (QAction *a : menu->actions()) {
            if (a->isSeparator() || !a->isVisible() || !a->isEnabled())
                continue;
            QString text = a->text().section(u'\t', 0, 0);
            text.remove(u'&');
            if (a->menu())
                addMenu(a->menu(), path + QStringLiteral(" ▸ ") + text);
            else
                out.append({ Kind::Action, path + QStringLiteral(" ▸ ") + text,
                    QString::number(reinterpret_cast<quintptr>(a)) });
        }
    };
    for (QAction *a : menus)
        if (a->menu())
            addMenu(a->menu(), a->menu()->title().remove(u'&'));
    // The views' keys that act on what is shown (the time machine's while it is on, a visible
    // chart's, a view's way back), by their group in the keyboard sheet. Keys about the focused
    // widget's cursor (WidgetShortcut: the grid's arrows, a filter's Esc) are left to the keys.
    for (QAction *a : findChildren<QAction *>()) {
        const QString group = a->property(KeyboardSheet::groupProperty()).toString();
        const auto *owner = qobject_cast<const QWidget *>(a->parent());
        if (group.isEmpty() || a->shortcutContext() == Qt::WidgetShortcut || !a->isEnabled() || !owner
            || !owner->isVisible() || owner->window() != this)
            continue;
        QString text = group + QStringLiteral(" ▸ ") + a->text().remove(u'&');
        if (const auto *chart = qobject_cast<const TimeSeriesChart *>(owner); chart && !chart->title().isEmpty())
            text += QStringLiteral(" (") + chart->title() + u')';
        out.append({ Kind::Action, text, QString::number(reinterpret_cast<quintptr>(a)) });
    }
    for (const BackendStats &b : m_backends->snapshot().stats)
        out.append({ Kind::Backend, b.repo, b.repo });
    const QAbstractItemModel *grid = m_columnFilter;
    for (int c = 0; c < grid->columnCount(); ++c) {
        const QString column = grid->headerData(c, Qt::Horizontal, ColumnNameRole).toString();
        if (!column.isEmpty())
            out.append({ Kind::Job, column, column });
    }
    // The flaky tests the tab lists (its filter and minimum of runs apply): those it can open.
    const QAbstractItemModel *tests = m_flaky->testsTable()->model();
    for (int r = 0; r < tests->rowCount(); ++r) {
        const QString name = tests->index(r, 0).data(FlakyFullNameRole).toString();
        out.append({ Kind::Test, name, name });
    }
    return out;
}

CommandPalette *MainWindow::openCommandPalette()
{
    if (!m_palette) {
        m_palette = new CommandPalette(this);
        connect(m_palette, &CommandPalette::chosen, this, &MainWindow::goTo);
    }
    m_palette->open(paletteEntries());
    return m_palette;
}

void MainWindow::goTo(const PaletteEntry &entry)
{
    using Kind = PaletteEntry::Kind;
    QString error;
    switch (entry.kind) {
    case Kind::View:
        showView(entry.target, &error);
        break;
    case Kind::Action:
        // The action still exists (the menus are rebuilt only by setProfiles, never while open).
        for (QAction *a : findChildren<QAction *>())
            if (QString::number(reinterpret_cast<quintptr>(a)) == entry.target) {
                a->trigger();
                return;
            }
        error = tr("\"%1\" is no longer in the menus").arg(entry.text);
        break;
    case Kind::Backend:
        showView(QStringLiteral("backend:") + entry.target, &error);
        break;
    case Kind::Job: {
        showView(QStringLiteral("grid"), &error);
        if (m_view->model() != m_columnFilter) // grouped: the job's own column is in the ungrouped grid
            m_filterBar->setGrouped(false);
        const QAbstractItemModel *model = m_view->model();
        int c = 0;
        while (c < model->columnCount() && model->headerData(c, Qt::Horizontal, ColumnNameRole).toString() != entry.target)
            ++c;
        if (c == model->columnCount()) {
            error = tr("%1 is not in the grid (filtered out?): clear the filter and try again").arg(entry.target);
            break;
        }
        m_view->setCurrentIndex(model->index(0, c));
        m_view->scrollTo(model->index(0, c));
        m_view->setFocus();
        return;
    }
    case Kind::Test:
        showView(QStringLiteral("flaky:") + entry.target, &error);
        break;
    }
    if (!error.isEmpty())
        statusBar()->showMessage(error, 6000);
}

QVector<KeyboardSheet::Entry> MainWindow::keyboardEntries() const
{
    // Every key is an action: the menus' and those the views add to themselves (the grid's,
    // the charts', the time machine's, each view's way back).
    return KeyboardSheet::entriesOf(this);
}

KeyboardSheet *MainWindow::showShortcuts()
{
    auto *sheet = new KeyboardSheet(keyboardEntries(), this);
    sheet->setAttribute(Qt::WA_DeleteOnClose);
    sheet->show();
    return sheet;
}

} // namespace hw
