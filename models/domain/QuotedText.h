#pragma once

#include <QString>

namespace hw {

// Outside text (a file's line, a reply, a profile value) quoted in a message. Two dangers:
//  - size: a 10 MB token from a hostile file must not make a 10 MB message (status bar, dialog,
//    log, terminal);
//  - control characters: an ESC sequence, a carriage return or a backspace in a checked file
//    would reach a terminal as it is and could erase the error and print "OK" in its place, and
//    Unicode bidi controls can reorder what a reviewer reads. They are shown as escapes instead.
class QuotedText
{
public:
    static constexpr qsizetype maxChars = 80;
    // visible(text) of its first maxChars characters (never half a surrogate pair), then "…"
    // when it was longer.
    static QString elided(const QString &text);
    // Every C0 control but tab, DEL, C1 controls and the bidi controls written as escapes
    // ("\e", "\r", "\b", "\x7f", "\u202e"…); a backslash stays a backslash. Nothing is cut.
    static QString visible(const QString &text);
    static QString visible(QByteArrayView utf8) { return visible(QString::fromUtf8(utf8)); }
    // True when visible(text) would change it.
    static bool hasControls(const QString &text);
};

} // namespace hw
