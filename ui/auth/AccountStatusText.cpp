#include "AccountStatusText.h"

#include <QCoreApplication>
#include <QLocale>

namespace hw::AccountStatusText {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("hw::AccountStatusText", text);
}

QString clock(const QDateTime &t)
{
    return t.toLocalTime().toString(QStringLiteral("HH:mm"));
}

} // namespace

QString line(const AccountStatus &s)
{
    using State = AccountStatus::State;
    switch (s.state) {
    case State::NotConfigured:
        return {};
    case State::Reading:
        return tr("… Reading the sign-in from the keychain");
    case State::SignedOut:
        return s.endedByProvider ? tr("⊘ Signed out by the provider") : tr("⊘ Signed out");
    case State::NoKeychain:
        return tr("⚠ No keychain: working signed out — start a keychain and restart HUD Watch to sign in");
    case State::SignedIn:
    case State::Renewing: {
        const QString who = s.account.isEmpty() ? tr("Signed in") : tr("Signed in as %1").arg(s.account);
        QString text = QStringLiteral("✓ ") + who;
        if (s.state == State::Renewing)
            text += tr(", renewing…");
        else if (s.expiresAt.isValid())
            text += tr(", until %1").arg(clock(s.expiresAt)); // renewal (if any) is in the tooltip
        if (!s.problem.isEmpty())
            text += QStringLiteral(" ⚠");
        return text;
    }
    }
    return {};
}

QString details(const AccountStatus &s)
{
    QStringList lines;
    if (s.issuer.isValid())
        lines << tr("Provider: %1").arg(s.issuer.toDisplayString());
    if (s.isSignedIn()) {
        if (!s.account.isEmpty())
            lines << tr("Account: %1").arg(s.account);
        if (s.expiresAt.isValid())
            lines << tr("Access token valid until %1")
                         .arg(QLocale().toString(s.expiresAt.toLocalTime(), QLocale::LongFormat));
        lines << (s.renewable ? tr("Renewed automatically before it expires.")
                              : tr("Cannot be renewed: sign in again when it expires."));
    }
    if (!s.problem.isEmpty())
        lines << s.problem;
    return lines.join(u'\n');
}

} // namespace hw::AccountStatusText
