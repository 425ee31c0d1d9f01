#include "AlertRulesEditor.h"

#include "AlertMonitor.h"
#include "MainWindow.h"
#include "alerts/AlertRulesDialog.h"

#include <QMessageBox>
#include <QStatusBar>

namespace hw {

AlertRulesEditor::AlertRulesEditor(
    ProfileSettings profile, QString profileName, AlertMonitor *alerts, MainWindow *window, QObject *parent)
    : QObject(parent)
    , m_profile(std::move(profile))
    , m_profileName(std::move(profileName))
    , m_alerts(alerts)
    , m_window(window)
{
    connect(window, &MainWindow::alertRulesRequested, this, &AlertRulesEditor::edit);
}

void AlertRulesEditor::edit()
{
    // A profile's rules come fresh from its file: a hand edit since the start is kept.
    ProfileSettings current = m_profile;
    if (!m_profileName.isEmpty()) {
        Result<ProfileSettings> loaded = ProfileSettings::load(m_profileName);
        if (!loaded) {
            QMessageBox::warning(m_window, tr("Alert rules"), loaded.error().message);
            return;
        }
        current = std::move(*loaded);
    }
    auto *dialog = new AlertRulesDialog(current, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { apply(dialog->profile()); });
    dialog->show();
}

void AlertRulesEditor::apply(const ProfileSettings &edited)
{
    if (const Result<void> saved = m_profileName.isEmpty() ? Result<void>() : edited.save(); !saved) {
        QMessageBox::warning(m_window, tr("Alert rules"), saved.error().message);
        return;
    }
    m_window->statusBar()->showMessage(m_profileName.isEmpty()
            ? tr("Alert rules changed for this run (the demo has no profile to keep them)")
            : tr("Alert rules saved in profile %1").arg(m_profileName),
        6000);
    m_profile.alertRules = edited.alertRules;
    m_alerts->setRules(edited.alertRules); // from the next evaluation
    if (edited.cctrayPort == m_profile.cctrayPort)
        return;
    m_profile.cctrayPort = edited.cctrayPort;
    m_alerts->stopCcTray();
    if (edited.cctrayPort > 0)
        if (auto served = m_alerts->serveCcTray(quint16(edited.cctrayPort)); !served)
            QMessageBox::warning(m_window, tr("Alert rules"), served.error().message);
}

} // namespace hw
