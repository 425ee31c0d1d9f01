#include "ProfileEditorDialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace hw {

namespace {

QSpinBox *spinBox(int min, int max, const QString &suffix = {})
{
    auto *box = new QSpinBox;
    box->setRange(min, max);
    box->setSuffix(suffix);
    return box;
}

QLineEdit *lineEdit(const QString &objectName, const QString &placeholder = {})
{
    auto *edit = new QLineEdit;
    edit->setObjectName(objectName);
    edit->setPlaceholderText(placeholder);
    return edit;
}

QUrl urlOf(const QLineEdit *edit)
{
    const QString text = edit->text().trimmed();
    return text.isEmpty() ? QUrl() : QUrl(text, QUrl::StrictMode);
}

} // namespace

ProfileEditorDialog::ProfileEditorDialog(
    Mode mode, const ProfileSettings &profile, const QStringList &existingNames, QWidget *parent)
    : QDialog(parent)
    , m_mode(mode)
    , m_original(profile)
    , m_existingNames(existingNames)
{
    setWindowTitle(mode == Mode::New ? tr("New profile") : tr("Edit profile %1").arg(profile.name));
    auto *layout = new QVBoxLayout(this);
    auto *nameForm = new QFormLayout;
    m_name = lineEdit(QStringLiteral("name"), tr("letters, digits, . _ -"));
    m_name->setReadOnly(mode == Mode::Edit); // the name is the file and the keychain key
    nameForm->addRow(tr("&Name:"), m_name);
    layout->addLayout(nameForm);
    layout->addWidget(clickHouseGroup());
    layout->addWidget(relayGroup());
    layout->addWidget(signInGroup());
    layout->addWidget(pollingGroup());

    m_test = new QPushButton(tr("&Test connection"));
    m_test->setObjectName(QStringLiteral("testConnection"));
    m_results = new QListWidget;
    m_results->setObjectName(QStringLiteral("testResults"));
    m_results->setVisible(false);
    layout->addWidget(m_test, 0, Qt::AlignLeft);
    layout->addWidget(m_results);

    auto *bottom = new QHBoxLayout;
    m_reason = new QLabel;
    m_reason->setObjectName(QStringLiteral("validationReason"));
    m_reason->setWordWrap(true);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    bottom->addWidget(m_reason, 1);
    bottom->addWidget(m_buttons);
    layout->addLayout(bottom);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_test, &QPushButton::clicked, this, &ProfileEditorDialog::requestTest);

    fill(profile);
    // Every edit re-validates: OK is only ever enabled for a profile that would load.
    for (QLineEdit *edit : findChildren<QLineEdit *>())
        connect(edit, &QLineEdit::textChanged, this, &ProfileEditorDialog::validate);
    for (QCheckBox *box : findChildren<QCheckBox *>())
        connect(box, &QCheckBox::toggled, this, &ProfileEditorDialog::validate);
    for (QSpinBox *box : findChildren<QSpinBox *>())
        connect(box, &QSpinBox::valueChanged, this, &ProfileEditorDialog::validate);
    connect(m_unstablePatterns, &QPlainTextEdit::textChanged, this, &ProfileEditorDialog::validate);
    validate();
}

QCheckBox *ProfileEditorDialog::insecureBox(QFormLayout *form, QLabel **warning)
{
    auto *box = new QCheckBox(tr("Allow plain http to a host that is not this machine"));
    *warning = new QLabel(
        tr("⚠ Plain http: the password, tokens and data cross the network unencrypted. Use it only "
           "on a network you trust."));
    (*warning)->setWordWrap(true);
    (*warning)->setVisible(false);
    form->addRow(QString(), box);
    form->addRow(QString(), *warning);
    connect(box, &QCheckBox::toggled, *warning, &QLabel::setVisible);
    return box;
}

QGroupBox *ProfileEditorDialog::clickHouseGroup()
{
    auto *group = new QGroupBox(tr("ClickHouse"));
    auto *form = new QFormLayout(group);
    m_clickHouseUrl = lineEdit(QStringLiteral("clickHouseUrl"), QStringLiteral("https://host:8443"));
    form->addRow(tr("&URL:"), m_clickHouseUrl);
    m_clickHouseInsecure = insecureBox(form, &m_clickHouseWarning);
    m_clickHouseInsecure->setObjectName(QStringLiteral("clickHouseAllowInsecureHttp"));
    m_clickHouseWarning->setObjectName(QStringLiteral("clickHouseInsecureWarning"));
    m_user = lineEdit(QStringLiteral("user"));
    form->addRow(tr("U&ser:"), m_user);
    m_password = lineEdit(QStringLiteral("password"), tr("unchanged"));
    m_password->setEchoMode(QLineEdit::Password);
    form->addRow(tr("&Password:"), m_password);
    form->addRow(QString(), new QLabel(tr("Kept in the system keychain, never in the profile file.")));
    m_database = lineEdit(QStringLiteral("database"));
    form->addRow(tr("&Database:"), m_database);
    m_connectTimeout = spinBox(1, ProfileSettings::maxConnectTimeoutSeconds, tr(" s"));
    form->addRow(tr("Connect timeout:"), m_connectTimeout);
    m_readTimeout = spinBox(1, ProfileSettings::maxReadTimeoutSeconds, tr(" s"));
    form->addRow(tr("Read timeout:"), m_readTimeout);
    m_requestTimeout = spinBox(1, ProfileSettings::maxRequestTimeoutSeconds, tr(" s"));
    form->addRow(tr("Request timeout:"), m_requestTimeout);
    m_maxResponseMB = spinBox(1, ProfileSettings::maxResponseMBLimit, tr(" MB"));
    form->addRow(tr("Largest reply:"), m_maxResponseMB);
    return group;
}

QGroupBox *ProfileEditorDialog::relayGroup()
{
    auto *group = new QGroupBox(tr("Relay"));
    auto *form = new QFormLayout(group);
    m_relayUrl = lineEdit(QStringLiteral("relayUrl"), QStringLiteral("https://hud.pytorch.org"));
    form->addRow(tr("R&elay URL:"), m_relayUrl);
    m_allowlistFile = lineEdit(QStringLiteral("allowlistFile"), tr("path or URL of an allowlist.yml"));
    form->addRow(tr("&Allowlist file:"), m_allowlistFile);
    m_relayInsecure = insecureBox(form, &m_relayWarning);
    m_relayInsecure->setObjectName(QStringLiteral("relayAllowInsecureHttp"));
    m_relayWarning->setObjectName(QStringLiteral("relayInsecureWarning"));
    return group;
}

QGroupBox *ProfileEditorDialog::signInGroup()
{
    auto *group = new QGroupBox(tr("Sign-in"));
    auto *form = new QFormLayout(group);
    m_issuer = lineEdit(QStringLiteral("oauthIssuer"), tr("the OpenID provider's issuer URL"));
    form->addRow(tr("&Issuer:"), m_issuer);
    m_clientId = lineEdit(QStringLiteral("oauthClientId"));
    form->addRow(tr("&Client ID:"), m_clientId);
    m_scope = lineEdit(QStringLiteral("oauthScope"));
    form->addRow(tr("Sc&ope:"), m_scope);
    m_oauthInsecure = insecureBox(form, &m_oauthWarning);
    m_oauthInsecure->setObjectName(QStringLiteral("oauthAllowInsecureHttp"));
    m_oauthWarning->setObjectName(QStringLiteral("oauthInsecureWarning"));
    return group;
}

QGroupBox *ProfileEditorDialog::pollingGroup()
{
    auto *group = new QGroupBox(tr("Polling"));
    auto *form = new QFormLayout(group);
    m_repository = lineEdit(QStringLiteral("repository"));
    m_repository->setPlaceholderText(QStringLiteral("pytorch/pytorch"));
    m_repository->setToolTip(tr("The one GitHub repository (owner/repo) this profile watches: every query filters by it."));
    form->addRow(tr("&Repository:"), m_repository);
    m_branch = lineEdit(QStringLiteral("branch"));
    form->addRow(tr("&Branch:"), m_branch);
    m_pollInterval
        = spinBox(ProfileSettings::minPollIntervalSeconds, ProfileSettings::maxPollIntervalSeconds, tr(" s"));
    form->addRow(tr("Poll &every:"), m_pollInterval);
    m_maxCommits = spinBox(1, ProfileSettings::maxCommitsLimit);
    form->addRow(tr("Commits &shown:"), m_maxCommits);
    m_groupingFile = lineEdit(QStringLiteral("groupingFile"), tr("empty: the bundled HUD grouping"));
    form->addRow(tr("&Grouping file:"), m_groupingFile);
    m_unstablePatterns = new QPlainTextEdit;
    m_unstablePatterns->setObjectName(QStringLiteral("unstablePatterns"));
    m_unstablePatterns->setPlaceholderText(tr("one column-name pattern per line"));
    m_unstablePatterns->setMaximumHeight(80);
    form->addRow(tr("Unstable jobs:"), m_unstablePatterns);
    m_cachePath = lineEdit(QStringLiteral("cachePath"), tr("empty: the default cache file"));
    form->addRow(tr("Cac&he file:"), m_cachePath);
    return group;
}

void ProfileEditorDialog::fill(const ProfileSettings &p)
{
    m_name->setText(p.name);
    m_clickHouseUrl->setText(p.clickHouseUrl.toString());
    m_clickHouseInsecure->setChecked(p.clickHouseAllowInsecureHttp);
    m_user->setText(p.clickHouseUser);
    m_database->setText(p.clickHouseDatabase);
    m_connectTimeout->setValue(p.connectTimeoutSeconds);
    m_readTimeout->setValue(p.readTimeoutSeconds);
    m_requestTimeout->setValue(p.requestTimeoutSeconds);
    m_maxResponseMB->setValue(p.maxResponseMB);
    m_relayUrl->setText(p.relayUrl.toString());
    m_allowlistFile->setText(p.allowlistFile);
    m_relayInsecure->setChecked(p.relayAllowInsecureHttp);
    m_issuer->setText(p.oauthIssuer.toString());
    m_clientId->setText(p.oauthClientId);
    m_scope->setText(p.oauthScope);
    m_oauthInsecure->setChecked(p.oauthAllowInsecureHttp);
    m_repository->setText(p.repository);
    m_branch->setText(p.branch);
    m_pollInterval->setValue(p.pollIntervalSeconds);
    m_maxCommits->setValue(p.maxCommits);
    m_groupingFile->setText(p.groupingFile);
    m_unstablePatterns->setPlainText(p.unstablePatterns.join(u'\n'));
    m_cachePath->setText(p.cachePath);
}

ProfileSettings ProfileEditorDialog::profile() const
{
    ProfileSettings p = m_original; // keys the dialog has no field for stay as they were
    p.name = m_name->text().trimmed();
    p.clickHouseUrl = urlOf(m_clickHouseUrl);
    p.clickHouseAllowInsecureHttp = m_clickHouseInsecure->isChecked();
    p.clickHouseUser = m_user->text();
    p.clickHouseDatabase = m_database->text();
    p.connectTimeoutSeconds = m_connectTimeout->value();
    p.readTimeoutSeconds = m_readTimeout->value();
    p.requestTimeoutSeconds = m_requestTimeout->value();
    p.maxResponseMB = m_maxResponseMB->value();
    p.relayUrl = urlOf(m_relayUrl);
    p.allowlistFile = m_allowlistFile->text().trimmed();
    p.relayAllowInsecureHttp = m_relayInsecure->isChecked();
    p.oauthIssuer = urlOf(m_issuer);
    p.oauthClientId = m_clientId->text().trimmed();
    p.oauthScope = m_scope->text().simplified();
    p.oauthAllowInsecureHttp = m_oauthInsecure->isChecked();
    p.repository = m_repository->text().trimmed();
    p.branch = m_branch->text().trimmed();
    p.pollIntervalSeconds = m_pollInterval->value();
    p.maxCommits = m_maxCommits->value();
    p.groupingFile = m_groupingFile->text().trimmed();
    p.unstablePatterns.clear();
    for (const QString &line : m_unstablePatterns->toPlainText().split(u'\n'))
        if (!line.trimmed().isEmpty())
            p.unstablePatterns << line.trimmed();
    p.cachePath = m_cachePath->text().trimmed();
    return p;
}

QString ProfileEditorDialog::password() const
{
    return m_password->text();
}

void ProfileEditorDialog::validate()
{
    const ProfileSettings p = profile();
    m_error.clear();
    if (p.name.isEmpty())
        m_error = tr("name: give the profile a name");
    else if (!ProfileSettings::isValidName(p.name))
        m_error = tr("name: letters, digits, . _ - only (up to 64, not starting with '.')");
    else if (m_mode == Mode::New && m_existingNames.contains(p.name))
        m_error = tr("name: a profile \"%1\" exists already; choose another name").arg(p.name);
    // A URL Qt cannot parse would be written as empty and silently dropped: say so here.
    const std::pair<QLineEdit *, QString> urls[] = { { m_clickHouseUrl, QStringLiteral("clickhouse/url") },
        { m_relayUrl, QStringLiteral("relay/url") }, { m_issuer, QStringLiteral("oauth/issuer") } };
    for (const auto &[edit, key] : urls)
        if (m_error.isEmpty() && !edit->text().trimmed().isEmpty() && !urlOf(edit).isValid())
            m_error = tr("%1: not a valid URL — write it as https://host or https://host:port").arg(key);
    if (m_error.isEmpty()) {
        // The very reader that loads the saved file: what passes here loads later.
        const Result<ProfileSettings, QString> read = ProfileSettings::fromIni(p.toIni(), p.name);
        if (!read)
            m_error = read.error();
    }
    m_reason->setText(m_error.isEmpty() ? QString() : QStringLiteral("✗ ") + m_error);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_error.isEmpty());
    m_test->setEnabled(m_error.isEmpty());
}

void ProfileEditorDialog::requestTest()
{
    if (!m_error.isEmpty())
        return;
    m_results->clear();
    m_results->addItem(tr("… testing"));
    m_results->setVisible(true);
    m_test->setEnabled(false);
    emit testRequested(profile(), password());
}

void ProfileEditorDialog::showTestResults(const QVector<ConnectionCheck> &checks)
{
    m_results->clear();
    // A mark and a word in every line: the result reads without colour.
    for (const ConnectionCheck &check : checks)
        m_results->addItem((check.ok ? QStringLiteral("✓ ") : QStringLiteral("✗ ")) + check.what
            + QStringLiteral(" — ") + (check.ok ? check.detail : tr("failed: %1").arg(check.detail)));
    m_results->setVisible(true);
    m_test->setEnabled(m_error.isEmpty());
}

} // namespace hw
