#pragma once

#include <QByteArrayView>
#include <QDateTime>

namespace hw {

// The Retry-After header of a 429 or 503, from any server we talk to.
class RetryAfter
{
public:
    // Seconds to wait: delta-seconds ("30") or an HTTP-date ("Sun, 06 Nov 1994 08:49:37 GMT", also
    // the RFC 850 and asctime forms) relative to now, rounded up. 0 when empty, unparsable or in
    // the past; capped at one week.
    static int parse(QByteArrayView value, const QDateTime &now = QDateTime::currentDateTimeUtc());
};

} // namespace hw
