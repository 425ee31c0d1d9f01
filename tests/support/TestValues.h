#pragma once

#include <QtGlobal>

#include <limits>

namespace hw::test {

// Values several test files need under the same name. In a unity tree every file of a test
// executable is one compilation, so a file-local copy of one of these in two files would clash.
inline constexpr qint64 MB = 1024 * 1024;
inline constexpr double Nan = std::numeric_limits<double>::quiet_NaN();

// A UTC wall-clock time as seconds since the epoch.
qint64 utcSeconds(int year, int month, int day, int hour = 0, int minute = 0);

} // namespace hw::test
