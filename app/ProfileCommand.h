#pragma once

#include <QStringList>
#include <QTextStream>

namespace hw {

// `hudwatch profile list|export|import|test`, with no display:
//   list                                 the saved profiles, one name a line
//   export NAME FILE                     the profile without secrets and without its cache path
//   import FILE [--name NAME] [--force]  a shared profile, checked strictly; never a secret
//   test NAME                            the connection test, one line per check
// Exit 0 on success (test: every check ok), 1 on failure (said on stderr), 2 on a usage error.
int runProfileCommand(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace hw
