#include "BenchFigures.h"
#include "MedianTime.h"

#include "logs/LogDocument.h"
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
#include <QProcess>
#include <QTemporaryDir>
#include <QRandomGenerator>
#include <QTextStream>

#include <zlib.h>

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
    // Whole inflates write 500 MB temporary copies: the two files take turns, three times each,
    // so that the disk's writeback weighs on both alike.
    std::vector<double> gzIndexed;
    std::vector<double> single;
    for (int run = 0; run < 3; ++run) {
        for (const bool members : {false, true}) {
            QElapsedTimer clock;
            clock.start();
            (void)viewer.openFile(members ? entry->path : old);
            viewer.document()->waitForIndexed();
            viewer.view()->goToLine(lines / 2);
            viewer.view()->viewport()->repaint();
            (members ? gzIndexed : single).push_back(double(clock.nsecsElapsed()) / 1e6);
            viewer.document()->close();
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
