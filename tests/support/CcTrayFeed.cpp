#include "CcTrayFeed.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTest>

using namespace Qt::StringLiterals;

namespace hw::test {

QByteArray fetchCcTrayFeed(quint16 port)
{
    QNetworkAccessManager nam;
    QNetworkReply *reply = nam.get(QNetworkRequest(QUrl(u"http://127.0.0.1:%1/cctray.xml"_s.arg(port))));
    if (!QTest::qWaitFor([reply] { return reply->isFinished(); }, 5000))
        return {};
    const QByteArray xml = reply->readAll();
    reply->deleteLater();
    return xml;
}

} // namespace hw::test
