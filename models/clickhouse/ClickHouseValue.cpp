#include "ClickHouseValue.h"

#include <QDate>
#include <QDateTime>
#include <QTime>

#include <cmath>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

bool allDigits(QStringView s)
{
    if (s.isEmpty())
        return false;
    for (QChar c : s)
        if (c < u'0' || c > u'9')
            return false;
    return true;
}

} // namespace

std::optional<qint64> ClickHouseValue::toInt64(const QJsonValue &v)
{
    if (v.isDouble()) {
        const double d = v.toDouble();
        if (!std::isfinite(d) || std::floor(d) != d || std::fabs(d) > 9.2e18)
            return std::nullopt;
        return qint64(d);
    }
    if (v.isString()) {
        bool ok = false;
        const qint64 n = v.toString().toLongLong(&ok, 10);
        if (ok)
            return n;
    }
    return std::nullopt;
}

std::optional<qint64> ClickHouseValue::parseDateTime(QStringView text)
{
    QStringView s = text.trimmed();
    if (allDigits(s)) {
        bool ok = false;
        const qint64 n = s.toLongLong(&ok);
        return ok ? std::optional<qint64>(n) : std::nullopt;
    }
    // YYYY-MM-DD[ T]hh:mm:ss[.fraction][Z]
    if (s.size() < 19 || s[4] != u'-' || s[7] != u'-' || (s[10] != u' ' && s[10] != u'T') || s[13] != u':'
        || s[16] != u':')
        return std::nullopt;
    const auto num = [&](qsizetype from, qsizetype len, int *out) {
        const QStringView part = s.mid(from, len);
        if (!allDigits(part))
            return false;
        *out = part.toInt();
        return true;
    };
    int y, mo, d, h, mi, sec;
    if (!num(0, 4, &y) || !num(5, 2, &mo) || !num(8, 2, &d) || !num(11, 2, &h) || !num(14, 2, &mi)
        || !num(17, 2, &sec))
        return std::nullopt;
    QStringView rest = s.mid(19);
    if (rest.startsWith(u'.')) {
        qsizetype i = 1;
        while (i < rest.size() && rest[i].isDigit())
            ++i;
        if (i == 1)
            return std::nullopt;
        rest = rest.mid(i); // sub-second precision is not needed by the console
    }
    if (rest == u"Z" || rest == u"+00:00")
        rest = {};
    if (!rest.isEmpty())
        return std::nullopt;
    const QDate date(y, mo, d);
    const QTime time(h, mi, sec);
    if (!date.isValid() || !time.isValid()) {
        // ClickHouse's zero DateTime renders as 0000-00-00 00:00:00 on some versions.
        if (y == 0 && mo == 0 && d == 0)
            return 0;
        return std::nullopt;
    }
    return QDateTime(date, time, Qt::UTC).toSecsSinceEpoch();
}

std::optional<qint64> ClickHouseValue::toUtcSeconds(const QJsonValue &v)
{
    if (v.isDouble()) {
        const double d = v.toDouble();
        // Beyond qint64 the conversion is undefined (found by fuzz_clickhouse_rows: 1e300).
        if (!std::isfinite(d) || d < 0 || d >= 9.2e18)
            return std::nullopt;
        return qint64(d);
    }
    if (v.isString())
        return parseDateTime(v.toString());
    return std::nullopt;
}

QString ClickHouseValue::typeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null: return u"null"_s;
    case QJsonValue::Bool: return u"bool"_s;
    case QJsonValue::Double: return u"number"_s;
    case QJsonValue::String: return u"string"_s;
    case QJsonValue::Array: return u"array"_s;
    case QJsonValue::Object: return u"object"_s;
    case QJsonValue::Undefined: break;
    }
    return u"missing"_s;
}

} // namespace hw
