#include "BenchClickHouse.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QProcess>
#include <QStandardPaths>
#include <QTextStream>

#include <csignal>
#include <sys/types.h>

using namespace Qt::StringLiterals;

#ifndef HUDWATCH_TEST_SCRIPTS_DIR
#error "HUDWATCH_TEST_SCRIPTS_DIR must name tests/scripts"
#endif

namespace hw::bench {

namespace {

QTextStream &err()
{
    static QTextStream s(stderr);
    return s;
}

QString serverScript()
{
    return QStringLiteral(HUDWATCH_TEST_SCRIPTS_DIR) + u"/clickhouse-test-server.sh"_s;
}

volatile sig_atomic_t g_serverPid = 0;
volatile sig_atomic_t g_childPid = 0;
volatile sig_atomic_t g_interrupted = 0;

// First signal: end the child in progress; the group notices, stops the server with the script
// and removes its files. A second one: stop the server at once and die.
void onFatalSignal(int sig)
{
    if (!g_interrupted) {
        g_interrupted = sig;
        if (g_childPid > 0)
            kill(pid_t(g_childPid), SIGTERM);
        return;
    }
    if (g_serverPid > 0)
        kill(pid_t(g_serverPid), SIGTERM);
    signal(sig, SIG_DFL);
    raise(sig);
}

QString commitShaExpr(const QString &commitIndex)
{
    return u"lower(hex(SHA1(concat('bench-commit-', toString("_s + commitIndex + u")))))"_s;
}

} // namespace

std::optional<BenchConnection> readConnection(const QString &dir, QString *error)
{
    QFile f(dir + u"/connection.env"_s);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = u"cannot read "_s + f.fileName();
        return std::nullopt;
    }
    QHash<QString, QString> env;
    for (const QByteArray &line : f.readAll().split('\n')) {
        const qsizetype eq = line.indexOf('=');
        if (eq > 0)
            env.insert(QString::fromUtf8(line.left(eq)), QString::fromUtf8(line.mid(eq + 1)).trimmed());
    }
    BenchConnection c;
    c.host = env.value(u"CLICKHOUSE_HOST"_s);
    c.httpPort = env.value(u"CLICKHOUSE_HTTP_PORT"_s).toInt();
    c.tcpPort = env.value(u"CLICKHOUSE_TCP_PORT"_s).toInt();
    c.user = env.value(u"CLICKHOUSE_USER"_s);
    c.password = env.value(u"CLICKHOUSE_PASSWORD"_s);
    if (c.host.isEmpty() || c.httpPort <= 0 || c.tcpPort <= 0 || c.user.isEmpty()) {
        *error = u"incomplete "_s + f.fileName();
        return std::nullopt;
    }
    return c;
}

ClickHouseConfig clientConfig(const BenchConnection &c)
{
    ClickHouseConfig config;
    config.host = c.host;
    config.port = c.httpPort;
    config.user = c.user;
    config.password = c.password;
    config.database = u"default"_s;
    return config;
}

bool benchClickHouseAvailable(const QString &group)
{
    for (const QString &tool : { u"clickhouse-server"_s, u"clickhouse-client"_s, u"curl"_s }) {
        if (QStandardPaths::findExecutable(tool).isEmpty()) {
            err() << group << ": skipped: " << tool << " is not installed (apt-get install clickhouse-server "
                  << "clickhouse-client curl)" << Qt::endl;
            return false;
        }
    }
    if (!QFileInfo(serverScript()).isExecutable()) {
        err() << group << ": skipped: " << serverScript() << " is missing" << Qt::endl;
        return false;
    }
    return true;
}

BenchServer::BenchServer(QString group, QString dir)
    : m_group(std::move(group))
    , m_dir(std::move(dir))
{
}

BenchServer::~BenchServer()
{
    stop();
}

bool BenchServer::start(QString *error)
{
    for (int sig : { SIGINT, SIGTERM, SIGHUP })
        signal(sig, onFatalSignal);
    m_started = true;
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(serverScript(), { u"start"_s, m_dir });
    const bool ok = p.waitForFinished(180'000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    const QString out = QString::fromLocal8Bit(p.readAll()).trimmed();
    QFile pidFile(m_dir + u"/pid"_s);
    if (pidFile.open(QIODevice::ReadOnly))
        g_serverPid = sig_atomic_t(pidFile.readAll().trimmed().toInt());
    if (!ok)
        *error = out;
    else
        err() << m_group << ": " << out << Qt::endl;
    return ok;
}

void BenchServer::stop()
{
    if (!m_started)
        return;
    m_started = false;
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedChannels);
    p.start(serverScript(), { u"stop"_s, m_dir });
    if (!p.waitForFinished(60'000) && g_serverPid > 0)
        kill(pid_t(g_serverPid), SIGKILL);
    g_serverPid = 0;
    for (int sig : { SIGINT, SIGTERM, SIGHUP })
        signal(sig, SIG_DFL);
}

void BenchServer::setChild(qint64 pid)
{
    g_childPid = sig_atomic_t(pid);
}

bool BenchServer::interrupted() const
{
    if (g_interrupted)
        err() << m_group << ": interrupted (signal " << int(g_interrupted) << "), stopping the server"
              << Qt::endl;
    return g_interrupted != 0;
}

double runClient(const BenchConnection &c, const QString &sql, const QStringList &extraArgs, QString *error,
    QByteArray *output)
{
    QProcess p;
    QStringList args { u"--host"_s, c.host, u"--port"_s, QString::number(c.tcpPort), u"--user"_s, c.user,
        u"--password"_s, c.password, u"--multiquery"_s };
    args << extraArgs;
    QElapsedTimer t;
    t.start();
    p.start(u"clickhouse-client"_s, args);
    p.write(sql.toUtf8());
    p.closeWriteChannel();
    const bool ok = p.waitForFinished(600'000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    const double secs = double(t.nsecsElapsed()) / 1e9;
    if (output)
        *output = p.readAllStandardOutput();
    if (!ok) {
        *error
            = u"clickhouse-client failed: "_s + QString::fromLocal8Bit(p.readAllStandardError()).left(2000);
        return -1;
    }
    return secs;
}

QString SyntheticHudSql::pushInsertSql(int first, int count) const
{
    return uR"sql(INSERT INTO default.push (ref, `head_commit.id`, `head_commit.timestamp`, `head_commit.message`,
    `head_commit.author.name`, `repository.full_name`, dynamoKey, _inserted_at)
SELECT 'refs/heads/main', %1 AS sha, toDateTime(1700000000 + c * 600),
    concat('Bench commit ', toString(c), ': a change of the kind HUD shows\n\nLonger description.'),
    concat('author-', toString(c % 37)), 'pytorch/pytorch', concat('pytorch/pytorch/refs/heads/main/', sha),
    toDateTime(1700000000 + c * 600 + 60)
FROM (SELECT %2 + number AS c FROM system.numbers LIMIT %3))sql"_s.arg(commitShaExpr(u"c"_s))
        .arg(first)
        .arg(count);
}

QString SyntheticHudSql::jobsInsertSql(
    const QString &numbers, const QString &conclusion, const QString &insertedAt) const
{
    const QString baseConclusion
        = u"if(cityHash64(n) % 100 < 3, 'failure', if(cityHash64(n) % 100 < 5, 'skipped', 'success'))"_s;
    const QString k = u"n % %1"_s.arg(m_jobsPerCommit);
    const QString commit = u"intDiv(n, %1)"_s.arg(m_jobsPerCommit);
    return uR"sql(INSERT INTO default.workflow_job (id, run_id, run_attempt, name, workflow_name, head_sha, head_branch,
    status, conclusion, created_at, started_at, completed_at, html_url, url, labels, runner_name,
    torchci_classification, dynamoKey, _inserted_at)
SELECT toInt64(30000000000 + n) AS jid, intDiv(jid, 1000), toInt64(1),
    concat(['linux-jammy-py3.10-gcc11', 'linux-focal-cuda12.1-py3.10-gcc9', 'win-vs2019-cpu-py3',
            'macos-13-py3-arm64', 'linux-jammy-xpu-py3.9', 'rocm6.1-py3.8'][%5 % 6 + 1],
           ' / test (shard ', toString(%5), ', 5, linux.4xlarge)'),
    ['pull', 'trunk', 'periodic', 'inductor', 'slow', 'rocm', 'xpu', 'mac-mps'][%5 % 8 + 1],
    %1, 'main', 'completed',
    %2 AS concl,
    toDateTime(1700000000 + %6 * 600 + 60),
    toDateTime(1700000000 + %6 * 600 + 120),
    toDateTime(1700000000 + %6 * 600 + 300 + n % 300),
    concat('https://github.com/pytorch/pytorch/actions/runs/', toString(intDiv(jid, 1000)), '/job/', toString(jid)),
    concat('https://api.github.com/repos/pytorch/pytorch/actions/jobs/', toString(jid)),
    ['linux.4xlarge'], concat('i-0abc', toString(n % 997)),
    tuple(emptyArrayString(), emptyArrayString(), jid,
          if(concl = 'failure', 'RuntimeError: CUDA error: an illegal memory access was encountered', ''), toInt64(0), ''),
    concat('pytorch/pytorch/', toString(jid)),
    %3
FROM (%4))sql"_s.arg(commitShaExpr(commit), QString(conclusion).replace(u"base_conclusion"_s, baseConclusion),
        QString(insertedAt), numbers, k, commit);
}

QString SyntheticHudSql::commitJobsInsertSql(int first, int count) const
{
    return jobsInsertSql(
        u"SELECT %1 + number AS n FROM system.numbers LIMIT %2"_s.arg(qint64(first) * m_jobsPerCommit)
            .arg(qint64(count) * m_jobsPerCommit),
        u"base_conclusion"_s,
        u"toDateTime(1700000000 + intDiv(n, %1) * 600 + 300 + n % 300)"_s.arg(m_jobsPerCommit));
}

bool SyntheticHudSql::seed(const BenchConnection &c, int commits, QString *error) const
{
    QElapsedTimer t;
    t.start();
    const QString sql = u"TRUNCATE TABLE default.push;\n"
                        u"TRUNCATE TABLE default.workflow_job;\n"
                        u"TRUNCATE TABLE materialized_views.`.inner.workflow_job_by_head_sha`;\n"_s
        + pushInsertSql(0, commits) + u";\n"_s + commitJobsInsertSql(0, commits)
        + u";\n"
          u"OPTIMIZE TABLE default.push FINAL;\n"
          u"OPTIMIZE TABLE default.workflow_job FINAL;\n"
          u"OPTIMIZE TABLE materialized_views.`.inner.workflow_job_by_head_sha` FINAL;\n"_s;
    if (runClient(c, sql, {}, error) < 0)
        return false;
    QByteArray counts;
    if (runClient(c,
            u"SELECT (SELECT count() FROM default.push), (SELECT count() FROM default.workflow_job), "
            u"(SELECT count() FROM materialized_views.workflow_job_by_head_sha)"_s,
            {}, error, &counts)
        < 0)
        return false;
    const QList<QByteArray> n = counts.trimmed().split('\t');
    const qint64 jobs = qint64(commits) * m_jobsPerCommit;
    if (n.size() != 3 || n[0].toLongLong() != commits || n[1].toLongLong() != jobs
        || n[2].toLongLong() != jobs) {
        *error = u"seeding produced %1 (push, workflow_job, sha index), expected %2 %3 %3"_s.arg(
            QString::fromLatin1(counts.trimmed()), QString::number(commits), QString::number(jobs));
        return false;
    }
    err() << "hudwatch-bench: seeded " << commits << " commits x " << m_jobsPerCommit << " jobs in "
          << t.elapsed() << " ms" << Qt::endl;
    return true;
}

} // namespace hw::bench
