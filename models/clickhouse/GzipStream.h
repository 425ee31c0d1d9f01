#pragma once

#include "domain/Result.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <functional>

struct z_stream_s;

namespace hw {

// gzip (RFC 1952) decoded as it arrives, for replies that are read while they stream: each
// compressed chunk is inflated into small output blocks handed to a callback, so neither the
// compressed nor the decompressed reply is ever held whole. The output is capped like
// GzipDecoder's (a small body must not expand without bound); concatenated members are read.
class GzipStream
{
public:
    using Output = std::function<Result<void, QString>(QByteArrayView)>;

    explicit GzipStream(qint64 maxOutput = -1);
    ~GzipStream();
    GzipStream(const GzipStream &) = delete;
    GzipStream &operator=(const GzipStream &) = delete;

    // Inflates this chunk; stops at the first error (corrupt data, the cap, or the callback's).
    Result<void, QString> feed(QByteArrayView compressed, const Output &out);
    // The input ended: an unfinished member is an error ("truncated").
    Result<void, QString> finish();
    qint64 produced() const { return m_produced; }
    bool tooLarge() const { return m_tooLarge; }

private:
    Result<void, QString> fail(QString message);

    z_stream_s *m_z = nullptr;
    QByteArray m_block;
    qint64 m_maxOutput;
    qint64 m_produced = 0;
    bool m_inMember = false;   // a member started and has not ended
    bool m_tooLarge = false;
    QString m_error;
};

} // namespace hw
