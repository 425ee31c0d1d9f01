#pragma once

#include "domain/JobRun.h"

#include "auth/AccountStatus.h"
#include "backends/BackendsSnapshot.h"
#include "domain/SourceStatus.h"
#include "KeyboardSheet.h"
#include "ViewError.h"
#include "commands/CommandPaletteModel.h"
#include "domain/Result.h"
#include "palette/ColorScheme.h"

#include <QMainWindow>
#include <QSet>
#include <QStringList>

#include <memory>

class QLabel;
class QMenu;
class QTabWidget;

namespace hw {

class NoticeBanner;
class CommandPalette;

class JobGridModel;
class GridColumnFilterProxy;
class GridPage;
class GroupingRules;
class JobGridView;
class GridFilterBar;
class MainWindowMenus;
class MainWindowViews;
class SourceStatusWidget;
class BackendsPage;
class TrunkPage;
class FlakyPage;
class UtilizationPage;
class TimelineScrubber;

// The console's window: the tabs (the grid's page first), the banners above every tab (security,
// sign-in, time machine), the time machine's timeline below them, the menus and the per-source
// status bar. It hands the grid model the composition root gives it to the grid's page; it never
// talks to sources or the cache.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(JobGridModel *grid, QWidget *parent = nullptr);
    ~MainWindow() override;

    GridPage *gridPage() const { return m_gridPage; }
    JobGridView *gridView() const;
    GridFilterBar *filterBar() const;
    QMenu *settingsMenu() const;
    GridColumnFilterProxy *columnFilter() const;
    // The job groups the grouped view shows (HUD's defaults, or the profile's grid/groupingFile).
    const GroupingRules &groupingRules() const;

    // Status of one source (status bar + banner when the data on screen is stale or failing).
    void setSourceStatus(const SourceStatus &status);
    // "Now" for relative commit times; replay passes its clock.
    void setReferenceTime(qint64 utcSeconds);
    // Grouping patterns from a user's JSON file instead of HUD's defaults.
    void setGroupingRules(const GroupingRules &rules);
    // The backends tab: its data and the status of its sources.
    BackendsPage *backendsPage() const { return m_backends; }
    TrunkPage *trunkPage() const { return m_trunk; }
    FlakyPage *flakyPage() const { return m_flaky; }
    UtilizationPage *utilizationPage() const { return m_utilization; }
    // The time machine's timeline under the grid; hidden until a feed shows it (replay).
    TimelineScrubber *timeline() const { return m_timeline; }
    // The grid shows `past` (the time machine's model of an instant) instead of the live model,
    // which keeps updating unseen; null shows the live one again.
    void showPastGrid(JobGridModel *past);
    void setBackendsSnapshot(const BackendsSnapshot &snapshot);
    void setBackendsStatus(const SourceStatus &status);
    // Shows a view: "grid", "trunk", "flaky[:<test>]", "utilization[:fleet|:<job id>]", "backends" or
    // "backend:<owner/repo>[@jobs|@chart|@history|@readiness]"; the error says why not.
    Result<void, ViewError> showView(const QString &view);
    // With a tray: closing hides the window (the console keeps watching); quitFromTray() quits.
    void setKeepInTrayOnClose(bool keep) { m_keepInTray = keep; }
    void quitFromTray();
    // The alert preferences' keys ("job:<column>", "backend:<repo>"): the grid marks its jobs.
    void setAlertMarks(const QSet<QString> &mutedKeys, const QSet<QString> &acknowledgedKeys);
    // Settings ▸ Snooze notifications: checked, and saying until when, while snoozed (0: not).
    void setNotificationsSnoozedUntil(qint64 utcSecs, qint64 now);
    // A notification's "Open": hudwatch://grid?column=<name>&sha=<sha> selects that cell; false
    // when the grid has no such column (any more).
    bool openTarget(const QUrl &target);
    QString currentView() const;

    // A one-line title suffix: profile name or "demo".
    void setContextTitle(const QString &title);

    // Shows "File > Set ClickHouse password..." (only profiles have one).
    void setPasswordActionVisible(bool visible);
    // Shows "File > Set relay API token..." (profiles with a relay URL).
    void setRelayTokenActionVisible(bool visible);

    // The profile's sign-in: who and until when in the status bar, File ▸ Sign in / Sign out, and
    // a banner with "Sign in…" when the provider ended the sign-in or there is no keychain.
    // NotConfigured hides all of it.
    void setAccountStatus(const AccountStatus &status);
    // "Sign in…" in the banner uses the code flow (a provider that prefers it: GitHub).
    void setPreferDeviceSignIn(bool device) { m_preferDeviceSignIn = device; }
    QString accountText() const;
    QString accountBannerText() const;
    void triggerAccountBannerAction();

    // The Profile menu: the saved profiles (current one checked; "" is the demo recording).
    void setProfiles(const QStringList &names, const QString &current);
    QStringList profileMenuEntries() const;

    // Warnings shown above both tabs for as long as the window is open (e.g. a profile that
    // allows plain http to a remote host); empty hides them.
    void setSecurityWarnings(const QStringList &warnings);
    QString securityWarningText() const;

    // The time machine: a strip above every tab while the window shows the past ("◀◀ Replaying
    // FILE — showing 2024-08-14 03:10 UTC"); empty hides it.
    void setTimeMachineBanner(const QString &text);
    QString timeMachineBannerText() const;

    QString bannerText() const;
    // The grid banner's button ("Set password…") while shown, else empty; and a click on it.
    QString bannerAction() const;
    void triggerBannerAction();
    // The whole status-bar text (the bar itself may show it elided).
    QString statusText() const;

    // Cell colours for a dark or light window background; follows the palette by itself.
    void applyThemeFromPalette();
    // Ctrl+K: the command palette over views, actions, backends, jobs and flaky tests.
    CommandPalette *openCommandPalette();
    QVector<PaletteEntry> paletteEntries() const;
    // Goes where a palette entry points (selects the backend, the job's column, opens the test).
    void goTo(const PaletteEntry &entry);
    // "?": the keyboard sheet, from the window's actions at this moment.
    KeyboardSheet *showShortcuts();
    QVector<KeyboardSheet::Entry> keyboardEntries() const;
    // Checks Settings ▸ Theme's entry (System, Light or Dark); emits nothing.
    void setThemeChoice(ColorScheme scheme);
    ColorScheme themeChoice() const;

protected:
    void changeEvent(QEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

signals:
    void pauseToggleRequested();
    void refreshRequested();
    void passwordChangeRequested();
    void relayTokenChangeRequested();
    // device: the code flow on another device (RFC 8628) instead of this machine's browser.
    void signInRequested(bool device);
    void signOutRequested();
    // Another profile ("" for the demo recording), switched in place without a restart.
    void profileSwitchRequested(const QString &name);
    // Profile ▸ New / Edit (the current one) / Import / Export.
    void profileEditRequested(bool newProfile);
    // Settings ▸ Alert rules….
    void alertRulesRequested();
    // Settings ▸ Snooze notifications for 1 hour (minutes 0: resume now). The tray's menu has the
    // same; this one also serves desktops without a tray.
    void snoozeNotificationsRequested(int minutes);
    // Settings ▸ Theme: the user chose System, Light or Dark.
    void themeChosen(hw::ColorScheme scheme);
    void profileImportRequested();
    void profileExportRequested();
    void hiddenToTray();
    // The grid menu's alert toggles, by alert key ("job:<column>").
    void muteAlertsToggled(const QString &key);
    // Every new backends snapshot (the alert rules run on it).
    void backendsSnapshotChanged(const hw::BackendsSnapshot &snapshot);
    void acknowledgeAlertToggled(const QString &key);
    // File ▸ Export time window…
    void exportTimeWindowRequested();
    // "l" on a grid cell: the log of its newest run (id, html_url, status, failure line, names).
    void jobLogRequested(const hw::JobRun &job);

private:
    QWidget *buildTop();
    void addTabs();
    void connectPages();
    void showMessage(const QString &message, int timeoutMs);

    bool m_keepInTray = false;
    bool m_quitting = false;
    bool m_preferDeviceSignIn = false;
    QLabel *m_account = nullptr;
    CommandPalette *m_palette = nullptr;
    NoticeBanner *m_accountBanner = nullptr;

    QTabWidget *m_tabs = nullptr;
    GridPage *m_gridPage;
    BackendsPage *m_backends = nullptr;
    TrunkPage *m_trunk = nullptr;
    FlakyPage *m_flaky = nullptr;
    UtilizationPage *m_utilization = nullptr;
    NoticeBanner *m_securityBanner;
    NoticeBanner *m_timeMachineBanner = nullptr;
    TimelineScrubber *m_timeline = nullptr;
    SourceStatusWidget *m_status;
    std::unique_ptr<MainWindowViews> m_views;
    std::unique_ptr<MainWindowMenus> m_menus;
};

} // namespace hw
