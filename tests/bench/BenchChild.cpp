#include "BenchChild.h"

#include <QCoreApplication>
#include <QProcess>

namespace hw::bench {

bool runChild(const QStringList &args, QByteArray *capture)
{
    QProcess child;
    child.setProcessChannelMode(capture ? QProcess::ForwardedErrorChannel : QProcess::ForwardedChannels);
    child.start(QCoreApplication::applicationFilePath(), args);
    const bool ok = child.waitForFinished(-1) && child.exitStatus() == QProcess::NormalExit && child.exitCode() == 0;
    if (capture)
        *capture = child.readAllStandardOutput();
    return ok;
}

QHash<QString, double> figuresIn(const QByteArray &output)
{
    QHash<QString, double> figures;
    for (const QByteArray &line : output.split('\n')) {
        const QList<QByteArray> words = line.split(' ');
        bool ok = false;
        const double value = words.size() == 3 ? words[1].toDouble(&ok) : 0.0;
        if (ok)
            figures.insert(QString::fromLatin1(words[0]), value);
    }
    return figures;
}

} // namespace hw::bench
