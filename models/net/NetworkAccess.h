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
    // Created on first use, deleted when the thread ends.
    static QNetworkAccessManager *forCurrentThread();
};

} // namespace hw
