#include "BenchFigures.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>

#include <csignal>
#include <unistd.h>

namespace hw::bench {

namespace {

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

// The hudwatch process that runs with this config dir (a grandchild: the keyring wrapper and
// dbus-run-session stand between); 0 when there is none.
qint64 findApp(const QString &hudwatchExe, const QString &configDir)
{
    const QString exe = QFileInfo(hudwatchExe).canonicalFilePath();
    const QByteArray marker = "XDG_CONFIG_HOME=" + configDir.toLocal8Bit() + '\0';
    for (const QString &entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        bool numeric = false;
        const qint64 pid = entry.toLongLong(&numeric);
        if (!numeric || QFileInfo(QStringLiteral("/proc/%1/exe").arg(pid)).canonicalFilePath() != exe)
            continue;
        QFile environ(QStringLiteral("/proc/%1/environ").arg(pid));
        if (environ.open(QIODevice::ReadOnly) && QByteArray(environ.readAll() + '\0').contains(marker))
            return pid;
    }
    return 0;
}

} // namespace

// idle_cpu_percent: the app started --minimized on a profile polling every 60 s, averaged over
// 10 minutes (60 s with --quick) after it settled; percent of one core, from /proc/<pid>/stat.
// idle_rss_growth_mb: its resident memory at the end minus at the start of that window. The
// profile's ClickHouse refuses the connection (127.0.0.1:9): the poll runs its schedule with no
// data to apply, so the figure is the idle floor of the app itself (after a few failures the
// poll backs off to minutes apart). The app runs under tests/scripts/with-keyring.sh: without a
// keychain it would never poll.
void runIdleBench(BenchReport &report, const QString &hudwatchExe)
{
    QTemporaryDir dir;
    const QString config = dir.filePath(QStringLiteral("config"));
    QDir().mkpath(config + QStringLiteral("/hudwatch/profiles"));
    QDir().mkpath(dir.filePath(QStringLiteral("cache")));
    {
        QSettings ini(config + QStringLiteral("/hudwatch/profiles/idle.ini"), QSettings::IniFormat);
        ini.setValue(QStringLiteral("clickhouse/url"), QStringLiteral("http://127.0.0.1:9"));
        ini.setValue(QStringLiteral("cache/path"), dir.filePath(QStringLiteral("cache/idle.sqlite")));
        ini.setValue(QStringLiteral("poll/intervalSeconds"), 60);
    }
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("QT_LOGGING_RULES"), QStringLiteral("*.info=false;*.warning=false"));

    QProcess app;
    app.setProcessEnvironment(env);
    app.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    app.setStandardOutputFile(QProcess::nullDevice());
    // The keyring wrapper sets its own XDG dirs: ours go on hudwatch's command line, through env.
    app.start(QStringLiteral(HUDWATCH_TEST_SCRIPTS_DIR) + QStringLiteral("/with-keyring.sh"),
        { QStringLiteral("env"), QStringLiteral("XDG_CONFIG_HOME=") + config,
            QStringLiteral("XDG_CACHE_HOME=") + dir.filePath(QStringLiteral("cache")), hudwatchExe,
            QStringLiteral("--profile"), QStringLiteral("idle"), QStringLiteral("--minimized") });
    if (!app.waitForStarted(10000))
        qFatal("idle: cannot start %s", qPrintable(hudwatchExe));
    qint64 pid = 0;
    for (int i = 0; i < 100 && pid == 0 && app.state() == QProcess::Running; ++i) {
        app.waitForFinished(100);
        pid = findApp(hudwatchExe, config);
    }
    if (pid == 0)
        qFatal("idle: hudwatch did not start under the keyring wrapper");
    const int settleS = 10; // start-up, the first (failing) poll
    const int windowS = report.quick() ? 60 : 600;
    const auto sleepS = [&app](int seconds) {
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < seconds * 1000LL) {
            if (app.state() != QProcess::Running || app.waitForFinished(200))
                qFatal("idle: hudwatch exited early (code %d)", app.exitCode());
        }
    };
    sleepS(settleS);
    const double cpu0 = cpuSeconds(pid);
    const double rss0 = rssMb(pid);
    QElapsedTimer wall;
    wall.start();
    sleepS(windowS);
    const double cpu1 = cpuSeconds(pid);
    const double rss1 = rssMb(pid);
    const double seconds = double(wall.nsecsElapsed()) / 1e9;
    // hudwatch itself ends; the wrapper then stops its keyring and bus and exits.
    ::kill(pid_t(pid), SIGTERM);
    if (!app.waitForFinished(20000)) {
        ::kill(pid_t(pid), SIGKILL);
        app.waitForFinished(10000);
    }
    if (cpu0 < 0 || cpu1 < 0 || rss0 < 0 || rss1 < 0)
        qFatal("idle: cannot read /proc/%lld", pid);
    report.figure(QStringLiteral("idle_cpu_percent"), 100.0 * (cpu1 - cpu0) / seconds, QStringLiteral("%"));
    report.figure(QStringLiteral("idle_rss_growth_mb"), rss1 - rss0, QStringLiteral("MB"));
}

} // namespace hw::bench
