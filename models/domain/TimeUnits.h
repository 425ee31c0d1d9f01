#pragma once

#include <QtGlobal>

namespace hw {

// The lengths of time the code counts in, written once (in milliseconds, as charts and QDateTime
// count, and in seconds, as HUD's tables do).
inline constexpr qint64 kMinuteMs = 60'000;
inline constexpr qint64 kHourMs = 60 * kMinuteMs;
inline constexpr qint64 kDayMs = 24 * kHourMs;
inline constexpr qint64 kDaySeconds = 86'400;

} // namespace hw
