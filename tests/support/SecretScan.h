#pragma once

#include <QString>
#include <QStringList>

namespace hw::test {

// Where secrets ended up: every file under `roots` (hidden ones too, recursively) that holds one of
// `secrets` byte for byte, as "path: secret #i" (the index, never the secret). Empty: nowhere.
QStringList filesHoldingSecrets(const QStringList &roots, const QStringList &secrets);

} // namespace hw::test
