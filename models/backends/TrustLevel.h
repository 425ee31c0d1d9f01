#pragma once

#include <QString>
#include <QStringView>

#include <optional>

namespace hw {

// CRCR trust levels (reference: allowlist.yml and HUD's /crcr pages). Unknown = not listed.
enum class TrustLevel : quint8 { Unknown = 0, L1 = 1, L2 = 2, L3 = 3, L4 = 4 };

// "L1".."L4" (case-insensitive, surrounding blanks ignored); nullopt for anything else.
std::optional<TrustLevel> trustLevelFromString(QStringView text);
// "L1".."L4", "—" for Unknown.
QString trustLevelName(TrustLevel level);
// Onboarding, Observation, Stable, Mature (translated), "not listed" for Unknown.
QString trustLevelTitle(TrustLevel level);

} // namespace hw
