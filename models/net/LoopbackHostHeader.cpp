#include "LoopbackHostHeader.h"

#include <QByteArray>
#include <QList>

namespace hw {

bool LoopbackHostHeader::accepts(QByteArrayView head, quint16 port)
{
    const QByteArray text = head.toByteArray();
    const qsizetype end = text.indexOf("\r\n\r\n");
    const QList<QByteArray> lines = (end < 0 ? text : text.left(end)).split('\n');
    QByteArray host;
    int hosts = 0;
    for (qsizetype i = 1; i < lines.size(); ++i) { // line 0 is the request line
        const QByteArray &line = lines[i];
        const qsizetype colon = line.indexOf(':');
        if (colon < 0 || line.left(colon).trimmed().toLower() != "host")
            continue;
        ++hosts;
        host = line.mid(colon + 1).trimmed().toLower();
    }
    // Two Host headers are a smuggling attempt, not a choice.
    if (hosts != 1)
        return false;
    const QByteArray suffix = ':' + QByteArray::number(port);
    return host == "127.0.0.1" + suffix || host == "localhost" + suffix;
}

} // namespace hw
