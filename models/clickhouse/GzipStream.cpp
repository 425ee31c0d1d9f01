#include "GzipStream.h"

#include <zlib.h>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace hw {

namespace {
constexpr qsizetype BlockBytes = 256 * 1024;
}

GzipStream::GzipStream() : m_z(new z_stream{})
{
    // 16 + MAX_WBITS: a gzip header and trailer (zlib verifies CRC-32 and length).
    if (inflateInit2(m_z, 16 + MAX_WBITS) != Z_OK)
        m_error = tr("zlib could not be initialised (out of memory?)");
    m_block.resize(BlockBytes);
}

GzipStream::~GzipStream()
{
    inflateEnd(m_z);
    delete m_z;
}

Result<void, QString> GzipStream::fail(QString message)
{
    m_error = std::move(message);
    return m_error;
}

Result<void, QString> GzipStream::feed(QByteArrayView compressed, const Output &out)
{
    if (!m_error.isEmpty())
        return m_error;
    const auto *in = reinterpret_cast<const Bytef *>(compressed.data());
    qsizetype left = compressed.size();
    while (left > 0) {
        const auto n = uInt(std::min<qsizetype>(left, 1 << 30));
        m_z->next_in = const_cast<Bytef *>(in);
        m_z->avail_in = n;
        in += n;
        left -= n;
        for (;;) {
            m_z->next_out = reinterpret_cast<Bytef *>(m_block.data());
            m_z->avail_out = uInt(m_block.size());
            m_inMember = true;
            const int rc = inflate(m_z, Z_NO_FLUSH);
            const qsizetype made = m_block.size() - qsizetype(m_z->avail_out);
            if (rc == Z_BUF_ERROR && made == 0 && m_z->avail_in == 0)
                break; // everything consumed; more input needed
            if (rc != Z_OK && rc != Z_STREAM_END && rc != Z_BUF_ERROR) {
                const QString why = QString::fromLatin1(m_z->msg ? m_z->msg : "inflate failed");
                // zlib's own message stays as it is, in brackets: a detail for a bug report.
                return fail(why.contains(u"check"_s)
                        ? tr("corrupt %1 data: CRC or length mismatch (%2)").arg(u"gzip"_s, why)
                        : tr("corrupt %1 data (%2)").arg(u"gzip"_s, why));
            }
            if (made > 0)
                if (auto r = out(QByteArrayView(m_block.constData(), made)); !r)
                    return fail(r.error());
            if (rc == Z_STREAM_END) {
                m_inMember = false;
                if (inflateReset(m_z) != Z_OK)
                    return fail(tr("zlib could not be reset (out of memory?)"));
                if (m_z->avail_in == 0)
                    break;
                continue; // a concatenated member follows
            }
            if (m_z->avail_in == 0 && m_z->avail_out != 0)
                break; // all input consumed and all output flushed
        }
    }
    return {};
}

Result<void, QString> GzipStream::finish()
{
    if (!m_error.isEmpty())
        return m_error;
    if (m_inMember)
        return fail(tr("truncated %1 data").arg(u"gzip"_s));
    return {};
}

} // namespace hw
