#pragma once

#include <QByteArray>
#include <QString>
#include <QUrl>

namespace hw {

// Where a redirect we do not follow points, for the message that says so: its Location resolved
// against the URL asked for, without user info, query and fragment (they may carry secrets), cut
// and with control characters escaped (QuotedText::elided). Empty when there is no valid target.
class RedirectTarget
{
public:
    static QString shown(const QUrl &requested, const QByteArray &location);
};

} // namespace hw
