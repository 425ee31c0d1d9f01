#pragma once

#include <QDateTime>
#include <QDialog>
#include <QUrl>

class QLabel;
class QLineEdit;
class QPushButton;

namespace hw {

// What the user needs while a sign-in runs, in one small dialog:
// - the device flow (RFC 8628): the code, large and copyable, where to enter it, until when;
// - the browser flow: "finish in your browser", with the address to copy if no browser opened.
// It shows; it does not sign in. Cancel (or closing) emits cancelled(); the caller ends the flow.
class SignInDialog : public QDialog
{
    Q_OBJECT
public:
    explicit SignInDialog(const QString &provider, QWidget *parent = nullptr);

    void showDeviceCode(const QString &userCode, const QUrl &verificationUri,
        const QUrl &verificationUriComplete, const QDateTime &expiresAt);
    void showBrowserStep(const QUrl &authorizationUrl);
    // The attempt failed: the reason stays on screen with a Close button.
    void showFailure(const QString &message);

    QString userCode() const;
    QString statusText() const;

    // Cancel, Esc or closing: cancelled() unless the attempt already failed.
    void reject() override;

signals:
    void cancelled();

private:
    QLabel *m_intro;
    QLineEdit *m_code;
    QPushButton *m_copyCode;
    QLineEdit *m_address;
    QPushButton *m_open;
    QLabel *m_status;
    QPushButton *m_cancel;
    QUrl m_openUrl;
    bool m_failed = false;
};

} // namespace hw
