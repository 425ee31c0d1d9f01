#include "AlertRulesDialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace hw {

namespace {

QSpinBox *spinBox(int min, int max, const QString &suffix, const QString &zeroText = {})
{
    auto *box = new QSpinBox;
    box->setRange(min, max);
    box->setSuffix(suffix);
    box->setSpecialValueText(zeroText); // shown at the minimum: "off" where 0 turns a rule off
    return box;
}

} // namespace

AlertRulesDialog::AlertRulesDialog(const ProfileSettings &profile, QWidget *parent)
    : QDialog(parent)
    , m_original(profile)
    , m_consecutive(spinBox(1, ProfileSettings::maxConsecutiveFailures, tr(" commits")))
    , m_group(new QCheckBox(tr("Also one alert per job &group with a broken job")))
    , m_trunkRed(spinBox(0, ProfileSettings::maxAlertMinutes, tr(" min"), tr("off")))
    , m_stale(spinBox(0, ProfileSettings::maxAlertMinutes, tr(" min"), tr("off")))
    , m_stillBroken(spinBox(0, ProfileSettings::maxStillBrokenHours, tr(" h"), tr("never")))
    , m_patterns(new QPlainTextEdit)
    , m_backends(new QCheckBox(tr("&Backends: demotion threshold crossed, demotion PR, L4 check blocking")))
    , m_cctray(spinBox(0, 65'535, QString(), tr("off")))
    , m_reason(new QLabel)
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel))
{
    setWindowTitle(profile.name.isEmpty() ? tr("Alert rules") : tr("Alert rules of %1").arg(profile.name));
    m_patterns->setObjectName(QStringLiteral("jobPatterns"));
    m_patterns->setPlaceholderText(tr("one regular expression per line, e.g. ^trunk / .*cuda"));
    m_patterns->setTabChangesFocus(true);
    m_patterns->setFixedHeight(m_patterns->fontMetrics().lineSpacing() * 5);
    auto *form = new QFormLayout;
    form->addRow(tr("A job is broken after &failing on:"), m_consecutive);
    form->addRow(QString(), m_group);
    form->addRow(tr("&Trunk red for longer than:"), m_trunkRed);
    form->addRow(tr("Data &older than:"), m_stale);
    form->addRow(tr("Say \"&still broken\" every:"), m_stillBroken);
    form->addRow(tr("&Your rules (job names):"), m_patterns);
    form->addRow(QString(), m_backends);
    form->addRow(tr("Serve &cctray.xml on 127.0.0.1 port:"), m_cctray);
    m_reason->setWordWrap(true);
    m_reason->setTextFormat(Qt::PlainText);
    m_reason->setObjectName(QStringLiteral("reason"));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("Saved in the profile; the rules apply from the next sync.")));
    layout->addWidget(m_reason);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    const AlertRules &r = profile.alertRules;
    m_consecutive->setValue(r.consecutiveFailures);
    m_group->setChecked(r.groupRule);
    m_trunkRed->setValue(r.trunkRedMinutes);
    m_stale->setValue(r.staleMinutes);
    m_stillBroken->setValue(r.stillBrokenHours);
    m_patterns->setPlainText(r.jobPatterns.join(QLatin1Char('\n')));
    m_backends->setChecked(r.backendRules);
    m_cctray->setValue(profile.cctrayPort);
    for (QSpinBox *box : { m_consecutive, m_trunkRed, m_stale, m_stillBroken, m_cctray })
        connect(box, &QSpinBox::valueChanged, this, &AlertRulesDialog::validate);
    connect(m_patterns, &QPlainTextEdit::textChanged, this, &AlertRulesDialog::validate);
    validate();
}

ProfileSettings AlertRulesDialog::profile() const
{
    ProfileSettings p = m_original;
    AlertRules &r = p.alertRules;
    r.consecutiveFailures = m_consecutive->value();
    r.groupRule = m_group->isChecked();
    r.trunkRedMinutes = m_trunkRed->value();
    r.staleMinutes = m_stale->value();
    r.stillBrokenHours = m_stillBroken->value();
    r.jobPatterns.clear();
    for (const QString &line : m_patterns->toPlainText().split(QLatin1Char('\n')))
        if (!line.trimmed().isEmpty())
            r.jobPatterns << line.trimmed();
    r.backendRules = m_backends->isChecked();
    p.cctrayPort = m_cctray->value();
    return p;
}

void AlertRulesDialog::validate()
{
    // The profile file's reader judges the form: the same rules and messages as a hand edit.
    ProfileSettings p = profile();
    if (p.clickHouseUrl.isEmpty()) // the demo has no source; the reader wants one
        p.clickHouseUrl = QUrl(QStringLiteral("https://demo.invalid"));
    const Result<ProfileSettings, QString> read
        = ProfileSettings::fromIni(p.toIni(), p.name.isEmpty() ? QStringLiteral("demo") : p.name);
    m_error.clear();
    if (!read.ok())
        m_error = read.error();
    else if (read->alertRules.jobPatterns != p.alertRules.jobPatterns)
        m_error = tr("alerts/jobPatterns: a pattern does not survive the profile file: %1")
                      .arg(p.alertRules.jobPatterns.join(QStringLiteral(" | ")));
    m_reason->setText(m_error.isEmpty() ? QString() : QStringLiteral("✗ ") + m_error);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_error.isEmpty());
}

} // namespace hw
