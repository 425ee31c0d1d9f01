// `hudwatch utilization FILE`, the real executable on generated files of hostile shapes: a long
// line of commas and a large valid nvidia-smi CSV are read within a memory bound (the address
// space, as `ulimit -v`; AddressSanitizer's resident limit in a sanitizer build) and a time bound; a FIFO or a device is refused at once; control characters from the
// file's header are quoted visibly in every message.
#include "ExecutableRun.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"

#include <QDateTime>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <algorithm>

#include <sys/stat.h>

using namespace Qt::StringLiterals;

namespace {

// The executable maps ~100 MB of virtual memory before it reads anything (Qt, ICU, locale); the
// files below need ~150 (commas) and ~230 MB (the large CSV). The old reader reserved 1 GB for
// any file, then took ~27 × the file on a line of commas and ~4.7 × on a valid CSV: gigabytes.
constexpr int VirtualLimitMb = 400;
constexpr int LooseLimitMb = 4096;
#ifdef HUDWATCH_SANITIZED
constexpr int TimeLimitSeconds = 120; // instrumented code runs several times slower
#else
constexpr int TimeLimitSeconds = 30;
#endif

hw::test::ExecutableRun runBounded(const QStringList &args, qint64 limitMb = VirtualLimitMb)
{
    QProcessEnvironment env = hw::test::isolatedProcessEnvironment(hw::test::freshRuntimeDir(u"utilization-cli-home"_s));
    env.insert(u"LC_ALL"_s, u"C.UTF-8"_s);
    env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    return hw::test::runExecutable(QStringLiteral(HUDWATCH_EXE), args, env, {}, TimeLimitSeconds * 1000,
                                   {limitMb, std::max(limitMb, qint64(1024))});
}

// One sample a second for 8 GPUs, in the column shape of tests/data/utilization's nanoGPT log.
QByteArray csvLines(qint64 second, int gpus = 8)
{
    const QDateTime at = QDateTime(QDate(2025, 9, 24), QTime(3, 17, 4), QTimeZone::utc()).addSecs(second);
    const QByteArray time = at.toString(Qt::ISODateWithMs).toLatin1();
    QByteArray lines;
    for (int gpu = 0; gpu < gpus; ++gpu)
        lines += time + ',' + QByteArray::number(gpu) + ", 48, " + QByteArray::number((second * 7 + gpu) % 101) + ", 397.30\n";
    return lines;
}

} // namespace

class tst_UtilizationCommand : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void smallFileReadsUnderTheBound()
    {
        // The bound leaves room for the executable itself (the old reader reserved 1 GB here).
        const auto r = runBounded({u"utilization"_s, hw::test::dataPath(u"utilization/nanogpt_8gpu_first100.csv"_s)});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    }

    void oneLineOfCommasStaysSmall()
    {
        // 40 M fields on one line: the old reader made a QByteArray of each (~1 GB of list alone).
        const QString path = m_dir.filePath(u"commas.csv"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("timestamp,gpu_index,utilization_gpu_percent\n");
        const QByteArray block(1024 * 1024, ',');
        for (int i = 0; i < 40; ++i)
            file.write(block);
        file.write("\n2025-09-24T03:17:04.490Z,0,100\n");
        file.close();
        const auto r = runBounded({u"utilization"_s, path});
        QVERIFY2(r.exitCode == 0, qPrintable(u"exit %1: %2"_s.arg(r.exitCode).arg(r.err.left(300))));
        QVERIFY2(r.out.contains(u"1 malformed lines left out (lines 2)"_s), qPrintable(r.out));
    }

    void largeValidCsvStaysNearItsSamples()
    {
        // 8 GPUs, a sample a second for 80 hours: 100 MB, 2.3 M samples (74 MB of them).
        const QString path = m_dir.filePath(u"large.csv"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("timestamp,gpu_index,temperature_C,utilization_gpu_percent,power_W\n");
        constexpr qint64 seconds = 290'000;
        QByteArray chunk;
        for (qint64 s = 0; s < seconds; ++s) {
            chunk += csvLines(s);
            if (chunk.size() > 1024 * 1024) {
                file.write(chunk);
                chunk.clear();
            }
        }
        file.write(chunk);
        file.close();
        const auto r = runBounded({u"utilization"_s, path});
        QVERIFY2(r.exitCode == 0, qPrintable(u"exit %1: %2"_s.arg(r.exitCode).arg(r.err.left(300))));
        QVERIFY2(r.out.contains(u"8 GPUs, %1 samples"_s.arg(seconds * 8)), qPrintable(r.out.left(300)));
    }

    void pipesAndDevicesAreRefused()
    {
        // Opening a FIFO waited for a writer forever; /dev/zero was read up to 512 MB.
        const QString fifo = m_dir.filePath(u"fifo.csv"_s);
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        for (const QString &path : {fifo, u"/dev/zero"_s}) {
            const auto r = runBounded({u"utilization"_s, path});
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.contains(u"not a regular file"_s), qPrintable(r.err));
        }
    }

    void headerControlsAreQuoted()
    {
        // An ESC sequence in a column name reached the terminal as it was.
        const QString path = m_dir.filePath(u"escapes.csv"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("timestamp,gpu_index,utilization_gpu_percent,\x1b[2J\x1b[31mred\r\n" + csvLines(0, 1));
        file.close();
        // Memory is not the point here: a bound any reader meets.
        auto r = runBounded({u"utilization"_s, path}, LooseLimitMb);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(u"unknown columns ignored: \\e[2J\\e[31mred"_s), qPrintable(r.out));
        QVERIFY(!r.out.contains(QChar(0x1b)));

        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("time\x1b]0;pwned\x07stamp,gpu\n" + csvLines(0, 1));
        file.close();
        r = runBounded({u"utilization"_s, path}, LooseLimitMb);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"the header must name"_s) && r.err.contains(u"time\\e]0;pwned\\astamp,gpu"_s), qPrintable(r.err));
        QVERIFY(!r.err.contains(QChar(0x1b)) && !r.err.contains(QChar(0x07)));
    }
};

HW_TEST_GUILESS_MAIN(tst_UtilizationCommand)
#include "tst_UtilizationCommand.moc"
