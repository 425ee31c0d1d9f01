#include "GzipDecoder.h"

#include <zlib.h>

#include <algorithm>

namespace hw {

bool GzipDecoder::looksLikeGzip(QByteArrayView data)
{
    return data.size() >= 3 && quint8(data[0]) == 0x1f && quint8(data[1]) == 0x8b && quint8(data[2]) == 8;
}

quint32 GzipDecoder::crc32(QByteArrayView data, quint32 crc)
{
    // zlib takes uInt lengths: feed large views in slices.
    const auto *p = reinterpret_cast<const Bytef *>(data.data());
    qsizetype left = data.size();
    uLong value = crc;
    while (left > 0) {
        const auto n = uInt(std::min<qsizetype>(left, 1 << 30));
        value = ::crc32(value, p, n);
        p += n;
        left -= n;
    }
    return quint32(value);
}

GzipDecoder::Result GzipDecoder::gunzip(QByteArrayView compressed, qint64 maxOutput)
{
    if (!looksLikeGzip(compressed)) {
        Result result;
        result.error = tr("not gzip data");
        return result;
    }
    // 16 + MAX_WBITS: expect a gzip header and trailer (CRC and length are verified by zlib).
    return inflateAll(compressed, maxOutput, 16 + MAX_WBITS, QStringLiteral("gzip"));
}

GzipDecoder::Result GzipDecoder::unzlib(QByteArrayView compressed, qint64 maxOutput)
{
    return inflateAll(compressed, maxOutput, MAX_WBITS, QStringLiteral("zlib"));
}

GzipDecoder::Result GzipDecoder::inflateAll(QByteArrayView compressed, qint64 maxOutput, int windowBits, const QString &format)
{
    Result result;
    z_stream z{};
    if (inflateInit2(&z, windowBits) != Z_OK) {
        result.error = tr("zlib could not be initialised (out of memory?)");
        return result;
    }
    const auto *in = reinterpret_cast<const Bytef *>(compressed.data());
    qsizetype inLeft = compressed.size();
    QByteArray out;
    out.resize(std::clamp<qsizetype>(compressed.size() * 4, 4096, 64 * 1024 * 1024));
    qsizetype produced = 0;
    for (;;) {
        if (z.avail_in == 0 && inLeft > 0) {
            const auto n = uInt(std::min<qsizetype>(inLeft, 1 << 30));
            z.next_in = const_cast<Bytef *>(in);
            z.avail_in = n;
            in += n;
            inLeft -= n;
        }
        if (produced == out.size())
            out.resize(out.size() * 2);
        const qsizetype room = std::min<qsizetype>(out.size() - produced, 1 << 30);
        z.next_out = reinterpret_cast<Bytef *>(out.data() + produced);
        z.avail_out = uInt(room);
        const int rc = inflate(&z, Z_NO_FLUSH);
        produced += room - qsizetype(z.avail_out);
        if (maxOutput >= 0 && produced > maxOutput) {
            inflateEnd(&z);
            result.status = Status::TooLarge;
            result.error = tr("decompressed data larger than %1 bytes").arg(maxOutput);
            return result;
        }
        if (rc == Z_STREAM_END) {
            // Concatenated members: start the next one if more input follows.
            const bool more = z.avail_in > 0 || inLeft > 0;
            if (!more)
                break;
            if (inflateReset(&z) != Z_OK)
                break;
            continue;
        }
        if (rc == Z_BUF_ERROR && z.avail_in == 0 && inLeft == 0) {
            inflateEnd(&z);
            result.error = tr("truncated %1 data").arg(format);
            return result;
        }
        if (rc != Z_OK && rc != Z_BUF_ERROR) {
            const QString why = QString::fromLatin1(z.msg ? z.msg : "inflate failed");
            // zlib verifies the trailer's CRC-32 and length; name that failure plainly.
            result.error = why.contains(QLatin1String("check"))
                ? tr("corrupt %1 data: CRC or length mismatch (%2)").arg(format, why)
                : tr("corrupt %1 data (%2)").arg(format, why);
            inflateEnd(&z);
            return result;
        }
    }
    inflateEnd(&z);
    out.truncate(produced);
    result.status = Status::Ok;
    result.data = std::move(out);
    return result;
}

} // namespace hw
