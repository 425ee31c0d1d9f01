#pragma once

#include "domain/OperationControl.h"
#include "domain/Result.h"

#include <QString>

class QImage;
class QSaveFile;

namespace hw {

// A picture written as a PNG file: the one encoder and writer behind a chart's Save as PNG… and
// the promotion report's charts. It goes through a QSaveFile (a temporary file beside the target,
// renamed into place at the end), so a cancel or a failure leaves no partial file and an older
// file of that name as it was. Thread-safe: exports call it on a worker.
class PngFile
{
public:
    struct Failure {
        bool cancelled = false;
        QString reason; // why not, for the user; empty when cancelled
    };

    // Opens file and encodes image into it, left uncommitted (the report commits its files
    // together). The error is the reason, for "cannot write FILE: reason".
    static Result<void, QString> encodeInto(const QImage &image, QSaveFile &file);
    // Encodes image and renames it into place as path. With a control (a worker's export) a
    // cancel before the rename leaves nothing.
    static Result<void, Failure> write(const QImage &image, const QString &path, OperationControl *control = nullptr);
};

} // namespace hw
