#pragma once

#include <QString>

namespace hw {

// How the timestamp GitHub puts on every line is shown: as the time of day (UTC), as the time
// since the log's first line, or not at all.
enum class LogTimeMode { Absolute, Relative, Hidden };

// "16:48:09" or "+1:02:03" (h:mm:ss since the first line), for the time column.
QString formatLogTime(LogTimeMode mode, qint64 msecs, qint64 firstMsecs);

} // namespace hw
