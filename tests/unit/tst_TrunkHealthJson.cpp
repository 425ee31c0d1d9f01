// The cached trunk figures: written and read back unchanged; a damaged entry names what is wrong.
#include "trunk/TrunkHealthJson.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace hw;

class tst_TrunkHealthJson : public QObject
{
    Q_OBJECT
private slots:
    void roundTrip()
    {
        TrunkHealth h;
        h.from = 1'782'864'000;
        h.to = h.from + 7 * 86'400;
        h.bucketSeconds = 86'400;
        h.skippedRows = 2;
        h.red = {{20'635, 10, 2, 3}, {20'636, 5, 0, 1}};
        h.signal = {{20'635, 10, 3000, 7200}};
        h.queueByLabel = {{u"linux.4xlarge"_s, -1, 40, 60, 300}, {u""_s, -1, 2, 5, 9}};
        h.queueByLabelDay = {{u"linux.4xlarge"_s, 20'635, 40, 60, 300}};
        h.platformOnly = {{u"Windows"_s, u"test (default)"_s, 8, h.from + 100, u"0123456789abcdef"_s}};
        const auto back = TrunkHealthJson::fromJson(TrunkHealthJson::toJson(h));
        QVERIFY2(back, qPrintable(back.error()));
        QCOMPARE(*back, h);
        const auto empty = TrunkHealthJson::fromJson(TrunkHealthJson::toJson({}));
        QVERIFY2(empty, qPrintable(empty.error()));
    }

    void damagedEntriesSayWhat()
    {
        QByteArray json = TrunkHealthJson::toJson({});
        for (const auto &[input, says] : std::initializer_list<std::pair<QByteArray, QString>>{
                 {"", u"not a JSON object"_s},
                 {"[1]", u"not a JSON object"_s},
                 {QByteArray(json).replace("\"version\":1", "\"version\":9"), u"version: 9 is not"_s},
                 {QByteArray(json).replace("\"red\":[]", "\"red\":[{\"bucket\":\"x\"}]"), u"red[0].bucket: expected an integer"_s},
                 {QByteArray(json).replace("\"signal\":[]", "\"signal\":{}"), u"signal: expected an array"_s},
                 {QByteArray(json).replace("\"bucketSeconds\":86400", "\"bucketSeconds\":0"), u"bucketSeconds 0"_s},
             }) {
            const auto r = TrunkHealthJson::fromJson(input);
            QVERIFY2(!r, input.constData());
            QVERIFY2(r.error().contains(says), qPrintable(r.error()));
        }
    }
};

QTEST_GUILESS_MAIN(tst_TrunkHealthJson)
#include "tst_TrunkHealthJson.moc"
