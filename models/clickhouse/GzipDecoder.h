#pragma once

#include <QCoreApplication>
#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace hw {

// gzip (RFC 1952) and zlib (RFC 1950) decoding on zlib, with a cap on the output. We ask ClickHouse for gzip
// ourselves (so Qt does not auto-decompress), and the cap keeps a small compressed body from
// expanding into an unbounded allocation.
class GzipDecoder
{
    Q_DECLARE_TR_FUNCTIONS(hw::GzipDecoder)

public:
    enum class Status { Ok, TooLarge, Corrupt };
    struct Result {
        Status status = Status::Corrupt;
        QByteArray data;
        QString error; // why it is corrupt; empty when Ok
    };

    // Decodes one or more concatenated gzip members. maxOutput < 0 means "no cap".
    static Result gunzip(QByteArrayView compressed, qint64 maxOutput = -1);
    // Decodes a zlib (RFC 1950) stream, e.g. what qCompress() writes after its 4-byte length,
    // which is not trusted: a stream says how long it is by ending.
    static Result unzlib(QByteArrayView compressed, qint64 maxOutput = -1);
    // Whether these bytes start like a gzip member.
    static bool looksLikeGzip(QByteArrayView data);
    // CRC-32 (IEEE), as used in the gzip trailer.
    static quint32 crc32(QByteArrayView data, quint32 crc = 0);

private:
    static Result inflateAll(QByteArrayView compressed, qint64 maxOutput, int windowBits, const QString &format);
};

} // namespace hw
