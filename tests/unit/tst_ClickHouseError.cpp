#include "TestRegistry.h"

#include "clickhouse/ClickHouseError.h"

#include <QTest>

using namespace Qt::StringLiterals;
using hw::ClickHouseError;

class tst_ClickHouseError : public QObject
{
    Q_OBJECT
private slots:
    void redirectNamesItsTarget()
    {
        const QUrl asked(u"https://ch.example:8443/?database=ci&query=SELECT%201"_s);
        const QString next = u" — check clickhouse/url (Profile ▸ Edit this profile…): ClickHouse itself never redirects"_s;
        QCOMPARE(ClickHouseError::redirectMessage(asked, "https://u:pw@other.example/ch/?sig=abc#x"),
                 u"redirect to 'https://other.example/ch/' not followed"_s + next);
        QCOMPARE(ClickHouseError::redirectMessage(asked, "/sso/login?next=%2F"),
                 u"redirect to 'https://ch.example:8443/sso/login' not followed"_s + next);
        QCOMPARE(ClickHouseError::redirectMessage(asked, ""), u"redirect without a valid target not followed"_s + next);
        // A hostile Location neither floods the message nor reaches a terminal as control bytes.
        const QString hostile = ClickHouseError::redirectMessage(asked, "/\x1b[2K" + QByteArray(5000, 'a'));
        QVERIFY2(hostile.size() < 300 && !hostile.contains(QChar(0x1b)), qPrintable(hostile));
    }

    void syntaxError1816()
    {
        // Captured from the 18.16 test server (`SELEC 1`), trimmed expected-token list.
        const QByteArray body =
            "Code: 62, e.displayText() = DB::Exception: Syntax error: failed at position 1: SELEC 1. Expected one "
            "of: SYSTEM query, SELECT subquery, DESC, e.what() = DB::Exception\n";
        const auto e = ClickHouseError::fromServerBody(body, 400);
        QCOMPARE(e.kind, ClickHouseError::Kind::Server);
        QCOMPARE(e.code, 62);
        QCOMPARE(e.httpStatus, 400);
        QVERIFY(e.name.isEmpty());
        QCOMPARE(e.message,
                 u"Syntax error: failed at position 1: SELEC 1. Expected one of: SYSTEM query, SELECT subquery, DESC"_s);
        QVERIFY(!e.isAuthenticationFailure());
    }

    void syntaxErrorModern()
    {
        const QByteArray body =
            "Code: 62. DB::Exception: Syntax error: failed at position 1 ('SELEC'): SELEC 1. Expected one of: "
            "Query, SELECT. (SYNTAX_ERROR) (version 23.8.2.7 (official build))\n";
        const auto e = ClickHouseError::fromServerBody(body, 400, "62");
        QCOMPARE(e.kind, ClickHouseError::Kind::Server);
        QCOMPARE(e.code, 62);
        QCOMPARE(e.name, u"SYNTAX_ERROR"_s);
        QCOMPARE(e.message,
                 u"Syntax error: failed at position 1 ('SELEC'): SELEC 1. Expected one of: Query, SELECT"_s);
    }

    void wrongPassword1816()
    {
        const auto e = ClickHouseError::fromServerBody(
            "Code: 193, e.displayText() = DB::Exception: Wrong password for user hud, e.what() = DB::Exception\n", 401);
        QCOMPARE(e.code, 193);
        QCOMPARE(e.message, u"Wrong password for user hud"_s);
        QVERIFY(e.isAuthenticationFailure());
        QCOMPARE(e.toUserMessage(u"127.0.0.1:8123"_s),
                 u"ClickHouse 127.0.0.1:8123: authentication failed (HTTP 401, code 193)"_s);
    }

    void authModern()
    {
        const auto e = ClickHouseError::fromServerBody(
            "Code: 516. DB::Exception: hud: Authentication failed: password is incorrect, or there is no user with "
            "such name. (AUTHENTICATION_FAILED) (version 24.3.2.23 (official build))\n",
            403, "516");
        QCOMPARE(e.code, 516);
        QCOMPARE(e.name, u"AUTHENTICATION_FAILED"_s);
        QVERIFY(e.isAuthenticationFailure());
        QCOMPARE(e.toUserMessage(u"h:8443"_s), u"ClickHouse h:8443: authentication failed (HTTP 403, code 516)"_s);
    }

    void headerCodeWins()
    {
        const auto e = ClickHouseError::fromServerBody("Code: 60. DB::Exception: Table x doesn't exist. (UNKNOWN_TABLE)",
                                                       404, " 60 ");
        QCOMPARE(e.code, 60);
        const auto onlyHeader = ClickHouseError::fromServerBody("something unexpected", 500, "241");
        QCOMPARE(onlyHeader.kind, ClickHouseError::Kind::Server);
        QCOMPARE(onlyHeader.code, 241);
        QCOMPARE(onlyHeader.message, u"the server gave no message"_s);
    }

    void exceptionCutOffBeforeItsText()
    {
        // Found by fuzz_clickhouse_rows: a reply cut right after "Code: 241, " gave an empty message.
        const auto e = ClickHouseError::fromServerBody("{\"id\":1}\n\nCode: 241, ", 200);
        QCOMPARE(e.kind, ClickHouseError::Kind::Server);
        QCOMPARE(e.code, 241);
        QCOMPARE(e.message, u"the server gave no message"_s);
        QCOMPARE(e.toUserMessage(u"h:8123"_s), u"ClickHouse h:8123: the server gave no message (HTTP 200, code 241)"_s);
    }

    void exceptionAfterPartialOutput()
    {
        // Without wait_end_of_query the exception follows rows in a 200 body.
        const QByteArray body = "{\"id\":1}\n{\"id\":2}\nCode: 241, e.displayText() = DB::Exception: Memory limit "
                                "(for query) exceeded, e.what() = DB::Exception\n";
        const auto e = ClickHouseError::fromServerBody(body, 200);
        QCOMPARE(e.kind, ClickHouseError::Kind::Server);
        QCOMPARE(e.code, 241);
        QCOMPARE(e.message, u"Memory limit (for query) exceeded"_s);
    }

    void notAnException()
    {
        QCOMPARE(ClickHouseError::fromServerBody("<html>Bad Gateway</html>", 502).kind, ClickHouseError::Kind::None);
        QCOMPARE(ClickHouseError::fromServerBody("", 500).kind, ClickHouseError::Kind::None);
        QCOMPARE(ClickHouseError::fromServerBody("Error Code: 5 in text", 500).kind, ClickHouseError::Kind::None);
    }

    void longMessageIsOneBoundedLine()
    {
        const QByteArray body = "Code: 62, e.displayText() = DB::Exception: Syntax error:\n" + QByteArray(5000, 'x')
            + ", e.what() = DB::Exception";
        const auto e = ClickHouseError::fromServerBody(body, 400);
        QVERIFY(!e.message.contains(u'\n'));
        QVERIFY(e.message.size() <= 300);
    }

    void userMessages()
    {
        ClickHouseError e;
        e.kind = ClickHouseError::Kind::Timeout;
        e.message = u"no response data for 5 s"_s;
        QCOMPARE(e.toUserMessage(u"h:1"_s), u"ClickHouse h:1: no response data for 5 s"_s);
        e = {};
        e.kind = ClickHouseError::Kind::Http;
        e.httpStatus = 502;
        QCOMPARE(e.toUserMessage(u"h:1"_s), u"ClickHouse h:1: HTTP error (HTTP 502)"_s);
    }
};

HW_TEST_GUILESS_MAIN(tst_ClickHouseError)
#include "tst_ClickHouseError.moc"
