#include "BenchFigures.h"
#include "MedianTime.h"

#include "DispatchWatch.h"

#include "logs/JobLogLocation.h"
#include "logs/LogDocument.h"
#include "logs/LogFetcher.h"
#include "logs/LogIndexState.h"
#include "logs/LogMatcher.h"
#include "logs/LogSearch.h"
#include "logs/LogStore.h"
#include "logs/LogStoreWriter.h"
#include "logs/LogView.h"
#include "logs/LogViewer.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QEventLoop>
#include <QProcess>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>
#include <QTemporaryDir>
#include <QRandomGenerator>
#include <QTextStream>

#include <time.h>
#include <zlib.h>

#include <atomic>

namespace hw::bench {

namespace {

// A CI log of the given size made of the real logs' lines (tests/data/logs), so line lengths,
// timestamps, ANSI and groups are those of real jobs; each copy gets its own numbers so the
// patterns below match a realistic share of lines.
bool writeBigLog(const QString &path, qint64 bytes)
{
    QByteArray real;
    for (const char *name : {"error_log1.txt", "error_log_multiple_matches.txt"}) {
        QFile f(QStringLiteral(HUDWATCH_TEST_DATA_DIR "/logs/") + QString::fromLatin1(name));
        if (!f.open(QIODevice::ReadOnly))
            return false;
        real += f.readAll();
        if (!real.endsWith('\n'))
            real += '\n';
    }
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly))
        return false;
    qint64 written = 0;
    for (int copy = 0; written < bytes; ++copy) {
        const QByteArray marker = "2024-07-08T17:00:00.0000000Z copy " + QByteArray::number(copy) + " of the real logs\n";
        written += out.write(marker);
        written += out.write(real);
    }
    return true;
}

// Reads the file once so every run below starts from the page cache, as the targets say.
void warm(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return;
    QByteArray block(8 << 20, Qt::Uninitialized);
    while (f.read(block.data(), block.size()) > 0) {
    }
}

// locale: C.UTF-8 (what a user's shell has: grep matches characters) or C (bytes, grep's fastest).
double grepMs(const QStringList &args, qint64 *count, const QString &locale = QStringLiteral("C.UTF-8"))
{
    return medianMsOf(3, [&] {
        QProcess grep;
        auto env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LC_ALL"), locale);
        grep.setProcessEnvironment(env);
        grep.start(QStringLiteral("grep"), args);
        grep.waitForFinished(600'000);
        *count = grep.readAllStandardOutput().trimmed().toLongLong();
    });
}

// The log as HUD serves it: one gzip member (the raw log on S3), made in memory.
QByteArray gzipFile(const QString &path)
{
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly))
        return {};
    z_stream z {};
    if (deflateInit2(&z, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        return {};
    QByteArray out;
    QByteArray block(4 << 20, Qt::Uninitialized);
    QByteArray made(1 << 20, Qt::Uninitialized);
    int rc = Z_OK;
    do {
        const qint64 n = in.read(block.data(), block.size());
        z.next_in = reinterpret_cast<Bytef *>(block.data());
        z.avail_in = uInt(std::max<qint64>(n, 0));
        const int flush = n > 0 ? Z_NO_FLUSH : Z_FINISH;
        do {
            z.next_out = reinterpret_cast<Bytef *>(made.data());
            z.avail_out = uInt(made.size());
            rc = deflate(&z, flush);
            out.append(made.constData(), made.size() - qsizetype(z.avail_out));
        } while (z.avail_out == 0);
    } while (rc != Z_STREAM_END);
    deflateEnd(&z);
    return out;
}

// HUD's log bucket on 127.0.0.1, on a thread of its own so that serving costs the GUI thread
// nothing: every GET gets the body, 200 with its length, fed as the client reads.
class LoopbackLogServer : public QThread
{
public:
    explicit LoopbackLogServer(QByteArray body) : m_body(std::move(body)) {}
    ~LoopbackLogServer() override
    {
        quit();
        wait();
    }
    // Starts serving; 0 when it cannot listen.
    quint16 begin()
    {
        start();
        while (!m_ready.load())
            QThread::msleep(1);
        return m_port.load();
    }

protected:
    void run() override
    {
        QTcpServer server;
        const bool listening = server.listen(QHostAddress::LocalHost, 0);
        m_port = listening ? server.serverPort() : 0;
        m_ready = true;
        if (!listening)
            return;
        QObject::connect(&server, &QTcpServer::newConnection, &server, [this, &server] {
            while (QTcpSocket *socket = server.nextPendingConnection()) {
                QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
                auto at = std::make_shared<qsizetype>(-1);
                const auto feed = [this, socket, at] {
                    while (*at < m_body.size() && socket->bytesToWrite() < 1024 * 1024) {
                        const qsizetype n = std::min<qsizetype>(256 * 1024, m_body.size() - *at);
                        socket->write(m_body.constData() + *at, n);
                        *at += n;
                    }
                    if (*at >= m_body.size() && socket->bytesToWrite() == 0)
                        socket->disconnectFromHost();
                };
                QObject::connect(socket, &QTcpSocket::readyRead, socket, [this, socket, at, feed] {
                    if (*at >= 0 || !socket->readAll().contains("\r\n\r\n"))
                        return; // (a request fits one read on loopback)
                    socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/octet-stream\r\nContent-Length: "
                        + QByteArray::number(m_body.size()) + "\r\n\r\n");
                    *at = 0;
                    feed();
                });
                QObject::connect(socket, &QTcpSocket::bytesWritten, socket, feed);
            }
        });
        exec();
    }

private:
    const QByteArray m_body;
    std::atomic_bool m_ready = false;
    std::atomic<quint16> m_port = 0;
};

double threadCpuMs()
{
    timespec ts {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

// A big log downloaded from the loopback bucket into the store, as L on a cell does: what the
// GUI thread spends on it (per MB of log text) and its longest event meanwhile (issue 12: the
// window never stalls). False when the download failed.
bool fetchFigures(BenchReport &report, const QByteArray &body, double textMb, const QString &storeDir)
{
    LoopbackLogServer server(body);
    const quint16 port = server.begin();
    LogStore store(storeDir);
    if (port == 0 || !store.open())
        return false;
    LogFetcher::Config config;
    config.rawLogBase = QUrl(QStringLiteral("http://127.0.0.1:%1/log/").arg(port));
    LogFetcher fetcher(config, &store, nullptr);
    const auto where = JobLogLocation::make(QStringLiteral("pytorch/pytorch"), 1, config.rawLogBase);
    if (!where)
        return false;
    QEventLoop loop;
    Result<LogStoreEntry> got = SourceError::make(SourceError::Kind::Timeout, QStringLiteral("bench"), QStringLiteral("no answer"));
    QObject::connect(&fetcher, &LogFetcher::finished, &loop, [&](const QString &, const Result<LogStoreEntry> &r) {
        got = r;
        loop.quit();
    });
    QTimer::singleShot(600'000, &loop, &QEventLoop::quit);
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents(); // the viewer's pending layout is not the download's
    QElapsedTimer clock;
    clock.start();
    const double gui0 = threadCpuMs();
    DispatchWatch::gui().reset();
    fetcher.fetch(*where, true);
    loop.exec();
    const double guiMs = threadCpuMs() - gui0;
    const double wallMs = double(clock.nsecsElapsed()) / 1e6;
    const DispatchWatch watch = DispatchWatch::gui();
    if (!got) {
        QTextStream(stderr) << "hudwatch-bench: the loopback download failed: " << got.error().message << Qt::endl;
        return false;
    }
    report.figure(QStringLiteral("log_fetch_ms"), wallMs, QStringLiteral("ms"));
    report.figure(QStringLiteral("log_fetch_gui_cpu_ms_per_mb"), guiMs / textMb, QStringLiteral("ms"));
    report.figure(QStringLiteral("log_fetch_gui_block_ms"), double(watch.maxNs) / 1e6, QStringLiteral("ms"));
    QTextStream(stderr) << "hudwatch-bench: log fetch: " << qint64(guiMs) << " ms of GUI thread CPU in " << qint64(wallMs)
                        << " ms for " << qint64(textMb) << " MB of text (" << body.size() / 1'000'000
                        << " MB gzip); longest GUI event " << watch.maxNs / 1'000'000 << " ms: " << watch.what << Qt::endl;
    return true;
}

} // namespace

void runLogBench(BenchReport &report)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.log"));
    const qint64 size = report.quick() ? 50'000'000 : 500'000'000;
    if (!writeBigLog(path, size)) {
        QTextStream(stderr) << "hudwatch-bench: cannot write " << path << Qt::endl;
        return;
    }
    warm(path);
    const double mb = double(QFileInfo(path).size()) / 1e6;

    // The line index, built on the worker thread from the page cache.
    LogDocument doc;
    const double indexMs = medianMsOf(3, [&] {
        (void)doc.open(path);
        doc.waitForIndexed();
    });
    const auto state = doc.state();
    qint64 lines = 0;
    size_t indexBytes = 0;
    {
        std::shared_lock lock(state->lock);
        lines = state->index.lineCount();
        indexBytes = state->index.memoryBytes();
    }
    report.figure(QStringLiteral("log_size_mb"), mb, QStringLiteral("MB"));
    report.figure(QStringLiteral("log_lines"), double(lines), QStringLiteral("lines"));
    report.figure(QStringLiteral("log_index_gb_per_s"), mb / 1000 / (indexMs / 1000), QStringLiteral("GB/s"));
    report.figure(QStringLiteral("log_index_bytes_per_line"), double(indexBytes) / double(lines), QStringLiteral("B"));

    // Find over the whole file against grep -c on the same file and pattern.
    const auto compare = [&](const QString &name, const LogQuery &query, const QStringList &grepArgs) {
        auto matcher = LogMatcher::compile(query);
        if (!matcher)
            return;
        std::atomic_bool cancel = false;
        qint64 ours = 0;
        const double oursMs = medianMsOf(3, [&] {
            auto r = LogSearch::run(doc.contentPath(), *state, *matcher, cancel);
            ours = r ? r->count : -1;
        });
        qint64 theirs = 0;
        const double grepTime = grepMs(QStringList {QStringLiteral("-c")} + grepArgs + QStringList {path}, &theirs);
        report.figure(name + QStringLiteral("_ms"), oursMs, QStringLiteral("ms"));
        report.figure(name + QStringLiteral("_grep_ms"), grepTime, QStringLiteral("ms"));
        report.figure(name + QStringLiteral("_vs_grep"), grepTime / oursMs, QStringLiteral("x"));
        if (ours != theirs)
            QTextStream(stderr) << "hudwatch-bench: " << name << " counted " << ours << " lines, grep " << theirs << Qt::endl;
        // And against grep at its fastest, matching bytes (LC_ALL=C): the fair floor of the ratio.
        qint64 bytesCount = 0;
        const double bytesTime
            = grepMs(QStringList {QStringLiteral("-c")} + grepArgs + QStringList {path}, &bytesCount, QStringLiteral("C"));
        report.figure(name + QStringLiteral("_grep_c_locale_ms"), bytesTime, QStringLiteral("ms"));
        report.figure(name + QStringLiteral("_vs_grep_c_locale"), bytesTime / oursMs, QStringLiteral("x"));
        if (ours != bytesCount)
            QTextStream(stderr) << "hudwatch-bench: " << name << " counted " << ours << " lines, grep (LC_ALL=C) "
                                << bytesCount << Qt::endl;
    };
    compare(QStringLiteral("log_search"), {QStringLiteral("FAILED"), false, true},
        {QStringLiteral("-F"), QStringLiteral("-e"), QStringLiteral("FAILED")});
    compare(QStringLiteral("log_regex"), {QStringLiteral("test_[a-z_]+(True|False)"), true, true},
        {QStringLiteral("-E"), QStringLiteral("-e"), QStringLiteral("test_[a-z_]+(True|False)")});

    // Open in the viewer: the last screen drawn before the index exists, then the whole log.
    LogViewer viewer;
    viewer.resize(1400, 900);
    viewer.show();
    QCoreApplication::processEvents();
    const double openMs = medianMsOf(3, [&] {
        (void)viewer.openFile(path);
        viewer.view()->viewport()->repaint();
        viewer.document()->close();
    });
    report.figure(QStringLiteral("log_open_ms"), openMs, QStringLiteral("ms"));
    QElapsedTimer whole;
    whole.start();
    (void)viewer.openFile(path);
    viewer.document()->waitForIndexed();
    viewer.view()->goToLine(lines / 2); // anywhere: the middle
    viewer.view()->viewport()->repaint();
    report.figure(QStringLiteral("log_open_indexed_ms"), double(whole.nsecsElapsed()) / 1e6, QStringLiteral("ms"));
    const double scrollMs = medianMsOf(20, [&] {
        viewer.view()->goToLine(QRandomGenerator::global()->bounded(lines));
        viewer.view()->viewport()->repaint();
    });
    report.figure(QStringLiteral("log_repaint_anywhere_ms"), scrollMs, QStringLiteral("ms"));
    viewer.document()->close();

    // The same log fetched from HUD (one gzip member) through the log store's writer, in the
    // 64 kB chunks a download delivers, then opened as JobLogOpener opens a cached log.
    const QByteArray body = gzipFile(path);
    LogStore store(dir.filePath(QStringLiteral("bench.logs")));
    if (body.isEmpty() || !store.open()) {
        QTextStream(stderr) << "hudwatch-bench: cannot store the gzip log" << Qt::endl;
        return;
    }
    // Downloaded, as L on a cell fetches it.
    if (!fetchFigures(report, body, mb, dir.filePath(QStringLiteral("fetch.logs"))))
        QTextStream(stderr) << "hudwatch-bench: no log_fetch figures" << Qt::endl;

    QElapsedTimer writing;
    writing.start();
    auto writer = store.beginWrite(QStringLiteral("bench_big_1"), true);
    constexpr qsizetype Chunk = 64 * 1024;
    for (qsizetype at = 0; writer && at < body.size(); at += Chunk)
        if (!(*writer)->write(QByteArrayView(body).sliced(at, std::min(Chunk, body.size() - at))))
            break;
    const Result<LogStoreEntry> entry = writer ? (*writer)->commit() : Result<LogStoreEntry>(writer.error());
    if (!entry) {
        QTextStream(stderr) << "hudwatch-bench: cannot store the gzip log: " << entry.error().message << Qt::endl;
        return;
    }
    const double writeMs = double(writing.nsecsElapsed()) / 1e6;
    report.figure(QStringLiteral("log_store_write_mb_per_s"), mb / (writeMs / 1000), QStringLiteral("MB/s"));
    report.figure(QStringLiteral("log_store_gz_mb"), double(entry->compressedBytes) / 1e6, QStringLiteral("MB"));
    report.figure(QStringLiteral("log_hud_gz_mb"), double(body.size()) / 1e6, QStringLiteral("MB"));
    warm(entry->path);
    bool tailShown = true;
    const double openGzMs = medianMsOf(3, [&] {
        (void)viewer.openFile(entry->path);
        viewer.view()->viewport()->repaint();
        tailShown = tailShown && !viewer.document()->tailLines().empty();
        viewer.document()->close();
    });
    if (!tailShown)
        QTextStream(stderr) << "hudwatch-bench: the gzip log showed no tail before it was inflated" << Qt::endl;
    report.figure(QStringLiteral("log_open_gz_ms"), openGzMs, QStringLiteral("ms"));
    // The same log as the store kept it before (HUD's bytes, one member, no index): its end shows
    // only once all of it is inflated.
    const QString old = dir.filePath(QStringLiteral("old.log.gz"));
    QFile oldFile(old);
    if (!oldFile.open(QIODevice::WriteOnly) || oldFile.write(body) != body.size())
        return;
    oldFile.close();
    warm(old);
    // Whole inflates write 500 MB temporary copies: the two files take turns, four times each,
    // so that the disk's writeback weighs on both alike.
    std::vector<double> gzIndexed;
    std::vector<double> single;
    for (int run = 0; run < 4; ++run) {
        // Which goes first alternates too: the first of a pair finds the disk idle.
        const bool membersFirst = run % 2 == 1;
        for (const bool members : {membersFirst, !membersFirst}) {
            QElapsedTimer clock;
            clock.start();
            (void)viewer.openFile(members ? entry->path : old);
            const qint64 openedNs = clock.nsecsElapsed();
            viewer.document()->waitForIndexed();
            const qint64 indexedNs = clock.nsecsElapsed();
            viewer.view()->goToLine(lines / 2);
            viewer.view()->viewport()->repaint();
            const qint64 paintedNs = clock.nsecsElapsed();
            (members ? gzIndexed : single).push_back(double(paintedNs) / 1e6);
            viewer.document()->close();
            QTextStream(stderr) << "hudwatch-bench: " << (members ? "members" : "single member") << ": opened "
                                << openedNs / 1'000'000 << " ms, indexed " << indexedNs / 1'000'000 << " ms, painted "
                                << paintedNs / 1'000'000 << " ms, closed " << clock.nsecsElapsed() / 1'000'000 << " ms"
                                << Qt::endl;
        }
    }
    const auto median = [](std::vector<double> v) {
        std::sort(v.begin(), v.end());
        return v[v.size() / 2];
    };
    report.figure(QStringLiteral("log_open_gz_indexed_ms"), median(gzIndexed), QStringLiteral("ms"));
    const double singleMs = median(single);
    report.figure(QStringLiteral("log_open_gz_single_member_ms"), singleMs, QStringLiteral("ms"));
}

} // namespace hw::bench
