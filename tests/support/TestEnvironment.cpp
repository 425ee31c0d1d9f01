#include "TestEnvironment.h"

#include <QDir>
#include <QFile>

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

QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read test file %s", qPrintable(path));
    return f.readAll();
}

} // namespace hw::test
