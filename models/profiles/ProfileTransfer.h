#pragma once

#include "ProfileSettings.h"
#include "domain/Result.h"

#include <QByteArray>
#include <QString>

namespace hw {

// Moves a profile between machines as an ini file. An export never carries what is local to
// this machine (the cache path) nor any secret; an import is read by the same strict reader as a
// saved profile, and refuses keys it does not know and any key that looks like a secret, so that
// a shared file never puts a password on disk.
class ProfileTransfer
{
public:
    // The exported text: a comment line saying secrets are not included, then the profile's keys
    // without cache/path.
    static QByteArray exportIni(const ProfileSettings &profile);
    // Loads the saved profile `name` and writes its export to `file`.
    static Result<void> exportToFile(const QString &name, const QString &file);
    // Who asks: the errors name the fix the asker has (--name and --force, or renaming the file).
    enum class Asker { CommandLine, Window };
    // Checks an exported text (size, secret keys, unknown keys, then every value) without saving.
    static Result<ProfileSettings, QString> parse(
        const QByteArray &text, const QString &name, Asker asker = Asker::CommandLine);
    // Reads `file` and saves it as profile `name` (empty: the file's base name); an existing
    // profile of that name is only replaced when `overwrite` (else a Configuration error). A file
    // that is no profile is BadData with parse()'s message.
    static Result<ProfileSettings> importFile(
        const QString &file, const QString &name, bool overwrite, Asker asker = Asker::CommandLine);
};

} // namespace hw
