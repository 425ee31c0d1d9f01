#include "MainWindowMenus.h"

#include "MainWindow.h"
#include "backends/BackendsPage.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDateTime>
#include <QKeySequence>
#include <QMenuBar>
#include <QMessageBox>
#include <QTabWidget>

#include <functional>

namespace hw {

MainWindowMenus::MainWindowMenus(MainWindow *window, const Tabs &tabs)
    : m_window(window)
{
    addFileMenu();
    m_profileMenu = window->menuBar()->addMenu(tr("&Profile"));
    addViewMenu(tabs);
    addSettingsMenu();
    addHelpMenu();
}

void MainWindowMenus::addFileMenu()
{
    MainWindow *w = m_window;
    QMenu *file = w->menuBar()->addMenu(tr("&File"));
    QAction *refresh = file->addAction(tr("&Refresh now"), w, &MainWindow::refreshRequested);
    refresh->setShortcut(QKeySequence::Refresh);
    file->addAction(tr("&Pause / resume refresh\tSpace"), w, &MainWindow::pauseToggleRequested);
    m_passwordAction = file->addAction(tr("Set ClickHouse pass&word…"), w, &MainWindow::passwordChangeRequested);
    m_passwordAction->setVisible(false);
    m_relayTokenAction = file->addAction(tr("Set relay API &token…"), w, &MainWindow::relayTokenChangeRequested);
    m_relayTokenAction->setVisible(false);
    file->addAction(tr("E&xport time window…"), w, &MainWindow::exportTimeWindowRequested);
    file->addSeparator();
    m_signInAction = file->addAction(tr("Sign &in with the browser…"), w, [w] { emit w->signInRequested(false); });
    m_signInDeviceAction = file->addAction(
        tr("Sign in with a &code on another device…"), w, [w] { emit w->signInRequested(true); });
    m_signOutAction = file->addAction(tr("Sign &out"), w, &MainWindow::signOutRequested);
    for (QAction *a : { m_signInAction, m_signInDeviceAction, m_signOutAction })
        a->setVisible(false);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), qApp, &QApplication::quit);
    quit->setShortcut(QKeySequence::Quit);
}

void MainWindowMenus::addViewMenu(const Tabs &t)
{
    QMenu *viewMenu = m_window->menuBar()->addMenu(tr("&View"));
    const auto add = [&](const QString &text, Qt::Key key, std::function<void()> show) {
        QAction *a = viewMenu->addAction(text, m_window, std::move(show));
        a->setShortcut(QKeySequence(Qt::CTRL | key));
    };
    add(tr("&Grid"), Qt::Key_1, [t] { t.tabs->setCurrentIndex(0); });
    add(tr("&Backends"), Qt::Key_2, [t] {
        t.tabs->setCurrentIndex(1);
        t.backends->showOverview();
    });
    add(tr("&Flaky tests"), Qt::Key_3, [t] { t.tabs->setCurrentWidget(t.flaky); });
    add(tr("&Trunk health"), Qt::Key_4, [t] { t.tabs->setCurrentWidget(t.trunk); });
    add(tr("GPU &utilization"), Qt::Key_5, [t] { t.tabs->setCurrentWidget(t.utilization); });
    viewMenu->addSeparator();
    QAction *palette = viewMenu->addAction(tr("&Command palette…"), m_window, &MainWindow::openCommandPalette);
    palette->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
}

void MainWindowMenus::addSettingsMenu()
{
    MainWindow *w = m_window;
    QMenu *settings = m_settingsMenu = w->menuBar()->addMenu(tr("&Settings"));
    settings->addAction(tr("&Alert rules…"), w, &MainWindow::alertRulesRequested);
    m_snoozeAction = settings->addAction(tr("S&nooze notifications for 1 hour"));
    m_snoozeAction->setCheckable(true);
    QObject::connect(m_snoozeAction, &QAction::triggered, w,
        [w](bool on) { emit w->snoozeNotificationsRequested(on ? 60 : 0); });
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
        QObject::connect(a, &QAction::triggered, w, [w, chosen = scheme] { emit w->themeChosen(chosen); });
    }
}

void MainWindowMenus::addHelpMenu()
{
    MainWindow *w = m_window;
    QMenu *help = w->menuBar()->addMenu(tr("&Help"));
    QAction *keys = help->addAction(tr("&Keyboard shortcuts"), w, &MainWindow::showShortcuts);
    keys->setShortcut(QKeySequence(Qt::Key_Question));
    help->addAction(tr("&About HUD Watch"), w, [w] {
        QMessageBox::about(w, tr("About HUD Watch"),
            tr("HUD Watch %1\nA desktop console for large CI systems.").arg(QApplication::applicationVersion()));
    });
}

void MainWindowMenus::setPasswordActionVisible(bool visible)
{
    m_passwordAction->setVisible(visible);
}

bool MainWindowMenus::isPasswordActionVisible() const
{
    return m_passwordAction->isVisible();
}

void MainWindowMenus::setRelayTokenActionVisible(bool visible)
{
    m_relayTokenAction->setVisible(visible);
}

void MainWindowMenus::setAccountStatus(const AccountStatus &status)
{
    using State = AccountStatus::State;
    const bool configured = status.state != State::NotConfigured;
    const bool signedIn = status.isSignedIn();
    m_signInAction->setVisible(configured);
    m_signInDeviceAction->setVisible(configured);
    m_signOutAction->setVisible(configured);
    m_signInAction->setEnabled(!signedIn && status.state != State::Reading);
    m_signInDeviceAction->setEnabled(!signedIn && status.state != State::Reading);
    m_signOutAction->setEnabled(signedIn);
}

void MainWindowMenus::setProfiles(const QStringList &names, const QString &current)
{
    MainWindow *w = m_window;
    m_profileMenu->clear();
    auto *group = new QActionGroup(m_profileMenu);
    const auto add = [this, w, group, &current](const QString &label, const QString &name) {
        QAction *a = m_profileMenu->addAction(label, w, [w, name] { emit w->profileSwitchRequested(name); });
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
    m_profileMenu->addAction(tr("&New profile…"), w, [w] { emit w->profileEditRequested(true); });
    QAction *edit = m_profileMenu->addAction(tr("&Edit this profile…"), w, [w] { emit w->profileEditRequested(false); });
    edit->setEnabled(!current.isEmpty());
    m_profileMenu->addAction(tr("&Import a profile…"), w, &MainWindow::profileImportRequested);
    QAction *exportAction = m_profileMenu->addAction(tr("E&xport this profile…"), w, &MainWindow::profileExportRequested);
    exportAction->setEnabled(!current.isEmpty());
}

QStringList MainWindowMenus::profileMenuEntries() const
{
    QStringList entries;
    for (QAction *a : m_profileMenu->actions())
        if (!a->isSeparator() && a->isCheckable())
            entries << (a->isChecked() ? QStringLiteral("* ") : QStringLiteral("  ")) + a->text();
    return entries;
}

void MainWindowMenus::setNotificationsSnoozedUntil(qint64 utcSecs, qint64 now)
{
    const bool snoozed = utcSecs > now;
    m_snoozeAction->setChecked(snoozed);
    m_snoozeAction->setText(snoozed ? tr("S&nooze notifications (until %1; uncheck to resume)")
                                          .arg(QDateTime::fromSecsSinceEpoch(utcSecs).toLocalTime().toString(QStringLiteral("HH:mm")))
                                    : tr("S&nooze notifications for 1 hour"));
}

void MainWindowMenus::setThemeChoice(ColorScheme scheme)
{
    for (QAction *a : m_themeGroup->actions())
        a->setChecked(a->data().toInt() == int(scheme));
}

ColorScheme MainWindowMenus::themeChoice() const
{
    const QAction *checked = m_themeGroup->checkedAction();
    return checked ? ColorScheme(checked->data().toInt()) : ColorScheme::System;
}

QVector<PaletteEntry> MainWindowMenus::paletteEntries() const
{
    QVector<PaletteEntry> out;
    const std::function<void(const QMenu *, const QString &)> addMenu = [&](const QMenu *menu, const QString &path) {
        for (QAction *a : menu->actions()) {
            if (a->isSeparator() || !a->isVisible() || !a->isEnabled())
                continue;
            QString text = a->text().section(u'\t', 0, 0);
            text.remove(u'&');
            if (a->menu())
                addMenu(a->menu(), path + QStringLiteral(" ▸ ") + text);
            else
                out.append({ PaletteEntry::Kind::Action, path + QStringLiteral(" ▸ ") + text,
                    QString::number(reinterpret_cast<quintptr>(a)) });
        }
    };
    for (QAction *a : m_window->menuBar()->actions())
        if (a->menu())
            addMenu(a->menu(), a->menu()->title().remove(u'&'));
    return out;
}

} // namespace hw
