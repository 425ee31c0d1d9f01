#pragma once

#include "auth/AccountStatus.h"

#include <QString>

namespace hw {

// The words for a sign-in: a shape first (never colour alone), who, and until when.
//   "✓ Signed in as alice, until 14:05"   "⊘ Signed out"   "⚠ No keychain: working signed out"
namespace AccountStatusText {
QString line(const AccountStatus &status);
// The tooltip: provider, expiry in full, renewal, the problem if any.
QString details(const AccountStatus &status);
} // namespace AccountStatusText

} // namespace hw
