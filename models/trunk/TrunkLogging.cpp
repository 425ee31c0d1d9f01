#include "TrunkLogging.h"

Q_LOGGING_CATEGORY(lcHudwatchTrunk, "hudwatch.trunk")
