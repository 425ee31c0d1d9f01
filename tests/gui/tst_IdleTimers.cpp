// Idle cost: with the window hidden (closed to the tray, or minimised by a window manager that
// hides it), nothing ticks but the poll — no clock, countdown or animation wakes the process.
// Every QEvent::Timer the application delivers is counted over a few seconds; each must belong
// to the sources' schedule (the poll and its staleness watch), and the clocks run again on show.
#include "Console.h"
#include "MainWindow.h"
#include "SyncStatusWait.h"
#include "grid/GridSync.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "ResultAssertions.h"
#include "profiles/ProfileSettings.h"

#include <QMap>
#include <QTest>
#include <QTimer>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

// Counts the timer events delivered application-wide, by the receiving object.
class TimerCounter : public QObject
{
public:
    QMap<QString, int> byReceiver;
    int total = 0;
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Timer) {
            ++total;
            const QObject *owner = watched->parent();
            const QString name = QString::fromLatin1(watched->metaObject()->className()) + u" \""_s
                + watched->objectName() + u"\" in "_s
                + (owner ? QString::fromLatin1(owner->metaObject()->className()) : u"nothing"_s);
            ++byReceiver[name];
        }
        return false;
    }
};

} // namespace

class tst_IdleTimers : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        test::isolateUserDirs(QString::fromLatin1(metaObject()->className()));
        ProfileSettings p;
        p.name = u"idle"_s;
        // Refused at once: the poll runs its schedule (and backs off) without data to apply.
        p.clickHouseUrl = QUrl(u"http://127.0.0.1:9"_s);
        p.cachePath = test::freshRuntimeDir(u"idle-timers"_s) + u"/idle.sqlite"_s;
        p.pollIntervalSeconds = 60;
        if (const Result<void> saved = p.save(); !saved)
            QFAIL(qPrintable(saved.error().message));
    }

    void nothingButThePollTicksWhileHidden()
    {
        CommandLineOptions options;
        options.profile = u"idle"_s;
        Console console(options);
        HW_VERIFY_OK(console.init());
        MainWindow *window = console.window();
        window->resize(1200, 800);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        console.start();
        // The first poll fails; the status line counts down to the next.
        QVERIFY(test::waitForStatus(
            *console.sync(), [](const SourceStatus &s) { return s.error.isError(); }, 10'000));
        QTest::qWait(1500); // on purpose: the start-up's one-shot timers fire before the count
        window->hide();
        QTest::qWait(500); // on purpose: what the hiding queued runs before the count starts

        const auto onlyThePollTicks = [] {
            TimerCounter counter;
            qApp->installEventFilter(&counter);
            QTest::qWait(3000); // on purpose: the window in which the timers are counted
            qApp->removeEventFilter(&counter);
            QStringList others;
            for (auto it = counter.byReceiver.cbegin(); it != counter.byReceiver.cend(); ++it)
                if (!it.key().startsWith(u"QTimer \"poll"_s)) // the poll and its staleness watch
                    others << u"%1 ×%2"_s.arg(it.key()).arg(it.value());
            return others.join(u"; "_s);
        };
        QString others = onlyThePollTicks();
        QVERIFY2(others.isEmpty(), qPrintable(others));
        // Minimised from the screen: the window system hides it (spontaneously); the same holds.
        window->showNormal();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QTest::qWait(300); // on purpose: shown for a while, its clocks ticking, before it goes
        window->showMinimized();
        QTRY_VERIFY(window->isMinimized());
        others = onlyThePollTicks();
        QVERIFY2(others.isEmpty(), qPrintable(others));

        // Shown again, the clocks come back (the status line's countdown ticks every second).
        window->showNormal();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        TimerCounter shown;
        qApp->installEventFilter(&shown);
        QTest::qWait(2500); // on purpose: the window in which the countdown must tick twice
        qApp->removeEventFilter(&shown);
        QVERIFY2(shown.byReceiver.value(u"QTimer \"status countdown\" in nothing"_s) >= 2,
            qPrintable(QStringList(shown.byReceiver.keys()).join(u"; "_s)));
    }
};

HW_TEST_MAIN(tst_IdleTimers)
#include "tst_IdleTimers.moc"
