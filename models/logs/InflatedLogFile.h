#pragma once

#include "domain/Result.h"

#include <QString>

#include <memory>

class QTemporaryFile;

namespace hw {

// Where a gzip log is inflated: a temporary file in a folder (QDir::tempPath()) named with this
// process's id, hudwatch-log-<pid>-XXXXXX.txt, removed when its owner closes it (on every exit
// path the process handles, signals included). A run killed outright (SIGKILL, a crash) cannot
// remove its file: the next run removes the files whose process is gone.
class InflatedLogFile
{
public:
    // An empty temporary file in folder, created and closed again; a Storage error says why not.
    static Result<std::unique_ptr<QTemporaryFile>> create(const QString &folder);
    // Removes the inflated copies in folder left by processes that no longer exist; how many.
    static int removeStale(const QString &folder);
    // The process that made this file (from its name); -1 when the name is not one of ours.
    static qint64 ownerOf(const QString &fileName);
};

} // namespace hw
