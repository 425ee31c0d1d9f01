#include "AuthSession.h"

#include "OAuthProviderPreset.h"
#include "OidcDiscovery.h"
#include "StoredTokens.h"
#include "TokenClient.h"
#include "credentials/CredentialStore.h"
#include "net/NetworkAccess.h"

#include <algorithm>
#include <utility>

using namespace Qt::StringLiterals;

namespace hw {

AuthSession::AuthSession(Config config, CredentialStore *store, QNetworkAccessManager *nam, QObject *parent)
    : QObject(parent)
    , m_config(std::move(config))
    , m_store(store)
    , m_nam(nam ? nam : NetworkAccess::forCurrentThread())
{
    m_status.state = AccountStatus::State::SignedOut;
    m_status.issuer = m_config.issuer;
    m_renewTimer.setSingleShot(true);
    connect(&m_renewTimer, &QTimer::timeout, this, &AuthSession::renewNow);
    resetEpoch();
}

AuthSession::~AuthSession() = default;

QDateTime AuthSession::nextRenewalAt() const
{
    if (!m_renewTimer.isActive())
        return {};
    return QDateTime::currentDateTimeUtc().addMSecs(m_renewTimer.remainingTime());
}

void AuthSession::resetEpoch()
{
    m_epoch.begin();
    m_renewing = false;
    m_renewTimer.stop();
}

void AuthSession::publish()
{
    AccountStatus s = m_status;
    s.issuer = m_config.issuer;
    s.account = m_claims ? m_claims->displayName() : QString();
    s.expiresAt = m_tokens ? m_tokens->expiresAt : QDateTime();
    s.renewable = m_tokens && !m_tokens->refreshToken.isEmpty();
    if (s.state == AccountStatus::State::SignedIn || s.state == AccountStatus::State::Renewing)
        s.state = m_renewing ? AccountStatus::State::Renewing : AccountStatus::State::SignedIn;
    const bool changed = !(s == m_status);
    m_status = s;
    if (changed)
        emit statusChanged(m_status);
}

void AuthSession::load()
{
    m_status.state = AccountStatus::State::Reading;
    m_status.problem.clear();
    publish();
    m_store->read(m_config.keychainKey, this, m_epoch.guard([this](const CredentialResult &r) {
        if (r.notFound) {
            m_status.state = AccountStatus::State::SignedOut;
            publish();
            return;
        }
        if (!r.ok) {
            // Plainly said, and the app goes on signed out: never a secret kept anywhere else.
            m_status.state = AccountStatus::State::NoKeychain;
            m_status.problem = tr("%1; working signed out — start a keychain (GNOME Keyring, KWallet) and restart "
                                  "HUD Watch to sign in")
                                   .arg(r.error);
            publish();
            return;
        }
        const auto stored = StoredTokens::fromJson(r.secret.toUtf8());
        if (!stored) {
            m_status.state = AccountStatus::State::SignedOut;
            m_status.problem
                = tr("the stored sign-in cannot be read (%1) — sign in again").arg(stored.error());
            publish();
            return;
        }
        if (stored->issuer.adjusted(QUrl::StripTrailingSlash)
            != m_config.issuer.adjusted(QUrl::StripTrailingSlash)) {
            m_status.state = AccountStatus::State::SignedOut;
            m_status.problem = tr("the stored sign-in is for %1, not this profile's provider — sign in again")
                                   .arg(stored->issuer.toDisplayString());
            publish();
            return;
        }
        use(stored->tokens);
        if (m_tokens->expiresWithin(QDateTime::currentDateTimeUtc(), 0))
            renewNow(); // expired while the app was closed
    }));
}

void AuthSession::use(const TokenSet &tokens)
{
    m_tokens = tokens;
    if (auto claims = IdTokenClaims::fromIdToken(tokens.idToken))
        m_claims = *claims; // a renewal without an ID token keeps the name of the sign-in
    m_status.state = AccountStatus::State::SignedIn;
    m_status.problem.clear();
    m_status.endedByProvider = false;
    scheduleRenewal();
    publish();
}

void AuthSession::scheduleRenewal()
{
    m_renewTimer.stop();
    if (!m_tokens || !m_tokens->expiresAt.isValid())
        return; // no expiry given: renewed only when a server rejects it
    const qint64 remaining = QDateTime::currentDateTimeUtc().msecsTo(m_tokens->expiresAt);
    // Ahead of the expiry by renewAheadSeconds, or half the remaining life of a short-lived token;
    // never sooner than a second (a provider answering expires_in 0 must not spin the loop).
    const qint64 ahead
        = std::min<qint64>(qint64(m_config.renewAheadSeconds) * 1000, std::max<qint64>(remaining, 0) / 2);
    const qint64 delay = std::clamp<qint64>(remaining - ahead, 1000, qint64(24) * 3600 * 1000);
    m_renewTimer.start(int(delay));
}

void AuthSession::endpoints(QObject *context, EndpointsCallback done)
{
    if (m_endpoints) {
        QTimer::singleShot(
            0, context ? context : this, [e = *m_endpoints, done = std::move(done)] { done(e); });
        return;
    }
    m_endpointWaiters.emplace_back(QPointer<QObject>(context ? context : this), std::move(done));
    if (m_discovering)
        return;
    m_discovering = true;
    OidcDiscovery::fetch(
        m_nam, m_config.issuer, m_config.client, this, [this](const Result<OidcProviderEndpoints> &r) {
            m_discovering = false;
            if (r)
                m_endpoints = *r;
            auto waiters = std::exchange(m_endpointWaiters, {});
            for (auto &[waiting, report] : waiters)
                if (waiting)
                    report(r);
        });
}

QString AuthSession::bearerToken() const
{
    return m_tokens ? m_tokens->accessToken : QString();
}

void AuthSession::renewRejectedToken(const QString &rejected, QObject *context, Renewed done)
{
    if (m_tokens && m_tokens->accessToken != rejected) {
        // Already renewed since that request left: retry with the new one.
        QTimer::singleShot(0, context ? context : this, [done = std::move(done)] { done({}); });
        return;
    }
    m_waiters.push_back({ QPointer<QObject>(context), context != nullptr, std::move(done) });
    renewNow();
}

void AuthSession::renewNow()
{
    if (!m_tokens) {
        answerWaiters(SourceError::make(SourceError::Kind::Authentication, u"sign-in"_s,
            m_status.problem.isEmpty() ? tr("not signed in — sign in (File ▸ Sign in)") : m_status.problem));
        return;
    }
    if (m_tokens->refreshToken.isEmpty()) {
        endSignIn(tr("the sign-in has expired and the provider gave no way to renew it — sign in again"));
        return;
    }
    if (m_renewing)
        return;
    m_renewing = true;
    m_renewTimer.stop();
    publish();
    renew();
}

void AuthSession::renew()
{
    endpoints(this, m_epoch.guard([this](const Result<OidcProviderEndpoints> &e) {
        if (!e) {
            renewFailed(e.error());
            return;
        }
        const TokenClient client(*e, m_config.client, m_nam);
        client.refresh(*m_tokens, this, m_epoch.guard([this](const Result<TokenSet> &t) {
            if (t)
                renewed(*t);
            else
                renewFailed(t.error());
        }));
    }));
}

void AuthSession::renewed(const TokenSet &tokens)
{
    m_renewing = false;
    use(tokens);
    // The rotated refresh token replaces the old one in the keychain: the old one no longer works.
    writeToKeychain(tokens, [this](const QString &problem) {
        if (problem.isEmpty())
            return;
        m_status.problem
            = tr("the renewed sign-in could not be saved (%1); it lasts until the app quits — unlock the keychain and "
                 "sign in again to keep it")
                  .arg(problem);
        publish();
    });
    answerWaiters({});
}

void AuthSession::renewFailed(const SourceError &error)
{
    m_renewing = false;
    if (error.kind == SourceError::Kind::Authentication || error.kind == SourceError::Kind::Authorization) {
        // The provider ended the grant (revoked, a rotated refresh token reused, expired).
        endSignIn(tr("signed out — sign in again (the provider refused to renew the sign-in: %1)")
                      .arg(error.message));
        return;
    }
    // The network or the provider is down: keep the sign-in and try again soon.
    m_status.problem = tr("the sign-in could not be renewed: %1; trying again in %2 s")
                           .arg(error.message)
                           .arg(m_config.retryAfterFailureSeconds);
    m_renewTimer.start(m_config.retryAfterFailureSeconds * 1000);
    publish();
    answerWaiters(error);
}

void AuthSession::endSignIn(const QString &problem)
{
    m_tokens.reset();
    resetEpoch();
    m_status.state = AccountStatus::State::SignedOut;
    m_status.problem = problem;
    m_status.endedByProvider = true;
    publish();
    m_store->remove(m_config.keychainKey, this, [](const CredentialResult &) {});
    answerWaiters(SourceError::make(SourceError::Kind::Authentication, u"sign-in"_s, problem));
}

void AuthSession::answerWaiters(const SourceError &failure)
{
    auto waiters = std::exchange(m_waiters, {});
    for (Waiter &w : waiters)
        if (w.done && (!w.hasContext || w.context))
            w.done(failure);
}

void AuthSession::writeToKeychain(const TokenSet &tokens, std::function<void(const QString &problem)> done)
{
    const QByteArray json = StoredTokens { m_config.issuer, tokens }.toJson();
    m_store->write(m_config.keychainKey, QString::fromUtf8(json), this,
        m_epoch.guard([done = std::move(done)](const CredentialResult &r) { done(r.ok ? QString() : r.error); }));
}

void AuthSession::revoke(const TokenSet &tokens, std::function<void(const QString &problem)> done)
{
    endpoints(this, [this, tokens, done = std::move(done)](const Result<OidcProviderEndpoints> &e) {
        if (!e) {
            done(e.error().message);
            return;
        }
        if (e->revocation.isEmpty()) {
            const auto preset = OAuthProviderPreset::forIssuer(m_config.issuer);
            done(preset ? tr("%1 does not let an app revoke its own sign-in; revoke HUD Watch at %2")
                              .arg(preset->name, preset->manageUrl.toString())
                        : tr("the provider offers no revocation — remove HUD Watch's access in your account at "
                             "the provider"));
            return;
        }
        const bool refresh = !tokens.refreshToken.isEmpty();
        const TokenClient client(*e, m_config.client, m_nam);
        // Revoking the refresh token ends the whole grant (RFC 7009 §2.1).
        client.revoke(refresh ? tokens.refreshToken : tokens.accessToken,
            refresh ? u"refresh_token"_s : u"access_token"_s, this,
            [done](const Result<void> &r) { done(r ? QString() : r.error().message); });
    });
}

void AuthSession::adopt(const TokenSet &tokens)
{
    resetEpoch();
    writeToKeychain(tokens, [this, tokens](const QString &problem) {
        if (problem.isEmpty()) {
            use(tokens);
            emit adoptFinished({});
            return;
        }
        // No keychain: give the grant back rather than keep it anywhere else.
        m_tokens.reset();
        m_status.state = AccountStatus::State::NoKeychain;
        m_status.problem
            = tr("signed in, but the keychain cannot keep the sign-in (%1), so it was given back; working signed "
                 "out — start a keychain (GNOME Keyring, KWallet) and restart HUD Watch to sign in")
                  .arg(problem);
        publish();
        revoke(tokens, [](const QString &) {});
        emit adoptFinished(m_status.problem);
    });
}

void AuthSession::signOut()
{
    const std::optional<TokenSet> tokens = std::exchange(m_tokens, std::nullopt);
    resetEpoch();
    m_claims.reset();
    m_status.state = AccountStatus::State::SignedOut;
    m_status.problem.clear();
    m_status.endedByProvider = false;
    publish();
    answerWaiters(SourceError::make(SourceError::Kind::Authentication, u"sign-in"_s, tr("signed out")));
    auto problems = std::make_shared<QStringList>();
    auto pending = std::make_shared<int>(tokens ? 2 : 1);
    const auto finished = [this, problems, pending] {
        if (--*pending == 0)
            emit signOutFinished(problems->join(u"; "_s));
    };
    if (tokens)
        revoke(*tokens, [problems, finished](const QString &problem) {
            if (!problem.isEmpty())
                problems->append(tr("not revoked at the provider: %1 — remove HUD Watch's access in your account "
                                    "at the provider")
                                     .arg(problem));
            finished();
        });
    m_store->remove(m_config.keychainKey, this, [problems, finished, key = m_config.keychainKey](const CredentialResult &r) {
        if (!r.ok && !r.notFound)
            problems->append(
                tr("not deleted from the keychain: %1 — delete the \"%2\" entry with your keychain app").arg(r.error, key));
        finished();
    });
}

} // namespace hw
