#pragma once

#include <QLoggingCategory>

// "hudwatch.flaky": one line per fetch of the flaky-tests tab, and rows skipped as malformed.
Q_DECLARE_LOGGING_CATEGORY(lcHudwatchFlaky)
