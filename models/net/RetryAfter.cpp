#include "RetryAfter.h"

#include <QLocale>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace hw {

namespace {
constexpr qint64 MaxRetryAfterSeconds = 7 * 24 * 3600;
}

int RetryAfter::parse(QByteArrayView value, const QDateTime &now)
{
    const QByteArray text = value.toByteArray().trimmed();
    if (text.isEmpty())
        return 0;
    bool allDigits = true;
    for (char c : text)
        allDigits = allDigits && c >= '0' && c <= '9';
    if (allDigits) {
        if (text.size() > 12) // would overflow; "very long" anyway
            return int(MaxRetryAfterSeconds);
        return int(std::min<qint64>(text.toLongLong(), MaxRetryAfterSeconds));
    }
    // HTTP-date (RFC 9110 5.6.7): IMF-fixdate, obsolete RFC 850 and asctime forms; always GMT.
    // The weekday is redundant and dropped (Qt would reject a two-digit year whose weekday
    // differs in its 1900s reading).
    QString s = QString::fromLatin1(text).simplified();
    const qsizetype comma = s.indexOf(u',');
    s = comma >= 0 ? s.mid(comma + 1).trimmed() : s.section(u' ', 1);
    const QLocale c = QLocale::c();
    QDateTime when;
    for (const QString &format : {u"dd MMM yyyy HH:mm:ss 'GMT'"_s, u"dd-MMM-yy HH:mm:ss 'GMT'"_s,
                                  u"MMM d HH:mm:ss yyyy"_s}) {
        when = c.toDateTime(s, format);
        if (when.isValid())
            break;
    }
    if (!when.isValid())
        return 0;
    if (when.date().year() < 1970) // two-digit RFC 850 years
        when = when.addYears(100);
    when = QDateTime(when.date(), when.time(), Qt::UTC);
    const qint64 ms = now.toUTC().msecsTo(when);
    if (ms <= 0)
        return 0;
    return int(std::min<qint64>((ms + 999) / 1000, MaxRetryAfterSeconds));
}

} // namespace hw
