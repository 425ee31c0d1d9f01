#pragma once

#include "LogIndexState.h"
#include "LogLineText.h"
#include "LogMark.h"
#include "domain/Result.h"
#include "sync/LatestWorkerRun.h"

#include <QFile>
#include <QObject>
#include <QString>
#include <QTimer>

#include <atomic>
#include <memory>
#include <vector>

class QTemporaryFile;

namespace hw {

// An open log: a plain or gzip file, its line index built on a worker thread, the workflow
// marks (groups, errors), and lines read on demand in blocks (never memory-mapped: a log being
// written or truncated must not crash the reader). gzip is inflated once, up to a bound, into a
// temporary file that is read the same way (InflatedLogFile). While a plain file indexes, its
// last screen is available at once (tailLines()), so a 500 MB log shows its end before its line
// numbers are known; so is a gzip log's that the log store wrote in members (GzipMemberIndex):
// only its last member is inflated.
//
// Threading: the object lives on the GUI thread; the worker only appends to the shared state
// under its lock. Readers on other threads (search, classifier) use contentPath() and state().
class LogDocument : public QObject
{
    Q_OBJECT
public:
    explicit LogDocument(QObject *parent = nullptr);
    ~LogDocument() override;

    // Opens a file and starts indexing it; any previous file is closed. Errors that show at once
    // (missing, unreadable, a directory) are returned; later ones arrive as failed().
    Result<void> open(const QString &path);
    void close();
    // Stops indexing; what was indexed stays readable.
    void cancel();
    // Blocks until the worker is done and delivers its indexed()/failed() at once (commands
    // without an event loop, tests).
    void waitForIndexed();

    QString path() const { return m_path; }
    QString contentPath() const; // the plain text: the file itself, or the inflated copy
    bool isCompressed() const { return m_compressed; }
    // True from open() until indexed() or failed() has been emitted (on this thread).
    bool isIndexing() const { return m_indexing; }
    bool isComplete() const;
    SourceError error() const { return m_error; }
    std::shared_ptr<const LogIndexState> state() const { return m_state; }

    qint64 lineCount() const;
    qint64 byteCount() const; // plain bytes indexed
    LogMarks marks() const;
    // Lines [first, first + count) of the indexed part, each cut at maxLineBytes.
    std::vector<LogLineText> lines(qint64 first, qint64 count, qint64 maxLineBytes = kDisplayLineBytes) const;
    LogLineText line(qint64 n, qint64 maxLineBytes = kDisplayLineBytes) const;
    // The last lines of a plain file or an indexed gzip one, read at open(): what to show while
    // it indexes (dropped once it is indexed, or failed other than by cancel()).
    const std::vector<LogLineText> &tailLines() const { return m_tail; }

    // gzip: at most this much text is inflated (a 4 MB file may hold 4 GB); past it the document
    // holds the first bytes only, isCutAtBound() says so. Applies from the next open().
    void setMaxInflatedBytes(qint64 bytes) { m_maxInflatedBytes = bytes; }
    qint64 maxInflatedBytes() const { return m_maxInflatedBytes; }
    bool isCutAtBound() const;

    // Follow mode: a plain file that grows is indexed further (checked every second); a file that
    // shrank is indexed again from the start.
    void setFollow(bool on);
    bool isFollowing() const { return m_followTimer.isActive(); }

    static constexpr qint64 kDisplayLineBytes = 64 * 1024;
    static constexpr int kTailLines = 200;
    // PyTorch's CI logs are a few hundred MB of text at most.
    static constexpr qint64 kDefaultMaxInflatedBytes = qint64(1) << 30;

signals:
    void progress(qint64 done, qint64 total);
    void linesAdded(qint64 lineCount);
    void indexed();                       // the whole input is indexed
    void failed(const hw::SourceError &error); // indexing stopped; what was indexed stays
    void truncated();                     // follow mode: the file shrank and is indexed anew

private:
    void startIndexing(qint64 fromByte, qint64 fromLine);
    void readTail();
    void readCompressedTail();
    void setTail(QByteArray bytes, bool startsMidLine);
    void checkGrowth();
    void onWorkerProgress();
    void onWorkerDone(const hw::SourceError &error);

    QString m_path;
    bool m_compressed = false;
    std::unique_ptr<QTemporaryFile> m_inflated;
    mutable QFile m_reader;
    std::shared_ptr<LogIndexState> m_state;
    std::vector<LogLineText> m_tail;
    SourceError m_error;
    QTimer m_followTimer;
    qint64 m_lastReportedLines = -1;
    qint64 m_maxInflatedBytes = kDefaultMaxInflatedBytes;
    bool m_indexing = false;
    LatestWorkerRun m_run { this, LatestWorkerRun::Priority::Background }; // the indexing
};

} // namespace hw
