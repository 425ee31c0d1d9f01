#pragma once

#include <QByteArrayView>

namespace hw {

// The "2024-07-08T16:48:09.3763139Z " prefix GitHub Actions puts on every log line.
struct LogTimestamp {
    qint64 msecsSinceEpoch = 0; // UTC
    int prefixLength = 0;       // bytes, the space included; 0: the line has no timestamp

    bool isValid() const { return prefixLength > 0; }
    static LogTimestamp parse(QByteArrayView line);
};

} // namespace hw
