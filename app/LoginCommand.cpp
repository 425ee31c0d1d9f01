#include "LoginCommand.h"

#include "profiles/ProfileSettings.h"
#include "auth/AuthorizationCodeFlow.h"
#include "auth/DeviceAuthorizationFlow.h"
#include "auth/OAuthProviderPreset.h"
#include "auth/OidcDiscovery.h"
#include "auth/StoredTokens.h"
#include "auth/TokenClient.h"
#include "credentials/CredentialStore.h"
#include "domain/QuotedText.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QTimer>

namespace hw {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("hw", text);
}

struct Parsed {
    ProfileSettings profile;
    bool device = false;
    int timeoutSeconds = 300;
    int exitCode = -1; // ≥ 0: stop with this code
};

Parsed parse(const QString &command, const QStringList &args, QTextStream &out, QTextStream &err)
{
    Parsed p;
    QCommandLineParser parser;
    const QCommandLineOption profile(
        QStringLiteral("profile"), tr("The profile to sign in for."), QStringLiteral("NAME"));
    const QCommandLineOption device(
        QStringLiteral("device"), tr("Use the device flow: print a code to enter on any device."));
    const QCommandLineOption browser(QStringLiteral("browser"),
        tr("Use this machine's browser even where the provider prefers a code (GitHub)."));
    const QCommandLineOption timeout(QStringLiteral("timeout"),
        tr("How long to wait for the browser, in seconds (default 300)."), QStringLiteral("SECONDS"));
    const QCommandLineOption help(
        QStringList { QStringLiteral("h"), QStringLiteral("help") }, tr("Show this help."));
    parser.addOptions({ profile, help });
    if (command == QStringLiteral("login"))
        parser.addOptions({ device, browser, timeout });
    const QString usage = command == QStringLiteral("login")
        ? tr("usage: hudwatch login --profile NAME [--device | --browser] [--timeout SECONDS]")
        : tr("usage: hudwatch logout --profile NAME");
    if (!parser.parse(QStringList { command } + args) || !parser.positionalArguments().isEmpty()) {
        err << "hudwatch " << command << ": "
            << (parser.errorText().isEmpty() ? tr("unexpected argument") : parser.errorText()) << Qt::endl
            << usage << Qt::endl;
        p.exitCode = 2;
        return p;
    }
    if (parser.isSet(help)) {
        out << usage << Qt::endl;
        p.exitCode = 0;
        return p;
    }
    if (!parser.isSet(profile)) {
        err << "hudwatch " << command << ": " << tr("which profile? (--profile NAME)") << Qt::endl
            << usage << Qt::endl;
        p.exitCode = 2;
        return p;
    }
    QString error;
    if (!ProfileSettings::load(parser.value(profile), &p.profile, &error)) {
        err << "hudwatch " << command << ": " << error << Qt::endl;
        p.exitCode = 1;
        return p;
    }
    if (p.profile.oauthIssuer.isEmpty()) {
        err << "hudwatch " << command << ": "
            << tr("profile \"%1\" names no provider: set oauth/issuer to its issuer URL").arg(p.profile.name)
            << Qt::endl;
        p.exitCode = 1;
        return p;
    }
    // GitHub's preset signs in with a code first, as `gh auth login` does.
    const auto preset = OAuthProviderPreset::forIssuer(p.profile.oauthIssuer);
    p.device = parser.isSet(device) || (preset && preset->deviceFlowFirst && !parser.isSet(browser));
    if (parser.isSet(device) && parser.isSet(browser)) {
        err << "hudwatch login: " << tr("--device and --browser exclude each other") << Qt::endl;
        p.exitCode = 2;
    }
    if (parser.isSet(timeout)) {
        bool ok = false;
        p.timeoutSeconds = parser.value(timeout).toInt(&ok);
        if (!ok || p.timeoutSeconds < 10 || p.timeoutSeconds > 3600) {
            err << "hudwatch login: " << tr("--timeout wants 10 to 3600 seconds") << Qt::endl;
            p.exitCode = 2;
        }
    }
    return p;
}

QString utc(const QDateTime &t)
{
    return t.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"));
}

// Runs one keychain call and waits for it (the store's time limit ends the wait on a silent keychain).
CredentialResult keychain(
    const std::function<void(CredentialStore &, QObject *, CredentialStore::Callback)> &call)
{
    CredentialStore store;
    QEventLoop loop;
    CredentialResult result;
    call(store, &loop, [&](const CredentialResult &r) {
        result = r;
        loop.quit();
    });
    loop.exec();
    return result;
}

// The provider's endpoints by discovery, waited for; empty with *failure set when it fails.
std::optional<OidcProviderEndpoints> discover(
    QNetworkAccessManager *nam, const QUrl &issuer, const OAuthClientSettings &settings, QString *failure)
{
    QEventLoop loop;
    std::optional<OidcProviderEndpoints> endpoints;
    OidcDiscovery::fetch(nam, issuer, settings, &loop, [&](const Result<OidcProviderEndpoints> &r) {
        if (r)
            endpoints = *r;
        else
            *failure = r.error().message;
        loop.quit();
    });
    loop.exec();
    return endpoints;
}

} // namespace

int runLoginCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const Parsed p = parse(QStringLiteral("login"), args, out, err);
    if (p.exitCode >= 0)
        return p.exitCode;
    const OAuthClientSettings settings = p.profile.oauthClientSettings();
    QNetworkAccessManager nam;
    QEventLoop loop;
    QString failure;
    const std::optional<OidcProviderEndpoints> endpoints
        = discover(&nam, p.profile.oauthIssuer, settings, &failure);
    if (!endpoints) {
        err << "hudwatch login: " << p.profile.oauthIssuer.toString() << ": " << failure << Qt::endl;
        return 1;
    }

    std::optional<TokenSet> tokens;
    const auto done = [&](const TokenSet &t) {
        tokens = t;
        loop.quit();
    };
    const auto failed = [&](const SourceError &e) {
        failure = e.message;
        loop.quit();
    };
    std::unique_ptr<QObject> flow;
    AuthorizationCodeFlow *codeFlow = nullptr;
    if (p.device) {
        auto *device = new DeviceAuthorizationFlow(*endpoints, settings, &nam);
        flow.reset(device);
        QObject::connect(device, &DeviceAuthorizationFlow::userCodeReady, device,
            [&out](const QString &code, const QUrl &uri, const QUrl &complete, const QDateTime &expiresAt) {
                out << tr("To sign in, open %1 and enter the code:").arg(uri.toString()) << Qt::endl
                    << Qt::endl
                    << QStringLiteral("    ") << QuotedText::visible(code) << Qt::endl
                    << Qt::endl;
                if (!complete.isEmpty())
                    out << tr("(or open %1, which carries the code)").arg(complete.toString()) << Qt::endl;
                out << tr("The code works until %1. Waiting…").arg(utc(expiresAt)) << Qt::endl;
            });
        QObject::connect(device, &DeviceAuthorizationFlow::succeeded, &loop, done);
        QObject::connect(device, &DeviceAuthorizationFlow::failed, &loop, failed);
        device->start();
    } else {
        auto *code = new AuthorizationCodeFlow(*endpoints, settings, &nam);
        flow.reset(code);
        codeFlow = code;
        code->setTimeoutMs(p.timeoutSeconds * 1000);
        QObject::connect(code, &AuthorizationCodeFlow::browserRequested, code, [&out, &p](const QUrl &url) {
            out << tr("Open this address in a browser on this machine to sign in (waiting up to %1 s):")
                       .arg(p.timeoutSeconds)
                << Qt::endl
                << Qt::endl
                << QStringLiteral("    ") << url.toString(QUrl::FullyEncoded) << Qt::endl
                << Qt::endl
                << tr("No browser here? Use hudwatch login --device.") << Qt::endl;
        });
        QObject::connect(code, &AuthorizationCodeFlow::succeeded, &loop, done);
        QObject::connect(code, &AuthorizationCodeFlow::failed, &loop, failed);
        code->start();
    }
    loop.exec();
    const int ignored = codeFlow ? codeFlow->wrongStatesIgnored() : 0; // read before the flow goes
    codeFlow = nullptr;
    flow.reset();
    if (!tokens) {
        err << "hudwatch login: " << failure << Qt::endl;
        return 1;
    }

    if (ignored > 0)
        err << "hudwatch login: "
            << QCoreApplication::translate("hw",
                   "%n sign-in answer(s) with a wrong state were ignored meanwhile: an old sign-in tab, or another "
                   "program on this computer",
                   nullptr, ignored)
            << Qt::endl;
    const QString key = p.profile.oauthKeychainKey();
    const QByteArray stored = StoredTokens { p.profile.oauthIssuer, *tokens }.toJson();
    const CredentialResult written
        = keychain([&](CredentialStore &s, QObject *context, CredentialStore::Callback cb) {
              s.write(key, QString::fromUtf8(stored), context, std::move(cb));
          });
    if (!written.ok) {
        // Never a plaintext fallback: without a keychain the grant is given back to the provider.
        err << "hudwatch login: " << tr("signed in, but the tokens cannot be kept: %1 — unlock or start your keychain (GNOME Keyring, "
                                                  "KWallet), then run hudwatch login again")
                                                   .arg(written.error)
            << Qt::endl;
        const TokenClient client(*endpoints, settings, &nam);
        const QString token = tokens->refreshToken.isEmpty() ? tokens->accessToken : tokens->refreshToken;
        client.revoke(token,
            tokens->refreshToken.isEmpty() ? QStringLiteral("access_token") : QStringLiteral("refresh_token"),
            &loop, [&loop](const Result<void> &) { loop.quit(); });
        loop.exec();
        err << "hudwatch login: " << tr("the sign-in was revoked at the provider; nothing was stored")
            << Qt::endl;
        return 1;
    }
    out << tr("Signed in to %1 for profile \"%2\".").arg(p.profile.oauthIssuer.toString(), p.profile.name)
        << Qt::endl;
    if (tokens->expiresAt.isValid())
        out << tr("The access token is valid until %1%2.")
                   .arg(utc(tokens->expiresAt),
                       tokens->refreshToken.isEmpty() ? tr("; sign in again after that")
                                                      : tr(" and is renewed as needed"))
            << Qt::endl;
    out << tr("The tokens are in the keychain (\"%1\"), nowhere else.").arg(key) << Qt::endl;
    return 0;
}

int runLogoutCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const Parsed p = parse(QStringLiteral("logout"), args, out, err);
    if (p.exitCode >= 0)
        return p.exitCode;
    const QString key = p.profile.oauthKeychainKey();
    const CredentialResult read
        = keychain([&](CredentialStore &s, QObject *context, CredentialStore::Callback cb) {
              s.read(key, context, std::move(cb));
          });
    if (read.notFound) {
        out << tr("Profile \"%1\" is not signed in.").arg(p.profile.name) << Qt::endl;
        return 0;
    }
    if (!read.ok) {
        err << "hudwatch logout: " << read.error << Qt::endl;
        return 1;
    }
    const auto stored = StoredTokens::fromJson(read.secret.toUtf8());
    QString revokeProblem;
    if (!stored) {
        revokeProblem
            = tr("the stored sign-in is unreadable (%1), so it could not be revoked — remove HUD Watch's access "
                 "in your account at the provider")
                  .arg(stored.error());
    } else {
        // Revoke where the tokens came from, even if the profile now names another provider.
        const OAuthClientSettings settings = p.profile.oauthClientSettings();
        QNetworkAccessManager nam;
        QEventLoop loop;
        const std::optional<OidcProviderEndpoints> endpoints
            = discover(&nam, stored->issuer, settings, &revokeProblem);
        if (endpoints) {
            const TokenClient client(*endpoints, settings, &nam);
            const TokenSet &t = stored->tokens;
            const bool refresh = !t.refreshToken.isEmpty();
            client.revoke(refresh ? t.refreshToken : t.accessToken,
                refresh ? QStringLiteral("refresh_token") : QStringLiteral("access_token"), &loop,
                [&](const Result<void> &r) {
                    if (!r)
                        revokeProblem = r.error().message;
                    loop.quit();
                });
            loop.exec();
        }
    }
    const CredentialResult removed
        = keychain([&](CredentialStore &s, QObject *context, CredentialStore::Callback cb) {
              s.remove(key, context, std::move(cb));
          });
    if (!removed.ok && !removed.notFound) {
        err << "hudwatch logout: "
            << tr("the tokens could not be deleted from the keychain: %1 — delete the \"%2\" entry with your keychain "
                  "app")
                   .arg(removed.error, key) << Qt::endl;
        return 1;
    }
    if (!revokeProblem.isEmpty()) {
        err << "hudwatch logout: "
            << tr("deleted from the keychain, but not revoked at the provider: %1 — remove HUD Watch's access in "
                  "your account at the provider")
                   .arg(revokeProblem)
            << Qt::endl;
        return 1;
    }
    out << tr(
        "Signed out of %1: the provider revoked the sign-in and the tokens were deleted from the keychain.")
               .arg(stored->issuer.toString())
        << Qt::endl;
    return 0;
}

} // namespace hw
