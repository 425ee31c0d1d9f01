// A whole session of the console against real parts: the fixture's OpenID provider (3 s access
// tokens), ClickHouse and keyring, and the relay test server checking every bearer by introspection
// at the provider. Sign in with a code (the device flow, approved as the user would), polls, the
// token renewed several times, a job's log fetched from "GitHub's API" (a loopback server) with the
// sign-in's bearer, sign out. Then every secret the session held (each access, refresh
// and ID token, the ClickHouse password) is searched for in every file the app may write (profile,
// state, cache, logs; recordings and crash output would land under the same home) and in the
// process's stderr: none may be there.
#include "ClickHouseTestServer.h"
#include "Console.h"
#include "MainWindow.h"
#include "OidcTestServer.h"
#include "RelayTestServer.h"
#include "SecretScan.h"
#include "TestEnvironment.h"
#include "TestKeychain.h"
#include "auth/AuthSession.h"
#include "auth/SignInDialog.h"
#include "auth/StoredTokens.h"
#include "auth/TokenClient.h"
#include "credentials/CredentialStore.h"
#include "JobLogOpener.h"
#include "logs/LogViewer.h"
#include "logs/LogWindow.h"
#include "profiles/ProfileSettings.h"
#include "JobRunBuilder.h"
#include "TestRegistry.h"
#include "ResultAssertions.h"

#include <QDirIterator>
#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponse>
#include <QLoggingCategory>
#include <QSet>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <cstdio>
#include <fcntl.h>
#include <unistd.h>

using namespace hw;
using namespace hw::test;
using namespace Qt::StringLiterals;

namespace {

// The app has no message handler of its own: Qt's default writes every message to stderr. QTest
// routes messages into its log instead, so while stderr is captured this handler puts them back
// where the app would, including debug messages.
void toStderr(QtMsgType, const QMessageLogContext &, const QString &message)
{
    const QByteArray line = message.toUtf8() + '\n';
    (void)!::write(STDERR_FILENO, line.constData(), size_t(line.size()));
}

} // namespace

class tst_OidcConsoleSession : public QObject
{
    Q_OBJECT
private:
    OidcTestServer m_oidc;
    ClickHouseTestServer m_clickhouse;
    OidcProviderEndpoints m_endpoints;
    ProfileSettings m_profile;
    QString m_home;
    QString m_stderrPath;
    int m_savedStderr = -1;
    QtMessageHandler m_previousHandler = nullptr;

    void captureStderr()
    {
        m_stderrPath = freshRuntimeDir(u"console-session-stderr"_s) + u"/stderr.txt"_s;
        fflush(stderr);
        m_savedStderr = dup(STDERR_FILENO);
        const int fd
            = ::open(QFile::encodeName(m_stderrPath).constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        QVERIFY(fd >= 0);
        QVERIFY(dup2(fd, STDERR_FILENO) >= 0);
        ::close(fd);
        m_previousHandler = qInstallMessageHandler(toStderr);
        // Every category of the app and of Qt, debug included, except the test's own relay server
        // (QHttpServer logs each request it receives with its headers) and accessibility noise.
        QLoggingCategory::setFilterRules(u"*.debug=true\nqt.httpserver*=false\nqt.accessibility*=false"_s);
    }
    void restoreStderr()
    {
        if (m_savedStderr < 0)
            return;
        qInstallMessageHandler(m_previousHandler);
        QLoggingCategory::setFilterRules(QString());
        fflush(stderr);
        dup2(m_savedStderr, STDERR_FILENO);
        ::close(m_savedStderr);
        m_savedStderr = -1;
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_oidc.isValid(), qPrintable(m_oidc.error()));
        QVERIFY2(m_clickhouse.isValid(), qPrintable(m_clickhouse.error()));
        QString error;
        m_endpoints = m_oidc.discover(&error);
        QVERIFY2(!m_endpoints.introspection.isEmpty(), qPrintable(error));
        m_home = isolateUserDirs(QString::fromLatin1(metaObject()->className()));
    }

    void cleanupTestCase() { restoreStderr(); }

    void wholeSessionLeavesNoSecretBehind()
    {
        RelayTestServer relay;
        QVERIFY(relay.listen());
        relay.setTokenIntrospection(
            m_endpoints.introspection, m_oidc.relayClientId(), m_oidc.relayClientSecret());

        const ClickHouseConfig c = m_clickhouse.config();
        m_profile.name = u"session"_s;
        m_profile.clickHouseUrl = c.baseUrl();
        m_profile.clickHouseUser = c.user;
        m_profile.clickHouseDatabase = c.database;
        m_profile.branch = u"session-test"_s;
        m_profile.relayUrl = relay.url();
        m_profile.oauthIssuer = m_oidc.issuer();
        m_profile.oauthClientId = m_oidc.clientSettings().clientId;
        // Job logs through GitHub's API, as the profile may ask: the API checks the bearer and
        // redirects to pre-signed storage, which must never see it.
        QHttpServer github;
        QHttpServer storage;
        QList<QByteArray> apiAuthorizations;
        QList<QByteArray> storageAuthorizations;
        const auto authorization = [](const QHttpServerRequest &request) {
            for (const auto &[key, value] : request.headers())
                if (key.compare("Authorization", Qt::CaseInsensitive) == 0)
                    return value;
            return QByteArray();
        };
        storage.route(u"/blob/77.txt"_s, [&](const QHttpServerRequest &request) {
            storageAuthorizations << authorization(request);
            return QHttpServerResponse("text/plain"_ba,
                "2026-11-24T10:00:00.0000000Z ##[group]Run tests\n"
                "2026-11-24T10:00:01.0000000Z ##[endgroup]\n"
                "2026-11-24T10:00:02.0000000Z FAILED [0.2s] test_ops.py::TestOps::test_add - AssertionError\n"_ba);
        });
        const quint16 storagePort = storage.listen(QHostAddress::LocalHost, 0);
        github.route(u"/repos/pytorch/pytorch/actions/jobs/77/logs"_s, [&](const QHttpServerRequest &request) {
            apiAuthorizations << authorization(request);
            if (!authorization(request).startsWith("Bearer "))
                return QHttpServerResponse(QHttpServerResponse::StatusCode::Unauthorized);
            QHttpServerResponse redirect(QHttpServerResponse::StatusCode::Found);
            redirect.setHeader("Location"_ba, u"http://127.0.0.1:%1/blob/77.txt?sig=x"_s.arg(storagePort).toUtf8());
            return redirect;
        });
        const quint16 githubPort = github.listen(QHostAddress::LocalHost, 0);
        QVERIFY(githubPort && storagePort);
        m_profile.logsViaGitHubApi = true;
        m_profile.logsGitHubApiUrl = QUrl(u"http://127.0.0.1:%1"_s.arg(githubPort));
        QString error;
        if (const Result<void> saved = m_profile.save(); !saved)
            QFAIL(qPrintable(saved.error().message));
        const QString password = c.password;
        if (!password.isEmpty())
            QVERIFY2(storeSecret(CredentialStore::clickHouseKey(m_profile.name), password, &error),
                qPrintable(error));

        captureStderr();
        QSet<QString> secrets;
        if (!password.isEmpty())
            secrets.insert(password);
        {
            CommandLineOptions options;
            options.profile = m_profile.name;
            Console console(options);
            HW_VERIFY_OK(console.init());
            console.start();
            AuthSession *session = console.authSession();
            QVERIFY(session);
            QTRY_COMPARE_WITH_TIMEOUT(session->status().state, AccountStatus::State::SignedOut, 20'000);
            QVERIFY2(console.window()->accountText().startsWith(u"⊘ Signed out"_s),
                qPrintable(console.window()->accountText()));

            // Every token the keychain holds during the session, read as the session goes on.
            CredentialStore keychain;
            QTimer collector;
            int reading = 0; // keychain reads on their way
            connect(&collector, &QTimer::timeout, this, [&] {
                ++reading;
                keychain.read(m_profile.oauthKeychainKey(), &collector, [&](const CredentialResult &r) {
                    --reading;
                    if (!r.ok)
                        return;
                    if (const auto stored = StoredTokens::fromJson(r.secret.toUtf8()))
                        for (const QString &t : { stored->tokens.accessToken, stored->tokens.refreshToken,
                                 stored->tokens.idToken })
                            if (!t.isEmpty())
                                secrets.insert(t);
                });
                if (!session->bearerToken().isEmpty())
                    secrets.insert(session->bearerToken());
            });
            collector.start(200);

            // Sign in with a code, approved at the provider as the user would on their phone.
            emit console.window()->signInRequested(true);
            QPointer<SignInDialog> dialog;
            QTRY_VERIFY_WITH_TIMEOUT(
                (dialog = console.window()->findChild<SignInDialog *>()) && !dialog->userCode().isEmpty(),
                20'000);
            QCOMPARE(m_oidc.deviceAction(dialog->userCode(), u"approve"_s), 200);
            QTRY_COMPARE_WITH_TIMEOUT(session->status().state, AccountStatus::State::SignedIn, 20'000);
            QVERIFY2(
                console.window()->accountText().startsWith(u"✓ Signed in as hudwatch-test-user, until "_s),
                qPrintable(console.window()->accountText()));

            // Polls with the bearer while the 3 s token is renewed, again and again.
            const QString first = session->bearerToken();
            QSet<QString> used;
            QTimer refresher; // a refresh every 250 ms, as a user pressing F5 would
            connect(&refresher, &QTimer::timeout, console.window(), &MainWindow::refreshRequested);
            refresher.start(250);
            (void)QTest::qWaitFor([&] {
                const QStringList seen = relay.bearerTokensSeen();
                used = QSet<QString>(seen.begin(), seen.end());
                return used.size() >= 3;
            }, 10'000);
            refresher.stop();
            QVERIFY2(
                used.size() >= 3, "the relay saw three different access tokens: renewed twice while polling");
            QVERIFY(used.contains(first));
            QVERIFY(relay.acceptedTokenCount() >= 3);
            QTRY_VERIFY_WITH_TIMEOUT(console.window()->accountText().startsWith(u"✓"_s), 5'000);

            // "l" on a cell of a job whose log the profile fetches through GitHub's API.
            const JobRun job = test::JobRunBuilder(77).url(u"https://github.com/pytorch/pytorch/actions/runs/5/job/77"_s);
            QPointer<LogWindow> log = console.logOpener()->open(job, console.window());
            QVERIFY(log);
            QSignalSpy located(log->viewer(), &LogViewer::failureLocated);
            QVERIFY2(located.wait(20'000), qPrintable(log->viewer()->bannerText()));
            QCOMPARE(log->viewer()->failure().line, 2);
            QCOMPARE(apiAuthorizations.size(), 1);
            const QString logBearer = QString::fromUtf8(apiAuthorizations.first().mid(7));
            QVERIFY(!logBearer.isEmpty());
            secrets.insert(logBearer);
            // The token the API got is the sign-in's own, live at the provider.
            QVERIFY(used.contains(logBearer) || logBearer == session->bearerToken() || m_oidc.tokenActive(m_endpoints, logBearer) == 1);
            QCOMPARE(storageAuthorizations, QList<QByteArray> {QByteArray()});
            delete log;

            // Sign out: revoked at the provider, gone from the keychain.
            collector.stop();
            QTRY_COMPARE_WITH_TIMEOUT(reading, 0, 20'000); // the last keychain read answered
            const QString lastRefresh = [&] {
                CredentialResult r;
                bool done = false;
                keychain.read(m_profile.oauthKeychainKey(), this, [&](const CredentialResult &x) {
                    r = x;
                    done = true;
                });
                (void)QTest::qWaitFor([&] { return done; }, 20'000);
                const auto stored = StoredTokens::fromJson(r.secret.toUtf8());
                return stored ? stored->tokens.refreshToken : QString();
            }();
            QVERIFY(!lastRefresh.isEmpty());
            secrets.insert(lastRefresh);
            QSignalSpy signedOut(session, &AuthSession::signOutFinished);
            emit console.window()->signOutRequested();
            QVERIFY(signedOut.wait(20'000));
            QCOMPARE(signedOut.at(0).at(0).toString(), QString());
            QCOMPARE(session->status().state, AccountStatus::State::SignedOut);
            QCOMPARE(m_oidc.tokenActive(m_endpoints, lastRefresh), 0);
            for (const QString &t : relay.bearerTokensSeen())
                secrets.insert(t);
        }
        restoreStderr();

        const QStringList all(secrets.begin(), secrets.end());
        QVERIFY2(all.size() >= 6, qPrintable(u"only %1 secrets collected"_s.arg(all.size())));
        const QStringList roots { m_home, QFileInfo(m_profile.effectiveCachePath()).absolutePath(),
            QFileInfo(m_stderrPath).absolutePath() };
        // The search itself works: a planted secret is found.
        const QString planted = freshRuntimeDir(u"console-session-planted"_s);
        QFile plant(planted + u"/x"_s);
        QVERIFY(plant.open(QIODevice::WriteOnly));
        plant.write("...." + all.first().toUtf8() + "....");
        plant.close();
        QCOMPARE(filesHoldingSecrets({ planted }, all).size(), 1);

        const QStringList leaks = filesHoldingSecrets(roots, all);
        QVERIFY2(leaks.isEmpty(), qPrintable(leaks.join(u'\n')));
        // The session did write there (a cache, a profile): the search had something to search.
        QVERIFY(QFileInfo::exists(m_profile.effectiveCachePath()));
        // Messages did reach the captured stderr (the capture works).
        QVERIFY(QFileInfo(m_stderrPath).size() > 0);
    }
};

HW_TEST_MAIN(tst_OidcConsoleSession)
#include "tst_OidcConsoleSession.moc"
