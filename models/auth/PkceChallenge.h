#pragma once

#include <QByteArray>

namespace hw {

// Proof Key for Code Exchange (RFC 7636): a one-time secret (the verifier) kept by the app and
// its SHA-256 hash (the challenge) sent with the authorization request, so that a code stolen on
// its way back through the browser is useless without the verifier. S256 only: "plain" protects
// nothing once the request itself is seen.
class PkceChallenge
{
public:
    static constexpr int MinVerifierLength = 43;
    static constexpr int MaxVerifierLength = 128;

    // A fresh verifier of `length` characters (clamped to 43..128) from the system CSPRNG.
    static PkceChallenge generate(int length = 64);
    // The challenge for a given verifier (tests, and the RFC's appendix B vector).
    static PkceChallenge fromVerifier(const QByteArray &verifier);
    // BASE64URL(SHA256(ASCII(verifier))) without padding.
    static QByteArray s256(const QByteArray &verifier);

    const QByteArray &verifier() const { return m_verifier; }
    const QByteArray &challenge() const { return m_challenge; }
    static QByteArray method() { return QByteArrayLiteral("S256"); }

private:
    QByteArray m_verifier;
    QByteArray m_challenge;
};

} // namespace hw
