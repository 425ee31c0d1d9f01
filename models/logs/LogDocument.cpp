#include "LogDocument.h"

#include "GzipMemberIndex.h"
#include "InflatedLogFile.h"
#include "LogIndexer.h"
#include "clickhouse/GzipStream.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QTemporaryFile>

#include <algorithm>
#include <new>
#include <mutex>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

constexpr qint64 kTailBytes = 64 * 1024;
// A gzip log's tail is inflated on the GUI thread: at most this much text from at most this much
// gzip (a stored log's members hold 1 MiB each; an index claiming more is not believed).
constexpr qint64 kMaxTailInflateBytes = 4 * GzipMemberIndex::kMemberPlainBytes;

SourceError openError(const QString &message)
{
    return SourceError::make(SourceError::Kind::Storage, u"log"_s, message);
}

QByteArray withoutTerminator(QByteArray bytes)
{
    if (bytes.endsWith('\n'))
        bytes.chop(1);
    if (bytes.endsWith('\r'))
        bytes.chop(1);
    return bytes;
}

// Without this, a worker that runs out of memory ends with neither indexed() nor failed(), and
// whoever waits for one waits for ever.
SourceError indexCatchingOutOfMemory(const LogIndexer::Job &job, LogIndexState &state, const std::atomic_bool &cancel,
    const LogIndexer::Notify &notify)
{
    try {
        return LogIndexer::run(job, state, cancel, notify);
    } catch (const std::bad_alloc &) {
        return openError(QCoreApplication::translate("hw::LogDocument",
            "not enough memory to index %1 — close other programs, or read less of it (hudwatch log --max-inflated MB)")
                             .arg(QDir::toNativeSeparators(job.input)));
    }
}

} // namespace

LogDocument::LogDocument(QObject *parent) : QObject(parent), m_state(std::make_shared<LogIndexState>())
{
    m_followTimer.setInterval(1000);
    connect(&m_followTimer, &QTimer::timeout, this, &LogDocument::checkGrowth);
}

LogDocument::~LogDocument()
{
    close();
}

void LogDocument::close()
{
    // The worker writes the inflated copy and the state about to go: it ends first, unheard.
    m_run.cancel();
    m_run.waitForWorkers();
    m_indexing = false;
    m_followTimer.stop();
    m_reader.close();
    m_inflated.reset();
    m_state = std::make_shared<LogIndexState>();
    m_tail.clear();
    m_error = {};
    m_path.clear();
    m_compressed = false;
    m_lastReportedLines = -1;
}

void LogDocument::cancel()
{
    m_run.requestStop();
}

Result<void> LogDocument::open(const QString &path)
{
    close();
    const QFileInfo info(path);
    if (!info.exists())
        return openError(tr("%1 does not exist — check the path").arg(QDir::toNativeSeparators(path)));
    if (info.isDir())
        return openError(
            tr("%1 is a folder, not a log file — give the path of a log file in it").arg(QDir::toNativeSeparators(path)));
    QFile probe(path);
    if (!probe.open(QIODevice::ReadOnly))
        return openError(tr("could not open %1: %2 — check that you may read the file")
                             .arg(QDir::toNativeSeparators(path), probe.errorString()));
    const QByteArray magic = probe.read(2);
    probe.close();
    m_path = path;
    m_compressed = magic == QByteArrayLiteral("\x1f\x8b");
    m_state->bytesTotal = info.size();
    if (m_compressed) {
        InflatedLogFile::removeStale(QDir::tempPath()); // left by runs that were killed
        auto inflated = InflatedLogFile::create(QDir::tempPath());
        if (!inflated) {
            close();
            return openError(tr("no room to inflate %1 in %2: %3 — free space there or set TMPDIR to a larger disk").arg(info.fileName(), QDir::tempPath(), inflated.error().message));
        }
        m_inflated = std::move(*inflated);
        readCompressedTail();
    } else {
        readTail();
    }
    m_reader.setFileName(contentPath());
    if (!m_reader.open(QIODevice::ReadOnly | QIODevice::Unbuffered)) {
        const QString why = m_reader.errorString();
        close();
        return openError(
            tr("could not open %1: %2 — check that you may read the file").arg(QDir::toNativeSeparators(path), why));
    }
    startIndexing(0, 0);
    return {};
}

QString LogDocument::contentPath() const
{
    return m_inflated ? m_inflated->fileName() : m_path;
}

void LogDocument::readTail()
{
    QFile f(m_path);
    if (!f.open(QIODevice::ReadOnly))
        return;
    const qint64 size = f.size();
    const qint64 from = std::max<qint64>(0, size - kTailBytes);
    if (!f.seek(from))
        return;
    setTail(f.read(size - from), from > 0);
}

void LogDocument::readCompressedTail()
{
    // Only a log the store wrote in members has an index; any other gzip shows once inflated.
    QFile f(m_path);
    if (!f.open(QIODevice::ReadOnly))
        return;
    const qint64 size = f.size();
    const qint64 from = std::max<qint64>(0, size - GzipMemberIndex::kMaxTrailerBytes);
    if (!f.seek(from))
        return;
    const std::optional<GzipMemberIndex> index = GzipMemberIndex::parse(f.read(size - from), size);
    if (!index)
        return;
    const GzipMemberIndex::Member &member = index->memberForTail(kTailBytes);
    const qint64 plainBytes = index->plainBytes() - member.plainOffset;
    const qint64 packedBytes = index->dataEnd() - member.compressedOffset;
    if (plainBytes > kMaxTailInflateBytes || packedBytes > kMaxTailInflateBytes || !f.seek(member.compressedOffset))
        return;
    const QByteArray packed = f.read(packedBytes);
    if (packed.size() != packedBytes)
        return;
    QByteArray plain;
    GzipStream gzip;
    const GzipStream::Output collect = [&](QByteArrayView out) -> Result<void, QString> {
        if (plain.size() + out.size() > plainBytes)
            return QStringLiteral("more text than the index says");
        plain.append(out.data(), out.size());
        return {};
    };
    // An index that does not match its members shows nothing early; the worker reads it all.
    if (!gzip.feed(packed, collect) || !gzip.finish() || plain.size() != plainBytes)
        return;
    setTail(std::move(plain), member.plainOffset > 0);
}

void LogDocument::setTail(QByteArray bytes, bool startsMidLine)
{
    if (bytes.size() > kTailBytes) {
        bytes.remove(0, bytes.size() - kTailBytes);
        startsMidLine = true;
    }
    // The first piece is a partial line unless the tail starts the file.
    qsizetype start = 0;
    if (startsMidLine) {
        const qsizetype nl = bytes.indexOf('\n');
        if (nl < 0)
            return; // one long line: nothing sensible to show before it is indexed
        start = nl + 1;
    }
    std::vector<LogLineText> lines;
    while (start < bytes.size()) {
        qsizetype nl = bytes.indexOf('\n', start);
        if (nl < 0)
            nl = bytes.size();
        QByteArray line = withoutTerminator(bytes.mid(start, nl - start + 1));
        lines.push_back({line, line.size()});
        start = nl + 1;
    }
    if (lines.size() > size_t(kTailLines))
        lines.erase(lines.begin(), lines.end() - kTailLines);
    m_tail = std::move(lines);
}

void LogDocument::startIndexing(qint64 fromByte, qint64 fromLine)
{
    m_indexing = true;
    LogIndexer::Job job;
    job.input = m_path;
    job.plainOutput = m_inflated ? m_inflated->fileName() : QString();
    job.fromByte = fromByte;
    job.fromLine = fromLine;
    job.keepLastLineOpen = !m_compressed;
    job.maxPlainBytes = m_maxInflatedBytes;
    m_run.start([job, state = m_state](OperationControl &control) {
        const auto notify = [&control, &state = *state] {
            std::shared_lock lock(state.lock);
            control.report(state.bytesRead, state.bytesTotal);
        };
        return indexCatchingOutOfMemory(job, *state, control.cancel, notify);
    }, [this](const SourceError &e) { onWorkerDone(e); }, [this](qint64, qint64) { onWorkerProgress(); });
}

void LogDocument::onWorkerProgress()
{
    qint64 lines = 0;
    qint64 done = 0;
    qint64 total = 0;
    {
        std::shared_lock lock(m_state->lock);
        lines = m_state->index.lineCount();
        done = m_state->bytesRead;
        total = m_state->bytesTotal;
    }
    emit progress(done, total);
    if (lines != m_lastReportedLines) {
        m_lastReportedLines = lines;
        emit linesAdded(lines);
    }
}

void LogDocument::onWorkerDone(const SourceError &error)
{
    m_indexing = false;
    onWorkerProgress();
    if (error.isError()) {
        m_error = error;
        // A damaged or unreadable log shows what was indexed of it, not a tail it cannot reach.
        if (error.kind != SourceError::Kind::Cancelled)
            m_tail.clear();
        emit failed(error);
        return;
    }
    m_tail.clear();
    emit indexed();
}

void LogDocument::waitForIndexed()
{
    m_run.finishNow();
}

bool LogDocument::isComplete() const
{
    std::shared_lock lock(m_state->lock);
    return m_state->complete;
}

bool LogDocument::isCutAtBound() const
{
    std::shared_lock lock(m_state->lock);
    return m_state->cutAtBound;
}

qint64 LogDocument::lineCount() const
{
    std::shared_lock lock(m_state->lock);
    return m_state->index.lineCount();
}

qint64 LogDocument::byteCount() const
{
    std::shared_lock lock(m_state->lock);
    return m_state->index.byteCount();
}

LogMarks LogDocument::marks() const
{
    std::shared_lock lock(m_state->lock);
    return m_state->marks;
}

std::vector<LogLineText> LogDocument::lines(qint64 first, qint64 count, qint64 maxLineBytes) const
{
    std::vector<LogLineText> out;
    std::vector<LogLineIndex::Line> spans;
    {
        std::shared_lock lock(m_state->lock);
        const qint64 total = m_state->index.lineCount();
        first = std::clamp<qint64>(first, 0, total);
        count = std::clamp<qint64>(count, 0, total - first);
        LogLineIndex::Cursor cursor(m_state->index);
        spans.reserve(size_t(count));
        for (qint64 i = 0; i < count; ++i)
            spans.push_back(cursor.line(first + i));
    }
    out.reserve(spans.size());
    // One read for the run of short lines; long lines are read up to the cap only.
    size_t i = 0;
    while (i < spans.size()) {
        size_t j = i;
        qint64 runBytes = 0;
        while (j < spans.size() && spans[j].length <= maxLineBytes + 2 && runBytes < 4 * 1024 * 1024) {
            runBytes += spans[j].length;
            ++j;
        }
        if (j > i) {
            QByteArray run;
            if (m_reader.seek(spans[i].begin))
                run = m_reader.read(runBytes);
            qint64 at = 0;
            for (size_t k = i; k < j; ++k) {
                QByteArray bytes = withoutTerminator(run.mid(at, spans[k].length));
                at += spans[k].length;
                const qint64 length = bytes.size();
                out.push_back({std::move(bytes), length});
            }
            i = j;
            continue;
        }
        QByteArray head;
        if (m_reader.seek(spans[i].begin))
            head = m_reader.read(maxLineBytes);
        qint64 length = spans[i].length;
        // The terminator is not part of the text; a cut line keeps its full length for "+N KB".
        if (length > 0)
            length -= 1;
        out.push_back({std::move(head), length});
        ++i;
    }
    return out;
}

LogLineText LogDocument::line(qint64 n, qint64 maxLineBytes) const
{
    auto one = lines(n, 1, maxLineBytes);
    return one.empty() ? LogLineText {} : std::move(one.front());
}

void LogDocument::setFollow(bool on)
{
    if (on && !m_compressed && !m_path.isEmpty())
        m_followTimer.start();
    else
        m_followTimer.stop();
}

void LogDocument::checkGrowth()
{
    if (m_indexing || m_path.isEmpty())
        return;
    const qint64 size = QFileInfo(m_path).size();
    qint64 indexedBytes = 0;
    qint64 lines = 0;
    {
        std::unique_lock lock(m_state->lock);
        indexedBytes = m_state->index.byteCount();
        if (size == indexedBytes)
            return;
        if (size < indexedBytes) {
            // Truncated (a log rotated or rewritten): start over.
            m_state->index.clear();
            m_state->marks.clear();
            indexedBytes = 0;
        } else if (m_state->lastLineOpen) {
            // The unterminated last line may have grown: index it again.
            const qint64 last = m_state->index.lineCount() - 1;
            indexedBytes -= m_state->index.removeLast();
            std::erase_if(m_state->marks, [last](const LogMark &m) { return m.line == last; });
        }
        m_state->lastLineOpen = false;
        m_state->complete = false;
        m_state->bytesTotal = size;
        lines = m_state->index.lineCount();
    }
    if (indexedBytes == 0 && lines == 0) {
        m_lastReportedLines = -1;
        emit truncated();
    }
    m_reader.close();
    m_reader.open(QIODevice::ReadOnly | QIODevice::Unbuffered);
    startIndexing(indexedBytes, lines);
}

} // namespace hw
