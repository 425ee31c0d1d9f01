#include "ProfileTransfer.h"

#include "QtTypedIniValue.h"
#include "domain/QuotedText.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSettings>
#include <QTemporaryFile>

namespace hw {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("hw::ProfileTransfer", text);
}

const QString MachineLocalKey = QStringLiteral("cache/path");

// A key whose name says it holds a secret; checked before unknown keys so the message says why.
bool looksSecret(const QString &key)
{
    static const QRegularExpression pattern(QStringLiteral("pass(word|wd)?|token|secret|api_?key|credential"),
        QRegularExpression::CaseInsensitiveOption);
    return pattern.match(key).hasMatch();
}

// The keys of ini text as QSettings sees them (which is what the reader will read).
std::optional<QStringList> keysOf(const QByteArray &text)
{
    QTemporaryFile file;
    if (!file.open() || file.write(text) != text.size())
        return std::nullopt;
    file.close();
    QSettings settings(file.fileName(), QSettings::IniFormat);
    if (settings.status() != QSettings::NoError)
        return std::nullopt;
    return settings.allKeys();
}

} // namespace

QByteArray ProfileTransfer::exportIni(const ProfileSettings &profile)
{
    ProfileSettings shared = profile;
    shared.cachePath.clear();
    QByteArray text = shared.toIni();
    // toIni() writes every key; the cache path belongs to this machine and is left out entirely.
    QByteArrayList lines = text.split('\n');
    lines.removeIf([](const QByteArray &line) { return line == "[cache]" || line.startsWith("path="); });
    text = lines.join('\n');
    return "; HUD Watch profile \"" + profile.name.toUtf8()
        + "\". Secrets are not included: set the password or token after import.\n" + text;
}

Result<void> ProfileTransfer::exportToFile(const QString &name, const QString &file)
{
    const Result<ProfileSettings> loaded = ProfileSettings::load(name);
    if (!loaded)
        return loaded.error();
    const ProfileSettings &profile = *loaded;
    QSaveFile out(file);
    const QByteArray text = exportIni(profile);
    if (!out.open(QIODevice::WriteOnly) || out.write(text) != text.size() || !out.commit())
        return SourceError::make(SourceError::Kind::Storage, QStringLiteral("profile"),
            tr("cannot write %1: %2 — choose another folder or free disk space").arg(file, out.errorString()));
    return {};
}

Result<ProfileSettings, QString> ProfileTransfer::parse(const QByteArray &text, const QString &name, Asker asker)
{
    if (text.size() > ProfileSettings::maxIniBytes)
        return tr("the file is larger than %1 KB: not a profile — import a file written by Export this profile or "
                  "'hudwatch profile export'")
            .arg(ProfileSettings::maxIniBytes / 1024);
    if (!ProfileSettings::isValidName(name))
        return asker == Asker::Window
            ? tr("invalid profile name \"%1\": rename the file (letters, digits, . _ - only)").arg(QuotedText::elided(name))
            : tr("invalid profile name \"%1\" (letters, digits, . _ - only; use --name)").arg(QuotedText::elided(name));
    // Before QSettings reads it: it would decode (and warn about) Qt-typed values.
    if (const auto key = QtTypedIniValue::firstKey(text))
        return tr("%1: %2").arg(QuotedText::elided(*key), QtTypedIniValue::problem());
    const std::optional<QStringList> keys = keysOf(text);
    if (!keys)
        return tr("the file cannot be read as a profile (ini) — import a file written by Export this profile "
                  "or 'hudwatch profile export'");
    for (const QString &key : *keys)
        if (looksSecret(key))
            return tr("profiles never carry secrets: remove key %1; set the password after import").arg(QuotedText::elided(key));
    const QStringList known = ProfileSettings::knownKeys();
    for (const QString &key : *keys)
        if (!known.contains(key))
            return tr("unknown key %1 (a profile knows: %2) — remove it, or update HUD Watch if the file came "
                      "from a newer version")
                .arg(QuotedText::elided(key), known.join(QStringLiteral(", ")));
    return ProfileSettings::fromIni(text, name);
}

Result<ProfileSettings> ProfileTransfer::importFile(
    const QString &file, const QString &name, bool overwrite, Asker asker)
{
    const auto refused = [](SourceError::Kind kind, const QString &message) {
        return SourceError::make(kind, QStringLiteral("profile"), message);
    };
    const QString target = name.isEmpty() ? QFileInfo(file).completeBaseName() : name;
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly))
        return refused(SourceError::Kind::Storage,
            tr("cannot read %1: %2 — check the path and that you may read the file").arg(file, in.errorString()));
    // One byte more than allowed tells an oversize file apart without reading all of it.
    const QByteArray text = in.read(ProfileSettings::maxIniBytes + 1);
    Result<ProfileSettings, QString> parsed = parse(text, target, asker);
    if (!parsed)
        return refused(SourceError::Kind::BadData, tr("%1: %2").arg(file, parsed.error()));
    if (!overwrite && QFileInfo::exists(ProfileSettings::profilePath(target)))
        return refused(SourceError::Kind::Configuration, asker == Asker::Window
            ? tr("a profile \"%1\" exists already: rename the file (its name becomes the profile's) and import "
                 "again")
                  .arg(target)
            : tr("profile \"%1\" already exists: choose another with --name, or replace it with --force").arg(target));
    // A replaced profile keeps this machine's cache path: an export never carries one.
    if (parsed->cachePath.isEmpty())
        if (const Result<ProfileSettings> existing = ProfileSettings::load(target))
            parsed->cachePath = existing->cachePath;
    if (const Result<void> saved = parsed->save(); !saved)
        return saved.error();
    return std::move(*parsed);
}

} // namespace hw
