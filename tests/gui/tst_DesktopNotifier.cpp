// Notifications through a real notification daemon (dunst, on a private display and bus; see
// tests/scripts/with-notification-daemon.sh): one per digest with its title and lines, marked
// critical when something broke, and the daemon's default action brings back the alert's target.
#include "AlertMonitor.h"
#include "AlertTestGrid.h"
#include "alerts/DesktopNotifier.h"
#include "alerts/GridAlertEvaluator.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardItemModel>
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

// The daemon's history (closed notifications), oldest first: id → "summary | body".
QMap<qint64, QString> history()
{
    QMap<qint64, QString> out;
    const QJsonArray items = QJsonDocument::fromJson(dunstctl({u"history"_s})).object().value(u"data"_s).toArray().at(0).toArray();
    for (const QJsonValue &v : items) {
        const QJsonObject n = v.toObject();
        out.insert(n.value(u"id"_s).toObject().value(u"data"_s).toInteger(),
                   n.value(u"summary"_s).toObject().value(u"data"_s).toString() + u" | "_s
                       + n.value(u"body"_s).toObject().value(u"data"_s).toString());
    }
    return out;
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

    // The console's own chain (grid → rules → tracker → digest → the daemon) over a recorded
    // sequence of syncs: exactly one notification per transition, none for the syncs in between.
    void aSequenceOfSyncsNotifiesExactlyItsTransitions()
    {
        test::isolateUserDirs(u"tst_DesktopNotifier"_s); // the monitor keeps its state per profile
        dunstctl({u"close-all"_s});
        QTRY_COMPARE(dunstctl({u"count"_s, u"displayed"_s}).trimmed().toInt(), 0);
        const QMap<qint64, QString> before = history();
        const qint64 t0 = 1'790'000'000;
        QStandardItemModel grid;
        test::fillAlertGrid(grid, {{u"pull / a"_s, u"OOO"_s}, {u"pull / b"_s, u"OOO"_s}}, t0);
        AlertRules rules;
        rules.trunkRedMinutes = 0;
        rules.stillBrokenHours = 1;
        qint64 now = t0;
        AlertMonitor monitor(&grid, nullptr, rules, u"daemon-sequence"_s);
        monitor.setClock([&] { return now; });
        const QList<std::pair<qint64, QList<std::pair<QString, QString>>>> syncs = {
            {t0, {{u"pull / a"_s, u"OOO"_s}, {u"pull / b"_s, u"OOO"_s}}},                 // green
            {t0 + 600, {{u"pull / a"_s, u"XXO"_s}, {u"pull / b"_s, u"OOO"_s}}},           // a broke
            {t0 + 1200, {{u"pull / a"_s, u"XXX"_s}, {u"pull / b"_s, u"?OO"_s}}},          // nothing new
            {t0 + 600 + 3600, {{u"pull / a"_s, u"XXX"_s}, {u"pull / b"_s, u"OOO"_s}}},    // a still broken
            {t0 + 600 + 3700, {{u"pull / a"_s, u"OXX"_s}, {u"pull / b"_s, u"OOO"_s}}},    // a fixed
            {t0 + 600 + 3800, {{u"pull / a"_s, u"OOX"_s}, {u"pull / b"_s, u"OOO"_s}}},    // still green
        };
        for (const auto &[at, columns] : syncs) {
            now = at;
            test::fillAlertGrid(grid, columns, at);
            monitor.evaluate();
        }
        QVERIFY(QTest::qWaitFor([] { return dunstctl({u"count"_s, u"displayed"_s}).trimmed().toInt() >= 3; }, 5000));
        QTest::qWait(300); // anything more would have arrived by now
        dunstctl({u"close-all"_s});
        QVERIFY(QTest::qWaitFor([&] { return history().size() >= before.size() + 3; }, 5000));
        QStringList said;
        const QMap<qint64, QString> after = history();
        for (auto it = after.cbegin(); it != after.cend(); ++it)
            if (!before.contains(it.key()))
                said << it.value();
        QCOMPARE(said, QStringList({u"1 broke | ✗ pull / a"_s, u"1 still broken | ● still: pull / a"_s,
                                    u"1 fixed | ✓ fixed: pull / a"_s}));
    }

    void nothingToSayIsNotShown()
    {
        DesktopNotifier notifier;
        const int before = dunstctl({u"count"_s, u"history"_s}).trimmed().toInt()
            + dunstctl({u"count"_s, u"displayed"_s}).trimmed().toInt();
        QCOMPARE(notifier.notify(AlertDigest {}), 0u);
        QTest::qWait(300); // on purpose: an empty digest's notification would show by now
        QCOMPARE(dunstctl({u"count"_s, u"history"_s}).trimmed().toInt() + dunstctl({u"count"_s, u"displayed"_s}).trimmed().toInt(),
            before);
    }
};

HW_TEST_MAIN(tst_DesktopNotifier)
#include "tst_DesktopNotifier.moc"
