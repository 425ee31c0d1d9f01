#include "SignInDialog.h"

#include <QApplication>
#include <QClipboard>
#include <QDesktopServices>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace hw {

SignInDialog::SignInDialog(const QString &provider, QWidget *parent)
    : QDialog(parent)
    , m_intro(new QLabel)
    , m_code(new QLineEdit)
    , m_copyCode(new QPushButton(tr("&Copy code")))
    , m_address(new QLineEdit)
    , m_open(new QPushButton(tr("&Open in browser")))
    , m_status(new QLabel)
    , m_cancel(new QPushButton(tr("Cancel")))
{
    setWindowTitle(tr("Sign in to %1").arg(provider));
    m_intro->setWordWrap(true);
    m_code->setReadOnly(true);
    m_code->setAlignment(Qt::AlignCenter);
    QFont big = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    big.setPointSizeF(big.pointSizeF() * 2);
    big.setBold(true);
    m_code->setFont(big);
    m_code->setAccessibleName(tr("Code to enter"));
    m_address->setReadOnly(true);
    m_address->setAccessibleName(tr("Address"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *codeRow = new QHBoxLayout;
    codeRow->addWidget(m_code, 1);
    codeRow->addWidget(m_copyCode);
    auto *addressRow = new QHBoxLayout;
    addressRow->addWidget(m_address, 1);
    addressRow->addWidget(m_open);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_cancel);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(codeRow);
    layout->addLayout(addressRow);
    layout->addWidget(m_status);
    layout->addLayout(buttons);

    connect(m_copyCode, &QPushButton::clicked, this, [this] {
        QApplication::clipboard()->setText(m_code->text());
        m_copyCode->setText(tr("Copied ✓"));
    });
    connect(m_open, &QPushButton::clicked, this, [this] { QDesktopServices::openUrl(m_openUrl); });
    connect(m_cancel, &QPushButton::clicked, this, &SignInDialog::reject);
    m_code->hide();
    m_copyCode->hide();
    m_intro->setText(tr("Asking %1 to start a sign-in…").arg(provider));
    setMinimumWidth(460);
}

void SignInDialog::showDeviceCode(const QString &userCode, const QUrl &verificationUri,
    const QUrl &verificationUriComplete, const QDateTime &expiresAt)
{
    m_intro->setText(tr("On any device, open the address below and enter this code:"));
    m_code->setText(userCode);
    m_code->show();
    m_copyCode->show();
    m_address->setText(verificationUri.toDisplayString());
    // The complete address carries the code: one click less, but the code is shown either way
    // so the user can check it matches what the provider's page says.
    m_openUrl = verificationUriComplete.isEmpty() ? verificationUri : verificationUriComplete;
    m_status->setText(tr("Waiting for you to approve… The code works until %1.")
                          .arg(expiresAt.toLocalTime().toString(QStringLiteral("HH:mm"))));
    m_code->setFocus();
    m_code->selectAll();
}

void SignInDialog::showBrowserStep(const QUrl &authorizationUrl)
{
    m_intro->setText(
        tr("Finish signing in in your browser. If no browser opened, open this address on this machine:"));
    m_address->setText(authorizationUrl.toString(QUrl::FullyEncoded));
    m_openUrl = authorizationUrl;
    m_status->setText(tr("Waiting for the browser…"));
}

void SignInDialog::showFailure(const QString &message)
{
    m_failed = true;
    m_status->setText(tr("✗ %1").arg(message));
    m_cancel->setText(tr("Close"));
    m_open->setEnabled(false);
}

QString SignInDialog::userCode() const
{
    return m_code->text();
}

QString SignInDialog::statusText() const
{
    return m_status->text();
}

void SignInDialog::reject()
{
    if (!m_failed)
        emit cancelled();
    QDialog::reject();
}

} // namespace hw
