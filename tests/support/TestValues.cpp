#include "TestValues.h"

#include <QDateTime>
#include <QTimeZone>

namespace hw::test {

qint64 utcSeconds(int year, int month, int day, int hour, int minute)
{
    return QDateTime(QDate(year, month, day), QTime(hour, minute), QTimeZone::utc()).toSecsSinceEpoch();
}

} // namespace hw::test
