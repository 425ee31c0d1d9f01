#include "TestEnvironment.h"

#include "profiles/ProfileSettings.h"

#include <QDir>
#include <QFile>
#include <QProcess>
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

bool saveOfflineProfile(const QString &name, const QString &dir, QString *error)
{
    ProfileSettings p;
    p.name = name;
    p.clickHouseUrl = QUrl(QStringLiteral("http://127.0.0.1:9")); // port 9 (discard): never answers
    p.cachePath = dir + QLatin1Char('/') + name + QStringLiteral(".sqlite");
    const Result<void> saved = p.save();
    if (!saved && error)
        *error = saved.error().message;
    return saved.ok();
}

QString realLogPath(const QString &name)
{
    return dataPath(QStringLiteral("logs/") + name);
}

QByteArray realLogBytes(const QString &name)
{
    return readFile(realLogPath(name));
}

QString demoResource(const QString &name)
{
    return QStringLiteral(":/hudwatch/demo/") + name;
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read test file %s", qPrintable(path));
    return f.readAll();
}

QByteArray gunzipWithGzip(const QString &path)
{
    QProcess gz;
    gz.start(QStringLiteral("gzip"), { QStringLiteral("-dc"), path });
    if (!gz.waitForFinished(60'000) || gz.exitCode() != 0)
        return "gzip failed: " + gz.readAllStandardError();
    return gz.readAllStandardOutput();
}

bool rewriteDemoFile(const char *envVar, const QString &name, const QByteArray &content)
{
    if (!qEnvironmentVariableIsSet(envVar))
        return false;
    QFile out(dataPath(QStringLiteral("../../resources/demo/") + name));
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate) || out.write(content + '\n') != content.size() + 1)
        qFatal("cannot write resources/demo/%s", qPrintable(name));
    return true;
}

} // namespace hw::test
