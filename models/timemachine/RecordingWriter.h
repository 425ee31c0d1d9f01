#pragma once

#include "domain/Result.h"
#include "timemachine/Recording.h"

namespace hw {

// Writes the recording file format (version 1, documented in RecordingReader.h): JSON
// Lines, header first, then one event per line in time order.
// With compress = true the whole text is wrapped by qCompress() (4-byte big-endian length
// + zlib stream), which RecordingReader detects by itself.
class RecordingWriter
{
public:
    static QByteArray toBytes(const Recording &recording, bool compress = false);
    // A Storage error when the file cannot be written (an older one of that name stays).
    static Result<void> writeFile(const Recording &recording, const QString &path, bool compress);
    // One line (without '\n') of the format; exposed for tests that build malformed files.
    static QByteArray headerLine(const RecordingHeader &header);
    static QByteArray commitLine(const Commit &commit);
    static QByteArray jobLine(const JobRun &job);
};

} // namespace hw
