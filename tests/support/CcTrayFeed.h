#pragma once

#include <QByteArray>

namespace hw::test {

// The cctray feed on 127.0.0.1:port as a cctray client reads it (empty when it did not answer
// within 5 s).
QByteArray fetchCcTrayFeed(quint16 port);

} // namespace hw::test
