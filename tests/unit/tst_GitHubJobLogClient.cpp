// Fetching a job's log from GitHub's API as GitHub serves it: the API checks the bearer and
// answers 302 to a pre-signed storage URL on another host (here: two Qt HTTP servers on
// 127.0.0.1). The token goes to the API only, never to the storage; a 401 is renewed once.
#include "TestRegistry.h"

#include "logs/GitHubJobLogClient.h"
#include "net/BearerTokenSource.h"

#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QHttpServerResponse>
#include <QTest>
#include <QTimer>

#include <optional>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

QByteArray header(const QHttpServerRequest &request, const QByteArray &name)
{
    for (const auto &[key, value] : request.headers())
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value;
    return {};
}

// The sign-in as the client sees it: a current token, renewed to the next one on request.
class RotatingTokens : public BearerTokenSource
{
public:
    QStringList tokens;
    int current = 0;
    int renewals = 0;
    QString bearerToken() const override { return current < tokens.size() ? tokens[current] : QString(); }
    void renewRejectedToken(const QString &rejected, QObject *context, Renewed done) override
    {
        ++renewals;
        if (rejected == bearerToken())
            ++current;
        const SourceError e = current < tokens.size() ? SourceError {}
                                                      : SourceError::make(SourceError::Kind::Authentication,
                                                          u"sign-in"_s, u"signed out — sign in again"_s);
        QTimer::singleShot(0, context, [done, e] { done(e); });
    }
};

} // namespace

class tst_GitHubJobLogClient : public QObject
{
    Q_OBJECT
    QHttpServer m_api;
    QHttpServer m_storage;
    quint16 m_apiPort = 0;
    quint16 m_storagePort = 0;
    QString m_acceptedToken = u"gho_current"_s;
    QList<QByteArray> m_apiAuthorizations;
    QList<QByteArray> m_storageAuthorizations;
    QByteArray m_log = "2026-11-24T10:00:00.0000000Z ##[group]Run tests\nFAILED test_ops.py::test_add\n";

    GitHubJobLogClient::Config config() const
    {
        GitHubJobLogClient::Config c;
        c.apiBase = QUrl(u"http://127.0.0.1:%1"_s.arg(m_apiPort));
        return c;
    }
    Result<QByteArray> fetch(
        GitHubJobLogClient &client, const QString &repo = u"pytorch/pytorch"_s, qint64 job = 42)
    {
        std::optional<Result<QByteArray>> result;
        client.fetchLog(repo, job, this, [&](const Result<QByteArray> &r) { result = r; });
        if (!QTest::qWaitFor([&] { return result.has_value(); }, 10'000))
            return SourceError::make(SourceError::Kind::Timeout, u"test"_s, u"no answer"_s);
        return *result;
    }

private slots:
    void initTestCase()
    {
        m_storage.route(u"/blob/42.txt"_s, [this](const QHttpServerRequest &request) {
            m_storageAuthorizations << header(request, "Authorization");
            return QHttpServerResponse("text/plain"_ba, m_log);
        });
        m_storagePort = m_storage.listen(QHostAddress::LocalHost, 0);
        m_api.route(
            u"/repos/pytorch/pytorch/actions/jobs/42/logs"_s, [this](const QHttpServerRequest &request) {
                const QByteArray authorization = header(request, "Authorization");
                m_apiAuthorizations << authorization;
                if (authorization != "Bearer " + m_acceptedToken.toUtf8())
                    return QHttpServerResponse("application/json"_ba, R"({"message":"Bad credentials"})"_ba,
                        QHttpServerResponse::StatusCode::Unauthorized);
                QHttpServerResponse redirect(QHttpServerResponse::StatusCode::Found);
                redirect.setHeader(
                    "Location"_ba, u"http://127.0.0.1:%1/blob/42.txt?sig=x"_s.arg(m_storagePort).toUtf8());
                return redirect;
            });
        m_apiPort = m_api.listen(QHostAddress::LocalHost, 0);
        QVERIFY(m_apiPort && m_storagePort);
    }

    void init()
    {
        m_apiAuthorizations.clear();
        m_storageAuthorizations.clear();
    }

    void tokenGoesToTheApiAndNeverToTheStorage()
    {
        RotatingTokens tokens;
        tokens.tokens = { m_acceptedToken };
        GitHubJobLogClient client(config(), &tokens);
        const Result<QByteArray> log = fetch(client);
        QVERIFY2(log.ok(), qPrintable(log.error().message));
        QCOMPARE(*log, m_log);
        QCOMPARE(m_apiAuthorizations, QList<QByteArray> { "Bearer gho_current" });
        QCOMPARE(m_storageAuthorizations, QList<QByteArray> { QByteArray() });
    }

    void rejectedTokenIsRenewedOnceThenRetried()
    {
        RotatingTokens tokens;
        tokens.tokens = { u"gho_expired"_s, m_acceptedToken };
        GitHubJobLogClient client(config(), &tokens);
        const Result<QByteArray> log = fetch(client);
        QVERIFY2(log.ok(), qPrintable(log.error().message));
        QCOMPARE(tokens.renewals, 1);
        QCOMPARE(m_apiAuthorizations, (QList<QByteArray> { "Bearer gho_expired", "Bearer gho_current" }));
    }

    void aSecondRefusalIsFinalAndSaysSignIn()
    {
        RotatingTokens tokens;
        tokens.tokens = { u"gho_a"_s, u"gho_b"_s, u"gho_c"_s };
        GitHubJobLogClient client(config(), &tokens);
        const Result<QByteArray> log = fetch(client);
        QVERIFY(!log.ok());
        QCOMPARE(log.error().kind, SourceError::Kind::Authentication);
        QVERIFY2(log.error().message.contains(u"sign in again"_s), qPrintable(log.error().message));
        QCOMPARE(tokens.renewals, 1);
        QCOMPARE(m_apiAuthorizations.size(), 2);
        QVERIFY(!log.error().message.contains(u"gho_"_s));
        QVERIFY(m_storageAuthorizations.isEmpty());
    }

    void anonymousRequestSaysToSignIn()
    {
        GitHubJobLogClient client(config(), nullptr);
        const Result<QByteArray> log = fetch(client);
        QVERIFY(!log.ok());
        QCOMPARE(log.error().kind, SourceError::Kind::Authentication);
        QVERIFY2(log.error().message.contains(u"sign in"_s), qPrintable(log.error().message));
        QCOMPARE(m_apiAuthorizations, QList<QByteArray> { QByteArray() });
    }

    void unknownJobAndBadInputAreClearErrors()
    {
        RotatingTokens tokens;
        tokens.tokens = { m_acceptedToken };
        GitHubJobLogClient client(config(), &tokens);
        const Result<QByteArray> missing = fetch(client, u"pytorch/pytorch"_s, 43);
        QVERIFY(!missing.ok());
        QVERIFY2(missing.error().message.contains(u"HTTP 404"_s), qPrintable(missing.error().message));
        QCOMPARE(missing.error().httpStatus, 404);
        // Refused before any request: a path that is not owner/name never reaches a server.
        const Result<QByteArray> bad = fetch(client, u"../etc/passwd"_s, 42);
        QCOMPARE(bad.error().kind, SourceError::Kind::Configuration);
        QVERIFY(m_apiAuthorizations.isEmpty());
    }

    void oversizedLogIsRefused()
    {
        RotatingTokens tokens;
        tokens.tokens = { m_acceptedToken };
        GitHubJobLogClient::Config c = config();
        c.maxLogBytes = 16;
        GitHubJobLogClient client(c, &tokens);
        const Result<QByteArray> log = fetch(client);
        QVERIFY(!log.ok());
        QCOMPARE(log.error().kind, SourceError::Kind::TooLarge);
    }

    void plainHttpToARemoteApiIsRefused()
    {
        GitHubJobLogClient::Config c;
        c.apiBase = QUrl(u"http://api.github.example"_s);
        GitHubJobLogClient client(c, nullptr);
        const Result<QByteArray> log = fetch(client);
        QCOMPARE(log.error().kind, SourceError::Kind::Configuration);
    }
};

HW_TEST_GUILESS_MAIN(tst_GitHubJobLogClient)
#include "tst_GitHubJobLogClient.moc"
