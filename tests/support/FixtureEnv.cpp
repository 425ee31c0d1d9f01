#include "FixtureEnv.h"

#include <QFile>

namespace hw::test {

QHash<QString, QString> readFixtureEnv(const char *dirVariable, const QString &fixture, QString *error, QString *path)
{
    QHash<QString, QString> env;
    const QString dir = qEnvironmentVariable(dirVariable);
    if (dir.isEmpty()) {
        *error = QStringLiteral("%1 is not set (run through ctest, which starts the %2 fixture)")
                     .arg(QLatin1String(dirVariable), fixture);
        return env;
    }
    QFile f(dir + QStringLiteral("/connection.env"));
    if (path)
        *path = f.fileName();
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read %1 (did fixture.%2.start run?)").arg(f.fileName(), fixture);
        return env;
    }
    for (const QByteArray &line : f.readAll().split('\n')) {
        const qsizetype eq = line.indexOf('=');
        if (eq > 0)
            env.insert(QString::fromUtf8(line.left(eq)), QString::fromUtf8(line.mid(eq + 1)).trimmed());
    }
    return env;
}

} // namespace hw::test
