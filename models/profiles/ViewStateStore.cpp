#include "ViewStateStore.h"

#include <QSettings>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace hw {

ViewStateStore::ViewStateStore() : ViewStateStore(defaultPath()) {}

ViewStateStore::ViewStateStore(const QString &path)
    : m_path(path), m_settings(std::make_unique<QSettings>(path, QSettings::IniFormat))
{
}

ViewStateStore::~ViewStateStore() = default;
ViewStateStore::ViewStateStore(ViewStateStore &&) noexcept = default;
ViewStateStore &ViewStateStore::operator=(ViewStateStore &&) noexcept = default;

QString ViewStateStore::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) + u"/hudwatch/state.ini"_s;
}

QString ViewStateStore::groupOf(const QString &profile)
{
    return profile.isEmpty() ? u"demo"_s : profile;
}

QString ViewStateStore::profileKey(const QString &profile, const QString &name)
{
    return groupOf(profile) + u'/' + name;
}

QString ViewStateStore::alertsKey(const QString &profile, const QString &name)
{
    return groupOf(profile) + u"/alerts/"_s + name;
}

QVariant ViewStateStore::value(const QString &key, const QVariant &fallback) const
{
    return m_settings->value(key, fallback);
}

void ViewStateStore::setValue(const QString &key, const QVariant &value)
{
    m_settings->setValue(key, value);
}

QString ViewStateStore::theme() const
{
    return value(u"theme"_s, u"system"_s).toString();
}

void ViewStateStore::setTheme(const QString &name)
{
    setValue(u"theme"_s, name);
}

QString ViewStateStore::language() const
{
    return value(u"language"_s).toString();
}

void ViewStateStore::setLanguage(const QString &code)
{
    if (code.isEmpty())
        m_settings->remove(u"language"_s);
    else
        setValue(u"language"_s, code);
}

ViewStateStore::GridFilter ViewStateStore::gridFilter(const QString &profile) const
{
    GridFilter filter;
    filter.text = value(profileKey(profile, u"filter"_s)).toString();
    filter.hideGreen = value(profileKey(profile, u"hideGreen"_s), false).toBool();
    filter.hideUnstable = value(profileKey(profile, u"hideUnstable"_s), false).toBool();
    filter.hideSkipped = value(profileKey(profile, u"hideSkipped"_s), false).toBool();
    filter.grouped = value(profileKey(profile, u"grouped"_s), false).toBool();
    return filter;
}

void ViewStateStore::setFilterText(const QString &profile, const QString &text)
{
    setValue(profileKey(profile, u"filter"_s), text);
}

void ViewStateStore::setHideGreen(const QString &profile, bool on)
{
    setValue(profileKey(profile, u"hideGreen"_s), on);
}

void ViewStateStore::setHideUnstable(const QString &profile, bool on)
{
    setValue(profileKey(profile, u"hideUnstable"_s), on);
}

void ViewStateStore::setHideSkipped(const QString &profile, bool on)
{
    setValue(profileKey(profile, u"hideSkipped"_s), on);
}

void ViewStateStore::setGrouped(const QString &profile, bool on)
{
    setValue(profileKey(profile, u"grouped"_s), on);
}

QString ViewStateStore::chartView(const QString &profile, const QString &tabKey) const
{
    return value(profileKey(profile, tabKey)).toString();
}

void ViewStateStore::setChartView(const QString &profile, const QString &tabKey, const QString &state)
{
    setValue(profileKey(profile, tabKey), state);
}

QVariantMap ViewStateStore::alertPreferences(const QString &profile) const
{
    return value(alertsKey(profile, u"preferences"_s)).toMap();
}

void ViewStateStore::setAlertPreferences(const QString &profile, const QVariantMap &preferences)
{
    setValue(alertsKey(profile, u"preferences"_s), preferences);
}

bool ViewStateStore::closeToTrayExplained(const QString &profile) const
{
    return value(alertsKey(profile, u"closeExplained"_s)).toBool();
}

void ViewStateStore::setCloseToTrayExplained(const QString &profile)
{
    setValue(alertsKey(profile, u"closeExplained"_s), true);
}

bool ViewStateStore::noTrayExplained(const QString &profile) const
{
    return value(alertsKey(profile, u"noTrayExplained"_s)).toBool();
}

void ViewStateStore::setNoTrayExplained(const QString &profile)
{
    setValue(alertsKey(profile, u"noTrayExplained"_s), true);
}

} // namespace hw
