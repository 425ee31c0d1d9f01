#include "TestEnvironment.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>

namespace hw::test {

QString dataPath(const QString &relative)
{
    return QStringLiteral(HUDWATCH_TEST_DATA_DIR "/") + relative;
}

QString freshRuntimeDir(const QString &name)
{
    QDir dir(QStringLiteral(HUDWATCH_TEST_RUNTIME_DIR "/") + name);
    dir.removeRecursively();
    dir.mkpath(QStringLiteral("."));
    return dir.absolutePath();
}

QString isolateUserDirs(const QString &name)
{
    const QString home = freshRuntimeDir(QStringLiteral("home-") + name);
    qputenv("HOME", home.toUtf8());
    QStandardPaths::setTestModeEnabled(true);
    return home;
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read test file %s", qPrintable(path));
    return f.readAll();
}

} // namespace hw::test
