#pragma once

class QNetworkAccessManager;

namespace hw {

// One QNetworkAccessManager per thread (Qt's rule: an access manager belongs to the thread that
// created it), shared by every client on that thread so they share connections, TLS sessions and
// the proxy setup. The composition root takes the GUI thread's and hands it to the clients.
// Redirect and cookie policy are set per request by the clients, never on the shared manager.
class NetworkAccess
{
public:
    // Created on first use, deleted when the thread ends (the application thread's: at the start
    // of QCoreApplication's destruction, by a post routine).
    static QNetworkAccessManager *forCurrentThread();
    // The application thread's manager, deleted now if it exists, so that its HTTP thread ends
    // and its open connections close while the application is still alive: a command-line
    // command calls it before exiting (at QCoreApplication's destruction Qt's HTTP-thread objects
    // were left orphaned, which LeakSanitizer reported). A later forCurrentThread() makes a new one.
    static void releaseForApplicationThread();
};

} // namespace hw
