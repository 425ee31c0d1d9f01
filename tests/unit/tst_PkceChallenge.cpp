#include "TestRegistry.h"

#include "auth/PkceChallenge.h"

#include <QSet>
#include <QTest>

using namespace hw;

class tst_PkceChallenge : public QObject
{
    Q_OBJECT
private slots:
    void rfc7636AppendixB()
    {
        const PkceChallenge p = PkceChallenge::fromVerifier("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk");
        QCOMPARE(p.challenge(), QByteArray("E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"));
        QCOMPARE(PkceChallenge::method(), QByteArray("S256"));
    }
    void generatedVerifierFollowsTheRfc()
    {
        const QByteArray unreserved("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~");
        QSet<QByteArray> seen;
        for (int i = 0; i < 50; ++i) {
            const PkceChallenge p = PkceChallenge::generate();
            QCOMPARE(p.verifier().size(), 64);
            for (char c : p.verifier())
                QVERIFY2(unreserved.contains(c), p.verifier().constData());
            QCOMPARE(p.challenge(), PkceChallenge::s256(p.verifier()));
            QCOMPARE(p.challenge().size(), 43); // 32 bytes, base64url, no padding
            QVERIFY(!p.challenge().contains('='));
            QVERIFY(!seen.contains(p.verifier()));
            seen.insert(p.verifier());
        }
    }
    void lengthIsClamped()
    {
        QCOMPARE(PkceChallenge::generate(1).verifier().size(), 43);
        QCOMPARE(PkceChallenge::generate(43).verifier().size(), 43);
        QCOMPARE(PkceChallenge::generate(128).verifier().size(), 128);
        QCOMPARE(PkceChallenge::generate(500).verifier().size(), 128);
    }
};

HW_TEST_GUILESS_MAIN(tst_PkceChallenge)
#include "tst_PkceChallenge.moc"
