#pragma once

#include <QDateTime>
#include <QMetaType>
#include <QString>
#include <QUrl>

namespace hw {

// What the window shows about the profile's sign-in: who, where, until when, or why not.
// Never holds a token.
struct AccountStatus {
    enum class State {
        NotConfigured, // the profile names no provider
        Reading, // reading the keychain
        SignedOut, // no sign-in (never signed in, signed out, or the provider ended it)
        SignedIn,
        Renewing, // signed in, a refresh is on the wire
        NoKeychain, // the keychain is absent, locked or silent: working signed out
    };

    State state = State::NotConfigured;
    QUrl issuer;
    QString account; // display name from the ID token; empty when the provider gave none
    QDateTime expiresAt; // of the access token; invalid when unknown
    bool renewable = false; // a refresh token is held
    // Why the state is what it is, with what to do ("signed out — sign in again"); empty when fine.
    QString problem;
    // True when an existing sign-in ended without the user asking (refresh refused, expired):
    // the window says so in a banner until the user signs in again.
    bool endedByProvider = false;

    bool isSignedIn() const { return state == State::SignedIn || state == State::Renewing; }
    bool operator==(const AccountStatus &) const = default;
};

} // namespace hw

Q_DECLARE_METATYPE(hw::AccountStatus)
