#pragma once

#include <QLoggingCategory>

// "hudwatch.trunk": a part of the trunk-health tab that could not be fetched, with the server's why.
Q_DECLARE_LOGGING_CATEGORY(lcHudwatchTrunk)
