#include "MainWindow.h"

#include "CommandPalette.h"
#include "KeyboardSheet.h"
#include "MainWindowMenus.h"
#include "MainWindowPalette.h"
#include "MainWindowViews.h"
#include "NoticeBanner.h"
#include "SourceStatusWidget.h"
#include "auth/AccountStatusText.h"
#include "backends/BackendsOverviewView.h"
#include "backends/BackendsPage.h"
#include "flaky/FlakyPage.h"
#include "grid/GridPage.h"
#include "grid/JobGridView.h"
#include "timemachine/TimelineScrubber.h"
#include "trunk/TrunkPage.h"
#include "utilization/UtilizationPage.h"

#include <QApplication>
#include <QCloseEvent>
#include <QLabel>
#include <QStatusBar>
#include <QTabWidget>
#include <QUrlQuery>
#include <QVBoxLayout>

namespace hw {

MainWindow::MainWindow(JobGridModel *grid, QWidget *parent)
    : QMainWindow(parent)
    , m_gridPage(new GridPage(grid))
    , m_securityBanner(new NoticeBanner)
    , m_status(new SourceStatusWidget)
{
    setWindowTitle(tr("HUD Watch"));
    addTabs();
    setCentralWidget(buildTop());
    statusBar()->addWidget(m_status, 1);
    m_account = new QLabel;
    m_account->setObjectName(QStringLiteral("account"));
    m_account->hide();
    statusBar()->addPermanentWidget(m_account);
    connectPages();
    m_views = std::make_unique<MainWindowViews>(
        MainWindowViews::Pages { m_tabs, m_backends, m_flaky, m_trunk, m_utilization });
    m_menus = std::make_unique<MainWindowMenus>(
        this, MainWindowMenus::Tabs { m_tabs, m_gridPage, m_backends, m_flaky, m_trunk, m_utilization });
    m_gridPage->view()->setFocus();
    applyThemeFromPalette();
}

MainWindow::~MainWindow() = default;

void MainWindow::addTabs()
{
    m_tabs = new QTabWidget;
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_gridPage, tr("&Grid"));
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
}

// The banners above every tab, the tabs, and the time machine's timeline below them.
QWidget *MainWindow::buildTop()
{
    auto *top = new QWidget;
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->setSpacing(0);
    // What the profile allows that the user must not forget (plain http).
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
    connect(m_timeline, &TimelineScrubber::message, this, [this](const QString &message) { showMessage(message, 8000); });
    topLayout->addWidget(m_timeline);
    return top;
}

void MainWindow::connectPages()
{
    connect(m_backends, &BackendsPage::passwordRequested, this, &MainWindow::passwordChangeRequested);
    connect(m_backends, &BackendsPage::relayTokenRequested, this, &MainWindow::relayTokenChangeRequested);
    connect(m_backends, &BackendsPage::statusMessage, this, [this](const QString &message) { showMessage(message, 8000); });
    connect(m_gridPage, &GridPage::passwordRequested, this, &MainWindow::passwordChangeRequested);
    connect(m_gridPage, &GridPage::pauseToggleRequested, this, &MainWindow::pauseToggleRequested);
    connect(m_gridPage, &GridPage::utilizationRequested, this, [this](qint64 jobId) {
        m_tabs->setCurrentWidget(m_utilization);
        m_utilization->openJob(jobId);
    });
    connect(m_gridPage, &GridPage::jobLogRequested, this, &MainWindow::jobLogRequested);
    connect(m_gridPage, &GridPage::muteAlertsToggled, this, &MainWindow::muteAlertsToggled);
    connect(m_gridPage, &GridPage::acknowledgeAlertToggled, this, &MainWindow::acknowledgeAlertToggled);
    connect(m_backends->overview(), &BackendsOverviewView::muteAlertsRequested, this,
        [this](const QString &repo) { emit muteAlertsToggled(QStringLiteral("backend:") + repo); });
    connect(m_backends->overview(), &BackendsOverviewView::acknowledgeAlertRequested, this,
        [this](const QString &repo) { emit acknowledgeAlertToggled(QStringLiteral("backend:") + repo); });
    connect(m_gridPage, &GridPage::statusMessage, this, &MainWindow::showMessage);
}

void MainWindow::showMessage(const QString &message, int timeoutMs)
{
    statusBar()->showMessage(message, timeoutMs);
}

JobGridView *MainWindow::gridView() const
{
    return m_gridPage->view();
}

GridFilterBar *MainWindow::filterBar() const
{
    return m_gridPage->filterBar();
}

QMenu *MainWindow::settingsMenu() const
{
    return m_menus->settingsMenu();
}

GridColumnFilterProxy *MainWindow::columnFilter() const
{
    return m_gridPage->columnFilter();
}

void MainWindow::applyThemeFromPalette()
{
    m_gridPage->setDarkTheme(palette().color(QPalette::Window).lightness() < 128);
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

void MainWindow::quitFromTray()
{
    m_quitting = true;
    close();
    QCoreApplication::quit();
}

void MainWindow::setThemeChoice(ColorScheme scheme)
{
    m_menus->setThemeChoice(scheme);
}

ColorScheme MainWindow::themeChoice() const
{
    return m_menus->themeChoice();
}

void MainWindow::setPasswordActionVisible(bool visible)
{
    m_menus->setPasswordActionVisible(visible);
    m_gridPage->setPasswordOffered(visible);
}

void MainWindow::setRelayTokenActionVisible(bool visible)
{
    m_menus->setRelayTokenActionVisible(visible);
}

void MainWindow::setAccountStatus(const AccountStatus &status)
{
    using State = AccountStatus::State;
    const bool configured = status.state != State::NotConfigured;
    m_account->setVisible(configured);
    m_backends->setRelaySignsIn(configured);
    m_account->setText(AccountStatusText::line(status));
    m_account->setToolTip(AccountStatusText::details(status));
    m_menus->setAccountStatus(status);
    // Said once, in place, with the fix: only when something the user relied on went away.
    const bool tell = !status.isSignedIn() && !status.problem.isEmpty()
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
    m_menus->setProfiles(names, current);
}

QStringList MainWindow::profileMenuEntries() const
{
    return m_menus->profileMenuEntries();
}

void MainWindow::setNotificationsSnoozedUntil(qint64 utcSecs, qint64 now)
{
    m_menus->setNotificationsSnoozedUntil(utcSecs, now);
}

void MainWindow::setSourceStatus(const SourceStatus &status)
{
    m_status->setStatus(status);
    m_gridPage->setSourceStatus(status);
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

Result<void, ViewError> MainWindow::showView(const QString &view)
{
    return m_views->show(view);
}

QString MainWindow::currentView() const
{
    return m_views->current();
}

const GroupingRules &MainWindow::groupingRules() const
{
    return m_gridPage->groupingRules();
}

void MainWindow::setGroupingRules(const GroupingRules &rules)
{
    m_gridPage->setGroupingRules(rules);
}

void MainWindow::setReferenceTime(qint64 utcSeconds)
{
    m_gridPage->setReferenceTime(utcSeconds);
}

void MainWindow::showPastGrid(JobGridModel *past)
{
    m_gridPage->showPastGrid(past);
}

void MainWindow::setContextTitle(const QString &title)
{
    setWindowTitle(title.isEmpty() ? tr("HUD Watch") : tr("HUD Watch — %1").arg(title));
}

void MainWindow::setSecurityWarnings(const QStringList &warnings)
{
    m_securityBanner->say(warnings.join(u'\n'));
}

QString MainWindow::securityWarningText() const
{
    return m_securityBanner->shownText();
}

void MainWindow::setTimeMachineBanner(const QString &text)
{
    m_timeMachineBanner->say(text);
}

QString MainWindow::timeMachineBannerText() const
{
    return m_timeMachineBanner->shownText();
}

QString MainWindow::bannerText() const
{
    return m_gridPage->bannerText();
}

QString MainWindow::bannerAction() const
{
    return m_gridPage->bannerAction();
}

void MainWindow::triggerBannerAction()
{
    m_gridPage->triggerBannerAction();
}

QString MainWindow::statusText() const
{
    return m_status->fullText();
}

bool MainWindow::openTarget(const QUrl &target)
{
    show();
    raise();
    activateWindow();
    const QUrlQuery query(target);
    if (target.host() == u"backends") {
        // hudwatch://backends?repo=…: that backend's detail, else the overview.
        const QString repo = query.queryItemValue(QStringLiteral("repo"), QUrl::FullyDecoded);
        const Result<void, ViewError> shown
            = repo.isEmpty() ? Result<void, ViewError>() : showView(QStringLiteral("backend:") + repo);
        if (!repo.isEmpty() && shown)
            return true;
        (void)showView(QStringLiteral("backends"));
        if (!shown)
            showMessage(shown.error().message, 6000);
        return false;
    }
    (void)showView(QStringLiteral("grid"));
    const QString column = query.queryItemValue(QStringLiteral("column"), QUrl::FullyDecoded);
    const QString sha = query.queryItemValue(QStringLiteral("sha"), QUrl::FullyDecoded);
    if (column.isEmpty())
        return false;
    const int c = m_gridPage->columnOf(column);
    if (c < 0) {
        showMessage(tr("%1 is not in the grid — if it is filtered out, clear the job filter (/ then Esc) and untick Hide "
                       "green, Hide unstable and Hide skipped")
                        .arg(column), 6000);
        return false;
    }
    m_gridPage->selectCell(std::max(0, m_gridPage->rowOf(sha)), c, false);
    return true;
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
    m_gridPage->setAlertMarks(subjects(mutedKeys, u"job:"), subjects(acknowledgedKeys, u"job:"));
    m_backends->overview()->setAlertMarks(subjects(mutedKeys, u"backend:"), subjects(acknowledgedKeys, u"backend:"));
}

QVector<PaletteEntry> MainWindow::paletteEntries() const
{
    return MainWindowPalette::entries(this, m_menus->paletteEntries());
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
    MainWindowPalette::goTo(this, entry);
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
