#pragma once

#include "auth/TokenSet.h"
#include "domain/Result.h"

#include <QUrl>

namespace hw {

// A sign-in as kept in the keychain (and only there): the provider it belongs to and its tokens,
// as one JSON text. Read strictly, so a damaged or foreign entry is refused, not half used.
struct StoredTokens {
    static constexpr int Version = 1;

    QUrl issuer;
    TokenSet tokens;

    QByteArray toJson() const;
    static Result<StoredTokens, QString> fromJson(const QByteArray &json);
};

} // namespace hw
