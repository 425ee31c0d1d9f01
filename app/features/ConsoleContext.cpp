#include "ConsoleContext.h"

#include "timemachine/Replayer.h"

#include <QCoreApplication>
#include <QDateTime>

namespace hw {

QString ConsoleContext::demoDatesNote(qint64 from, qint64 to) const
{
    // The demo's flaky and GPU figures are real data of their own weeks (resources/demo/
    // PROVENANCE.md), kept with their dates: say so, since the demo's grid is another day.
    const auto day = [](qint64 t) {
        return QDateTime::fromSecsSinceEpoch(t, Qt::UTC).toString(QStringLiteral("yyyy-MM-dd"));
    };
    return QCoreApplication::translate("hw::Console",
        "demo figures of their own dates, %1 – %2, not of the demo's day (%3)")
        .arg(day(from), day(to), day(replayer ? replayer->startTime() : to));
}

} // namespace hw
