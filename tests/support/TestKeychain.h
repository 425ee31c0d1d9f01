#pragma once

#include <QString>

namespace hw::test {

// Writes a secret to the real keychain (the suite's private gnome-keyring) and waits for it.
// Returns false with *error when the keychain refused or did not answer within 10 s.
bool storeSecret(const QString &key, const QString &secret, QString *error);

} // namespace hw::test
