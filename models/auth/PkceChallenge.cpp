#include "PkceChallenge.h"

#include <QCryptographicHash>
#include <QRandomGenerator>

#include <algorithm>

namespace hw {

PkceChallenge PkceChallenge::generate(int length)
{
    length = std::clamp(length, MinVerifierLength, MaxVerifierLength);
    // The RFC's unreserved alphabet; 64 symbols, so a byte masked to 6 bits picks one without bias.
    static constexpr char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    static_assert(sizeof(alphabet) - 1 == 64);
    QByteArray verifier(length, Qt::Uninitialized);
    QRandomGenerator *random = QRandomGenerator::system();
    for (char &c : verifier)
        c = alphabet[random->generate() & 63u];
    return fromVerifier(verifier);
}

PkceChallenge PkceChallenge::fromVerifier(const QByteArray &verifier)
{
    PkceChallenge p;
    p.m_verifier = verifier;
    p.m_challenge = s256(verifier);
    return p;
}

QByteArray PkceChallenge::s256(const QByteArray &verifier)
{
    return QCryptographicHash::hash(verifier, QCryptographicHash::Sha256)
        .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

} // namespace hw
