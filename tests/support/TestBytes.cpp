#include "TestBytes.h"

#include <QFile>
#include <QProcess>

#include <zlib.h>

using namespace Qt::StringLiterals;

namespace hw::test {

QByteArray gzipBytes(const QByteArray &plain, int level)
{
    z_stream z {};
    deflateInit2(&z, level, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
    QByteArray out(qsizetype(deflateBound(&z, uLong(plain.size()))) + 64, Qt::Uninitialized);
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(plain.constData()));
    z.avail_in = uInt(plain.size());
    z.next_out = reinterpret_cast<Bytef *>(out.data());
    z.avail_out = uInt(out.size());
    deflate(&z, Z_FINISH);
    out.truncate(out.size() - qsizetype(z.avail_out));
    deflateEnd(&z);
    return out;
}

qint64 grepCount(const QStringList &args)
{
    QProcess grep;
    auto env = QProcessEnvironment::systemEnvironment();
    env.insert(u"LC_ALL"_s, u"C.UTF-8"_s);
    grep.setProcessEnvironment(env);
    grep.start(u"grep"_s, QStringList {u"-c"_s} + args);
    grep.waitForFinished(60'000);
    return grep.readAllStandardOutput().trimmed().toLongLong();
}

qint64 procStatusKb(const QByteArray &field)
{
    QFile f(u"/proc/self/status"_s);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith(field))
            return line.mid(field.size()).trimmed().split(' ').value(0).toLongLong();
    return -1;
}

bool resetPeakRss()
{
    QFile f(u"/proc/self/clear_refs"_s);
    return f.open(QIODevice::WriteOnly) && f.write("5") == 1;
}

} // namespace hw::test
