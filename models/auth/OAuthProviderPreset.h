#pragma once

#include "OidcProviderEndpoints.h"

#include <QString>
#include <QUrl>

#include <optional>

namespace hw {

// A provider that signs users in with OAuth but publishes no OpenID discovery document: its
// endpoints are known here instead. GitHub is the one HUD itself uses (issuer https://github.com):
// the device flow first, as `gh auth login` does, then the browser flow; GitHub lets an app revoke
// its own token only with the app's secret, which a native app does not have, so sign-out deletes
// locally and says where to revoke.
struct OAuthProviderPreset {
    QString name; // "GitHub"
    OidcProviderEndpoints endpoints;
    QString defaultScope; // asked for when the profile names no oauth/scope
    bool deviceFlowFirst = false; // "Sign in" means the code flow
    QUrl manageUrl; // where the user revokes the app's access by hand

    // The preset for an issuer URL (a trailing '/' ignored), if there is one.
    static std::optional<OAuthProviderPreset> forIssuer(const QUrl &issuer);
    static OAuthProviderPreset gitHub();
};

} // namespace hw
