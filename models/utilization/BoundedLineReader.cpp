#include "BoundedLineReader.h"

#include <QCoreApplication>
#include <QIODevice>

#include <cstring>

namespace hw {

BoundedLineReader::BoundedLineReader(QIODevice *device, qsizetype maxLineBytes, qint64 maxBytes)
    : m_device(device)
    , m_maxLineBytes(maxLineBytes)
    , m_maxBytes(maxBytes)
{
}

bool BoundedLineReader::next(Line *line)
{
    bool tooLong = false;
    while (m_error.isEmpty()) {
        const qsizetype newline = m_buffer.indexOf('\n', m_pos);
        if (newline >= 0)
            return take(newline, tooLong, line);
        if (m_buffer.size() - m_pos > m_maxLineBytes) { // the rest of this line is only skipped
            tooLong = true;
            m_buffer.resize(0);
            m_pos = 0;
        }
        if (!fill()) {
            if (!m_error.isEmpty() || (m_pos == m_buffer.size() && !tooLong))
                return false;
            return take(m_buffer.size(), tooLong, line); // the last line, without '\n'
        }
    }
    return false;
}

bool BoundedLineReader::take(qsizetype end, bool tooLong, Line *line)
{
    const qsizetype size = end - m_pos;
    line->number = ++m_number;
    line->tooLong = tooLong || size > m_maxLineBytes;
    line->text = line->tooLong ? QByteArrayView() : QByteArrayView(m_buffer).sliced(m_pos, size);
    m_pos = std::min(end + 1, m_buffer.size());
    return true;
}

// Moves the unread rest to the front and appends a block: false at the end or on an error.
bool BoundedLineReader::fill()
{
    if (m_atEnd)
        return false;
    const qsizetype rest = m_buffer.size() - m_pos;
    if (m_pos > 0) {
        std::memmove(m_buffer.data(), m_buffer.constData() + m_pos, size_t(rest));
        m_buffer.resize(rest);
        m_pos = 0;
    }
    m_buffer.resize(rest + BlockBytes);
    const qint64 got = m_device->read(m_buffer.data() + rest, BlockBytes);
    m_buffer.resize(rest + qsizetype(std::max<qint64>(got, 0)));
    if (got < 0)
        m_error = m_device->errorString();
    else if ((m_bytesRead += got) > m_maxBytes)
        m_error = QCoreApplication::translate("hw::UtilizationFiles", "the file is larger than %1 MB").arg(m_maxBytes >> 20);
    m_atEnd = got <= 0;
    return got > 0 && m_error.isEmpty();
}

} // namespace hw
