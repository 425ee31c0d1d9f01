#pragma once

#include "auth/AccountStatus.h"
#include "commands/CommandPaletteModel.h"
#include "palette/ColorScheme.h"

#include <QCoreApplication>
#include <QStringList>
#include <QVector>

class QAction;
class QActionGroup;
class QMenu;
class QTabWidget;
class QWidget;

namespace hw {

class BackendsPage;
class MainWindow;

// The window's menu bar: File, Profile, View, Settings and Help. Its actions emit the window's
// signals or switch its tabs; the window shows, hides and checks the entries that depend on the
// profile through the setters here. Strings keep MainWindow's translation context.
class MainWindowMenus
{
    Q_DECLARE_TR_FUNCTIONS(hw::MainWindow)

public:
    // The tabs the View menu switches to.
    struct Tabs {
        QTabWidget *tabs = nullptr;
        QWidget *grid = nullptr;
        BackendsPage *backends = nullptr;
        QWidget *flaky = nullptr;
        QWidget *trunk = nullptr;
        QWidget *utilization = nullptr;
    };

    // Fills window's menu bar.
    MainWindowMenus(MainWindow *window, const Tabs &tabs);

    QMenu *settingsMenu() const { return m_settingsMenu; }
    void setPasswordActionVisible(bool visible);
    bool isPasswordActionVisible() const;
    void setRelayTokenActionVisible(bool visible);
    // File ▸ Sign in / Sign out: shown with a sign-in, enabled by its state.
    void setAccountStatus(const AccountStatus &status);
    // The Profile menu: the saved profiles (current one checked; "" is the demo recording).
    void setProfiles(const QStringList &names, const QString &current);
    QStringList profileMenuEntries() const;
    // Settings ▸ Snooze notifications: checked, and saying until when, while snoozed (0: not).
    void setNotificationsSnoozedUntil(qint64 utcSecs, qint64 now);
    void setThemeChoice(ColorScheme scheme);
    ColorScheme themeChoice() const;
    // The menus' enabled and visible actions as palette entries ("File ▸ Refresh now").
    QVector<PaletteEntry> paletteEntries() const;

private:
    void addFileMenu();
    void addViewMenu(const Tabs &tabs);
    void addSettingsMenu();
    void addHelpMenu();

    MainWindow *m_window;
    QAction *m_passwordAction = nullptr;
    QAction *m_relayTokenAction = nullptr;
    QAction *m_signInAction = nullptr;
    QAction *m_signInDeviceAction = nullptr;
    QAction *m_signOutAction = nullptr;
    QAction *m_snoozeAction = nullptr;
    QMenu *m_profileMenu = nullptr;
    QMenu *m_settingsMenu = nullptr;
    QActionGroup *m_themeGroup = nullptr;
};

} // namespace hw
