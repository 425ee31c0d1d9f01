#pragma once

#include "backends/Allowlist.h"
#include "backends/LevelStatus.h"
#include "backends/RelayError.h"

#include <QStringList>
#include <QMetaType>
#include <QVector>

// Relay error kinds in QTest data rows.
Q_DECLARE_METATYPE(hw::RelayError::Kind)

namespace hw::test {

// What the relay tests serve and expect: an allowlist of five backends at every level, and
// level-status as HUD serves it (L3 repos only, display strings, change "demote" or null).
AllowlistEntry allowlistEntry(const QString &repo, TrustLevel level, QStringList oncalls, const QString &device = {});
Allowlist sampleAllowlist();
QVector<LevelStatus> sampleLevelStatus();
// The allowlist as HUD's API gives it back: L3's device dropped.
Allowlist withoutDevices(Allowlist allowlist);

} // namespace hw::test
