#include "FlakyLogging.h"

Q_LOGGING_CATEGORY(lcHudwatchFlaky, "hudwatch.flaky")
