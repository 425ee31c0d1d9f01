#include "ReplayInstant.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

SourceError atError(const QString &message)
{
    return SourceError::make(SourceError::Kind::Configuration, u"recording"_s, message);
}

} // namespace

QString ReplayInstant::format(qint64 utcSeconds)
{
    const QDateTime t = QDateTime::fromSecsSinceEpoch(utcSeconds, Qt::UTC);
    return t.toString(t.time().second() == 0 ? u"yyyy-MM-dd HH:mm"_s : u"yyyy-MM-dd HH:mm:ss"_s) + u" UTC"_s;
}

Result<qint64> ReplayInstant::parse(const QString &text, qint64 start, qint64 end)
{
    static const QRegularExpression full(
        u"^(\\d{4})-(\\d{2})-(\\d{2})[T ](\\d{1,2}):(\\d{2})(?::(\\d{2}))?(?:Z|\\+00:?00)?$"_s);
    static const QRegularExpression timeOfDay(u"^(\\d{1,2}):(\\d{2})(?::(\\d{2}))?Z?$"_s);
    const QString t = text.trimmed();
    QDateTime at;
    if (const auto m = full.match(t); m.hasMatch()) {
        const QDate date(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt());
        const QTime time(m.captured(4).toInt(), m.captured(5).toInt(), m.captured(6).toInt());
        if (date.isValid() && time.isValid())
            at = QDateTime(date, time, Qt::UTC);
    } else if (const auto d = timeOfDay.match(t); d.hasMatch()) {
        const QTime time(d.captured(1).toInt(), d.captured(2).toInt(), d.captured(3).toInt());
        if (time.isValid())
            at = QDateTime(QDateTime::fromSecsSinceEpoch(start, Qt::UTC).date(), time, Qt::UTC);
    }
    if (!at.isValid())
        return atError(QCoreApplication::translate("hw::ReplayInstant",
            "--at \"%1\": not a time; use ISO 8601 UTC (2024-08-14T03:10:00Z) or a time of day (03:10) on the "
            "recording's first day")
                           .arg(text));
    const qint64 s = at.toSecsSinceEpoch();
    if (s < start || s > end)
        return atError(QCoreApplication::translate("hw::ReplayInstant",
            "--at %1: %2 is outside the recording, which covers %3 to %4 — choose an instant in that span")
                           .arg(text, format(s), format(start), format(end)));
    return s;
}

} // namespace hw
