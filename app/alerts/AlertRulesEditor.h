#pragma once

#include "profiles/ProfileSettings.h"

#include <QObject>

namespace hw {

class AlertMonitor;
class MainWindow;

// Settings ▸ Alert rules…: the dialog, saved to the profile (the demo's last for this run) and
// applied to the monitor at once, the cctray feed moved to a new port if it changed.
class AlertRulesEditor : public QObject
{
    Q_OBJECT
public:
    // profileName: "" for the demo (nothing to save the rules in).
    AlertRulesEditor(ProfileSettings profile, QString profileName, AlertMonitor *alerts, MainWindow *window,
        QObject *parent = nullptr);

    void edit();

private:
    void apply(const ProfileSettings &edited);

    ProfileSettings m_profile;
    QString m_profileName;
    AlertMonitor *m_alerts;
    MainWindow *m_window;
};

} // namespace hw
