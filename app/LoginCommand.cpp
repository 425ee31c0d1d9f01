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

// login's options; logout has --profile and --help only.
QList<QCommandLineOption> loginOptions(const QString &command)
{
    QList<QCommandLineOption> options {
        QCommandLineOption(QStringLiteral("profile"), tr("The profile to sign in for."), QStringLiteral("NAME")),
        QCommandLineOption(QStringList { QStringLiteral("h"), QStringLiteral("help") }, tr("Show this help.")),
    };
    if (command == QStringLiteral("login"))
        options << QCommandLineOption(QStringLiteral("device"), tr("Use the device flow: print a code to enter on any device."))
                << QCommandLineOption(QStringLiteral("browser"),
                       tr("Use this machine's browser even where the provider prefers a code (GitHub)."))
                << QCommandLineOption(QStringLiteral("timeout"),
                       tr("How long to wait for the browser, in seconds (default 300)."), QStringLiteral("SECONDS"));
    return options;
}

Parsed parse(const QString &command, const QStringList &args, QTextStream &out, QTextStream &err)
{
    Parsed p;
    QCommandLineParser parser;
    parser.addOptions(loginOptions(command));
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
    if (parser.isSet(QStringLiteral("help"))) {
        out << usage << Qt::endl;
        p.exitCode = 0;
        return p;
    }
    if (!parser.isSet(QStringLiteral("profile"))) {
        err << "hudwatch " << command << ": " << tr("which profile? (--profile NAME)") << Qt::endl
            << usage << Qt::endl;
        p.exitCode = 2;
        return p;
    }
    Result<ProfileSettings> loaded = ProfileSettings::load(parser.value(QStringLiteral("profile")));
    if (!loaded) {
        err << "hudwatch " << command << ": " << loaded.error().message << Qt::endl;
        p.exitCode = 1;
        return p;
    }
    p.profile = std::move(*loaded);
    if (p.profile.oauthIssuer.isEmpty()) {
        err << "hudwatch " << command << ": "
            << tr("profile \"%1\" names no provider: set oauth/issuer to its issuer URL").arg(p.profile.name)
            << Qt::endl;
        p.exitCode = 1;
        return p;
    }
    // GitHub's preset signs in with a code first, as `gh auth login` does.
    const auto preset = OAuthProviderPreset::forIssuer(p.profile.oauthIssuer);
    p.device = parser.isSet(QStringLiteral("device")) || (preset && preset->deviceFlowFirst && !parser.isSet(QStringLiteral("browser")));
    if (parser.isSet(QStringLiteral("device")) && parser.isSet(QStringLiteral("browser"))) {
        err << "hudwatch login: " << tr("--device and --browser exclude each other") << Qt::endl;
        p.exitCode = 2;
    }
    if (parser.isSet(QStringLiteral("timeout"))) {
        bool ok = false;
        p.timeoutSeconds = parser.value(QStringLiteral("timeout")).toInt(&ok);
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

// The provider's endpoints by discovery, waited for.
Result<OidcProviderEndpoints> discover(QNetworkAccessManager *nam, const QUrl &issuer, const OAuthClientSettings &settings)
{
    QEventLoop loop;
    std::optional<Result<OidcProviderEndpoints>> endpoints;
    OidcDiscovery::fetch(nam, issuer, settings, &loop, [&](const Result<OidcProviderEndpoints> &r) {
        endpoints = r;
        loop.quit();
    });
    loop.exec();
    return *endpoints;
}

// The device flow: the code to enter elsewhere is printed.
std::unique_ptr<DeviceAuthorizationFlow> startDeviceFlow(const OidcProviderEndpoints &endpoints, const OAuthClientSettings &settings,
                                         QNetworkAccessManager &nam, QTextStream &out)
{
    auto device = std::make_unique<DeviceAuthorizationFlow>(endpoints, settings, &nam);
    QObject::connect(device.get(), &DeviceAuthorizationFlow::userCodeReady, device.get(),
        [&out](const QString &code, const QUrl &uri, const QUrl &complete, const QDateTime &expiresAt) {
            out << tr("To sign in, open %1 and enter the code:").arg(uri.toString()) << Qt::endl
                << Qt::endl
                << QStringLiteral("    ") << QuotedText::visible(code) << Qt::endl
                << Qt::endl;
            if (!complete.isEmpty())
                out << tr("(or open %1, which carries the code)").arg(complete.toString()) << Qt::endl;
            out << tr("The code works until %1. Waiting…").arg(utc(expiresAt)) << Qt::endl;
        });
    return device;
}

// The authorization code flow: the address to open in this machine's browser is printed.
std::unique_ptr<AuthorizationCodeFlow> startCodeFlow(const OidcProviderEndpoints &endpoints,
                                                     const OAuthClientSettings &settings, QNetworkAccessManager &nam,
                                                     int timeoutSeconds, QTextStream &out)
{
    auto code = std::make_unique<AuthorizationCodeFlow>(endpoints, settings, &nam);
    code->setTimeoutMs(timeoutSeconds * 1000);
    QObject::connect(code.get(), &AuthorizationCodeFlow::browserRequested, code.get(),
        [&out, timeoutSeconds](const QUrl &url) {
            out << tr("Open this address in a browser on this machine to sign in (waiting up to %1 s):")
                       .arg(timeoutSeconds)
                << Qt::endl
                << Qt::endl
                << QStringLiteral("    ") << url.toString(QUrl::FullyEncoded) << Qt::endl
                << Qt::endl
                << tr("No browser here? Use hudwatch login --device.") << Qt::endl;
        });
    return code;
}

// Runs the chosen flow until it grants tokens or fails (the message says why).
Result<TokenSet> signIn(const Parsed &p, const OidcProviderEndpoints &endpoints,
                                 const OAuthClientSettings &settings, QNetworkAccessManager &nam, QTextStream &out,
                                 QTextStream &err)
{
    QEventLoop loop;
    std::optional<Result<TokenSet>> outcome;
    const auto done = [&](const TokenSet &t) {
        outcome = t;
        loop.quit();
    };
    const auto failed = [&](const SourceError &e) {
        outcome = e;
        loop.quit();
    };
    int ignored = 0;
    if (p.device) {
        const auto device = startDeviceFlow(endpoints, settings, nam, out);
        QObject::connect(device.get(), &DeviceAuthorizationFlow::succeeded, &loop, done);
        QObject::connect(device.get(), &DeviceAuthorizationFlow::failed, &loop, failed);
        device->start();
        loop.exec();
    } else {
        const auto code = startCodeFlow(endpoints, settings, nam, p.timeoutSeconds, out);
        QObject::connect(code.get(), &AuthorizationCodeFlow::succeeded, &loop, done);
        QObject::connect(code.get(), &AuthorizationCodeFlow::failed, &loop, failed);
        code->start();
        loop.exec();
        ignored = code->wrongStatesIgnored(); // read before the flow goes
    }
    if (!outcome)
        return SourceError::make(SourceError::Kind::Cancelled, QStringLiteral("sign-in"), QString());
    if (*outcome && ignored > 0)
        err << "hudwatch login: "
            << QCoreApplication::translate("hw",
                   "%n sign-in answer(s) with a wrong state were ignored meanwhile: an old sign-in tab, or another "
                   "program on this computer",
                   nullptr, ignored)
            << Qt::endl;
    return *outcome;
}

// The tokens into the keychain, or (no keychain) the grant given back to the provider: never a
// plaintext fallback. Returns the exit code.
int keepTokens(const Parsed &p, const TokenSet &tokens, const OidcProviderEndpoints &endpoints,
               const OAuthClientSettings &settings, QNetworkAccessManager &nam, QTextStream &err)
{
    const QByteArray stored = StoredTokens { p.profile.oauthIssuer, tokens }.toJson();
    const CredentialResult written
        = keychain([&](CredentialStore &s, QObject *context, CredentialStore::Callback cb) {
              s.write(p.profile.oauthKeychainKey(), QString::fromUtf8(stored), context, std::move(cb));
          });
    if (written.ok)
        return 0;
    err << "hudwatch login: " << tr("signed in, but the tokens cannot be kept: %1 — unlock or start your keychain (GNOME Keyring, "
                                              "KWallet), then run hudwatch login again")
                                               .arg(written.error)
        << Qt::endl;
    const TokenClient client(endpoints, settings, &nam);
    const QString token = tokens.refreshToken.isEmpty() ? tokens.accessToken : tokens.refreshToken;
    QEventLoop loop;
    client.revoke(token,
        tokens.refreshToken.isEmpty() ? QStringLiteral("access_token") : QStringLiteral("refresh_token"),
        &loop, [&loop](const Result<void> &) { loop.quit(); });
    loop.exec();
    err << "hudwatch login: " << tr("the sign-in was revoked at the provider; nothing was stored")
        << Qt::endl;
    return 1;
}

void printSignedIn(const Parsed &p, const TokenSet &tokens, QTextStream &out)
{
    out << tr("Signed in to %1 for profile \"%2\".").arg(p.profile.oauthIssuer.toString(), p.profile.name)
        << Qt::endl;
    if (tokens.expiresAt.isValid())
        out << tr("The access token is valid until %1%2.")
                   .arg(utc(tokens.expiresAt),
                       tokens.refreshToken.isEmpty() ? tr("; sign in again after that")
                                                     : tr(" and is renewed as needed"))
            << Qt::endl;
    out << tr("The tokens are in the keychain (\"%1\"), nowhere else.").arg(p.profile.oauthKeychainKey()) << Qt::endl;
}

// Gives the stored sign-in back to the provider it came from (even if the profile now names
// another); what went wrong, else empty.
QString revoke(const Parsed &p, const Result<StoredTokens, QString> &stored)
{
    if (!stored)
        return tr("the stored sign-in is unreadable (%1), so it could not be revoked — remove HUD Watch's access "
                  "in your account at the provider")
            .arg(stored.error());
    const OAuthClientSettings settings = p.profile.oauthClientSettings();
    QNetworkAccessManager nam;
    const Result<OidcProviderEndpoints> endpoints = discover(&nam, stored->issuer, settings);
    if (!endpoints)
        return endpoints.error().message;
    QString problem;
    QEventLoop loop;
    const TokenClient client(*endpoints, settings, &nam);
    const TokenSet &t = stored->tokens;
    const bool refresh = !t.refreshToken.isEmpty();
    client.revoke(refresh ? t.refreshToken : t.accessToken,
        refresh ? QStringLiteral("refresh_token") : QStringLiteral("access_token"), &loop,
        [&](const Result<void> &r) {
            if (!r)
                problem = r.error().message;
            loop.quit();
        });
    loop.exec();
    return problem;
}

} // namespace

int runLoginCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const Parsed p = parse(QStringLiteral("login"), args, out, err);
    if (p.exitCode >= 0)
        return p.exitCode;
    const OAuthClientSettings settings = p.profile.oauthClientSettings();
    QNetworkAccessManager nam;
    const Result<OidcProviderEndpoints> endpoints = discover(&nam, p.profile.oauthIssuer, settings);
    if (!endpoints) {
        err << "hudwatch login: " << p.profile.oauthIssuer.toString() << ": " << endpoints.error().message << Qt::endl;
        return 1;
    }
    const Result<TokenSet> tokens = signIn(p, *endpoints, settings, nam, out, err);
    if (!tokens) {
        err << "hudwatch login: " << tokens.error().message << Qt::endl;
        return 1;
    }
    if (const int kept = keepTokens(p, *tokens, *endpoints, settings, nam, err); kept != 0)
        return kept;
    printSignedIn(p, *tokens, out);
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
    const QString revokeProblem = revoke(p, stored);
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
