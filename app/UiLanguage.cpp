#include "UiLanguage.h"

#include "profiles/ViewStateStore.h"

#include <QActionGroup>
#include <QLibraryInfo>
#include <QMenu>
#include <QTranslator>

namespace hw {

QStringList UiLanguage::codes()
{
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("zh_CN")};
}

QString UiLanguage::nativeName(const QString &code)
{
    if (code == u"de")
        return QStringLiteral("Deutsch");
    if (code == u"fr")
        return QStringLiteral("Français");
    if (code == u"zh_CN")
        return QStringLiteral("简体中文");
    return QStringLiteral("English");
}

QString UiLanguage::normalized(const QString &code)
{
    const QString lower = code.trimmed().toLower().replace(u'-', u'_');
    if (lower == u"zh" || lower == u"zh_cn" || lower == u"zh_hans")
        return QStringLiteral("zh_CN");
    return codes().contains(lower) ? lower : QString();
}

QString UiLanguage::fromArguments(const QStringList &arguments)
{
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (arguments[i] == u"--lang" && i + 1 < arguments.size())
            return arguments[i + 1];
        if (arguments[i].startsWith(u"--lang="))
            return arguments[i].mid(7);
    }
    return {};
}

QString UiLanguage::stored()
{
    return normalized(ViewStateStore().language());
}

void UiLanguage::store(const QString &code)
{
    ViewStateStore().setLanguage(normalized(code));
}

QLocale UiLanguage::resolve(const QString &commandLineCode, const QString &storedCode)
{
    for (const QString &code : {commandLineCode, storedCode})
        if (const QString known = normalized(code); !known.isEmpty())
            return QLocale(known == u"en" ? QStringLiteral("en_US") : known);
    return QLocale();
}

bool UiLanguage::install(QCoreApplication &app, const QLocale &locale, const QString &directory)
{
    // Numbers and dates follow the chosen language too (QLocale() in views and charts).
    QLocale::setDefault(locale);
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    auto *own = new QTranslator(&app);
    if (own->load(locale, QStringLiteral("hudwatch"), QStringLiteral("_"), directory)) {
        QCoreApplication::installTranslator(own);
        return true;
    }
    delete own;
    return false;
}

void UiLanguage::addMenu(QMenu *settings)
{
    QMenu *menu = settings->addMenu(tr("&Language (applies at next start)"));
    auto *group = new QActionGroup(menu);
    const QString current = stored();
    const auto add = [&](const QString &text, const QString &code) {
        QAction *action = menu->addAction(text);
        action->setCheckable(true);
        action->setChecked(code == current);
        action->setData(code);
        group->addAction(action);
        QObject::connect(action, &QAction::triggered, menu, [code] { store(code); });
    };
    add(tr("System"), QString());
    menu->addSeparator();
    for (const QString &code : codes())
        add(nativeName(code), code);
}

} // namespace hw
