#include "LogIndexer.h"

#include "LogIndexState.h"
#include "LogLineScanner.h"
#include "clickhouse/GzipStream.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>

#include <mutex>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

constexpr qint64 kReadBlock = 1 << 20;
constexpr qint64 kNotifyEveryMs = 50;
constexpr size_t kMaxBatchLines = 1 << 16;

SourceError logError(SourceError::Kind kind, const QString &message)
{
    return SourceError::make(kind, u"log"_s, message);
}

// Appends each batch to the shared state and tells the document, at most every 50 ms.
class Publisher
{
public:
    Publisher(LogIndexState &state, const LogIndexer::Notify &notify) : m_state(state), m_notify(notify)
    {
        m_clock.start();
    }
    void publish(LogLineScanner::Batch &batch, qint64 bytesRead, bool force = false)
    {
        {
            std::unique_lock lock(m_state.lock);
            m_state.index.append(batch.lengths.data(), batch.lengths.size());
            m_state.marks.insert(m_state.marks.end(), batch.marks.begin(), batch.marks.end());
            m_state.bytesRead = bytesRead;
        }
        batch.clear();
        if (force || m_first || m_clock.elapsed() >= kNotifyEveryMs) {
            m_first = false;
            m_clock.restart();
            m_notify();
        }
    }

private:
    LogIndexState &m_state;
    const LogIndexer::Notify &m_notify;
    QElapsedTimer m_clock;
    bool m_first = true;
};

QString readError(const QFile &file)
{
    return QCoreApplication::translate("LogIndexer", "could not read %1: %2").arg(file.fileName(), file.errorString());
}

SourceError indexPlain(const LogIndexer::Job &job, LogIndexState &state, const std::atomic_bool &cancel,
    const LogIndexer::Notify &notify)
{
    QFile in(job.input);
    if (!in.open(QIODevice::ReadOnly | QIODevice::Unbuffered))
        return logError(SourceError::Kind::Storage, readError(in));
    if (job.fromByte > 0 && !in.seek(job.fromByte))
        return logError(SourceError::Kind::Storage, readError(in));
    LogLineScanner scanner;
    scanner.reset(job.fromLine);
    LogLineScanner::Batch batch;
    Publisher publisher(state, notify);
    QByteArray block(kReadBlock, Qt::Uninitialized);
    qint64 done = job.fromByte;
    for (;;) {
        if (cancel.load(std::memory_order_relaxed))
            return logError(SourceError::Kind::Cancelled, QCoreApplication::translate("LogIndexer", "indexing cancelled"));
        const qint64 n = in.read(block.data(), block.size());
        if (n < 0)
            return logError(SourceError::Kind::Storage, readError(in));
        if (n == 0)
            break;
        done += n;
        scanner.feed(QByteArrayView(block.constData(), n), batch);
        publisher.publish(batch, done);
    }
    const bool open = scanner.partialBytes() > 0;
    scanner.finish(batch);
    {
        std::unique_lock lock(state.lock);
        state.lastLineOpen = open && job.keepLastLineOpen;
    }
    publisher.publish(batch, done, true);
    return {};
}

// Inflates a gzip log into job.plainOutput and indexes its lines on the way. Each inflated
// block is written before its lines are published: a reader only ever sees lines whose bytes are
// in the file. A block of a gzip bomb inflates to a GB: its lines are published as they come
// rather than held in one batch.
class Inflation
{
public:
    Inflation(const LogIndexer::Job &job, LogIndexState &state, const std::atomic_bool &cancel,
        const LogIndexer::Notify &notify)
        : m_job(job), m_state(state), m_cancel(cancel), m_in(job.input), m_out(job.plainOutput),
          m_publisher(state, notify)
    {
    }

    SourceError run()
    {
        if (!m_in.open(QIODevice::ReadOnly | QIODevice::Unbuffered))
            return logError(SourceError::Kind::Storage, readError(m_in));
        if (!m_out.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Unbuffered))
            return logError(SourceError::Kind::Storage,
                QCoreApplication::translate("LogIndexer", "could not write the inflated log to %1: %2 — free space there or set TMPDIR to a larger disk")
                    .arg(m_out.fileName(), m_out.errorString()));
        SourceError failure = inflateInput();
        if (cancelled() && !m_cut)
            failure = logError(SourceError::Kind::Cancelled, QCoreApplication::translate("LogIndexer", "indexing cancelled"));
        // What inflated cleanly stays readable, even after an error.
        m_scanner.finish(m_batch);
        {
            std::unique_lock lock(m_state.lock);
            m_state.cutAtBound = m_cut;
        }
        m_publisher.publish(m_batch, m_consumed, true);
        return failure;
    }

private:
    bool cancelled() const { return m_cancel.load(std::memory_order_relaxed); }

    // No error when the input ends cleanly, is cancelled or reaches the bound.
    SourceError inflateInput()
    {
        GzipStream gzip;
        QByteArray block(kReadBlock, Qt::Uninitialized);
        const GzipStream::Output sink = [this](QByteArrayView plain) { return write(plain); };
        for (;;) {
            if (cancelled())
                return {};
            const qint64 n = m_in.read(block.data(), block.size());
            if (n < 0)
                return logError(SourceError::Kind::Storage, readError(m_in));
            if (n == 0) {
                if (auto r = gzip.finish(); !r)
                    return logError(SourceError::Kind::BadData,
                        QCoreApplication::translate("LogIndexer", "the log is cut off after %1 MB (%2) — press L on the cell again to fetch it anew")
                            .arg(QString::number(double(m_out.size()) / 1e6, 'f', 1), r.error()));
                return {};
            }
            m_consumed += n;
            if (auto r = gzip.feed(QByteArrayView(block.constData(), n), sink); !r) {
                if (m_cut || cancelled())
                    return {};
                return feedFailure(r.error());
            }
            m_publisher.publish(m_batch, m_consumed);
        }
    }

    // A block that did not inflate: the disk (a failed write) or the data.
    SourceError feedFailure(const QString &why) const
    {
        if (!m_writeFailure.isEmpty())
            return logError(SourceError::Kind::Storage,
                QCoreApplication::translate("LogIndexer", "could not write the inflated log: %1 — free space there or set TMPDIR to a larger disk").arg(m_writeFailure));
        return logError(SourceError::Kind::BadData,
            QCoreApplication::translate("LogIndexer", "the log is damaged after %1 MB (%2) — press L on the cell again to fetch it anew")
                .arg(QString::number(double(m_out.size()) / 1e6, 'f', 1), why));
    }

    // GzipStream's output: an error stops the inflate.
    Result<void, QString> write(QByteArrayView plain)
    {
        // One read of a gzip bomb inflates for seconds: cancel is seen per output block.
        if (cancelled())
            return QStringLiteral("cancelled");
        if (m_job.maxPlainBytes > 0 && m_written + plain.size() > m_job.maxPlainBytes) {
            plain.truncate(m_job.maxPlainBytes - m_written);
            m_cut = true;
        }
        if (m_out.write(plain.data(), plain.size()) != plain.size()) {
            m_writeFailure = m_out.errorString();
            return m_writeFailure;
        }
        m_written += plain.size();
        m_scanner.feed(plain, m_batch);
        if (m_batch.lengths.size() >= kMaxBatchLines)
            m_publisher.publish(m_batch, m_consumed);
        if (m_cut)
            return QStringLiteral("bound reached"); // stops the inflate; not an error (see run())
        return {};
    }

    const LogIndexer::Job &m_job;
    LogIndexState &m_state;
    const std::atomic_bool &m_cancel;
    QFile m_in;
    QFile m_out;
    LogLineScanner m_scanner;
    LogLineScanner::Batch m_batch;
    Publisher m_publisher;
    qint64 m_consumed = 0;
    qint64 m_written = 0;
    QString m_writeFailure;
    bool m_cut = false;
};

SourceError inflate(const LogIndexer::Job &job, LogIndexState &state, const std::atomic_bool &cancel,
    const LogIndexer::Notify &notify)
{
    return Inflation(job, state, cancel, notify).run();
}

} // namespace

SourceError LogIndexer::run(const Job &job, LogIndexState &state, const std::atomic_bool &cancel, const Notify &notify)
{
    SourceError e = job.plainOutput.isEmpty() ? indexPlain(job, state, cancel, notify) : inflate(job, state, cancel, notify);
    std::unique_lock lock(state.lock);
    if (!e.isError()) {
        state.complete = true;
        state.index.squeeze();
    }
    return e;
}

} // namespace hw
