#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace hw {

// QSettings decodes ini values written "@Variant(…)", "@ByteArray(…)", "@Rect(…)" and the like
// as Qt types: a @Variant is binary QDataStream, and a bad one makes Qt print its own warnings and
// then read as nothing. A profile holds plain text only, so such values are found in the raw
// text before QSettings ever reads it.
class QtTypedIniValue
{
public:
    // The key ("section/name", or "name" in [General]) of the first value QSettings would decode
    // as a Qt type, or nothing.
    static std::optional<QString> firstKey(const QByteArray &iniText);
    // "a Qt variant value is not allowed here: write plain text", for a message after the key.
    static QString problem();
};

} // namespace hw
