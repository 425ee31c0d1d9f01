#include "SecretScan.h"

#include <QDirIterator>
#include <QFile>

namespace hw::test {

QStringList filesHoldingSecrets(const QStringList &roots, const QStringList &secrets)
{
    QStringList found;
    for (const QString &root : roots) {
        QDirIterator it(root, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile f(it.next());
            if (!f.open(QIODevice::ReadOnly))
                continue;
            const QByteArray content = f.readAll();
            for (qsizetype i = 0; i < secrets.size(); ++i)
                if (!secrets[i].isEmpty() && content.contains(secrets[i].toUtf8()))
                    found << QStringLiteral("%1: secret #%2").arg(f.fileName()).arg(i);
        }
    }
    return found;
}

} // namespace hw::test
