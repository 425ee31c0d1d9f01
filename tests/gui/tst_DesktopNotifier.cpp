// Notifications through a real notification daemon (dunst, on a private display and bus; see
// tests/scripts/with-notification-daemon.sh): one per digest with its title and lines, marked
// critical when something broke, and the daemon's default action brings back the alert's target.
#include "alerts/DesktopNotifier.h"
#include "alerts/GridAlertEvaluator.h"

#include <QJsonDocument>
#include <QProcess>
#include <QSignalSpy>
#include <QTest>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

QByteArray dunstctl(const QStringList &args)
{
    QProcess p;
    p.start(u"dunstctl"_s, args);
    p.waitForFinished(5000);
    return p.readAllStandardOutput();
}

AlertDigest sampleDigest()
{
    AlertDigest d;
    for (const QString &name : {u"pull / linux-jammy / test (default, 1, 5)"_s, u"pull / win / build"_s,
             u"trunk / rocm / test"_s, u"lint / lintrunner"_s}) {
        Alert a;
        a.key = u"job:"_s + name;
        a.title = name;
        a.target = GridAlertEvaluator::gridTarget(name, u"abc1234def"_s);
        d.broke << a;
    }
    Alert fixed;
    fixed.key = u"job:pull / mac / test"_s;
    fixed.title = u"pull / mac / test"_s;
    d.fixed << fixed;
    return d;
}

} // namespace

class tst_DesktopNotifier : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        DesktopNotifier notifier;
        QVERIFY2(notifier.isAvailable(), "no notification daemon on the session bus: run under with-notification-daemon.sh");
        QCOMPARE(notifier.serverName(), u"dunst"_s);
    }

    void digestArrivesAndOpensItsTarget()
    {
        DesktopNotifier notifier;
        QSignalSpy open(&notifier, &DesktopNotifier::openRequested);
        const AlertDigest digest = sampleDigest();
        const quint32 id = notifier.notify(digest);
        QVERIFY(id > 0);
        QVERIFY(QTest::qWaitFor([] { return dunstctl({u"count"_s, u"displayed"_s}).trimmed().toInt() >= 1; }, 5000));
        // The daemon's default action (a click on the notification) asks the console to open it.
        dunstctl({u"action"_s, u"0"_s});
        QVERIFY(open.wait(5000));
        QCOMPARE(open.first().first().toUrl(), digest.target());
        // What was shown: the coalesced title and lines, as the daemon keeps them.
        dunstctl({u"close-all"_s});
        QVERIFY(QTest::qWaitFor([] { return dunstctl({u"count"_s, u"history"_s}).trimmed().toInt() >= 1; }, 5000));
        const QByteArray history = dunstctl({u"history"_s});
        const QString text = QString::fromUtf8(history);
        QVERIFY2(text.contains(u"4 broke, 1 fixed"_s), history.constData());
        QVERIFY2(text.contains(u"pull / linux-jammy / test (default, 1, 5), pull / win / build, trunk / rocm / test and 1 more"_s),
            history.constData());
        QVERIFY2(QJsonDocument::fromJson(history).isObject(), "dunstctl history is JSON");
    }

    void nothingToSayIsNotShown()
    {
        DesktopNotifier notifier;
        const int before = dunstctl({u"count"_s, u"history"_s}).trimmed().toInt()
            + dunstctl({u"count"_s, u"displayed"_s}).trimmed().toInt();
        QCOMPARE(notifier.notify(AlertDigest {}), 0u);
        QTest::qWait(300);
        QCOMPARE(dunstctl({u"count"_s, u"history"_s}).trimmed().toInt() + dunstctl({u"count"_s, u"displayed"_s}).trimmed().toInt(),
            before);
    }
};

QTEST_GUILESS_MAIN(tst_DesktopNotifier)
#include "tst_DesktopNotifier.moc"
