// Theme ▸ System follows the desktop's light/dark preference live, as the XDG desktop portal
// publishes it. Run under its own `dbus-run-session` (tests/CMakeLists.txt): the test puts a
// portal on that bus, at org.freedesktop.portal.Desktop, speaking the documented
// org.freedesktop.portal.Settings interface (Read, ReadOne, ReadAll, SettingChanged), on a
// connection of its own, so the application talks to it through the bus daemon as to the real one.
#include "AppTheme.h"
#include "ConsoleHost.h"
#include "Console.h"
#include "MainWindow.h"
#include "NoticeBanner.h"
#include "TestEnvironment.h"
#include "WindowLookup.h"
#include "TestRegistry.h"
#include "ResultAssertions.h"
#include "charts/TimeSeriesChart.h"
#include "palette/StatusPalette.h"
#include "palette/WindowPalette.h"

#include <QAction>
#include <QApplication>
#include <QDBusConnection>
#include <QDBusContext>
#include <QDBusMessage>
#include <QDBusMetaType>
#include <QDBusVariant>
#include <QDBusVirtualObject>
#include <QElapsedTimer>
#include <QGraphicsView>
#include <QMenu>
#include <QSignalSpy>
#include <QStyle>
#include <QTest>
#include <QTimer>

using namespace hw;
using namespace Qt::StringLiterals;

using SettingsMap = QMap<QString, QVariantMap>; // a{sa{sv}}
Q_DECLARE_METATYPE(SettingsMap)

namespace {

const QString kPortal = u"org.freedesktop.portal.Desktop"_s;
const QString kPath = u"/org/freedesktop/portal/desktop"_s;
const QString kAppearance = u"org.freedesktop.appearance"_s;

// The Settings portal with one setting, color-scheme (u): 0 no preference, 1 dark, 2 light.
class FakeSettingsPortal : public QObject, protected QDBusContext
{
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.freedesktop.portal.Settings")
    Q_PROPERTY(uint version READ version)
public:
    uint colorScheme = 1;
    bool readGone = false; // a portal of a version that dropped the deprecated Read
    int reads = 0;
    int readOnes = 0;

    uint version() const { return 2; }
    void change(uint value)
    {
        colorScheme = value;
        emit SettingChanged(kAppearance, u"color-scheme"_s, QDBusVariant(QVariant::fromValue(value)));
    }

public slots:
    // Deprecated in version 2, kept for version 1 clients: the value inside one more variant.
    QDBusVariant Read(const QString &nameSpace, const QString &key)
    {
        ++reads;
        if (readGone) {
            sendErrorReply(QDBusError::UnknownMethod, u"No such method 'Read'"_s);
            return {};
        }
        const QDBusVariant value = ReadOne(nameSpace, key);
        --readOnes;
        return QDBusVariant(QVariant::fromValue(value));
    }
    QDBusVariant ReadOne(const QString &nameSpace, const QString &key)
    {
        ++readOnes;
        if (nameSpace != kAppearance || key != u"color-scheme")
            sendErrorReply(u"org.freedesktop.portal.Error.NotFound"_s, u"Requested setting not found"_s);
        return QDBusVariant(QVariant::fromValue(colorScheme));
    }
    SettingsMap ReadAll(const QStringList &namespaces)
    {
        SettingsMap all;
        if (namespaces.isEmpty() || namespaces.contains(kAppearance))
            all.insert(kAppearance, {{u"color-scheme"_s, QVariant::fromValue(colorScheme)}});
        return all;
    }

signals:
    void SettingChanged(const QString &nameSpace, const QString &key, const QDBusVariant &value);
};

// A portal that has taken the name and never answers (a hung one).
class SilentPortal : public QDBusVirtualObject
{
public:
    QString introspect(const QString &) const override { return {}; }
    bool handleMessage(const QDBusMessage &, const QDBusConnection &) override { return true; }
};

ColorScheme appScheme()
{
    return schemeOf(QApplication::palette());
}

} // namespace

class TestSystemTheme : public QObject
{
    Q_OBJECT
    QPalette m_startPalette;

private slots:
    void initTestCase()
    {
        test::isolateUserDirs(QString::fromLatin1(metaObject()->className()));
        QVERIFY2(QDBusConnection::sessionBus().isConnected(), "run under dbus-run-session (a private bus)");
        qDBusRegisterMetaType<SettingsMap>();
        m_startPalette = readableSystemPalette(QApplication::palette());
        QCOMPARE(schemeOf(m_startPalette), ColorScheme::Light); // offscreen: a light desktop
    }

    // No portal on the bus: the bus says so at once, and System is the start-up palette until
    // one appears.
    void withoutAPortalSystemIsTheStartUpPalette()
    {
        QElapsedTimer clock;
        clock.start();
        AppTheme theme(5000);
        theme.systemColorScheme()->waitUntilSettled(); // as a screenshot does
        QVERIFY(theme.systemColorScheme()->isSettled());
        QVERIFY2(clock.elapsed() < 2000, "an absent portal is an error from the bus, not a timeout");
        QCOMPARE(theme.systemColorScheme()->preference(), ColorScheme::System);
        QCOMPARE(QApplication::palette(), m_startPalette);

        // The portal starts later (it is activated on demand): its changes are heard all the same.
        QDBusConnection lateBus = QDBusConnection::connectToBus(QDBusConnection::SessionBus, u"late-portal"_s);
        FakeSettingsPortal late;
        QVERIFY(lateBus.registerObject(kPath, &late, QDBusConnection::ExportAllSlots | QDBusConnection::ExportAllSignals));
        QVERIFY(lateBus.registerService(kPortal));
        late.change(1);
        QTRY_COMPARE(appScheme(), ColorScheme::Dark);
        late.change(2);
        QTRY_COMPARE(QApplication::palette(), m_startPalette);
        lateBus.unregisterObject(kPath);
        QVERIFY(lateBus.unregisterService(kPortal));
        QDBusConnection::disconnectFromBus(u"late-portal"_s);
    }

    // A portal that holds the name but never answers costs the timeout, not a hang, and the
    // event loop keeps running meanwhile.
    void aSilentPortalIsBoundedByTheTimeout()
    {
        QDBusConnection silentBus = QDBusConnection::connectToBus(QDBusConnection::SessionBus, u"silent-portal"_s);
        SilentPortal silent;
        QVERIFY(silentBus.registerService(kPortal));
        QVERIFY(silentBus.registerVirtualObject(kPath, &silent));
        int ticks = 0;
        QTimer ticker;
        connect(&ticker, &QTimer::timeout, this, [&ticks] { ++ticks; });
        ticker.start(50);
        QElapsedTimer clock;
        clock.start();
        {
            AppTheme theme(800);
            QVERIFY(!theme.systemColorScheme()->isSettled());
            QSignalSpy settled(theme.systemColorScheme(), &SystemColorScheme::settled);
            QVERIFY(settled.wait(5000));
            QVERIFY(clock.elapsed() >= 700);
            QVERIFY(ticks >= 5);
            QCOMPARE(theme.systemColorScheme()->preference(), ColorScheme::System);
            QCOMPARE(QApplication::palette(), m_startPalette);
        }
        silentBus.unregisterObject(kPath);
        QVERIFY(silentBus.unregisterService(kPortal));
        QDBusConnection::disconnectFromBus(u"silent-portal"_s);
    }

    // The portal says dark: System is dark, on every window and chart, and follows each later
    // change at once; a forced Light or Dark ignores it, and System picks it up again.
    void systemFollowsThePortalLive()
    {
        QDBusConnection portalBus = QDBusConnection::connectToBus(QDBusConnection::SessionBus, u"portal"_s);
        FakeSettingsPortal portal;
        QVERIFY(portalBus.registerObject(kPath, &portal,
            QDBusConnection::ExportAllSlots | QDBusConnection::ExportAllSignals | QDBusConnection::ExportAllProperties));
        QVERIFY(portalBus.registerService(kPortal));

        AppTheme theme;
        ConsoleHost host(CommandLineOptions{});
        host.setTheme(&theme);
        HW_VERIFY_OK(host.open());
        MainWindow &window = *host.console()->window();
        window.setSecurityWarnings({u"plain http"_s});
        NoticeBanner *danger = test::bannerSaying(window, u"plain http"_s);
        QVERIFY(danger);
        TimeSeriesChart chart;
        const auto chartBackground = [&chart] {
            return chart.findChild<QGraphicsView *>()->backgroundBrush().color();
        };
        const StatusPalette light(ColorScheme::Light), dark(ColorScheme::Dark);

        QTRY_COMPARE(appScheme(), ColorScheme::Dark);
        QCOMPARE(portal.reads, 1);
        QCOMPARE(theme.choice(), ColorScheme::System);
        QCOMPARE(QApplication::palette(), windowPalette(ColorScheme::Dark));
        QCOMPARE(QApplication::style()->name(), u"fusion"_s);
        QTRY_COMPARE(danger->palette().color(QPalette::Window), dark.color(ColorId::BannerDanger));
        QTRY_COMPARE(chartBackground(), dark.color(ColorId::ChartBackground));

        // The desktop switches to light: no restart, no new Read.
        portal.change(2);
        QTRY_COMPARE(appScheme(), ColorScheme::Light);
        QCOMPARE(QApplication::palette(), m_startPalette); // the desktop's own again
        QTRY_COMPARE(danger->palette().color(QPalette::Window), light.color(ColorId::BannerDanger));
        QTRY_COMPARE(chartBackground(), light.color(ColorId::ChartBackground));
        portal.change(1);
        QTRY_COMPARE(appScheme(), ColorScheme::Dark);
        portal.change(0); // no preference: the desktop's palette
        QTRY_COMPARE(appScheme(), ColorScheme::Light);
        QCOMPARE(portal.reads, 1);

        // Theme ▸ Light: a dark desktop no longer matters.
        test::themeAction(window, ColorScheme::Light)->trigger();
        QCOMPARE(theme.choice(), ColorScheme::Light);
        const QPalette forcedLight = QApplication::palette();
        portal.change(1);
        // The change did arrive (the portal's preference is dark), and was ignored.
        QTRY_COMPARE(theme.systemColorScheme()->preference(), ColorScheme::Dark);
        QCOMPARE(QApplication::palette(), forcedLight);
        QCOMPARE(appScheme(), ColorScheme::Light);

        // Theme ▸ Dark likewise under a light desktop.
        test::themeAction(window, ColorScheme::Dark)->trigger();
        portal.change(2);
        QTRY_COMPARE(theme.systemColorScheme()->preference(), ColorScheme::Light);
        QCOMPARE(appScheme(), ColorScheme::Dark);

        // Back to System: the portal's current word, at once.
        portal.change(1);
        QTRY_COMPARE(theme.systemColorScheme()->preference(), ColorScheme::Dark);
        test::themeAction(window, ColorScheme::System)->trigger();
        QCOMPARE(appScheme(), ColorScheme::Dark);
        QTRY_COMPARE(danger->palette().color(QPalette::Window), dark.color(ColorId::BannerDanger));

        // Settings of other namespaces and keys are not ours.
        emit portal.SettingChanged(kAppearance, u"accent-color"_s, QDBusVariant(2u));
        emit portal.SettingChanged(u"org.gnome.desktop.interface"_s, u"color-scheme"_s, QDBusVariant(2u));
        portal.change(1); // a sentinel after them, same value: no effect either way
        QTest::qWait(200); // on purpose: the ignored signals would have taken effect by now
        QCOMPARE(theme.systemColorScheme()->preference(), ColorScheme::Dark);
        QCOMPARE(appScheme(), ColorScheme::Dark);

        // A portal without Read (not yet seen: it is deprecated since version 2) is read by ReadOne.
        portal.readGone = true;
        SystemColorScheme newer;
        QSignalSpy settled(&newer, &SystemColorScheme::settled);
        QVERIFY(settled.wait(5000));
        QCOMPARE(newer.preference(), ColorScheme::Dark);
        QCOMPARE(portal.readOnes, 1);

        portalBus.unregisterObject(kPath);
        portalBus.unregisterService(kPortal);
        QDBusConnection::disconnectFromBus(u"portal"_s);
    }
};

HW_TEST_MAIN(TestSystemTheme)
#include "tst_SystemTheme.moc"
