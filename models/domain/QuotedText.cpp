#include "QuotedText.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

bool isControl(char16_t c)
{
    return (c < 0x20 && c != u'\t') || (c >= 0x7f && c <= 0x9f) // C0 (tab kept), DEL, C1
        || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069) // bidi embeddings, isolates
        || c == 0x200e || c == 0x200f || c == 0x061c; // marks
}

QString escaped(char16_t c)
{
    switch (c) {
    case 0x1b: return u"\\e"_s;
    case u'\r': return u"\\r"_s;
    case u'\n': return u"\\n"_s;
    case u'\b': return u"\\b"_s;
    case u'\a': return u"\\a"_s;
    case u'\f': return u"\\f"_s;
    case u'\v': return u"\\v"_s;
    case 0: return u"\\0"_s;
    default: break;
    }
    if (c <= 0xff)
        return u"\\x"_s + QString::number(c, 16).rightJustified(2, u'0');
    return u"\\u"_s + QString::number(c, 16).rightJustified(4, u'0');
}

} // namespace

bool QuotedText::hasControls(const QString &text)
{
    return std::any_of(text.begin(), text.end(), [](QChar c) { return isControl(c.unicode()); });
}

QString QuotedText::visible(const QString &text)
{
    if (!hasControls(text))
        return text;
    QString out;
    out.reserve(text.size() + 16);
    for (const QChar c : text) {
        if (isControl(c.unicode()))
            out += escaped(c.unicode());
        else
            out += c;
    }
    return out;
}

QString QuotedText::elided(const QString &text)
{
    if (text.size() <= maxChars)
        return visible(text);
    const qsizetype cut = text.at(maxChars - 1).isHighSurrogate() ? maxChars - 1 : maxChars;
    return visible(text.left(cut)) + QStringLiteral("…");
}

} // namespace hw
