#pragma once

#include "domain/SourceError.h"

#include <QString>

#include <functional>

class QObject;

namespace hw {

// Where a client gets the bearer token it sends, and what it does when the server rejects one
// (401): ask for a renewed token once, then retry once. Implemented by the sign-in session; a
// client never refreshes tokens itself.
class BearerTokenSource
{
public:
    // kind None: a new token is ready (bearerToken()); otherwise why there is none, e.g. an
    // Authentication error "signed out — sign in again".
    using Renewed = std::function<void(const hw::SourceError &failure)>;

    virtual ~BearerTokenSource() = default;

    // The token to send now; empty when signed out (send no Authorization header).
    virtual QString bearerToken() const = 0;
    // `rejected` came back with 401. Renews it unless a newer token is already there; concurrent
    // calls share one renewal. `done` runs once on context's thread (not if context died).
    virtual void renewRejectedToken(const QString &rejected, QObject *context, Renewed done) = 0;
};

} // namespace hw
