#pragma once

#include <QLoggingCategory>

// "hudwatch.sync": one line per poll (rows, changed cells, ms), backoff and pause decisions.
Q_DECLARE_LOGGING_CATEGORY(lcHudwatchSync)
