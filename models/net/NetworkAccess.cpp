#include "NetworkAccess.h"

#include <QCoreApplication>
#include <QNetworkAccessManager>
#include <QPointer>
#include <QThread>
#include <QThreadStorage>

namespace hw {

QNetworkAccessManager *NetworkAccess::forCurrentThread()
{
    // The application's thread: a child of the application, so it goes before Qt does.
    auto *app = QCoreApplication::instance();
    if (app && app->thread() == QThread::currentThread()) {
        static QPointer<QNetworkAccessManager> main;
        if (!main)
            main = new QNetworkAccessManager(app);
        return main;
    }
    // Worker threads: deleted when the thread ends.
    static QThreadStorage<QNetworkAccessManager *> managers;
    if (!managers.hasLocalData())
        managers.setLocalData(new QNetworkAccessManager);
    return managers.localData();
}

} // namespace hw
