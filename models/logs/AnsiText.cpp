#include "AnsiText.h"

#include <QStringDecoder>

#include <algorithm>

namespace hw {

namespace {

constexpr char kEsc = '\x1b';
constexpr int kTabWidth = 8;
constexpr int kMaxParams = 32;

void applySgr(const int *params, int count, AnsiStyle &style)
{
    if (count == 0) {
        style = {};
        return;
    }
    for (int i = 0; i < count; ++i) {
        const int p = params[i];
        // 38/48: extended colour, "5;n" (256 colours) or "2;r;g;b" (24-bit).
        const auto extended = [&](AnsiColor &color) {
            if (i + 2 < count && params[i + 1] == 5) {
                color = {AnsiColor::Kind::Indexed, quint8(std::clamp(params[i + 2], 0, 255)), 0};
                i += 2;
            } else if (i + 4 < count && params[i + 1] == 2) {
                const auto c = [](int v) { return quint32(std::clamp(v, 0, 255)); };
                color = {AnsiColor::Kind::Rgb, 0, c(params[i + 2]) << 16 | c(params[i + 3]) << 8 | c(params[i + 4])};
                i += 4;
            } else {
                i = count; // malformed: ignore the rest, as terminals do
            }
        };
        if (p == 0)
            style = {};
        else if (p == 1)
            style.bold = true;
        else if (p == 2)
            style.dim = true;
        else if (p == 3)
            style.italic = true;
        else if (p == 4)
            style.underline = true;
        else if (p == 7)
            style.inverse = true;
        else if (p == 22)
            style.bold = style.dim = false;
        else if (p == 23)
            style.italic = false;
        else if (p == 24)
            style.underline = false;
        else if (p == 27)
            style.inverse = false;
        else if (p >= 30 && p <= 37)
            style.foreground = {AnsiColor::Kind::Indexed, quint8(p - 30), 0};
        else if (p == 38)
            extended(style.foreground);
        else if (p == 39)
            style.foreground = {};
        else if (p >= 40 && p <= 47)
            style.background = {AnsiColor::Kind::Indexed, quint8(p - 40), 0};
        else if (p == 48)
            extended(style.background);
        else if (p == 49)
            style.background = {};
        else if (p >= 90 && p <= 97)
            style.foreground = {AnsiColor::Kind::Indexed, quint8(p - 90 + 8), 0};
        else if (p >= 100 && p <= 107)
            style.background = {AnsiColor::Kind::Indexed, quint8(p - 100 + 8), 0};
    }
}

class Builder
{
public:
    Builder(AnsiText &out, int maxChars, bool mapBytes, qsizetype inputSize)
        : m_out(out), m_maxChars(maxChars), m_mapBytes(mapBytes)
    {
        if (mapBytes)
            m_out.byteToChar.resize(inputSize + 1);
    }
    bool full() const { return m_out.text.size() >= m_maxChars; }

    // Appends input bytes [from, to) of plain text (no escapes).
    void text(QByteArrayView input, qsizetype from, qsizetype to)
    {
        qsizetype at = from;
        while (at < to && !full()) {
            // Runs of printable bytes decode in one go; control bytes are handled one by one.
            qsizetype run = at;
            while (run < to && (quint8(input[run]) >= 0x20 && input[run] != '\x7f'))
                ++run;
            if (run > at) {
                const QByteArrayView piece = input.sliced(at, run - at);
                if (m_mapBytes)
                    mapUtf8(piece, at);
                else
                    m_out.text += QString::fromUtf8(piece);
                at = run;
                continue;
            }
            const char c = input[at];
            mark(at);
            if (c == '\t') {
                const int spaces = kTabWidth - int(m_out.text.size() % kTabWidth);
                m_out.text += QString(spaces, u' ');
            } else if (c == '\x7f') {
                m_out.text += QChar(0x2421);
            } else {
                m_out.text += QChar(0x2400 + quint8(c)); // ␀ ␁ … ␍ …
            }
            ++at;
        }
    }
    void skipped(qsizetype from, qsizetype to)
    {
        for (qsizetype i = from; i < to; ++i)
            mark(i);
    }
    void style(const AnsiStyle &next)
    {
        closeSpan();
        m_style = next;
        m_spanStart = int(m_out.text.size());
    }
    void finish(qsizetype inputSize)
    {
        closeSpan();
        if (m_out.text.size() > m_maxChars)
            m_out.text.truncate(m_maxChars);
        if (m_mapBytes) {
            for (qsizetype i = m_mapped; i <= inputSize; ++i)
                m_out.byteToChar[i] = int(m_out.text.size());
            for (int &c : m_out.byteToChar)
                c = std::min(c, int(m_out.text.size()));
        }
    }

private:
    void mark(qsizetype byte)
    {
        if (!m_mapBytes)
            return;
        while (m_mapped <= byte)
            m_out.byteToChar[m_mapped++] = int(m_out.text.size());
    }
    // UTF-8 to UTF-16 with the byte → char map (for highlighting matches found in raw bytes).
    void mapUtf8(QByteArrayView piece, qsizetype offset)
    {
        qsizetype i = 0;
        while (i < piece.size()) {
            const auto lead = quint8(piece[i]);
            const qsizetype len = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
            const qsizetype take = std::min(len, piece.size() - i);
            mark(offset + i);
            for (qsizetype k = 1; k < take; ++k)
                mark(offset + i + k);
            m_out.text += QString::fromUtf8(piece.sliced(i, take));
            i += take;
        }
    }
    void closeSpan()
    {
        const int end = int(std::min<qsizetype>(m_out.text.size(), m_maxChars));
        if (!m_style.isPlain() && end > m_spanStart)
            m_out.spans.push_back({m_spanStart, end - m_spanStart, m_style});
        m_spanStart = end;
    }

    AnsiText &m_out;
    int m_maxChars;
    bool m_mapBytes;
    qsizetype m_mapped = 0;
    AnsiStyle m_style;
    int m_spanStart = 0;
};

} // namespace

AnsiText AnsiText::parse(QByteArrayView bytes, int maxChars, bool mapBytes)
{
    AnsiText out;
    Builder b(out, maxChars, mapBytes, bytes.size());
    AnsiStyle style;
    qsizetype at = 0;
    const qsizetype n = bytes.size();
    while (at < n && !b.full()) {
        const auto esc = bytes.indexOf(kEsc, at);
        const qsizetype textEnd = esc < 0 ? n : esc;
        b.text(bytes, at, textEnd);
        if (esc < 0)
            break;
        at = esc + 1;
        if (at >= n) {
            b.skipped(esc, n);
            break;
        }
        if (bytes[at] == '[') {
            // CSI: parameters, intermediates, one final byte 0x40–0x7E.
            qsizetype p = at + 1;
            int params[kMaxParams];
            int count = 0;
            int value = -1;
            while (p < n && ((bytes[p] >= '0' && bytes[p] <= '9') || bytes[p] == ';' || bytes[p] == ':')) {
                if (bytes[p] == ';' || bytes[p] == ':') {
                    if (count < kMaxParams)
                        params[count++] = std::max(value, 0);
                    value = -1;
                } else {
                    value = std::min(std::max(value, 0) * 10 + (bytes[p] - '0'), 1 << 20);
                }
                ++p;
            }
            if (value >= 0 && count < kMaxParams)
                params[count++] = value;
            else if (p > at + 1 && bytes[p - 1] == ';' && count < kMaxParams)
                params[count++] = 0;
            while (p < n && quint8(bytes[p]) >= 0x20 && quint8(bytes[p]) <= 0x2F)
                ++p; // intermediate bytes
            if (p < n && quint8(bytes[p]) >= 0x40 && quint8(bytes[p]) <= 0x7E) {
                if (bytes[p] == 'm') {
                    applySgr(params, count, style);
                    b.style(style);
                }
                ++p;
            }
            b.skipped(esc, p);
            at = p;
        } else if (bytes[at] == ']') {
            // OSC: up to BEL or ESC \ (hyperlinks, titles): dropped.
            qsizetype p = at + 1;
            while (p < n && bytes[p] != '\x07' && !(bytes[p] == kEsc && p + 1 < n && bytes[p + 1] == '\\'))
                ++p;
            p = p < n ? (bytes[p] == '\x07' ? p + 1 : p + 2) : n;
            b.skipped(esc, p);
            at = p;
        } else {
            b.skipped(esc, at + 1); // a two-byte escape
            at += 1;
        }
    }
    b.finish(n);
    return out;
}

} // namespace hw
