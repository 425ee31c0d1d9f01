#pragma once

#include <QString>
#include <QVariantMap>

#include <memory>

class QSettings;

namespace hw {

// state.ini: what the window remembers between runs, beside the profiles and never in them (users
// edit those; a remembered filter is no setting). For every profile: the theme and the language.
// Per profile ("demo" for the embedded default): the grid's filter bar, each chart tab's view and
// the alerts' preferences. One typed getter and setter per key, in the layout QSettings has always
// written here, so the state files already on disk keep working. A value set is read back at once
// by every store of the process, and reaches the file when the store goes or the event loop idles.
class ViewStateStore
{
public:
    // The user's file (defaultPath()).
    ViewStateStore();
    explicit ViewStateStore(const QString &path);
    ~ViewStateStore();
    ViewStateStore(ViewStateStore &&) noexcept;
    ViewStateStore &operator=(ViewStateStore &&) noexcept;

    // <generic config>/hudwatch/state.ini (QStandardPaths' test location in tests).
    static QString defaultPath();
    QString path() const { return m_path; }

    // [General]
    QString theme() const; // "system" when none was chosen
    void setTheme(const QString &name);
    QString language() const; // as stored; empty when none was chosen
    void setLanguage(const QString &code); // empty: none (the system's)

    // [<profile>]: the grid's filter bar.
    struct GridFilter {
        QString text;
        bool hideGreen = false;
        bool hideUnstable = false;
        bool hideSkipped = false;
        bool grouped = false;
    };
    GridFilter gridFilter(const QString &profile) const;
    void setFilterText(const QString &profile, const QString &text);
    void setHideGreen(const QString &profile, bool on);
    void setHideUnstable(const QString &profile, bool on);
    void setHideSkipped(const QString &profile, bool on);
    void setGrouped(const QString &profile, bool on);

    // [<profile>]: a chart tab's range, time zone and zoom (RangePage::viewState()), under the
    // tab's key: "flakyCharts", "trunkCharts", "utilizationCharts".
    QString chartView(const QString &profile, const QString &tabKey) const;
    void setChartView(const QString &profile, const QString &tabKey, const QString &state);

    // [<profile>/alerts]: the alert preferences (AlertPreferences::toMap()), and the two notices
    // said once per profile (closing keeps watching from the tray; this desktop has no tray).
    QVariantMap alertPreferences(const QString &profile) const;
    void setAlertPreferences(const QString &profile, const QVariantMap &preferences);
    bool closeToTrayExplained(const QString &profile) const;
    void setCloseToTrayExplained(const QString &profile);
    bool noTrayExplained(const QString &profile) const;
    void setNoTrayExplained(const QString &profile);

    // The group a profile's keys are in: its name, "demo" for the embedded default (no profile).
    static QString groupOf(const QString &profile);

private:
    QVariant value(const QString &key, const QVariant &fallback = {}) const;
    void setValue(const QString &key, const QVariant &value);
    static QString profileKey(const QString &profile, const QString &name);
    static QString alertsKey(const QString &profile, const QString &name);

    QString m_path;
    std::unique_ptr<QSettings> m_settings;
};

} // namespace hw
