#pragma once

#include <QStringList>
#include <QTextStream>

namespace hw {

// `hudwatch login --profile NAME [--device]` and `hudwatch logout --profile NAME`, with no
// display: sign in to the profile's OpenID provider (oauth/issuer) by the authorization-code flow
// with PKCE and a loopback redirect (the address to open is printed), or by the device flow (the
// code and where to enter it are printed, as `gh auth login` does); keep the tokens in the
// keychain under "<profile>/oauth", never anywhere else; sign out by revoking at the provider and
// deleting them. Exit 0 on success, 1 on failure (said on stderr), 2 on a usage error.
int runLoginCommand(const QStringList &args, QTextStream &out, QTextStream &err);
int runLogoutCommand(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace hw
