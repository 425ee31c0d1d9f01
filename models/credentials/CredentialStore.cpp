#include "CredentialStore.h"

#include <QCoreApplication>
#include <QPointer>
#include <QTimer>
#include <qt6keychain/keychain.h>

#include <memory>
#include <utility>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

// The keychain's answers reach the status bar, the banners and the command line.
struct CredentialText {
    Q_DECLARE_TR_FUNCTIONS(hw::CredentialStore)
};

CredentialResult resultOf(const QKeychain::Job *job, const QString &key)
{
    CredentialResult r;
    switch (job->error()) {
    case QKeychain::NoError:
        r.ok = true;
        break;
    case QKeychain::EntryNotFound:
        r.notFound = true;
        r.error = CredentialText::tr("no secret stored for %1").arg(key);
        break;
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
        r.error = CredentialStore::noKeychainMessage();
        break;
    case QKeychain::AccessDeniedByUser:
    case QKeychain::AccessDenied:
        r.error = CredentialText::tr("keychain access denied for %1 — allow HUD Watch in your keychain (GNOME Keyring, "
                                    "KWallet)")
                      .arg(key);
        break;
    case QKeychain::CouldNotDeleteEntry:
    case QKeychain::OtherError: {
        // Without a session bus or Secret Service QtKeychain reports "other" errors; say what
        // that means to the user rather than a D-Bus error name.
        const QString detail = job->errorString();
        if (detail.contains(u"DBus"_s, Qt::CaseInsensitive)
            || detail.contains(u"D-Bus"_s, Qt::CaseInsensitive)
            || detail.contains(u"secret"_s, Qt::CaseInsensitive) || detail.contains(u"No keychain"_s)
            || detail.contains(u"not available"_s, Qt::CaseInsensitive) || detail.isEmpty())
            r.error = CredentialStore::noKeychainMessage() + u": "_s + detail;
        else
            r.error = CredentialText::tr("keychain error for %1: %2 — unlock or start your keychain (GNOME Keyring, KWallet)")
                          .arg(key, detail);
        break;
    }
    }
    return r;
}

} // namespace

CredentialStore::CredentialStore(QObject *parent)
    : CredentialStore(u"hudwatch"_s, parent)
{
}

CredentialStore::CredentialStore(const QString &service, QObject *parent)
    : QObject(parent)
    , m_service(service)
{
}

QString CredentialStore::clickHouseKey(const QString &profile)
{
    return profile + u"/clickhouse"_s;
}

template<typename JobT>
void CredentialStore::run(JobT *job, const QString &key, QObject *context, Callback done)
{
    job->setAutoDelete(true);
    job->setInsecureFallback(false); // never store secrets in a plaintext file
    job->setKey(key);
    QPointer<QObject> guard(context);
    const bool hasContext = context != nullptr;
    // Whichever comes first, the answer or the time limit, reports; the other is ignored.
    auto pending = std::make_shared<Callback>(std::move(done));
    const auto report = [guard, hasContext, pending](const CredentialResult &r) {
        if (!*pending)
            return;
        const Callback cb = std::exchange(*pending, Callback {});
        if (hasContext && !guard)
            return;
        cb(r);
    };
    QObject::connect(job, &QKeychain::Job::finished, job, [job, key, report](QKeychain::Job *) {
        CredentialResult r = resultOf(job, key);
        if constexpr (std::is_same_v<JobT, QKeychain::ReadPasswordJob>) {
            if (r.ok)
                r.secret = job->textData();
        }
        report(r);
    });
    QTimer::singleShot(m_timeoutMs, this, [report, ms = m_timeoutMs] {
        CredentialResult r;
        r.timedOut = true;
        r.error = timeoutMessage(ms);
        report(r);
    });
    job->start();
}

QString CredentialStore::timeoutMessage(int timeoutMs)
{
    return CredentialText::tr("the keychain did not answer within %1 s (is it locked, or waiting for a password prompt?)")
        .arg((timeoutMs + 999) / 1000);
}

QString CredentialStore::noKeychainMessage()
{
    return CredentialText::tr("no keychain available (Secret Service not running?)");
}

void CredentialStore::read(const QString &key, QObject *context, Callback done)
{
    run(new QKeychain::ReadPasswordJob(m_service, this), key, context, std::move(done));
}

void CredentialStore::write(const QString &key, const QString &secret, QObject *context, Callback done)
{
    auto *job = new QKeychain::WritePasswordJob(m_service, this);
    job->setTextData(secret);
    run(job, key, context, std::move(done));
}

void CredentialStore::remove(const QString &key, QObject *context, Callback done)
{
    run(new QKeychain::DeletePasswordJob(m_service, this), key, context, std::move(done));
}

} // namespace hw
