#pragma once

#include <QByteArrayView>

namespace hw {

// Our listeners bind 127.0.0.1 only, but a web page can still reach them through DNS rebinding
// (its own name resolving to 127.0.0.1): the browser then sends that name as Host. A request is
// ours only when it names this listener: exactly one Host header, "127.0.0.1:<port>" or
// "localhost:<port>". ("[::1]" is not served: we bind IPv4 only.)
class LoopbackHostHeader
{
public:
    // head: the request line and headers, up to (not necessarily including) the blank line.
    static bool accepts(QByteArrayView head, quint16 port);
};

} // namespace hw
