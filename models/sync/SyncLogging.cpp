#include "SyncLogging.h"

Q_LOGGING_CATEGORY(lcHudwatchSync, "hudwatch.sync")
