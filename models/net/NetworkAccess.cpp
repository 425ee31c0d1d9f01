#include "NetworkAccess.h"

#include <QCoreApplication>
#include <QNetworkAccessManager>
#include <QPointer>
#include <QThread>
#include <QThreadStorage>

namespace hw {

namespace {

QPointer<QNetworkAccessManager> &applicationThreadManager()
{
    static QPointer<QNetworkAccessManager> manager;
    return manager;
}

} // namespace

QNetworkAccessManager *NetworkAccess::forCurrentThread()
{
    // The application's thread: a child of the application, so it goes before Qt does.
    auto *app = QCoreApplication::instance();
    if (app && app->thread() == QThread::currentThread()) {
        QPointer<QNetworkAccessManager> &main = applicationThreadManager();
        if (!main) {
            main = new QNetworkAccessManager(app);
            // Deleted first thing when the application ends, not among its children: there Qt's
            // HTTP-thread objects were sometimes left orphaned (LeakSanitizer).
            qAddPostRoutine([] { delete applicationThreadManager().data(); });
        }
        return main;
    }
    // Worker threads: deleted when the thread ends.
    static QThreadStorage<QNetworkAccessManager *> managers;
    if (!managers.hasLocalData())
        managers.setLocalData(new QNetworkAccessManager);
    return managers.localData();
}

void NetworkAccess::releaseForApplicationThread()
{
    // Its replies go with it (a manager deletes its replies first); deleting it quits and joins
    // its HTTP thread, whose connection cache is freed as that thread ends.
    delete applicationThreadManager().data();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

} // namespace hw
