#include "RedirectTarget.h"

#include "domain/QuotedText.h"

namespace hw {

QString RedirectTarget::shown(const QUrl &requested, const QByteArray &location)
{
    const QByteArray trimmed = location.trimmed();
    if (trimmed.isEmpty())
        return {};
    const QUrl to = requested.resolved(QUrl::fromEncoded(trimmed));
    if (!to.isValid())
        return {};
    return QuotedText::elided(
        to.adjusted(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment).toDisplayString());
}

} // namespace hw
