#pragma once

#include "AnsiStyle.h"

#include <QByteArrayView>
#include <QString>
#include <QVector>

namespace hw {

// One log line as it is drawn: the text without escape sequences and the styled runs of it. SGR
// colours and attributes are kept (16, 256 and 24-bit colours); every other escape sequence is
// dropped; control bytes become visible symbols (U+2400…), tabs become spaces, invalid UTF-8
// becomes U+FFFD. Parsed for visible lines only; bounded by maxChars.
struct AnsiText {
    struct Span {
        int start = 0;
        int length = 0;
        AnsiStyle style;
        bool operator==(const Span &) const = default;
    };
    QString text;
    QVector<Span> spans; // non-plain runs, in order
    // Where each byte of the input landed in text (for highlighting byte matches); filled only
    // when asked for.
    QVector<int> byteToChar;

    static AnsiText parse(QByteArrayView bytes, int maxChars = 20'000, bool mapBytes = false);
};

} // namespace hw
