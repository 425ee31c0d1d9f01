#pragma once

#include "OperationControl.h"

#include <QString>

namespace hw {

// Copies the first `bytes` of a file into another, in blocks, for a save that may run long (a
// 500 MB log): it reports progress and stops when asked. The copy goes through a QSaveFile, so
// the target appears whole or not at all: a cancel, a read or a write error leaves no part file
// and an existing target untouched. Runs on any thread; owns nothing shared but `control`.
class FileHeadCopy
{
public:
    enum class Failure { None, Read, Write, Cancelled };
    struct Outcome {
        Failure failure = Failure::None;
        QString reason; // the file's errorString() for Read and Write
        bool ok() const { return failure == Failure::None; }
    };
    static Outcome copy(const QString &from, qint64 bytes, const QString &to, OperationControl *control = nullptr);
};

} // namespace hw
