#pragma once

#include "domain/Result.h"

#include <QCoreApplication>
#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <functional>

struct z_stream_s;

namespace hw {

// gzip (RFC 1952) decoded as it arrives, for replies that are read while they stream: each
// compressed chunk is inflated into small output blocks handed to a callback, so neither the
// compressed nor the decompressed reply is ever held whole; concatenated members are read. The
// consumer bounds the output (ClickHouseRowStream counts what it receives).
class GzipStream
{
    Q_DECLARE_TR_FUNCTIONS(hw::GzipStream)

public:
    using Output = std::function<Result<void, QString>(QByteArrayView)>;

    GzipStream();
    ~GzipStream();
    GzipStream(const GzipStream &) = delete;
    GzipStream &operator=(const GzipStream &) = delete;

    // Inflates this chunk; stops at the first error (corrupt data, or the callback's).
    Result<void, QString> feed(QByteArrayView compressed, const Output &out);
    // The input ended: an unfinished member is an error ("truncated").
    Result<void, QString> finish();

private:
    Result<void, QString> fail(QString message);

    z_stream_s *m_z = nullptr;
    QByteArray m_block;
    bool m_inMember = false;   // a member started and has not ended
    QString m_error;
};

} // namespace hw
