#pragma once

#include <QStringList>
#include <QTextStream>

namespace hw {

// `hudwatch allowlist FILE [--json]`: checks a CRCR allowlist.yml the way the relay will read it
// and lists its repositories (L4 first), so a maintainer can review a level change before merging.
// args are the words after "allowlist"; FILE "-" reads stdin.
// Returns 0 when the file is valid, 1 when it is invalid or unreadable, 2 on bad usage.
int runAllowlistCommand(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace hw
