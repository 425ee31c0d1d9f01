#include "ExecutableRun.h"

#include <QProcess>

#include <sys/resource.h>

namespace hw::test {

QProcessEnvironment isolatedProcessEnvironment(const QString &home)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), home + QStringLiteral("/cache"));
    return env;
}

ExecutableRun runExecutable(const QString &program, const QStringList &args, const QProcessEnvironment &env,
                            const QByteArray &input, int timeoutMs, MemoryCap cap)
{
    QProcess p;
    QProcessEnvironment childEnv = env;
    if (cap.megabytes > 0) {
#ifdef HUDWATCH_SANITIZED
        childEnv.insert(QStringLiteral("ASAN_OPTIONS"),
                        childEnv.value(QStringLiteral("ASAN_OPTIONS")) + QStringLiteral(":hard_rss_limit_mb=")
                            + QString::number(cap.sanitizedResidentMegabytes));
#else
        const rlim_t bytes = rlim_t(cap.megabytes) * 1024 * 1024;
        p.setChildProcessModifier([bytes] {
            const rlimit limit{bytes, bytes};
            setrlimit(RLIMIT_AS, &limit); // async-signal-safe: runs between fork and exec
        });
#endif
    }
    p.setProcessEnvironment(childEnv);
    p.start(program, args);
    if (!p.waitForStarted(30000))
        return {};
    if (!input.isNull())
        p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return {};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

} // namespace hw::test
