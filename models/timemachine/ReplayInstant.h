#pragma once

#include "domain/Result.h"

#include <QString>

namespace hw {

// The instant `--at TIME` names inside a recording that covers [start, end] (UTC seconds):
//   2024-08-14T03:10:00Z, 2024-08-14T03:10Z, 2024-08-14 03:10 (UTC; a trailing Z is optional)
//   03:10 or 03:10:00: that time of day (UTC) on the recording's first day
// Outside the recording, or unreadable: an error that says what the recording covers.
class ReplayInstant
{
public:
    static Result<qint64> parse(const QString &text, qint64 start, qint64 end);
    // "2024-08-14 03:10 UTC" (seconds shown only when not zero).
    static QString format(qint64 utcSeconds);
};

} // namespace hw
