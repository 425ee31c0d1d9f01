#pragma once

#include <QStringList>
#include <QTextStream>

namespace hw {

// `hudwatch flaky [--range 30d] [--csv | --json] [--min-runs N] [--profile NAME]`: the ranked flaky
// tests with no display (a weekly report, a bot, over SSH), from a profile's cached results (fetched
// from its ClickHouse, password from the keychain, when the cache holds none) or the demo's. The
// range says which results are wanted; cached results of another range are refused with the
// range they cover, never passed off as the asked one. --json prints HUD's figures under HUD's
// names (FlakyTestsReport::toJson). Returns 0, 1 (no such data), 2 (usage).
int runFlakyCommand(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace hw
