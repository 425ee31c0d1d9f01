#pragma once

#include <QObject>
#include <QString>

#include <functional>

namespace hw {

// Outcome of one keychain operation.
struct CredentialResult {
    bool ok = false;
    bool notFound = false; // read/remove: there is no secret under this key
    QString secret; // read: the secret (keep it in memory only)
    QString error; // human-readable, never contains the secret
    bool timedOut = false; // the keychain did not answer in time (locked, a prompt nobody sees)
};

// Secrets in the platform keychain (Secret Service on Linux) through QtKeychain, under service
// "hudwatch" and keys like "<profile>/clickhouse". There is deliberately no plaintext fallback:
// without a keychain every operation fails with "no keychain available ...". Every operation has a
// time limit: a locked keyring waiting for a prompt nobody sees must not hang the app.
class CredentialStore : public QObject
{
    Q_OBJECT
public:
    using Callback = std::function<void(const hw::CredentialResult &)>;

    explicit CredentialStore(QObject *parent = nullptr);
    explicit CredentialStore(const QString &service, QObject *parent = nullptr);

    static constexpr int DefaultTimeoutMs = 15'000;

    QString service() const { return m_service; }
    // For operations started afterwards; a late answer after the limit is ignored.
    void setTimeoutMs(int ms) { m_timeoutMs = ms; }
    int timeoutMs() const { return m_timeoutMs; }
    // The key of a profile's ClickHouse password: "<profile>/clickhouse".
    static QString clickHouseKey(const QString &profile);

    // Each operation calls `done` exactly once, later, on this thread (not if `context` died).
    void read(const QString &key, QObject *context, Callback done);
    void write(const QString &key, const QString &secret, QObject *context, Callback done);
    void remove(const QString &key, QObject *context, Callback done);

    static QString noKeychainMessage();
    static QString timeoutMessage(int timeoutMs);

private:
    template<typename JobT> void run(JobT *job, const QString &key, QObject *context, Callback done);

    QString m_service;
    int m_timeoutMs = DefaultTimeoutMs;
};

} // namespace hw
