#include "LogSearch.h"

#include "LogIndexState.h"
#include "LogMatcher.h"

#include <QCoreApplication>
#include <QFile>

#include <cstring>
#include <limits>

using namespace Qt::StringLiterals;

namespace hw {

namespace {
constexpr qsizetype kBlockBytes = 4 << 20;
constexpr qsizetype kMaxBlockBytes = 64 << 20; // a longer line is searched in pieces

SourceError searchError(SourceError::Kind kind, const QString &message)
{
    return SourceError::make(kind, u"find"_s, message);
}

constexpr size_t kPieceLines = 64 * 1024;

// Appends the lines matching in text[from..] (text starts at file offset textAt) to piece, until
// it holds kPieceLines; returns where to go on (text.size(): the text is done).
qsizetype findLines(const LogIndexState &state, const LogMatcher &matcher, QByteArrayView text, qsizetype from,
    qint64 textAt, qint64 &lastLine, std::vector<qint64> &piece)
{
    std::shared_lock lock(state.lock);
    LogLineIndex::Cursor cursor(state.index);
    while (from < text.size() && piece.size() < kPieceLines) {
        const auto [begin, matchEnd] = matcher.find(text, from);
        if (begin < 0)
            return text.size();
        const qint64 line = cursor.lineContaining(textAt + begin);
        if (line != lastLine) {
            piece.push_back(line);
            lastLine = line;
        }
        const auto span = cursor.line(line);
        from = std::max<qsizetype>(qsizetype(span.begin + span.length - textAt), matchEnd);
        if (from <= begin)
            from = begin + 1;
    }
    return from;
}

} // namespace

Result<qint64> LogSearch::scan(const QString &contentPath, const LogIndexState &state, const LogMatcher &matcher,
    const std::atomic_bool &cancel, const Found &found, const Progress &progress)
{
    QFile file(contentPath);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Unbuffered))
        return searchError(SourceError::Kind::Storage,
            QCoreApplication::translate("LogSearch", "could not read %1: %2").arg(contentPath, file.errorString()));
    qint64 end = 0;
    {
        std::shared_lock lock(state.lock);
        end = state.index.byteCount(); // search what is indexed, no further
    }
    qint64 count = 0;
    std::vector<qint64> piece;
    qint64 lastLine = -1;
    QByteArray buffer(kBlockBytes, Qt::Uninitialized);
    qsizetype carried = 0;  // bytes of an unfinished line at the buffer's start
    qint64 bufferAt = 0;    // file offset of buffer[0]
    qint64 readAt = 0;
    while (readAt < end || carried > 0) {
        if (cancel.load(std::memory_order_relaxed))
            return searchError(SourceError::Kind::Cancelled, QCoreApplication::translate("LogSearch", "search cancelled"));
        if (carried == buffer.size() && buffer.size() < kMaxBlockBytes)
            buffer.resize(std::min(buffer.size() * 2, kMaxBlockBytes));
        const qint64 want = std::min<qint64>(buffer.size() - carried, end - readAt);
        const qint64 n = want > 0 ? file.read(buffer.data() + carried, want) : 0;
        if (n < 0)
            return searchError(SourceError::Kind::Storage,
                QCoreApplication::translate("LogSearch", "could not read %1: %2").arg(contentPath, file.errorString()));
        readAt += n;
        const qsizetype filled = carried + qsizetype(n);
        const bool atEnd = readAt >= end || n == 0;
        // Search up to the last complete line; the rest waits for the next read.
        qsizetype usable = filled;
        if (!atEnd) {
            const void *nl = memrchr(buffer.constData(), '\n', size_t(filled));
            if (nl)
                usable = static_cast<const char *>(nl) - buffer.constData() + 1;
            else if (filled < buffer.size())
                usable = 0;
        }
        for (qsizetype from = 0; from < usable;) {
            from = findLines(state, matcher, QByteArrayView(buffer.constData(), usable), from, bufferAt, lastLine, piece);
            count += qint64(piece.size());
            if (found && !piece.empty())
                found(piece);
            piece.clear();
        }
        std::memmove(buffer.data(), buffer.constData() + usable, size_t(filled - usable));
        carried = filled - usable;
        bufferAt += usable;
        if (progress)
            progress(bufferAt, end);
        if (atEnd && carried == 0)
            break;
        if (n == 0 && usable == 0)
            break; // the file shrank under us: stop with what was found
    }
    return count;
}

Result<LogMatches> LogSearch::run(const QString &contentPath, const LogIndexState &state, const LogMatcher &matcher,
    const std::atomic_bool &cancel, const Progress &progress, qint64 keepLines)
{
    LogMatches result;
    const auto keep = [&](const std::vector<qint64> &lines) {
        for (const qint64 line : lines) {
            if (qint64(result.lines.size()) >= keepLines || line > std::numeric_limits<quint32>::max())
                break;
            result.lines.push_back(quint32(line));
        }
        result.lastLine = lines.back();
    };
    const Result<qint64> count = scan(contentPath, state, matcher, cancel, keep, progress);
    if (!count)
        return count.error();
    result.count = *count;
    return result;
}

} // namespace hw
