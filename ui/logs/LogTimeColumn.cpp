#include "LogTimeColumn.h"

#include <QDateTime>

namespace hw {

QString formatLogTime(LogTimeMode mode, qint64 msecs, qint64 firstMsecs)
{
    switch (mode) {
    case LogTimeMode::Hidden:
        return {};
    case LogTimeMode::Absolute:
        return QDateTime::fromMSecsSinceEpoch(msecs, Qt::UTC).toString(QStringLiteral("HH:mm:ss"));
    case LogTimeMode::Relative:
        break;
    }
    const qint64 delta = msecs - firstMsecs;
    const qint64 s = (delta < 0 ? -delta : delta) / 1000;
    return QStringLiteral("%1%2:%3:%4")
        .arg(delta < 0 ? QStringLiteral("−") : QStringLiteral("+"))
        .arg(s / 3600)
        .arg(s / 60 % 60, 2, 10, QLatin1Char('0'))
        .arg(s % 60, 2, 10, QLatin1Char('0'));
}

} // namespace hw
