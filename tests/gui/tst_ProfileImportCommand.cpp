// `hudwatch profile import` through the real executable: a value QSettings would decode as a Qt
// type is refused in plain words, without Qt's own warnings, and a long value is quoted cut.
#include "ExecutableRun.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

struct Home {
    QString dir;
    QProcessEnvironment env;
};

Home freshHome(const QString &name)
{
    Home home;
    home.dir = hw::test::freshRuntimeDir(name);
    home.env = hw::test::isolatedProcessEnvironment(home.dir);
    home.env.insert(u"LC_ALL"_s, u"C.UTF-8"_s);
    return home;
}

QString write(const QString &path, const QByteArray &text)
{
    QDir().mkpath(path.section(u'/', 0, -2));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

hw::test::ExecutableRun hudwatch(const Home &home, const QStringList &args)
{
    return hw::test::runExecutable(QStringLiteral(HUDWATCH_EXE), args, home.env, {}, 30'000);
}

const QByteArray kMinimal = "[clickhouse]\nurl=https://ch.example.com:8443\n";

} // namespace

class TestProfileImportCommand : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void qtVariantValueIsRefusedWithoutQtWarnings()
    {
        const Home home = freshHome(u"profile-import-variant"_s);
        // A @Variant whose QDataStream names a type id Qt does not know.
        const QString file = write(home.dir + u"/typed.ini"_s,
                                   "[clickhouse]\nurl=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x3junk)\n");
        const hw::test::ExecutableRun r = hudwatch(home, {u"profile"_s, u"import"_s, file});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"clickhouse/url: a Qt variant value is not allowed here: write plain text"_s),
                 qPrintable(r.err));
        QVERIFY2(!r.err.contains(u"QVariant"_s) && !r.err.contains(u"QDataStream"_s) && !r.err.contains(u"missing"_s),
                 qPrintable(r.err));
        QCOMPARE(r.err.count(u'\n'), 1); // one line, nothing from Qt
        QVERIFY(!QFile::exists(home.dir + u"/config/hudwatch/profiles/typed.ini"_s));
    }

    void savedProfileWithAQtVariantIsRefusedToo()
    {
        // Edited by hand in the profiles folder: every command that loads it says the same.
        const Home home = freshHome(u"profile-saved-variant"_s);
        write(home.dir + u"/config/hudwatch/profiles/edited.ini"_s, kMinimal + "[grid]\nbranch=@Variant(\\0\\0\\0\\x7f)\n");
        const hw::test::ExecutableRun r = hudwatch(home, {u"profile"_s, u"test"_s, u"edited"_s});
        QVERIFY(r.exitCode != 0);
        QVERIFY2(r.err.contains(u"grid/branch: a Qt variant value is not allowed here: write plain text"_s),
                 qPrintable(r.err));
        QVERIFY2(!r.err.contains(u"QVariant"_s) && !r.err.contains(u"QDataStream"_s), qPrintable(r.err));
    }

    void longValueIsQuotedCut()
    {
        // 60 KB of digits once made a 60,190-byte message.
        const Home home = freshHome(u"profile-import-long"_s);
        const QString file = write(home.dir + u"/long.ini"_s,
                                   kMinimal + "connectTimeoutSeconds=" + QByteArray(60'000, '7') + '\n');
        const hw::test::ExecutableRun r = hudwatch(home, {u"profile"_s, u"import"_s, file});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"clickhouse/connectTimeoutSeconds: must be a whole number"_s), qPrintable(r.err.left(400)));
        QVERIFY2(r.err.size() < 400, qPrintable(QString::number(r.err.size())));
        QVERIFY2(r.err.contains(u"7…"_s), qPrintable(r.err));
    }
};

HW_TEST_GUILESS_MAIN(TestProfileImportCommand)
#include "tst_ProfileImportCommand.moc"
