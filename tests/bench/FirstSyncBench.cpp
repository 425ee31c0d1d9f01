#include "BenchClickHouse.h"
#include "BenchFigures.h"

#include "cache/CacheWriter.h"
#include "cache/JobCache.h"
#include "clickhouse/ClickHouseClient.h"
#include "grid/GridClickHouseSource.h"
#include "grid/GridSync.h"
#include "grid/JobBatchWriter.h"
#include "grid/JobGridModel.h"
#include "grid/JobGridView.h"

#include "DispatchWatch.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QProcess>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

using namespace Qt::StringLiterals;

// firstsync (issue 8): an empty cache's first sync against a real ClickHouse 18.16 on 127.0.0.1
// seeded with commits x 3,000 jobs, through the app's own path (GridClickHouseSource ->
// GridSync -> CacheWriter/JobCache -> JobGridModel, a JobGridView showing the model).
//
// Only with --only firstsync (it starts a server and moves ~1M rows per run). The parent process
// starts a private server with tests/scripts/clickhouse-test-server.sh in a temporary directory,
// seeds it, and runs each measurement in a child process of its own (so VmHWM is that sync's),
// re-seeding before each child (the child's polls insert rows). The server is stopped on every
// exit path of the parent, SIGINT/SIGTERM/SIGHUP included.

namespace hw::bench {
namespace {

constexpr int kJobsPerCommit = 3000;
constexpr int kNewestCommitsTarget = 50; // the issue's first-screen target: newest 50 commits
constexpr int kPolls = 3;                // polls after the first sync (ui stall)
constexpr int kPollRows = 9000;          // rows each poll brings (1 % of a 300 x 3,000 grid)
constexpr auto kChildEnv = "HUDWATCH_BENCH_FIRSTSYNC_SERVER_DIR";

QTextStream &err()
{
    static QTextStream s(stderr);
    return s;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0.0 : v[v.size() / 2];
}

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0.0;
    std::sort(v.begin(), v.end());
    const size_t i = std::min(v.size() - 1, size_t(std::ceil(p * double(v.size()))) - 1);
    return v[i];
}

double cpuMs(clockid_t clock)
{
    timespec ts{};
    clock_gettime(clock, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

// VmHWM / VmRSS of this process in MB.
double procStatusMb(const char *field)
{
    QFile f(u"/proc/self/status"_s);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.startsWith(field))
            return line.mid(qsizetype(qstrlen(field))).simplified().split(' ').value(0).toDouble() / 1024.0;
    }
    return -1;
}

const SyntheticHudSql &hud()
{
    static const SyntheticHudSql sql(kJobsPerCommit);
    return sql;
}

bool seed(const BenchConnection &c, int commits, QString *error)
{
    return hud().seed(c, commits, error);
}

// What poll `poll` finds: kPollRows jobs of the newest 30 commits finished again (a flaky job
// re-run: the conclusion flips), inserted "now" (spread over a minute after the seed's newest).
QString pollJobsSql(int commits, int poll)
{
    const int newest = std::min(30, commits);
    const qint64 first = qint64(commits - newest) * kJobsPerCommit;
    const qint64 cells = qint64(newest) * kJobsPerCommit;
    const qint64 step = std::max<qint64>(1, cells / kPollRows);
    return hud().jobsInsertSql(
        u"SELECT %1 + (number * %2 + %3) % %4 AS n FROM system.numbers LIMIT %5"_s.arg(first)
            .arg(step)
            .arg(poll)
            .arg(cells)
            .arg(std::min<qint64>(kPollRows, cells)),
        u"if(base_conclusion = 'success', 'failure', 'success')"_s,
        u"toDateTime(1700000000 + %1 * 600 + 1000 + %2 * 100 + n % 60)"_s.arg(commits).arg(poll));
}

// The app's paging (pageCommits 0), or pages of one size.
GridClickHouseSource::Options syncOptions(int commits, int pageCommits)
{
    GridClickHouseSource::Options o;
    o.maxCommits = commits;
    if (pageCommits > 0) {
        o.pageCommits = pageCommits;
        o.firstScreenPageCommits = 0;
    }
    return o;
}

QString pageLabel(int pageCommits)
{
    if (pageCommits > 0)
        return QString::number(pageCommits);
    const GridClickHouseSource::Options o;
    return u"default (%1 then %2)"_s.arg(o.firstScreenPageCommits).arg(o.pageCommits);
}

// The SQL a first sync with this paging sends, in order: commitsSql(), then one
// jobsForCommitsSql() per page of the newest commits.
QStringList firstSyncQueries(const BenchConnection &c, int commits, int pageCommits, QString *error)
{
    ClickHouseClient client(clientConfig(c));
    const GridClickHouseSource source(&client, syncOptions(commits, pageCommits));
    QByteArray shas;
    if (runClient(c, source.commitsSql() + u"\nFORMAT TabSeparated"_s, {}, error, &shas) < 0)
        return {};
    QStringList queries{source.commitsSql()};
    QStringList page;
    int requested = 0;
    for (const QByteArray &line : shas.split('\n')) {
        if (line.isEmpty())
            continue;
        page << QString::fromUtf8(line.split('\t').value(0));
        if (page.size() == source.pageSizeAfter(requested)) {
            queries << source.jobsForCommitsSql(page);
            requested += int(page.size());
            page.clear();
        }
    }
    if (!page.isEmpty())
        queries << source.jobsForCommitsSql(page);
    return queries;
}

QString oneShotJobsQuery(const BenchConnection &c, int commits)
{
    ClickHouseClient client(clientConfig(c));
    GridClickHouseSource::Options o;
    o.maxCommits = commits;
    return GridClickHouseSource(&client, o).jobsSql(0);
}

// The same queries over HTTP in the app's wire format (JSONEachRow, gzip, the client's URL
// settings), body discarded: what the server and the transfer cost before the app decodes.
double runCurl(const BenchConnection &c, const QStringList &queries, QString *error)
{
    QElapsedTimer t;
    t.start();
    for (const QString &q : queries) {
        QProcess p;
        p.start(u"curl"_s, {u"-sS"_s, u"-f"_s, u"-o"_s, u"/dev/null"_s, u"-H"_s, u"X-ClickHouse-User: "_s + c.user, u"-H"_s,
                           u"X-ClickHouse-Key: "_s + c.password, u"-H"_s, u"Accept-Encoding: gzip"_s,
                           u"--data-binary"_s, u"@-"_s,
                           u"http://%1:%2/?database=default&wait_end_of_query=1&output_format_json_quote_64bit_integers=0"
                           u"&enable_http_compression=1"_s.arg(c.host).arg(c.httpPort)});
        p.write((q + u"\nFORMAT JSONEachRow"_s).toUtf8());
        p.closeWriteChannel();
        if (!p.waitForFinished(600'000) || p.exitCode() != 0) {
            *error = u"curl failed: "_s + QString::fromLocal8Bit(p.readAllStandardError());
            return -1;
        }
    }
    return double(t.nsecsElapsed()) / 1e9;
}

// ---------------------------------------------------------------------------------------------
// The child: one first sync from an empty cache plus kPolls polls, figures on stdout.

bool runOnce(const QString &serverDir, int commits, int pageCommits)
{
    QString error;
    const auto conn = readConnection(serverDir, &error);
    if (!conn) {
        err() << "firstsync: " << error << Qt::endl;
        return false;
    }
    // Under the parent's temporary directory: removed with it even if this process is killed.
    QTemporaryDir tmp(QFileInfo(serverDir).absolutePath() + u"/cache-XXXXXX"_s);
    const QString cachePath = tmp.filePath(u"firstsync.sqlite"_s);
    JobCache cache(cachePath);
    if (const auto opened = cache.open(); !opened) {
        err() << "firstsync: cannot open the cache: " << opened.error().message << Qt::endl;
        return false;
    }
    CacheWriter writer(cachePath); // the app's one writer thread
    ClickHouseClient client(clientConfig(*conn));
    ClickHouseClient inserter(clientConfig(*conn)); // the "CI" side adding rows between polls
    GridClickHouseSource source(&client, syncOptions(commits, pageCommits));
    JobGridModel model;
    model.setMaxCommits(commits);
    JobGridView view; // the window's grid, offscreen, painting what the model shows
    view.setModel(&model);
    view.resize(1920, 1080);
    view.show();
    GridSync sync(&source, &cache, &model);

    // Timeline, in ms since start(): each page fetched (source), stored (writer), applied (sync).
    QElapsedTimer clock;
    std::vector<double> fetchedAt, storedAt, appliedAt;
    std::vector<int> appliedRows;
    // Connected before the sync's own slots: "stored" is seen before the sync applies the batch.
    QObject::connect(JobBatchWriter::of(&writer), &JobBatchWriter::batchStored, [&](quint64, const JobBatch &) {
        storedAt.push_back(double(clock.nsecsElapsed()) / 1e6);
    });
    sync.setCacheWriter(&writer);
    sync.scheduler().setIntervalSeconds(3600); // polls only when the bench asks
    QObject::connect(&source, &JobSource::fetched, [&](const JobBatch &) {
        fetchedAt.push_back(double(clock.nsecsElapsed()) / 1e6);
    });
    qint64 jobsApplied = 0;
    QObject::connect(&sync, &GridSync::batchApplied, [&](int, int jobs, int) {
        appliedAt.push_back(double(clock.nsecsElapsed()) / 1e6);
        appliedRows.push_back(model.rowCount());
        jobsApplied += jobs;
    });

    // The GUI thread's responsiveness: a 1 ms timer; a gap between two ticks is time the thread
    // spent away from its event loop (plus the timer's own slack, ~1 ms).
    enum Phase { Sync, Polls, Idle };
    Phase phase = Sync;
    std::vector<double> gapsSync, gapsPolls;
    double worstGap = 0, worstGapEnd = 0;
    QTimer tick;
    tick.setTimerType(Qt::PreciseTimer);
    tick.setInterval(1);
    qint64 lastTick = 0;
    QObject::connect(&tick, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        const double gap = double(now - lastTick) / 1e6;
        lastTick = now;
        if (phase == Idle)
            return;
        (phase == Sync ? gapsSync : gapsPolls).push_back(gap);
        if (gap > worstGap) {
            worstGap = gap;
            worstGapEnd = double(now) / 1e6;
        }
    });

    QEventLoop loop;
    bool failed = false;
    QObject::connect(&sync, &GridSync::statusChanged, [&](const SourceStatus &s) {
        using State = SourceStatus::State;
        if (s.state == State::Ok && phase == Sync)
            loop.quit();
        if (s.state == State::Failed || s.state == State::BackingOff || s.state == State::NeedsCredentials) {
            err() << "firstsync: sync failed: " << s.error.message << Qt::endl;
            failed = true;
            loop.quit();
        }
    });
    QTimer::singleShot(600'000, &loop, [&] {
        err() << "firstsync: no Ok status after 600 s" << Qt::endl;
        failed = true;
        loop.quit();
    });
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents(); // the window's first paint is not the sync's

    const double gui0 = cpuMs(CLOCK_THREAD_CPUTIME_ID);
    const double proc0 = cpuMs(CLOCK_PROCESS_CPUTIME_ID);
    clock.start();
    tick.start();
    DispatchWatch::gui().reset();
    sync.start(); // empty cache: the paged first sync starts at once
    loop.exec();
    const double doneMs = double(clock.nsecsElapsed()) / 1e6;
    const double guiCpuMs = cpuMs(CLOCK_THREAD_CPUTIME_ID) - gui0;
    const double procCpuMs = cpuMs(CLOCK_PROCESS_CPUTIME_ID) - proc0;
    const double peakRss = procStatusMb("VmHWM:");
    const DispatchWatch syncDispatch = DispatchWatch::gui();
    if (failed)
        return false;
    const qint64 expectedJobs = qint64(commits) * kJobsPerCommit;
    if (model.rowCount() != commits || model.columnCount() != kJobsPerCommit || jobsApplied != expectedJobs) {
        err() << "firstsync: grid is " << model.rowCount() << " x " << model.columnCount() << " with " << jobsApplied
              << " jobs applied, expected " << commits << " x " << kJobsPerCommit << " with " << expectedJobs
              << Qt::endl;
        return false;
    }
    const double firstPageMs = appliedAt.empty() ? -1 : appliedAt.front();
    double newestMs = -1;
    for (size_t i = 0; i < appliedAt.size(); ++i) {
        if (appliedRows[i] >= std::min(kNewestCommitsTarget, commits)) {
            newestMs = appliedAt[i];
            break;
        }
    }
    // Where the time went, page by page: fetch = previous fetched -> this fetched (server, wire,
    // decoding on a worker as the reply streams); store = fetched -> stored (includes waiting
    // for earlier pages' writes). Pages are shown in several slices each: see ui_stall_max_ms.
    double fetchMs = 0, storeMs = 0;
    const size_t pages = std::min(fetchedAt.size(), storedAt.size());
    for (size_t i = 0; i < pages; ++i) {
        fetchMs += fetchedAt[i] - (i == 0 ? 0.0 : fetchedAt[i - 1]);
        storeMs += storedAt[i] - fetchedAt[i];
    }
    err() << "firstsync: page " << pageLabel(pageCommits) << ": " << pages << " batches; first page fetched "
          << (fetchedAt.empty() ? -1 : fetchedAt.front()) << " ms, stored " << (storedAt.empty() ? -1 : storedAt.front())
          << " ms, applied " << firstPageMs << " ms; last fetched " << (fetchedAt.empty() ? -1 : fetchedAt.back())
          << " ms; longest GUI dispatch " << double(syncDispatch.maxNs) / 1e6 << " ms ("
          << double(syncDispatch.maxCpuNs) / 1e6 << " ms on a CPU: " << syncDispatch.what << "); worst 1 ms timer gap "
          << worstGap << " ms ending at " << worstGapEnd << " ms" << Qt::endl;
    // The newest pages one by one: what stands between an empty window and the newest 50.
    for (size_t i = 0; i < std::min<size_t>(pages, 3); ++i)
        err() << "firstsync: page " << pageLabel(pageCommits) << " #" << i + 1 << ": fetched " << fetchedAt[i] << " ms, stored "
              << storedAt[i] << " ms" << Qt::endl;

    // A few polls: rows arrive, the sync fetches, stores and applies them.
    phase = Polls;
    DispatchWatch::gui().reset();
    std::vector<double> pollMs;
    for (int poll = 0; poll < kPolls; ++poll) {
        bool inserted = false;
        inserter.execute(pollJobsSql(commits, poll), {}, nullptr, [&](const ClickHouseResult &r) {
            inserted = r.ok();
            if (!r.ok())
                err() << "firstsync: poll insert failed: " << r.error.message << Qt::endl;
            loop.quit();
        });
        loop.exec();
        if (!inserted)
            return false;
        const size_t before = appliedAt.size();
        const double t0 = double(clock.nsecsElapsed()) / 1e6;
        QMetaObject::Connection c = QObject::connect(&sync, &GridSync::batchApplied, &loop, &QEventLoop::quit);
        sync.pollNow();
        loop.exec();
        QObject::disconnect(c);
        if (failed || appliedAt.size() != before + 1)
            return false;
        pollMs.push_back(appliedAt.back() - t0);
    }
    phase = Idle;
    tick.stop();
    const DispatchWatch pollDispatch = DispatchWatch::gui();

    std::vector<double> allGaps = gapsSync;
    allGaps.insert(allGaps.end(), gapsPolls.begin(), gapsPolls.end());
    BenchReport out(false);
    out.figure(u"first_page_ms"_s, firstPageMs, u"ms"_s);
    out.figure(u"newest50_ms"_s, newestMs, u"ms"_s);
    out.figure(u"first_sync_s"_s, doneMs / 1000.0, u"s"_s);
    out.figure(u"fetch_s"_s, fetchMs / 1000.0, u"s"_s);
    out.figure(u"store_s"_s, storeMs / 1000.0, u"s"_s);
    out.figure(u"gui_cpu_s"_s, guiCpuMs / 1000.0, u"s"_s);
    out.figure(u"process_cpu_s"_s, procCpuMs / 1000.0, u"s"_s);
    out.figure(u"peak_rss_mb"_s, peakRss, u"MB"_s);
    // The issue's definition: the longest the GUI thread was busy without returning to its
    // event loop (one dispatched event), during the sync and during the polls.
    out.figure(u"ui_stall_max_ms"_s, double(std::max(syncDispatch.maxNs, pollDispatch.maxNs)) / 1e6, u"ms"_s);
    out.figure(u"ui_stall_sync_max_ms"_s, double(syncDispatch.maxNs) / 1e6, u"ms"_s);
    out.figure(u"ui_stall_sync_max_cpu_ms"_s, double(syncDispatch.maxCpuNs) / 1e6, u"ms"_s);
    out.figure(u"ui_stall_polls_max_ms"_s, double(pollDispatch.maxNs) / 1e6, u"ms"_s);
    // A 1 ms timer's worst lateness: also counts time in the loop spent on other events (Qt
    // runs timers after posted and socket events while those keep coming).
    out.figure(u"timer_gap_max_ms"_s, allGaps.empty() ? 0 : *std::max_element(allGaps.begin(), allGaps.end()), u"ms"_s);
    out.figure(u"timer_gap_p99_ms"_s, percentile(allGaps, 0.99), u"ms"_s);
    out.figure(u"poll_ms"_s, median(pollMs), u"ms"_s);

    sync.stop();
    writer.stop(CacheWriter::Pending::Write);
    writer.wait();
    return true;
}

} // namespace

bool runFirstSyncBench(BenchReport &report, int commits, int pageCommits)
{
    if (const QString dir = qEnvironmentVariable(kChildEnv); !dir.isEmpty())
        return runOnce(dir, commits, pageCommits);

    if (!benchClickHouseAvailable(u"firstsync"_s))
        return true;

    QTemporaryDir tmp; // declared before the guard: the server stops before its files go
    if (!tmp.isValid()) {
        err() << "firstsync: no temporary directory" << Qt::endl;
        return false;
    }
    const QString serverDir = tmp.filePath(u"clickhouse"_s);
    BenchServer server(u"firstsync"_s, serverDir);
    QString error;
    if (!server.start(&error) || server.interrupted()) {
        err() << "firstsync: the server did not start: " << error << Qt::endl;
        return false;
    }
    const auto conn = readConnection(serverDir, &error);
    if (!conn) {
        err() << "firstsync: " << error << Qt::endl;
        return false;
    }

    constexpr int defaultPage = 0; // the app's paging
    QList<int> pageSizes = pageCommits > 0 ? QList<int>{pageCommits} : QList<int>{defaultPage, kNewestCommitsTarget};
    const int runs = report.quick() ? 1 : 3;
    QMap<int, QMap<QString, std::vector<double>>> samples; // page size -> figure -> one per run
    for (int run = 0; run < runs; ++run) {
        for (const int page : std::as_const(pageSizes)) {
            if (!seed(*conn, commits, &error) || server.interrupted()) {
                err() << "firstsync: " << error << Qt::endl;
                return false;
            }
            QProcess child;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QString::fromLatin1(kChildEnv), serverDir);
            child.setProcessEnvironment(env);
            child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
            QStringList args{u"--only"_s, u"firstsync"_s, u"--commits"_s, QString::number(commits)};
            if (page > 0)
                args << u"--page-commits"_s << QString::number(page);
            child.start(QCoreApplication::applicationFilePath(), args);
            BenchServer::setChild(child.processId());
            const bool ok = child.waitForFinished(900'000) && child.exitStatus() == QProcess::NormalExit
                && child.exitCode() == 0;
            BenchServer::setChild(0);
            const QByteArray out = child.readAllStandardOutput();
            if (server.interrupted())
                return false;
            if (!ok) {
                err() << "firstsync: the run with pages of " << pageLabel(page) << " failed" << Qt::endl;
                return false;
            }
            for (const QByteArray &l : out.split('\n')) {
                const QList<QByteArray> words = l.split(' ');
                if (words.size() == 3)
                    samples[page][QString::fromLatin1(words[0])].push_back(words[1].toDouble());
            }
            err() << "firstsync: run " << run + 1 << "/" << runs << " pages of " << pageLabel(page) << ": "
                  << QString::fromLatin1(out).simplified() << Qt::endl;
        }
    }

    // clickhouse-client on the same queries (native protocol, FORMAT Null): the server's share.
    if (!seed(*conn, commits, &error) || server.interrupted()) {
        err() << "firstsync: " << error << Qt::endl;
        return false;
    }
    const int clientRuns = report.quick() ? 1 : 3;
    QMap<int, double> clientSecs, curlSecs;
    for (const int page : std::as_const(pageSizes)) {
        const QStringList queries = firstSyncQueries(*conn, commits, page, &error);
        if (queries.isEmpty()) {
            err() << "firstsync: " << error << Qt::endl;
            return false;
        }
        std::vector<double> secs, http;
        for (int r = 0; r < clientRuns; ++r) {
            const double s = runClient(*conn, queries.join(u";\n"_s) + u";\n"_s, {u"--format"_s, u"Null"_s}, &error);
            const double h = runCurl(*conn, queries, &error);
            if (s < 0 || h < 0) {
                err() << "firstsync: " << error << Qt::endl;
                return false;
            }
            secs.push_back(s);
            http.push_back(h);
        }
        clientSecs[page] = median(secs);
        curlSecs[page] = median(http);
    }
    double oneShot = -1;
    {
        std::vector<double> secs;
        const QString sql = oneShotJobsQuery(*conn, commits);
        for (int r = 0; r < clientRuns; ++r)
            secs.push_back(runClient(*conn, sql + u";\n"_s, {u"--format"_s, u"Null"_s}, &error));
        oneShot = median(secs);
    }

    // Figures: the app's default page size under the plain names, others prefixed "page<N>_".
    for (const int page : std::as_const(pageSizes)) {
        const QString prefix = page == defaultPage ? QString() : u"page%1_"_s.arg(page);
        auto &s = samples[page];
        const auto m = [&](const char *name) { return median(s[QString::fromLatin1(name)]); };
        // Stalls: the worst run, not the median.
        const auto worst = [&](const char *name) {
            const auto &v = s[QString::fromLatin1(name)];
            return v.empty() ? 0.0 : *std::max_element(v.begin(), v.end());
        };
        const GridClickHouseSource::Options used = syncOptions(commits, page);
        report.figure(prefix + u"first_sync_page_commits"_s, used.pageCommits, u"commits"_s);
        report.figure(prefix + u"first_sync_first_screen_page_commits"_s,
                      used.firstScreenPageCommits > 0 ? used.firstScreenPageCommits : used.pageCommits, u"commits"_s);
        report.figure(prefix + u"first_sync_first_page_ms"_s, m("first_page_ms"), u"ms"_s);
        report.figure(prefix + u"first_sync_newest50_ms"_s, m("newest50_ms"), u"ms"_s);
        report.figure(prefix + u"first_sync_s"_s, m("first_sync_s"), u"s"_s);
        report.figure(prefix + u"first_sync_vs_clickhouse_client"_s, clientSecs[page] / m("first_sync_s"), u"x"_s);
        report.figure(prefix + u"first_sync_clickhouse_client_s"_s, clientSecs[page], u"s"_s);
        report.figure(prefix + u"first_sync_http_jsoneachrow_gzip_s"_s, curlSecs[page], u"s"_s);
        report.figure(prefix + u"first_sync_fetch_s"_s, m("fetch_s"), u"s"_s);
        report.figure(prefix + u"first_sync_store_s"_s, m("store_s"), u"s"_s);
        report.figure(prefix + u"first_sync_gui_cpu_s"_s, m("gui_cpu_s"), u"s"_s);
        report.figure(prefix + u"first_sync_process_cpu_s"_s, m("process_cpu_s"), u"s"_s);
        report.figure(prefix + u"first_sync_peak_rss_mb"_s, m("peak_rss_mb"), u"MB"_s);
        report.figure(prefix + u"ui_stall_max_ms"_s, worst("ui_stall_max_ms"), u"ms"_s);
        report.figure(prefix + u"ui_stall_sync_max_ms"_s, worst("ui_stall_sync_max_ms"), u"ms"_s);
        report.figure(prefix + u"ui_stall_sync_max_cpu_ms"_s, worst("ui_stall_sync_max_cpu_ms"), u"ms"_s);
        report.figure(prefix + u"ui_stall_polls_max_ms"_s, worst("ui_stall_polls_max_ms"), u"ms"_s);
        report.figure(prefix + u"timer_gap_max_ms"_s, worst("timer_gap_max_ms"), u"ms"_s);
        report.figure(prefix + u"timer_gap_p99_ms"_s, m("timer_gap_p99_ms"), u"ms"_s);
        report.figure(prefix + u"poll_after_first_sync_ms"_s, m("poll_ms"), u"ms"_s);
    }
    report.figure(u"first_sync_clickhouse_client_one_query_s"_s, oneShot, u"s"_s);
    return true;
}

} // namespace hw::bench
