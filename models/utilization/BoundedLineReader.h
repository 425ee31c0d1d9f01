#pragma once

#include <QBuffer>
#include <QByteArray>
#include <QString>

namespace hw {

// The lines of a device, read in blocks of BlockBytes so that a file of any size costs one block
// and one line of memory. A line longer than maxLineBytes comes back as tooLong (without its text)
// and is skipped to its newline without being buffered. Past maxBytes the reader stops with an
// error, so a device that never ends cannot keep it reading. Lines end at '\n'; the last one may
// lack it.
class BoundedLineReader
{
public:
    static constexpr qsizetype BlockBytes = 64 * 1024;

    struct Line {
        QByteArrayView text; // without the '\n'; valid until the next call of next()
        int number = 0;      // 1-based
        bool tooLong = false;
    };

    BoundedLineReader(QIODevice *device, qsizetype maxLineBytes, qint64 maxBytes);

    // A streamed reader (read(QIODevice *)) run over bytes in memory: tests, fuzzing, the bench.
    template<typename Read>
    static auto overBytes(const QByteArray &bytes, Read read)
    {
        QBuffer buffer;
        buffer.setData(bytes);
        buffer.open(QIODevice::ReadOnly);
        return read(&buffer);
    }

    // The next line; false at the end or on an error (then error() says what).
    bool next(Line *line);
    const QString &error() const { return m_error; }

private:
    bool fill();
    bool take(qsizetype end, bool tooLong, Line *line);

    QIODevice *m_device;
    qsizetype m_maxLineBytes;
    qint64 m_maxBytes;
    qint64 m_bytesRead = 0;
    QByteArray m_buffer;
    qsizetype m_pos = 0;
    int m_number = 0;
    bool m_atEnd = false;
    QString m_error;
};

} // namespace hw
