#include "RelayError.h"

#include <QLocale>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace hw {

namespace {
constexpr qint64 MaxRetryAfterSeconds = 7 * 24 * 3600;
}

QString RelayError::kindName(Kind kind)
{
    switch (kind) {
    case Kind::None: return u"ok"_s;
    case Kind::Network: return u"network error"_s;
    case Kind::Tls: return u"TLS error"_s;
    case Kind::Configuration: return u"configuration error"_s;
    case Kind::Timeout: return u"timeout"_s;
    case Kind::Http: return u"HTTP error"_s;
    case Kind::Unauthorized: return u"unauthorized"_s;
    case Kind::RateLimited: return u"rate limited"_s;
    case Kind::Malformed: return u"malformed response"_s;
    case Kind::MissingField: return u"missing field"_s;
    case Kind::UnknownLevel: return u"unknown level"_s;
    case Kind::TooLarge: return u"response too large"_s;
    }
    return {};
}

QString RelayError::describe() const
{
    QString line = service;
    if (!endpoint.isEmpty())
        line += u' ' + endpoint;
    line += u": "_s;
    if (!path.isEmpty())
        line += path + u": "_s;
    line += message.isEmpty() ? kindName(kind) : message;
    return line;
}

SourceError RelayError::toSourceError() const
{
    using K = SourceError::Kind;
    K k = K::None;
    switch (kind) {
    case Kind::None: return {};
    case Kind::Network: k = K::Network; break;
    case Kind::Tls: k = K::Tls; break;
    case Kind::Configuration: k = K::Configuration; break;
    case Kind::Timeout: k = K::Timeout; break;
    case Kind::Http: k = httpStatus >= 500 ? K::Server : K::BadData; break;
    // 401, or 403 without a token: credentials are the fix; 403 with a token: access is.
    case Kind::Unauthorized:
        k = httpStatus == 403 && !message.contains(u"no relay token"_s) ? K::Authorization : K::Authentication;
        break;
    case Kind::RateLimited: k = K::RateLimited; break;
    case Kind::Malformed:
    case Kind::MissingField:
    case Kind::UnknownLevel: k = K::BadData; break;
    case Kind::TooLarge: k = K::TooLarge; break;
    }
    SourceError e = SourceError::make(k, service, SourceError::withNextStep(describe(), k, service), httpStatus);
    e.retryAfterSeconds = retryAfterSeconds;
    return e;
}

int RelayError::parseRetryAfter(QByteArrayView value, const QDateTime &now)
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
