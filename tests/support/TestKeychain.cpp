#include "TestKeychain.h"

#include "credentials/CredentialStore.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QObject>

namespace hw::test {

bool storeSecret(const QString &key, const QString &secret, QString *error)
{
    CredentialStore store;
    QObject context;
    bool done = false;
    CredentialResult result;
    store.write(key, secret, &context, [&](const CredentialResult &r) {
        result = r;
        done = true;
    });
    const QDeadlineTimer deadline(10000);
    while (!done && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    if (!done)
        *error = QStringLiteral("the keychain did not answer within 10 s");
    else if (!result.ok)
        *error = result.error;
    return done && result.ok;
}

} // namespace hw::test
