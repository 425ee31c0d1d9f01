#include "ProfileCommand.h"

#include "credentials/CredentialStore.h"
#include "profiles/ConnectionTest.h"
#include "profiles/ProfileSettings.h"
#include "profiles/ProfileTransfer.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QEventLoop>

namespace hw {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("hw", text);
}

QString usage()
{
    return tr("usage: hudwatch profile list\n"
              "       hudwatch profile export NAME FILE\n"
              "       hudwatch profile import FILE [--name NAME] [--force]\n"
              "       hudwatch profile test NAME");
}

int usageError(QTextStream &err, const QString &problem)
{
    err << "hudwatch profile: " << problem << Qt::endl << usage() << Qt::endl;
    return 2;
}

// A keychain read, waited for; the store's own time limit ends the wait on a silent keychain.
CredentialResult readSecret(const QString &key)
{
    CredentialStore store;
    QEventLoop loop;
    CredentialResult result;
    store.read(key, &loop, [&](const CredentialResult &r) {
        result = r;
        loop.quit();
    });
    loop.exec();
    return result;
}

// The secret under `key`, or empty (not stored, or the keychain failed: said on stderr, and the
// test goes on without it, which then shows as an authentication failure).
QString secretOrEmpty(const QString &key, QTextStream &err)
{
    const CredentialResult r = readSecret(key);
    if (r.ok)
        return r.secret;
    if (!r.notFound)
        err << "hudwatch profile test: " << tr("keychain (%1): %2; testing without it").arg(key, r.error)
            << Qt::endl;
    return {};
}

int list(QTextStream &out)
{
    for (const QString &name : ProfileSettings::names())
        out << name << Qt::endl;
    return 0;
}

int exportProfile(const QString &name, const QString &file, QTextStream &out, QTextStream &err)
{
    if (const Result<void> done = ProfileTransfer::exportToFile(name, file); !done) {
        err << "hudwatch profile export: " << done.error().message << Qt::endl;
        return 1;
    }
    out << tr("Exported profile \"%1\" to %2 (no password, token or cache path).").arg(name, file)
        << Qt::endl;
    return 0;
}

int importProfile(const QString &file, const QString &name, bool force, QTextStream &out, QTextStream &err)
{
    const Result<ProfileSettings> imported = ProfileTransfer::importFile(file, name, force);
    if (!imported) {
        err << "hudwatch profile import: " << imported.error().message << Qt::endl;
        return 1;
    }
    out << tr("Imported profile \"%1\" (%2).")
               .arg(imported->name, ProfileSettings::profilePath(imported->name))
        << Qt::endl
        << tr("Set its password in the app (or it connects without one); secrets are never imported.")
        << Qt::endl;
    return 0;
}

int testProfile(const QString &name, QTextStream &out, QTextStream &err)
{
    const Result<ProfileSettings> loaded = ProfileSettings::load(name);
    if (!loaded) {
        err << "hudwatch profile test: " << loaded.error().message << Qt::endl;
        return 1;
    }
    const ProfileSettings &profile = *loaded;
    const QString password = secretOrEmpty(profile.keychainKey(), err);
    const QString token
        = profile.relayUrl.isEmpty() ? QString() : secretOrEmpty(profile.relayKeychainKey(), err);
    ConnectionTest test;
    QEventLoop loop;
    QVector<ConnectionCheck> checks;
    QObject::connect(&test, &ConnectionTest::finished, &loop, [&](const QVector<ConnectionCheck> &c) {
        checks = c;
        loop.quit();
    });
    test.start(profile, password, token);
    if (test.isRunning())
        loop.exec();
    bool allOk = !checks.isEmpty();
    for (const ConnectionCheck &check : checks) {
        // A word first, for scripts and for terminals without the marks.
        out << (check.ok ? QStringLiteral("ok    ") : QStringLiteral("FAIL  ")) << check.what << ": "
            << check.detail << Qt::endl;
        allOk = allOk && check.ok;
    }
    return allOk ? 0 : 1;
}

} // namespace

int runProfileCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    const QCommandLineOption name(
        QStringLiteral("name"), tr("import: the name to save it under."), QStringLiteral("NAME"));
    const QCommandLineOption force(QStringLiteral("force"), tr("import: replace a profile of that name."));
    const QCommandLineOption help(
        QStringList { QStringLiteral("h"), QStringLiteral("help") }, tr("Show this help."));
    parser.addOptions({ name, force, help });
    if (!parser.parse(QStringList { QStringLiteral("profile") } + args))
        return usageError(err, parser.errorText());
    if (parser.isSet(help)) {
        out << usage() << Qt::endl;
        return 0;
    }
    const QStringList pos = parser.positionalArguments();
    const QString command = pos.value(0);
    if (command != QStringLiteral("import") && (parser.isSet(name) || parser.isSet(force)))
        return usageError(err, tr("--name and --force are for import only"));
    if (command == QStringLiteral("list") && pos.size() == 1)
        return list(out);
    if (command == QStringLiteral("export") && pos.size() == 3)
        return exportProfile(pos[1], pos[2], out, err);
    if (command == QStringLiteral("import") && pos.size() == 2)
        return importProfile(pos[1], parser.value(name), parser.isSet(force), out, err);
    if (command == QStringLiteral("test") && pos.size() == 2)
        return testProfile(pos[1], out, err);
    return usageError(err,
        command.isEmpty() ? tr("which command? (list, export, import, test)")
                          : tr("wrong arguments for \"%1\"").arg(command));
}

} // namespace hw
