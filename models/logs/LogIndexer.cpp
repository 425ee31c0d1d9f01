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

SourceError inflate(const LogIndexer::Job &job, LogIndexState &state, const std::atomic_bool &cancel,
    const LogIndexer::Notify &notify)
{
    QFile in(job.input);
    if (!in.open(QIODevice::ReadOnly | QIODevice::Unbuffered))
        return logError(SourceError::Kind::Storage, readError(in));
    QFile out(job.plainOutput);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Unbuffered))
        return logError(SourceError::Kind::Storage,
            QCoreApplication::translate("LogIndexer", "could not write the inflated log to %1: %2 — free space there or set TMPDIR to a larger disk")
                .arg(out.fileName(), out.errorString()));
    LogLineScanner scanner;
    LogLineScanner::Batch batch;
    Publisher publisher(state, notify);
    GzipStream gzip;
    QByteArray block(kReadBlock, Qt::Uninitialized);
    qint64 consumed = 0;
    QString writeFailure;
    qint64 written = 0;
    bool cut = false;
    // Each inflated block is written before its lines are published: a reader only ever sees
    // lines whose bytes are in the file. A block of a gzip bomb inflates to a GB: its lines are
    // published as they come rather than held in one batch.
    const GzipStream::Output sink = [&](QByteArrayView plain) -> Result<void, QString> {
        // One read of a gzip bomb inflates for seconds: cancel is seen per output block.
        if (cancel.load(std::memory_order_relaxed))
            return QStringLiteral("cancelled");
        if (job.maxPlainBytes > 0 && written + plain.size() > job.maxPlainBytes) {
            plain.truncate(job.maxPlainBytes - written);
            cut = true;
        }
        if (out.write(plain.data(), plain.size()) != plain.size()) {
            writeFailure = out.errorString();
            return writeFailure;
        }
        written += plain.size();
        scanner.feed(plain, batch);
        if (batch.lengths.size() >= kMaxBatchLines)
            publisher.publish(batch, consumed);
        if (cut)
            return QStringLiteral("bound reached"); // stops the inflate; not an error (see below)
        return {};
    };
    SourceError failure;
    for (;;) {
        if (cancel.load(std::memory_order_relaxed))
            break;
        const qint64 n = in.read(block.data(), block.size());
        if (n < 0) {
            failure = logError(SourceError::Kind::Storage, readError(in));
            break;
        }
        if (n == 0) {
            if (auto r = gzip.finish(); !r)
                failure = logError(SourceError::Kind::BadData,
                    QCoreApplication::translate("LogIndexer", "the log is cut off after %1 MB (%2) — press L on the cell again to fetch it anew")
                        .arg(QString::number(double(out.size()) / 1e6, 'f', 1), r.error()));
            break;
        }
        consumed += n;
        if (auto r = gzip.feed(QByteArrayView(block.constData(), n), sink); !r) {
            if (cut || cancel.load(std::memory_order_relaxed))
                break;
            failure = !writeFailure.isEmpty()
                ? logError(SourceError::Kind::Storage,
                      QCoreApplication::translate("LogIndexer", "could not write the inflated log: %1 — free space there or set TMPDIR to a larger disk").arg(writeFailure))
                : logError(SourceError::Kind::BadData,
                      QCoreApplication::translate("LogIndexer", "the log is damaged after %1 MB (%2) — press L on the cell again to fetch it anew")
                          .arg(QString::number(double(out.size()) / 1e6, 'f', 1), r.error()));
            break;
        }
        publisher.publish(batch, consumed);
    }
    if (cancel.load(std::memory_order_relaxed) && !cut)
        failure = logError(SourceError::Kind::Cancelled, QCoreApplication::translate("LogIndexer", "indexing cancelled"));
    // What inflated cleanly stays readable, even after an error.
    scanner.finish(batch);
    {
        std::unique_lock lock(state.lock);
        state.cutAtBound = cut;
    }
    publisher.publish(batch, consumed, true);
    return failure;
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
