#include "LogTimestamp.h"

#include <QDate>

namespace hw {

namespace {
bool digits(QByteArrayView s, qsizetype at, int count, int *value)
{
    int v = 0;
    for (int i = 0; i < count; ++i) {
        const char c = s[at + i];
        if (c < '0' || c > '9')
            return false;
        v = v * 10 + (c - '0');
    }
    *value = v;
    return true;
}
} // namespace

LogTimestamp LogTimestamp::parse(QByteArrayView line)
{
    // Hand-parsed: this runs for every visible line on every repaint.
    if (line.size() < 21 || line[4] != '-' || line[7] != '-' || line[10] != 'T' || line[13] != ':' || line[16] != ':')
        return {};
    int y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0;
    if (!digits(line, 0, 4, &y) || !digits(line, 5, 2, &mo) || !digits(line, 8, 2, &d) || !digits(line, 11, 2, &h)
        || !digits(line, 14, 2, &mi) || !digits(line, 17, 2, &s))
        return {};
    qsizetype at = 19;
    int msec = 0;
    if (line[at] == '.') {
        ++at;
        int scale = 100;
        while (at < line.size() && line[at] >= '0' && line[at] <= '9') {
            msec += (line[at] - '0') * scale;
            scale /= 10;
            ++at;
        }
    }
    if (at >= line.size() || line[at] != 'Z')
        return {};
    ++at;
    if (at < line.size() && line[at] == ' ')
        ++at;
    const QDate date(y, mo, d);
    if (!date.isValid() || h > 23 || mi > 59 || s > 60)
        return {};
    const qint64 days = date.toJulianDay() - QDate(1970, 1, 1).toJulianDay();
    return {((days * 24 + h) * 60 + mi) * 60'000 + qint64(s) * 1000 + msec, int(at)};
}

} // namespace hw
