#pragma once

#include <QByteArray>

namespace hw {

// One line as read for display: its bytes without the terminator, cut at the reader's cap.
struct LogLineText {
    QByteArray bytes;
    qint64 length = 0; // the whole line's length without terminator
    bool isCut() const { return length > bytes.size(); }
};

} // namespace hw
