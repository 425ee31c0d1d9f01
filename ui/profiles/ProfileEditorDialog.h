#pragma once

#include "profiles/ConnectionCheck.h"
#include "profiles/ProfileSettings.h"

#include <QDialog>
#include <QStringList>
#include <QVector>

class QCheckBox;
class QDialogButtonBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace hw {

// Creates or edits one profile. A form only: it validates as the profile file is read (the
// same reader, the same messages), never touches the network, the keychain or files; the caller
// saves profile(), puts password() in the keychain and runs the connection test it asks for.
class ProfileEditorDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Mode { New, Edit };

    // existingNames: the saved profiles, so that a new profile cannot take a used name.
    explicit ProfileEditorDialog(Mode mode, const hw::ProfileSettings &profile,
        const QStringList &existingNames = {}, QWidget *parent = nullptr);

    Mode mode() const { return m_mode; }
    // The profile as the form says (no secret: the password is not part of it).
    hw::ProfileSettings profile() const;
    // The ClickHouse password typed in; empty: leave the keychain's unchanged.
    QString password() const;
    // Empty when the form is a valid profile, else why not ("clickhouse/url: ...").
    QString validationError() const { return m_error; }

public slots:
    // Lists each check with ✓ or ✗ and its detail.
    void showTestResults(const QVector<hw::ConnectionCheck> &checks);

signals:
    void testRequested(const hw::ProfileSettings &profile, const QString &password);

private:
    QGroupBox *clickHouseGroup();
    QGroupBox *relayGroup();
    QGroupBox *signInGroup();
    QGroupBox *pollingGroup();
    // A checkbox for plain http and the warning shown while it is ticked.
    QCheckBox *insecureBox(QFormLayout *form, QLabel **warning);
    void fill(const ProfileSettings &profile);
    void validate();
    void requestTest();

    Mode m_mode;
    // What the dialog does not show (the logs/* keys, …) is kept from the profile it opened.
    ProfileSettings m_original;
    QStringList m_existingNames;
    QString m_error;
    QLineEdit *m_name;
    QLineEdit *m_clickHouseUrl;
    QCheckBox *m_clickHouseInsecure;
    QLabel *m_clickHouseWarning;
    QLineEdit *m_user;
    QLineEdit *m_database;
    QLineEdit *m_password;
    QSpinBox *m_connectTimeout;
    QSpinBox *m_readTimeout;
    QSpinBox *m_requestTimeout;
    QSpinBox *m_maxResponseMB;
    QLineEdit *m_relayUrl;
    QLineEdit *m_allowlistFile;
    QCheckBox *m_relayInsecure;
    QLabel *m_relayWarning;
    QLineEdit *m_issuer;
    QLineEdit *m_clientId;
    QLineEdit *m_scope;
    QCheckBox *m_oauthInsecure;
    QLabel *m_oauthWarning;
    QLineEdit *m_repository;
    QLineEdit *m_branch;
    QSpinBox *m_pollInterval;
    QSpinBox *m_maxCommits;
    QLineEdit *m_groupingFile;
    QPlainTextEdit *m_unstablePatterns;
    QLineEdit *m_cachePath;
    QLabel *m_reason;
    QPushButton *m_test;
    QListWidget *m_results;
    QDialogButtonBox *m_buttons;
};

} // namespace hw
