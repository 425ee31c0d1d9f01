#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QStringList>

class QMenu;

namespace hw {

// The language of the user interface: the system's, unless the user chose one in
// Settings ▸ Language (kept in state.ini, applied at the next start) or with --lang CODE.
// Translators are installed before the first widget exists, so a change needs a restart.
class UiLanguage
{
    Q_DECLARE_TR_FUNCTIONS(hw::UiLanguage)

public:
    // "en", "de", "fr", "zh_CN": the languages shipped (English is the source text).
    static QStringList codes();
    // The language's own name ("Deutsch", "简体中文"): a user lost in a foreign UI finds it.
    static QString nativeName(const QString &code);
    // The shipped code a user's spelling names ("zh-CN", "zh", "DE"), or empty.
    static QString normalized(const QString &code);
    // --lang CODE or --lang=CODE among the arguments, else empty (read before parsing, so that
    // --help is already in that language).
    static QString fromArguments(const QStringList &arguments);
    // The stored choice; empty means "follow the system".
    static QString stored();
    static void store(const QString &code);
    // The locale to translate for: the command line's code, else the stored one, else the system's.
    static QLocale resolve(const QString &commandLineCode, const QString &storedCode);
    // Installs Qt's and HUD Watch's translators for the locale; the .qm files come from
    // directory (the resources in the app). Returns whether HUD Watch's own catalogue loaded.
    static bool install(QCoreApplication &app, const QLocale &locale,
        const QString &directory = QStringLiteral(":/hudwatch/i18n"));
    // Settings ▸ Language: one checkable entry per language plus "System"; choosing one stores it.
    static void addMenu(QMenu *settings);
};

} // namespace hw
