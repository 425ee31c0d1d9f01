#pragma once

#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace hw::test {

// What a child process did: exit code (-1 when it crashed or timed out), stdout, stderr.
struct ExecutableRun {
    int exitCode = -1;
    QString out;
    QString err;
};

// The caller's environment with HOME, XDG_CONFIG_HOME and XDG_CACHE_HOME moved under `home`, so a
// child never reads or writes the user's profiles, state or cache.
QProcessEnvironment isolatedProcessEnvironment(const QString &home);

// How much memory a child may take: its address space (RLIMIT_AS, as `ulimit -v`), or, in a
// sanitizer build, whose shadow reserves terabytes of address space, AddressSanitizer's own
// resident-memory limit (hard_rss_limit_mb): redzones and its 256 MB quarantine make that
// figure larger. 0: no limit.
struct MemoryCap {
    qint64 megabytes = 0;
    qint64 sanitizedResidentMegabytes = 1024;
};

// Runs program with args and env, writes `input` to its stdin (then closes it), and waits at most
// timeoutMs (then kills it: exitCode -1).
ExecutableRun runExecutable(const QString &program, const QStringList &args, const QProcessEnvironment &env,
                            const QByteArray &input = {}, int timeoutMs = 60000, MemoryCap cap = {});

} // namespace hw::test
