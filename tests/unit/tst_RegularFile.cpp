#include "domain/RegularFile.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTest>

#include <sys/stat.h>
#include <sys/types.h>

using namespace Qt::StringLiterals;
using hw::RegularFile;

class tst_RegularFile : public QObject
{
    Q_OBJECT
private slots:
    void readsAFileWhole()
    {
        const QString path = hw::test::freshRuntimeDir(u"regularfile"_s) + u"/a.json"_s;
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"groups\": []}");
        f.close();
        const auto bytes = RegularFile::read(path, 1024);
        QVERIFY2(bytes, qPrintable(bytes.error().message));
        QCOMPARE(*bytes, QByteArray("{\"groups\": []}"));
    }

    void emptyAndExactlyAtTheBound()
    {
        const QString dir = hw::test::freshRuntimeDir(u"regularfile"_s);
        QFile e(dir + u"/empty"_s);
        QVERIFY(e.open(QIODevice::WriteOnly));
        e.close();
        const auto empty = RegularFile::read(e.fileName(), 16);
        QVERIFY2(empty, qPrintable(empty.error().message));
        QVERIFY(empty->isEmpty());
        QFile x(dir + u"/sixteen"_s);
        QVERIFY(x.open(QIODevice::WriteOnly));
        x.write(QByteArray(16, 'x'));
        x.close();
        QCOMPARE(RegularFile::read(x.fileName(), 16).valueOr({}).size(), 16);
        const auto over = RegularFile::read(x.fileName(), 15);
        QVERIFY(!over);
        QCOMPARE(over.error().kind, RegularFile::Error::Kind::TooLarge);
    }

    // Its size is 0 and it never ends: the old reader grew to gigabytes.
    void devZeroIsRefusedAtOnce()
    {
        QElapsedTimer clock;
        clock.start();
        const auto bytes = RegularFile::read(u"/dev/zero"_s, 1024 * 1024);
        QVERIFY(!bytes);
        QCOMPARE(bytes.error().kind, RegularFile::Error::Kind::NotARegularFile);
        QVERIFY2(bytes.error().message.contains(u"not a regular file"_s), qPrintable(bytes.error().message));
        QVERIFY(clock.elapsed() < 1000);
    }

    // Opening a FIFO for reading blocks until a writer comes: it must not.
    void fifoIsRefusedWithoutBlocking()
    {
        const QString path = hw::test::freshRuntimeDir(u"regularfile"_s) + u"/fifo"_s;
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        QElapsedTimer clock;
        clock.start();
        const auto bytes = RegularFile::read(path, 1024);
        QVERIFY(!bytes);
        QCOMPARE(bytes.error().kind, RegularFile::Error::Kind::NotARegularFile);
        QVERIFY2(bytes.error().message.contains(u"not a regular file"_s), qPrintable(bytes.error().message));
        QVERIFY(clock.elapsed() < 1000);
    }

    void folderAndMissing()
    {
        const QString dir = hw::test::freshRuntimeDir(u"regularfile"_s);
        const auto folder = RegularFile::read(dir, 1024);
        QVERIFY(!folder);
        QVERIFY2(folder.error().message.contains(u"folder"_s), qPrintable(folder.error().message));
        QVERIFY(!RegularFile::read(dir + u"/missing"_s, 1024));
    }

    void resourcesAreRead()
    {
        const auto bytes = RegularFile::read(u":/hudwatch/config/grouping.json"_s, 1024 * 1024);
        QVERIFY2(bytes, qPrintable(bytes.error().message));
        QVERIFY(bytes->contains("groups"));
    }
};

HW_TEST_GUILESS_MAIN(tst_RegularFile)
#include "tst_RegularFile.moc"
