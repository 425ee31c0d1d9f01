// state.ini through its typed store: every key where the window has always kept it (a state file
// written before the store, by QSettings calls as the window made them, reads back the same; what
// the store writes, those calls read), the defaults, and a profile's group ("demo" without one).
#include "TestRegistry.h"

#include "profiles/ViewStateStore.h"

#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace hw;
using namespace Qt::StringLiterals;

class tst_ViewStateStore : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString file(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void theUsersFileIsBesideTheProfiles()
    {
        QCOMPARE(ViewStateStore::defaultPath(),
                 QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) + u"/hudwatch/state.ini"_s);
        QCOMPARE(ViewStateStore().path(), ViewStateStore::defaultPath());
    }

    void readsAFileInTheLayoutItHasAlwaysHad()
    {
        // As an earlier HUD Watch left it (QSettings' ini text).
        const QString path = file(u"old.ini"_s);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[General]\ntheme=dark\nlanguage=de\n\n"
                "[demo]\nfilter=linux\nhideGreen=true\nhideUnstable=false\nhideSkipped=true\ngrouped=true\n"
                "trunkCharts=7d|UTC\nalerts\\closeExplained=true\n\n"
                "[pytorch]\nfilter=cuda\nflakyCharts=14d\nalerts\\noTrayExplained=true\n");
        f.close();
        const ViewStateStore store(path);
        QCOMPARE(store.theme(), u"dark"_s);
        QCOMPARE(store.language(), u"de"_s);
        const ViewStateStore::GridFilter demo = store.gridFilter({});
        QCOMPARE(demo.text, u"linux"_s);
        QVERIFY(demo.hideGreen && !demo.hideUnstable && demo.hideSkipped && demo.grouped);
        QCOMPARE(store.chartView({}, u"trunkCharts"_s), u"7d|UTC"_s);
        QVERIFY(store.closeToTrayExplained(u"demo"_s));
        QVERIFY(!store.noTrayExplained({}));
        const ViewStateStore::GridFilter pytorch = store.gridFilter(u"pytorch"_s);
        QCOMPARE(pytorch.text, u"cuda"_s);
        QVERIFY(!pytorch.hideGreen && !pytorch.grouped);
        QCOMPARE(store.chartView(u"pytorch"_s, u"flakyCharts"_s), u"14d"_s);
        QCOMPARE(store.chartView(u"pytorch"_s, u"trunkCharts"_s), QString());
        QVERIFY(store.noTrayExplained(u"pytorch"_s));
        QVERIFY(!store.closeToTrayExplained(u"pytorch"_s));
    }

    void writesWhereTheWindowsCallsRead()
    {
        const QString path = file(u"new.ini"_s);
        QVariantMap preferences{{u"muted"_s, QStringList{u"linux / build"_s}}, {u"snoozedUntil"_s, 1234}};
        {
            ViewStateStore store(path);
            store.setTheme(u"light"_s);
            store.setLanguage(u"fr"_s);
            store.setFilterText(u"pytorch"_s, u"rocm"_s);
            store.setHideGreen(u"pytorch"_s, true);
            store.setHideUnstable(u"pytorch"_s, true);
            store.setHideSkipped(u"pytorch"_s, false);
            store.setGrouped(u"pytorch"_s, true);
            store.setChartView(u"pytorch"_s, u"utilizationCharts"_s, u"24h"_s);
            store.setAlertPreferences(u"pytorch"_s, preferences);
            store.setCloseToTrayExplained({});
            store.setNoTrayExplained(u"pytorch"_s);
        }
        // The calls the window made before the store.
        QSettings settings(path, QSettings::IniFormat);
        QCOMPARE(settings.value(u"theme"_s).toString(), u"light"_s);
        QCOMPARE(settings.value(u"language"_s).toString(), u"fr"_s);
        settings.beginGroup(u"pytorch"_s);
        QCOMPARE(settings.value(u"filter"_s).toString(), u"rocm"_s);
        QCOMPARE(settings.value(u"hideGreen"_s).toBool(), true);
        QCOMPARE(settings.value(u"hideUnstable"_s).toBool(), true);
        QCOMPARE(settings.value(u"hideSkipped"_s, true).toBool(), false);
        QCOMPARE(settings.value(u"grouped"_s).toBool(), true);
        QCOMPARE(settings.value(u"utilizationCharts"_s).toString(), u"24h"_s);
        settings.endGroup();
        settings.beginGroup(u"pytorch/alerts"_s);
        QCOMPARE(settings.value(u"preferences"_s).toMap(), preferences);
        QCOMPARE(settings.value(u"noTrayExplained"_s).toBool(), true);
        settings.endGroup();
        settings.beginGroup(u"demo/alerts"_s);
        QCOMPARE(settings.value(u"closeExplained"_s).toBool(), true);
        settings.endGroup();
        // And the text is QSettings' own, sections per profile.
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        QVERIFY(text.contains("[General]\nlanguage=fr\ntheme=light\n"));
        QVERIFY(text.contains("[pytorch]\n"));
        QVERIFY(text.contains("\nfilter=rocm\n"));
        QVERIFY(text.contains("\nalerts\\noTrayExplained=true\n"));
    }

    void defaultsAndRemovals()
    {
        const QString path = file(u"empty.ini"_s);
        ViewStateStore store(path);
        QCOMPARE(store.theme(), u"system"_s);
        QCOMPARE(store.language(), QString());
        const ViewStateStore::GridFilter none = store.gridFilter(u"x"_s);
        QVERIFY(none.text.isEmpty() && !none.hideGreen && !none.hideUnstable && !none.hideSkipped && !none.grouped);
        QVERIFY(store.alertPreferences(u"x"_s).isEmpty());
        store.setLanguage(u"zh_CN"_s);
        QCOMPARE(store.language(), u"zh_CN"_s);
        store.setLanguage({}); // the system's: no key left behind
        QCOMPARE(store.language(), QString());
        QVERIFY(!QSettings(path, QSettings::IniFormat).contains(u"language"_s));
    }

    void storesOfOneFileSeeEachOthersValuesAtOnce()
    {
        const QString path = file(u"shared.ini"_s);
        ViewStateStore a(path);
        const ViewStateStore b(path);
        a.setFilterText({}, u"win"_s);
        QCOMPARE(b.gridFilter(u"demo"_s).text, u"win"_s);
        QCOMPARE(ViewStateStore::groupOf({}), u"demo"_s);
        QCOMPARE(ViewStateStore::groupOf(u"p"_s), u"p"_s);
    }
};

HW_TEST_GUILESS_MAIN(tst_ViewStateStore)
#include "tst_ViewStateStore.moc"
