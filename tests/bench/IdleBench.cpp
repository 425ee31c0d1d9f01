#include "BenchClickHouse.h"
#include "BenchFigures.h"
#include "TestKeychain.h"
#include "profiles/ProfileSettings.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTextStream>

#include <csignal>
#include <unistd.h>

using namespace Qt::StringLiterals;

// idle (issue 13): the app started --minimized on a profile polling a real ClickHouse every 60 s.
// The parent starts a private ClickHouse 18.16 (tests/scripts/clickhouse-test-server.sh, as the
// firstsync group does) and seeds it with kCommits x kJobsPerCommit jobs; then it runs itself
// again under tests/scripts/with-keyring.sh (a throwaway keyring: the profile's password lives in
// a keychain, and without one the app would never poll). That child stores the password, starts
// hudwatch, waits for its first sync and for the first poll after it (not with --quick), then
// measures a window of 10 minutes (60 s with --quick) during which the "CI" adds a commit's jobs
// now and then, so the polls fetch, store and apply something.

namespace hw::bench {

namespace {

constexpr int kCommits = 300;
constexpr int kJobsPerCommit = 300;
constexpr auto kChildEnv = "HUDWATCH_BENCH_IDLE_SERVER_DIR";

QTextStream &err()
{
    static QTextStream s(stderr);
    return s;
}

// utime + stime of a process, in seconds (/proc/<pid>/stat fields 14 and 15, after the
// parenthesised command name, which may itself hold spaces).
double cpuSeconds(qint64 pid)
{
    QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray stat = f.readAll();
    const QList<QByteArray> fields = stat.mid(stat.lastIndexOf(')') + 2).split(' ');
    if (fields.size() < 13)
        return -1;
    // fields[0] is field 3 (state): utime is field 14, stime 15.
    return double(fields[11].toLongLong() + fields[12].toLongLong()) / double(sysconf(_SC_CLK_TCK));
}

double rssMb(qint64 pid)
{
    QFile f(QStringLiteral("/proc/%1/status").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toDouble() / 1024.0;
    return -1;
}

// The app's "poll ok" log lines (hudwatch.sync), read from its stderr as they come.
class PollLog
{
public:
    explicit PollLog(QProcess *app)
        : m_app(app)
    {
    }
    struct Poll {
        qint64 jobs = 0;
        qint64 newRows = 0;
    };
    // Waits up to ms (less when the app exits) and returns the polls logged meanwhile.
    QList<Poll> read(int ms)
    {
        QList<Poll> polls;
        QElapsedTimer t;
        t.start();
        do {
            m_app->waitForReadyRead(std::max<qint64>(1, std::min<qint64>(200, ms - t.elapsed())));
            m_pending += m_app->readAllStandardError();
            qsizetype end;
            while ((end = m_pending.indexOf('\n')) >= 0) {
                const QString line = QString::fromUtf8(m_pending.left(end));
                m_pending.remove(0, end + 1);
                static const QRegularExpression ok(u"poll ok: \\d+ commits, (\\d+) jobs, (\\d+) new rows"_s);
                if (const auto m = ok.match(line); m.hasMatch())
                    polls.append({ m.captured(1).toLongLong(), m.captured(2).toLongLong() });
            }
        } while (t.elapsed() < ms && m_app->state() == QProcess::Running);
        return polls;
    }

private:
    QProcess *m_app;
    QByteArray m_pending;
};

// The child, under the keyring wrapper: figures on stdout.
bool runIdleChild(BenchReport &report, const QString &hudwatchExe, const QString &serverDir)
{
    QString error;
    const auto conn = readConnection(serverDir, &error);
    if (!conn) {
        err() << "idle: " << error << Qt::endl;
        return false;
    }
    // Under the parent's temporary directory: removed with it even if this process is killed.
    QTemporaryDir dir(QFileInfo(serverDir).absolutePath() + u"/app-XXXXXX"_s);
    const QString config = dir.filePath(u"config"_s);
    const QString cacheDir = dir.filePath(u"cache"_s);
    QDir().mkpath(config + u"/hudwatch/profiles"_s);
    QDir().mkpath(cacheDir);
    ProfileSettings profile;
    profile.name = u"idle"_s;
    const ClickHouseConfig ch = clientConfig(*conn);
    profile.clickHouseUrl = ch.baseUrl();
    profile.clickHouseUser = ch.user;
    profile.clickHouseDatabase = ch.database;
    profile.cachePath = cacheDir + u"/idle.sqlite"_s;
    profile.pollIntervalSeconds = 60;
    profile.maxCommits = kCommits;
    {
        QFile ini(config + u"/hudwatch/profiles/idle.ini"_s);
        if (!ini.open(QIODevice::WriteOnly) || ini.write(profile.toIni()) < 0) {
            err() << "idle: cannot write " << ini.fileName() << Qt::endl;
            return false;
        }
    }
    if (!test::storeSecret(profile.keychainKey(), conn->password, &error)) {
        err() << "idle: cannot store the password in the keyring: " << error << Qt::endl;
        return false;
    }

    QProcessEnvironment env = QProcessEnvironment::systemEnvironment(); // the wrapper's bus and keyring
    env.insert(u"XDG_CONFIG_HOME"_s, config);
    env.insert(u"XDG_CACHE_HOME"_s, cacheDir);
    env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    env.insert(u"QT_LOGGING_RULES"_s, u"*.info=false;*.warning=false;hudwatch.sync.info=true"_s);
    QProcess app;
    app.setProcessEnvironment(env);
    app.setStandardOutputFile(QProcess::nullDevice());
    app.setReadChannel(QProcess::StandardError);
    app.start(hudwatchExe, { u"--profile"_s, profile.name, u"--minimized"_s });
    if (!app.waitForStarted(10000)) {
        err() << "idle: cannot start " << hudwatchExe << ": " << app.errorString() << Qt::endl;
        return false;
    }
    const qint64 pid = app.processId();
    const auto stopApp = [&app, pid] {
        ::kill(pid_t(pid), SIGTERM);
        if (!app.waitForFinished(20000)) {
            app.kill();
            app.waitForFinished(10000);
        }
    };
    PollLog log(&app);

    // The first sync (paged: several "poll ok" lines), then (not with --quick: a minute saved) the
    // first poll after it. The window starts 5 s later, so the polls in it fall at known moments:
    // one 55 s into it, then every 60 s.
    const qint64 seeded = qint64(kCommits) * kJobsPerCommit;
    qint64 synced = 0;
    QElapsedTimer clock;
    clock.start();
    while (synced < seeded && clock.elapsed() < 300'000 && app.state() == QProcess::Running)
        for (const auto &p : log.read(1000))
            synced += p.jobs;
    bool polled = synced >= seeded && report.quick();
    while (synced >= seeded && !polled && clock.elapsed() < 500'000 && app.state() == QProcess::Running)
        polled = !log.read(1000).isEmpty();
    if (!polled) {
        err() << "idle: " << (synced < seeded ? "the first sync" : "the first poll after it")
              << " did not finish (" << synced << " of " << seeded << " jobs synced, "
              << (app.state() == QProcess::Running ? "still running" : "hudwatch exited") << ")" << Qt::endl;
        stopApp();
        return false;
    }
    err() << "idle: first sync of " << synced << " jobs" << (report.quick() ? "" : " and a poll after it")
          << " in " << clock.elapsed() / 1000 << " s; measuring" << Qt::endl;
    log.read(5000);

    const int windowS = report.quick() ? 60 : 600;
    // New commits during the window, each with its kJobsPerCommit jobs: at 5 s (--quick), else
    // every 2 minutes from 30 s.
    QList<int> insertAtS;
    for (int s = report.quick() ? 5 : 30; s < windowS - 10; s += 120)
        insertAtS << s;
    const SyntheticHudSql hud(kJobsPerCommit);
    const double cpu0 = cpuSeconds(pid);
    const double rss0 = rssMb(pid);
    QElapsedTimer wall;
    wall.start();
    int polls = 0, inserted = 0;
    qint64 newRows = 0;
    while (wall.elapsed() < windowS * 1000LL && app.state() == QProcess::Running) {
        if (inserted < insertAtS.size() && wall.elapsed() >= insertAtS[inserted] * 1000LL) {
            const int commit = kCommits + inserted;
            if (runClient(*conn, hud.pushInsertSql(commit, 1) + u";\n"_s + hud.commitJobsInsertSql(commit, 1),
                    {}, &error)
                < 0) {
                err() << "idle: " << error << Qt::endl;
                stopApp();
                return false;
            }
            ++inserted;
        }
        const qint64 untilNext
            = inserted < insertAtS.size() ? insertAtS[inserted] * 1000LL : windowS * 1000LL;
        for (const auto &p : log.read(int(std::clamp<qint64>(untilNext - wall.elapsed(), 1, 1000)))) {
            ++polls;
            newRows += p.newRows;
        }
    }
    const double cpu1 = cpuSeconds(pid);
    const double rss1 = rssMb(pid);
    const double seconds = double(wall.nsecsElapsed()) / 1e9;
    const bool running = app.state() == QProcess::Running;
    stopApp();
    if (!running) {
        err() << "idle: hudwatch exited early (code " << app.exitCode() << ")" << Qt::endl;
        return false;
    }
    if (cpu0 < 0 || cpu1 < 0 || rss0 < 0 || rss1 < 0) {
        err() << "idle: cannot read /proc/" << pid << Qt::endl;
        return false;
    }
    // Every poll due in the window ran, and the polls brought the new commits in.
    if (polls < windowS / 60 - 1 || newRows < 1) {
        err() << "idle: " << polls << " polls with " << newRows << " new rows in " << windowS
              << " s: the window did not poll as a 60 s interval should" << Qt::endl;
        return false;
    }
    report.figure(u"idle_cpu_percent"_s, 100.0 * (cpu1 - cpu0) / seconds, u"%"_s);
    report.figure(u"idle_rss_growth_mb"_s, rss1 - rss0, u"MB"_s);
    report.figure(u"idle_polls"_s, polls, u"polls"_s);
    report.figure(u"idle_new_commits"_s, newRows, u"commits"_s);
    return true;
}

} // namespace

bool runIdleBench(BenchReport &report, const QString &hudwatchExe)
{
    if (const QString dir = qEnvironmentVariable(kChildEnv); !dir.isEmpty())
        return runIdleChild(report, hudwatchExe, dir);
    if (!benchClickHouseAvailable(u"idle"_s))
        return true;

    QTemporaryDir tmp; // declared before the server: it stops before its files go
    if (!tmp.isValid()) {
        err() << "idle: no temporary directory" << Qt::endl;
        return false;
    }
    const QString serverDir = tmp.filePath(u"clickhouse"_s);
    BenchServer server(u"idle"_s, serverDir);
    QString error;
    if (!server.start(&error) || server.interrupted()) {
        err() << "idle: the server did not start: " << error << Qt::endl;
        return false;
    }
    const auto conn = readConnection(serverDir, &error);
    if (!conn || !SyntheticHudSql(kJobsPerCommit).seed(*conn, kCommits, &error) || server.interrupted()) {
        err() << "idle: " << error << Qt::endl;
        return false;
    }

    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QString::fromLatin1(kChildEnv), serverDir);
    child.setProcessEnvironment(env);
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    // A process group of its own, so a signal ends the wrapper, its bus and keyring, the child
    // and hudwatch together.
    child.setChildProcessModifier([] { ::setpgid(0, 0); });
    QStringList args { QCoreApplication::applicationFilePath(), u"--only"_s, u"idle"_s, u"--hudwatch"_s,
        hudwatchExe };
    if (report.quick())
        args << u"--quick"_s;
    child.start(QStringLiteral(HUDWATCH_TEST_SCRIPTS_DIR) + u"/with-keyring.sh"_s, args);
    if (!child.waitForStarted(10000)) {
        err() << "idle: cannot start the keyring wrapper: " << child.errorString() << Qt::endl;
        return false;
    }
    BenchServer::setChild(-child.processId());
    const bool ok = child.waitForFinished((report.quick() ? 60 : 600) * 1000 + 900'000)
        && child.exitStatus() == QProcess::NormalExit && child.exitCode() == 0;
    BenchServer::setChild(0);
    if (child.state() != QProcess::NotRunning) {
        ::kill(-pid_t(child.processId()), SIGKILL);
        child.waitForFinished(10000);
    }
    QTextStream(stdout) << child.readAllStandardOutput() << Qt::flush;
    if (server.interrupted())
        return false;
    if (!ok)
        err() << "idle: the measuring child failed" << Qt::endl;
    return ok;
}

} // namespace hw::bench
