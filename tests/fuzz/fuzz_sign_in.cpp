// libFuzzer target: what sign-in reads from outside — a token endpoint's JSON answer
// (TokenSet::fromTokenResponse and fromRefreshResponse), the ID token's claims
// (IdTokenClaims::fromIdToken) and the keychain entry (StoredTokens::fromJson, which a damaged or
// foreign entry can fill). The first byte picks the parser. Besides the sanitizers' findings it
// traps when a contract breaks: a refusal must say why, an accepted stored sign-in must read back
// to the same tokens, accepted claims have a subject.
#include "auth/IdTokenClaims.h"
#include "auth/StoredTokens.h"
#include "auth/TokenSet.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size < 1)
        return 0;
    const QByteArray input(reinterpret_cast<const char *>(data) + 1, qsizetype(size) - 1);
    const QDateTime now = QDateTime::fromSecsSinceEpoch(1'790'000'000, Qt::UTC);
    switch (data[0] % 4) {
    case 0: {
        const auto stored = hw::StoredTokens::fromJson(input);
        if (!stored) {
            if (stored.error().isEmpty())
                __builtin_trap();
            return 0;
        }
        const auto again = hw::StoredTokens::fromJson(stored->toJson());
        if (!again || again->tokens.accessToken != stored->tokens.accessToken
            || again->tokens.refreshToken != stored->tokens.refreshToken || again->issuer != stored->issuer)
            __builtin_trap();
        return 0;
    }
    case 1: {
        const auto claims = hw::IdTokenClaims::fromIdToken(QString::fromUtf8(input));
        if (claims ? claims->subject.isEmpty() : claims.error().isEmpty())
            __builtin_trap();
        return 0;
    }
    default: {
        const QJsonObject answer = QJsonDocument::fromJson(input).object();
        hw::TokenSet previous;
        previous.accessToken = QStringLiteral("previous-access");
        previous.refreshToken = QStringLiteral("previous-refresh");
        const auto tokens = data[0] % 4 == 2 ? hw::TokenSet::fromTokenResponse(answer, now)
                                             : hw::TokenSet::fromRefreshResponse(answer, now, previous);
        if (!tokens) {
            if (tokens.error().message.isEmpty())
                __builtin_trap();
            return 0;
        }
        if (tokens->accessToken.isEmpty())
            __builtin_trap();
        return 0;
    }
    }
}
