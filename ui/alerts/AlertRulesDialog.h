#pragma once

#include "profiles/ProfileSettings.h"

#include <QDialog>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;
class QSpinBox;

namespace hw {

// Settings ▸ Alert rules…: the profile's [alerts] keys as a form. It validates as the profile
// file is read (the same reader, the same messages: a bad job pattern names itself and why) and
// keeps OK disabled until the form is valid; the caller saves profile() and applies its rules.
class AlertRulesDialog : public QDialog
{
    Q_OBJECT
public:
    explicit AlertRulesDialog(const ProfileSettings &profile, QWidget *parent = nullptr);

    // The profile it opened with the form's alert rules and cctray port.
    ProfileSettings profile() const;
    // Empty when valid, else why not ("alerts/jobPatterns: …").
    QString validationError() const { return m_error; }

    QSpinBox *consecutiveFailures() const { return m_consecutive; }
    QCheckBox *groupRule() const { return m_group; }
    QSpinBox *trunkRedMinutes() const { return m_trunkRed; }
    QSpinBox *staleMinutes() const { return m_stale; }
    QSpinBox *stillBrokenHours() const { return m_stillBroken; }
    QPlainTextEdit *jobPatterns() const { return m_patterns; }
    QCheckBox *backendRules() const { return m_backends; }
    QSpinBox *cctrayPort() const { return m_cctray; }
    QDialogButtonBox *buttons() const { return m_buttons; }

private:
    void validate();

    ProfileSettings m_original;
    QString m_error;
    QSpinBox *m_consecutive;
    QCheckBox *m_group;
    QSpinBox *m_trunkRed;
    QSpinBox *m_stale;
    QSpinBox *m_stillBroken;
    QPlainTextEdit *m_patterns;
    QCheckBox *m_backends;
    QSpinBox *m_cctray;
    QLabel *m_reason;
    QDialogButtonBox *m_buttons;
};

} // namespace hw
