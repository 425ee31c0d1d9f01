#include "GzipDecoder.h"

#include <array>
#include <cstring>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

constexpr int MaxBits = 15;
constexpr int MaxLitLen = 286;
constexpr int MaxDist = 30;
constexpr int FixedLitLen = 288;

struct DecodeError {
    GzipDecoder::Status status;
    QString message;
};

[[noreturn]] void corrupt(const QString &why)
{
    throw DecodeError{GzipDecoder::Status::Corrupt, why};
}

// Canonical Huffman code as counts per length plus symbols ordered by code (the zlib "puff" layout).
constexpr int FastBits = 9;

struct Huffman {
    std::array<short, MaxBits + 1> count{};
    std::array<short, FixedLitLen> symbol{};
    // Lookup by the next FastBits stream bits: (symbol << 4) | length, 0 = use the slow path.
    std::array<quint16, 1 << FastBits> fast{};
};

// Returns 0 for a complete code, > 0 for an incomplete one, < 0 for an over-subscribed one.
int buildHuffman(Huffman &h, const short *length, int n)
{
    h.count.fill(0);
    for (int s = 0; s < n; ++s)
        h.count[length[s]]++;
    if (h.count[0] == n)
        return 0;
    int left = 1;
    for (int len = 1; len <= MaxBits; ++len) {
        left <<= 1;
        left -= h.count[len];
        if (left < 0)
            return left;
    }
    std::array<short, MaxBits + 1> offs{};
    for (int len = 1; len < MaxBits; ++len)
        offs[len + 1] = short(offs[len] + h.count[len]);
    for (int s = 0; s < n; ++s)
        if (length[s] != 0)
            h.symbol[offs[length[s]]++] = short(s);

    // Canonical codes, bit-reversed (the stream sends Huffman codes most significant bit first).
    h.fast.fill(0);
    int code = 0, index = 0;
    for (int len = 1; len <= FastBits; ++len) {
        for (int k = 0; k < h.count[len]; ++k, ++code, ++index) {
            int reversed = 0;
            for (int b = 0; b < len; ++b)
                reversed |= ((code >> b) & 1) << (len - 1 - b);
            const quint16 entry = quint16((h.symbol[index] << 4) | len);
            for (int fill = reversed; fill < (1 << FastBits); fill += 1 << len)
                h.fast[fill] = entry;
        }
        code <<= 1;
    }
    return left;
}

class Inflater
{
public:
    Inflater(QByteArrayView in, qsizetype pos, QByteArray &out, qint64 maxOut)
        : m_in(in), m_pos(pos), m_out(out), m_len(out.size()), m_maxOut(maxOut) {}
    // The output grows geometrically and is written through a raw pointer; trimmed at the end.
    ~Inflater() { m_out.truncate(m_len); }

    qsizetype run()
    {
        bool last = false;
        do {
            last = bits(1) != 0;
            switch (bits(2)) {
            case 0: stored(); break;
            case 1: fixed(); break;
            case 2: dynamic(); break;
            default: corrupt(u"invalid deflate block type"_s);
            }
        } while (!last);
        alignToByte();
        return m_pos; // the trailer starts on the next byte
    }

private:
    int bits(int need)
    {
        quint32 val = m_bitBuf;
        while (m_bitCount < need) {
            if (m_pos >= m_in.size())
                corrupt(u"truncated deflate stream"_s);
            val |= quint32(quint8(m_in[m_pos++])) << m_bitCount;
            m_bitCount += 8;
        }
        m_bitBuf = val >> need;
        m_bitCount -= need;
        return int(val & ((1u << need) - 1));
    }

    // Drops the bits of a partly used byte and hands whole bytes that were read ahead (by the
    // fast decode path) back to the input.
    void alignToByte()
    {
        m_pos -= m_bitCount / 8;
        m_bitBuf = 0;
        m_bitCount = 0;
    }

    char *room(qsizetype n)
    {
        if (m_maxOut >= 0 && m_len + n > m_maxOut)
            throw DecodeError{GzipDecoder::Status::TooLarge, {}};
        if (m_len + n > m_out.size()) {
            qsizetype grow = std::max<qsizetype>(m_out.size() * 2, 64 * 1024);
            grow = std::max(grow, m_len + n);
            if (m_maxOut >= 0)
                grow = std::min<qsizetype>(grow, qsizetype(m_maxOut));
            m_out.resize(grow);
        }
        return m_out.data() + m_len;
    }

    void put(char c)
    {
        *room(1) = c;
        ++m_len;
    }

    void stored()
    {
        alignToByte();
        if (m_pos + 4 > m_in.size())
            corrupt(u"truncated stored block"_s);
        const auto b = [this](qsizetype i) { return unsigned(quint8(m_in[m_pos + i])); };
        const unsigned len = b(0) | (b(1) << 8);
        const unsigned nlen = b(2) | (b(3) << 8);
        m_pos += 4;
        if (len != (~nlen & 0xffffu))
            corrupt(u"stored block length mismatch"_s);
        if (m_pos + qsizetype(len) > m_in.size())
            corrupt(u"truncated stored block"_s);
        std::memcpy(room(qsizetype(len)), m_in.data() + m_pos, len);
        m_len += len;
        m_pos += len;
    }

    int decode(const Huffman &h)
    {
        // Fast path: look the next FastBits bits up (when that many are left in the input).
        while (m_bitCount < FastBits && m_pos < m_in.size()) {
            m_bitBuf |= quint32(quint8(m_in[m_pos++])) << m_bitCount;
            m_bitCount += 8;
        }
        if (m_bitCount >= FastBits) {
            const quint16 entry = h.fast[m_bitBuf & ((1u << FastBits) - 1)];
            if (entry != 0) {
                const int len = entry & 0xf;
                m_bitBuf >>= len;
                m_bitCount -= len;
                return entry >> 4;
            }
        }
        int code = 0, first = 0, index = 0;
        for (int len = 1; len <= MaxBits; ++len) {
            code |= bits(1);
            const int count = h.count[len];
            if (code - count < first)
                return h.symbol[index + (code - first)];
            index += count;
            first += count;
            first <<= 1;
            code <<= 1;
        }
        corrupt(u"invalid Huffman code"_s);
    }

    void codes(const Huffman &lencode, const Huffman &distcode)
    {
        static constexpr short lbase[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                            35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
        static constexpr short lext[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                           3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
        static constexpr int dbase[30] = {1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
                                          257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
                                          8193, 12289, 16385, 24577};
        static constexpr short dext[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
                                           7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
        for (;;) {
            int symbol = decode(lencode);
            if (symbol < 256) {
                put(char(symbol));
                continue;
            }
            if (symbol == 256)
                return;
            symbol -= 257;
            if (symbol >= 29)
                corrupt(u"invalid length symbol"_s);
            const int len = lbase[symbol] + bits(lext[symbol]);
            const int dsym = decode(distcode);
            if (dsym >= 30)
                corrupt(u"invalid distance symbol"_s);
            const qsizetype dist = dbase[dsym] + bits(dext[dsym]);
            if (dist > m_len)
                corrupt(u"distance too far back"_s);
            char *to = room(len);
            const char *from = to - dist;
            // Byte by byte: the source may overlap the bytes being written.
            for (int i = 0; i < len; ++i)
                to[i] = from[i];
            m_len += len;
        }
    }

    void fixed()
    {
        static const auto tables = [] {
            std::pair<Huffman, Huffman> t;
            short lengths[FixedLitLen];
            int s = 0;
            for (; s < 144; ++s) lengths[s] = 8;
            for (; s < 256; ++s) lengths[s] = 9;
            for (; s < 280; ++s) lengths[s] = 7;
            for (; s < FixedLitLen; ++s) lengths[s] = 8;
            buildHuffman(t.first, lengths, FixedLitLen);
            for (s = 0; s < MaxDist; ++s) lengths[s] = 5;
            buildHuffman(t.second, lengths, MaxDist);
            return t;
        }();
        codes(tables.first, tables.second);
    }

    void dynamic()
    {
        static constexpr short order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
        const int nlen = bits(5) + 257;
        const int ndist = bits(5) + 1;
        const int ncode = bits(4) + 4;
        if (nlen > MaxLitLen || ndist > MaxDist)
            corrupt(u"bad dynamic block counts"_s);
        short lengths[MaxLitLen + MaxDist] = {};
        int index = 0;
        for (; index < ncode; ++index)
            lengths[order[index]] = short(bits(3));
        for (; index < 19; ++index)
            lengths[order[index]] = 0;
        Huffman lencode, distcode;
        if (buildHuffman(lencode, lengths, 19) != 0)
            corrupt(u"incomplete code-length code"_s);
        index = 0;
        while (index < nlen + ndist) {
            int symbol = decode(lencode);
            if (symbol < 16) {
                lengths[index++] = short(symbol);
                continue;
            }
            short len = 0;
            if (symbol == 16) {
                if (index == 0)
                    corrupt(u"repeat with no previous length"_s);
                len = lengths[index - 1];
                symbol = 3 + bits(2);
            } else if (symbol == 17) {
                symbol = 3 + bits(3);
            } else {
                symbol = 11 + bits(7);
            }
            if (index + symbol > nlen + ndist)
                corrupt(u"too many code lengths"_s);
            while (symbol--)
                lengths[index++] = len;
        }
        if (lengths[256] == 0)
            corrupt(u"no end-of-block code"_s);
        int err = buildHuffman(lencode, lengths, nlen);
        if (err && (err < 0 || nlen != lencode.count[0] + lencode.count[1]))
            corrupt(u"bad literal/length code"_s);
        err = buildHuffman(distcode, lengths + nlen, ndist);
        if (err && (err < 0 || ndist != distcode.count[0] + distcode.count[1]))
            corrupt(u"bad distance code"_s);
        codes(lencode, distcode);
    }

    QByteArrayView m_in;
    qsizetype m_pos;
    QByteArray &m_out;
    qsizetype m_len;
    qint64 m_maxOut;
    quint32 m_bitBuf = 0;
    int m_bitCount = 0;
};

quint32 readLe32(QByteArrayView d, qsizetype pos)
{
    return quint32(quint8(d[pos])) | quint32(quint8(d[pos + 1])) << 8 | quint32(quint8(d[pos + 2])) << 16
        | quint32(quint8(d[pos + 3])) << 24;
}

// Parses one member header; returns the offset of the deflate data.
qsizetype skipHeader(QByteArrayView in, qsizetype pos)
{
    if (in.size() - pos < 10 || !GzipDecoder::looksLikeGzip(in.sliced(pos)))
        corrupt(u"not a gzip stream"_s);
    if (quint8(in[pos + 2]) != 8)
        corrupt(u"unsupported gzip compression method"_s);
    const quint8 flags = quint8(in[pos + 3]);
    pos += 10;
    if (flags & 0x04) { // FEXTRA
        if (pos + 2 > in.size())
            corrupt(u"truncated gzip header"_s);
        pos += 2 + (quint8(in[pos]) | quint8(in[pos + 1]) << 8);
    }
    for (quint8 bit : {quint8(0x08), quint8(0x10)}) { // FNAME, FCOMMENT: zero-terminated
        if (flags & bit) {
            while (pos < in.size() && in[pos] != '\0')
                ++pos;
            ++pos;
        }
    }
    if (flags & 0x02) // FHCRC
        pos += 2;
    if (pos > in.size())
        corrupt(u"truncated gzip header"_s);
    return pos;
}

} // namespace

bool GzipDecoder::looksLikeGzip(QByteArrayView data)
{
    return data.size() >= 2 && quint8(data[0]) == 0x1f && quint8(data[1]) == 0x8b;
}

quint32 GzipDecoder::crc32(QByteArrayView data, quint32 crc)
{
    static const auto table = [] {
        std::array<quint32, 256> t{};
        for (quint32 n = 0; n < 256; ++n) {
            quint32 c = n;
            for (int k = 0; k < 8; ++k)
                c = (c & 1) ? 0xedb88320u ^ (c >> 1) : c >> 1;
            t[n] = c;
        }
        return t;
    }();
    crc = ~crc;
    for (char ch : data)
        crc = table[(crc ^ quint8(ch)) & 0xff] ^ (crc >> 8);
    return ~crc;
}

GzipDecoder::Result GzipDecoder::gunzip(QByteArrayView compressed, qint64 maxOutput)
{
    Result result;
    try {
        qsizetype pos = 0;
        do {
            const qsizetype memberStart = result.data.size();
            pos = skipHeader(compressed, pos);
            pos = Inflater(compressed, pos, result.data, maxOutput).run();
            if (pos + 8 > compressed.size())
                corrupt(u"truncated gzip trailer"_s);
            const QByteArrayView member = QByteArrayView(result.data).sliced(memberStart);
            if (readLe32(compressed, pos) != crc32(member))
                corrupt(u"gzip CRC mismatch"_s);
            if (readLe32(compressed, pos + 4) != quint32(member.size()))
                corrupt(u"gzip length mismatch"_s);
            pos += 8;
        } while (pos < compressed.size());
        result.status = Status::Ok;
    } catch (const DecodeError &e) {
        result.status = e.status;
        result.error = e.message;
        result.data.clear();
    }
    return result;
}

} // namespace hw
