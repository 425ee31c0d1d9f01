#pragma once

#include "domain/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QFile>
#include <QString>

namespace hw {

// Reads a small file named by outside text (a profile's grid/groupingFile, an allowlist file) whole,
// without letting the name decide how long or how much: a FIFO would block open() forever and
// /dev/zero would grow memory without end (QFile::size() is 0 for both). The file is opened
// non-blocking and refused unless it is a regular file; at most maxBytes are read, even if it grows
// meanwhile. Qt resources (":/…") are read as they are. Safe on any thread.
class RegularFile
{
    Q_DECLARE_TR_FUNCTIONS(hw::RegularFile)

public:
    struct Error {
        enum class Kind { Unreadable, NotARegularFile, TooLarge };
        Kind kind = Kind::Unreadable;
        QString message; // one phrase; the caller names the file and the next step
    };
    // The contents, or why not.
    static Result<QByteArray, Error> read(const QString &path, qint64 maxBytes);
    // Opens file for reading, under the same rules, for a reader that streams it (file's size is
    // at most maxBytes when it opens; the reader bounds what it reads after).
    static Result<void, Error> open(const QString &path, QFile &file, qint64 maxBytes);
};

} // namespace hw
