// The cctray.xml feed: one project per job group from the grid and one per backend, in the format's rules (Projects
// root; every Project with name, activity ∈ Sleeping/Building/CheckingModifications,
// lastBuildStatus ∈ Success/Failure/Exception/Unknown, lastBuildLabel, lastBuildTime in ISO 8601
// with Z, webUrl), served over real HTTP on 127.0.0.1 only.
#include "TestRegistry.h"

#include "alerts/CcTrayFeed.h"
#include "alerts/CcTrayServer.h"
#include "backends/BackendsSnapshot.h"
#include "grid/GroupingRules.h"

#include <QDateTime>
#include <QNetworkAccessManager>
#include <QNetworkInterface>
#include <QNetworkReply>
#include <QRegularExpression>
#include <QTcpSocket>
#include <QTest>
#include <QXmlStreamReader>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

constexpr qint64 kFeedNow = 1'790'000'000;

GridAlertInput sample()
{
    GridAlertInput in;
    in.shas = {u"aaaaaaa1111"_s, u"bbbbbbb2222"_s, u"ccccccc3333"_s};
    in.commitTimes = {kFeedNow, kFeedNow - 600, kFeedNow - 1200};
    // linux: running on the newest commit, failed on the one before: Building, last Failure.
    in.columns << GridAlertInput::Column {u"pull / linux-jammy-py3.10-gcc11 / test (default, 1, 5)"_s,
        {CellStatus::Pending, CellStatus::Failure, CellStatus::Success}};
    // lint: green on the newest.
    in.columns << GridAlertInput::Column {u"Lint / lintrunner"_s, {CellStatus::Success, CellStatus::Success, CellStatus::Failure}};
    return in;
}

struct Parsed {
    QList<QXmlStreamAttributes> projects;
    QString error;
};

// Reads a feed and checks each rule of the format; error says which one broke.
Parsed parse(const QByteArray &xml)
{
    Parsed out;
    QXmlStreamReader r(xml);
    bool root = false;
    static const QRegularExpression iso(u"^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$"_s);
    while (!r.atEnd()) {
        if (r.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (!root) {
            if (r.name() != u"Projects"_s)
                out.error = u"root is not Projects"_s;
            root = true;
            continue;
        }
        if (r.name() != u"Project"_s) {
            out.error = u"unexpected element "_s + r.name().toString();
            break;
        }
        const auto a = r.attributes();
        for (const QString &required : {u"name"_s, u"activity"_s, u"lastBuildStatus"_s, u"lastBuildLabel"_s, u"lastBuildTime"_s, u"webUrl"_s})
            if (!a.hasAttribute(required))
                out.error = u"missing "_s + required;
        if (!QStringList {u"Sleeping"_s, u"Building"_s, u"CheckingModifications"_s}.contains(a.value(u"activity"_s).toString()))
            out.error = u"bad activity"_s;
        if (!QStringList {u"Success"_s, u"Failure"_s, u"Exception"_s, u"Unknown"_s}.contains(a.value(u"lastBuildStatus"_s).toString()))
            out.error = u"bad lastBuildStatus"_s;
        if (!iso.match(a.value(u"lastBuildTime"_s)).hasMatch())
            out.error = u"lastBuildTime not ISO 8601 with Z: "_s + a.value(u"lastBuildTime"_s).toString();
        out.projects << a;
    }
    if (r.hasError())
        out.error = r.errorString();
    return out;
}

QXmlStreamAttributes project(const Parsed &p, const QString &name)
{
    for (const auto &a : p.projects)
        if (a.value(u"name"_s) == name)
            return a;
    return {};
}

} // namespace

class tst_CcTray : public QObject
{
    Q_OBJECT
private slots:
    void feedFromTheGridFollowsTheFormat()
    {
        const GroupingRules grouping = GroupingRules::defaults();
        const auto projects = CcTrayFeed::fromGrid(sample(), grouping, u"https://hud.pytorch.org/pytorch/pytorch/commit/%1"_s);
        const Parsed p = parse(CcTrayFeed::xml(projects));
        QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
        QCOMPARE(p.projects.size(), projects.size());
        QVERIFY(p.projects.size() >= 2);
        const QString linuxGroup = grouping.groupName(grouping.groupOf(sample().columns[0].name));
        const auto linux = project(p, linuxGroup);
        QCOMPARE(linux.value(u"activity"_s), u"Building"_s);
        QCOMPARE(linux.value(u"lastBuildStatus"_s), u"Failure"_s);
        QCOMPARE(linux.value(u"lastBuildLabel"_s), u"bbbbbbb"_s);
        QCOMPARE(linux.value(u"lastBuildTime"_s), QDateTime::fromSecsSinceEpoch(kFeedNow - 600, Qt::UTC).toString(Qt::ISODate));
        QCOMPARE(linux.value(u"webUrl"_s), u"https://hud.pytorch.org/pytorch/pytorch/commit/bbbbbbb2222"_s);
        const auto lint = project(p, grouping.groupName(grouping.groupOf(sample().columns[1].name)));
        QCOMPARE(lint.value(u"activity"_s), u"Sleeping"_s);
        QCOMPARE(lint.value(u"lastBuildStatus"_s), u"Success"_s);
    }

    void feedHasOneProjectPerBackend()
    {
        BackendsSnapshot s;
        s.asOf = kFeedNow;
        Allowlist list;
        list.entries = {AllowlistEntry {u"acme/gpu"_s, TrustLevel::L4, {}, {}, {}, 1},
            AllowlistEntry {u"acme/npu"_s, TrustLevel::L3, u"npu"_s, {}, {}, 2},
            AllowlistEntry {u"acme/new"_s, TrustLevel::L2, {}, {}, {}, 3}};
        s.allowlist = list;
        const auto job = [](const QString &repo, const QString &conclusion, qint64 completedAt, const QString &sha) {
            BackendJobResult j;
            j.repo = repo;
            j.status = conclusion.isEmpty() ? u"in_progress"_s : u"completed"_s;
            j.conclusion = conclusion;
            j.completedAt = completedAt;
            j.headSha = sha;
            j.url = u"https://github.com/%1/actions/runs/%2"_s.arg(repo).arg(completedAt);
            return j;
        };
        // gpu: newest completed job failed (an older one passed); npu: passed, another running.
        s.jobs = {job(u"acme/gpu"_s, u"success"_s, kFeedNow - 7200, u"1111111aaaa"_s),
            job(u"acme/gpu"_s, u"failure"_s, kFeedNow - 600, u"2222222bbbb"_s),
            job(u"acme/npu"_s, u"success"_s, kFeedNow - 300, u"3333333cccc"_s), job(u"acme/npu"_s, {}, 0, u"4444444dddd"_s)};
        const auto projects = CcTrayFeed::fromBackends(s);
        QCOMPARE(projects.size(), 3);
        const Parsed p = parse(CcTrayFeed::xml(projects));
        QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
        const auto gpu = project(p, u"acme/gpu"_s);
        QCOMPARE(gpu.value(u"activity"_s), u"Sleeping"_s);
        QCOMPARE(gpu.value(u"lastBuildStatus"_s), u"Failure"_s);
        QCOMPARE(gpu.value(u"lastBuildLabel"_s), u"2222222"_s);
        QCOMPARE(gpu.value(u"lastBuildTime"_s), QDateTime::fromSecsSinceEpoch(kFeedNow - 600, Qt::UTC).toString(Qt::ISODate));
        QCOMPARE(gpu.value(u"webUrl"_s), u"https://github.com/acme/gpu/actions/runs/%1"_s.arg(kFeedNow - 600));
        const auto npu = project(p, u"acme/npu"_s);
        QCOMPARE(npu.value(u"activity"_s), u"Building"_s);
        QCOMPARE(npu.value(u"lastBuildStatus"_s), u"Success"_s);
        // No job yet: Unknown, and the repo's page.
        const auto fresh = project(p, u"acme/new"_s);
        QCOMPARE(fresh.value(u"lastBuildStatus"_s), u"Unknown"_s);
        QCOMPARE(fresh.value(u"webUrl"_s), u"https://github.com/acme/new"_s);
        // With the grid's groups in one feed: still valid, names distinct.
        const auto all = CcTrayFeed::fromGrid(sample(), GroupingRules::defaults(), {}) + projects;
        const Parsed both = parse(CcTrayFeed::xml(all));
        QVERIFY2(both.error.isEmpty(), qPrintable(both.error));
        QSet<QString> names;
        for (const auto &a : both.projects)
            names.insert(a.value(u"name"_s).toString());
        QCOMPARE(names.size(), all.size());
    }

    void namesAreEscaped()
    {
        CcTrayProject p;
        p.name = u"a \"quoted\" <group> & more"_s;
        const Parsed parsed = parse(CcTrayFeed::xml({p}));
        QVERIFY2(parsed.error.isEmpty(), qPrintable(parsed.error));
        QCOMPARE(parsed.projects.first().value(u"name"_s), p.name);
        QCOMPARE(parsed.projects.first().value(u"lastBuildStatus"_s), u"Unknown"_s);
    }

    void servedOnLoopbackOnly()
    {
        CcTrayServer server;
        const auto port = server.listen();
        QVERIFY(port);
        server.setXml(CcTrayFeed::xml(CcTrayFeed::fromGrid(sample(), GroupingRules::defaults(), {})));
        QNetworkAccessManager nam;
        const auto get = [&](const QString &path) {
            QNetworkReply *reply = nam.get(QNetworkRequest(QUrl(u"http://127.0.0.1:%1%2"_s.arg(*port).arg(path))));
            (void)QTest::qWaitFor([reply] { return reply->isFinished(); }, 5000);
            reply->deleteLater();
            return std::pair {reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), reply->readAll()};
        };
        const auto [status, body] = get(u"/cctray.xml"_s);
        QCOMPARE(status, 200);
        const Parsed p = parse(body);
        QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
        QVERIFY(!p.projects.isEmpty());
        QCOMPARE(get(u"/other"_s).first, 404);
        // Bound to 127.0.0.1: this machine's other addresses refuse the connection.
        QCOMPARE(server.address(), QHostAddress(QHostAddress::LocalHost));
        for (const QHostAddress &other : QNetworkInterface::allAddresses()) {
            if (other.isLoopback() || other.protocol() != QAbstractSocket::IPv4Protocol)
                continue;
            QTcpSocket outside;
            outside.connectToHost(other, *port);
            QVERIFY2(!outside.waitForConnected(1000), qPrintable(other.toString()));
        }
        // A client that never ends its request is dropped, and an oversized one refused.
        QTcpSocket huge;
        huge.connectToHost(QHostAddress::LocalHost, *port);
        QVERIFY(huge.waitForConnected(2000));
        huge.write("GET /cctray.xml HTTP/1.1\r\nX: " + QByteArray(CcTrayServer::kMaxRequestBytes, 'x'));
        QVERIFY(QTest::qWaitFor([&] { return huge.bytesAvailable() > 0 || huge.state() == QAbstractSocket::UnconnectedState; }, 5000));
        QVERIFY(huge.readAll().startsWith("HTTP/1.1 431"));
    }

    void onlyOurOwnHostIsServed_data()
    {
        QTest::addColumn<QByteArray>("hostLines"); // %P: the server's port
        QTest::addColumn<int>("status");
        QTest::newRow("127.0.0.1") << QByteArray("Host: 127.0.0.1:%P\r\n") << 200;
        QTest::newRow("localhost") << QByteArray("host: LocalHost:%P\r\n") << 200;
        // DNS rebinding: a page's own name resolving to 127.0.0.1.
        QTest::newRow("rebinding name") << QByteArray("Host: attacker.example:%P\r\n") << 421;
        QTest::newRow("no port") << QByteArray("Host: 127.0.0.1\r\n") << 421;
        QTest::newRow("other port") << QByteArray("Host: 127.0.0.1:1\r\n") << 421;
        QTest::newRow("IPv6 loopback") << QByteArray("Host: [::1]:%P\r\n") << 421;
        QTest::newRow("missing") << QByteArray() << 421;
        QTest::newRow("two") << QByteArray("Host: 127.0.0.1:%P\r\nHost: attacker.example:%P\r\n") << 421;
    }
    void onlyOurOwnHostIsServed()
    {
        QFETCH(QByteArray, hostLines);
        QFETCH(int, status);
        CcTrayServer server;
        const auto port = server.listen();
        QVERIFY(port);
        server.setXml(CcTrayFeed::xml(CcTrayFeed::fromGrid(sample(), GroupingRules::defaults(), {})));
        QTcpSocket client;
        client.connectToHost(QHostAddress::LocalHost, *port);
        QVERIFY(client.waitForConnected(2000));
        client.write("GET /cctray.xml HTTP/1.1\r\n" + hostLines.replace("%P", QByteArray::number(*port))
                     + "Accept: */*\r\n\r\n");
        QByteArray answer;
        QVERIFY(QTest::qWaitFor([&] {
            answer += client.readAll();
            return client.state() == QAbstractSocket::UnconnectedState;
        }, 5000));
        answer += client.readAll();
        QVERIFY2(answer.startsWith(QByteArray("HTTP/1.1 " + QByteArray::number(status) + ' ')), answer.constData());
        QCOMPARE(answer.contains("<Projects"), status == 200);
    }

    void aTakenPortIsAClearError()
    {
        QTcpServer other;
        QVERIFY(other.listen(QHostAddress::LocalHost, 0));
        CcTrayServer server;
        const auto r = server.listen(other.serverPort());
        QVERIFY(!r);
        QVERIFY2(r.error().message.contains(u"pick another port"_s), qPrintable(r.error().message));
    }
};

HW_TEST_GUILESS_MAIN(tst_CcTray)
#include "tst_CcTray.moc"
