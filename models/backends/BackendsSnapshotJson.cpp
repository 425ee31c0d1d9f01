#include "BackendsSnapshotJson.h"

#include "BackendsSnapshotJsonWriter.h"
#include "domain/QuotedText.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>
#include <limits>

namespace hw {

namespace {

// The texts of this file (lupdate context hw::BackendsSnapshotJson).
struct SnapshotText {
    Q_DECLARE_TR_FUNCTIONS(hw::BackendsSnapshotJson)
};

QString typeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null: return QStringLiteral("null");
    case QJsonValue::Bool: return SnapshotText::tr("a boolean");
    case QJsonValue::Double: return SnapshotText::tr("a number");
    case QJsonValue::String: return SnapshotText::tr("a string");
    case QJsonValue::Array: return SnapshotText::tr("an array");
    case QJsonValue::Object: return SnapshotText::tr("an object");
    case QJsonValue::Undefined: break;
    }
    return SnapshotText::tr("nothing (missing)");
}

// Reads fields and remembers the first error with its path; later reads become no-ops.
class SnapshotReader
{
public:
    QString error;
    int version = BackendsSnapshotJson::kVersion; // of the snapshot being read
    bool failed() const { return !error.isEmpty(); }

    static QString join(const QString &path, const QString &key)
    {
        return path.isEmpty() ? key : path + u'.' + key;
    }
    void fail(const QString &path, const QString &message)
    {
        if (error.isEmpty())
            error = path + QStringLiteral(": ") + message;
    }
    QJsonValue expect(const QJsonValue &v, const QString &path, QJsonValue::Type type, const char *what)
    {
        if (v.type() != type) {
            fail(path, SnapshotText::tr("expected %1, got %2")
                     .arg(SnapshotText::tr(what), typeName(v)));
            return {};
        }
        return v;
    }

    qint64 integer(const QJsonObject &o, const QString &path, const QString &key)
    {
        const QString p = join(path, key);
        const QJsonValue v = expect(o.value(key), p, QJsonValue::Double,
            QT_TRANSLATE_NOOP("hw::BackendsSnapshotJson", "an integer"));
        if (failed())
            return 0;
        const double d = v.toDouble();
        if (std::floor(d) != d || std::fabs(d) > 9007199254740992.0) {
            fail(p, SnapshotText::tr("expected an integer, got %1").arg(d));
            return 0;
        }
        return qint64(d);
    }
    int smallInteger(const QJsonObject &o, const QString &path, const QString &key)
    {
        const qint64 v = integer(o, path, key);
        if (v < std::numeric_limits<int>::min() || v > std::numeric_limits<int>::max()) {
            fail(join(path, key), SnapshotText::tr("%1 is out of range").arg(v));
            return 0;
        }
        return int(v);
    }
    double number(const QJsonObject &o, const QString &path, const QString &key)
    {
        return expect(o.value(key), join(path, key), QJsonValue::Double,
            QT_TRANSLATE_NOOP("hw::BackendsSnapshotJson", "a number")).toDouble();
    }
    std::optional<double> optionalNumber(const QJsonObject &o, const QString &path, const QString &key)
    {
        const QJsonValue v = o.value(key);
        if (v.isNull())
            return std::nullopt;
        const double d = expect(v, join(path, key), QJsonValue::Double,
            QT_TRANSLATE_NOOP("hw::BackendsSnapshotJson", "a number or null")).toDouble();
        return failed() ? std::nullopt : std::optional<double>(d);
    }
    QString string(const QJsonObject &o, const QString &path, const QString &key)
    {
        return expect(o.value(key), join(path, key), QJsonValue::String,
            QT_TRANSLATE_NOOP("hw::BackendsSnapshotJson", "a string")).toString();
    }
    // Keys added after snapshots were first written: absent means the default, wrong type still fails.
    QString optionalString(const QJsonObject &o, const QString &path, const QString &key)
    {
        return o.contains(key) ? string(o, path, key) : QString();
    }
    bool optionalBoolean(const QJsonObject &o, const QString &path, const QString &key)
    {
        return o.contains(key) && boolean(o, path, key);
    }
    bool boolean(const QJsonObject &o, const QString &path, const QString &key)
    {
        return expect(o.value(key), join(path, key), QJsonValue::Bool,
            QT_TRANSLATE_NOOP("hw::BackendsSnapshotJson", "a boolean")).toBool();
    }
    TrustLevel level(const QJsonObject &o, const QString &path, const QString &key)
    {
        const QJsonValue v = o.value(key);
        if (v.isNull())
            return TrustLevel::Unknown;
        const QString text = expect(v, join(path, key), QJsonValue::String,
            QT_TRANSLATE_NOOP("hw::BackendsSnapshotJson", "\"L1\"..\"L4\" or null")).toString();
        if (failed())
            return TrustLevel::Unknown;
        const std::optional<TrustLevel> level = trustLevelFromString(text);
        if (!level || trustLevelName(*level) != text)
            fail(join(path, key), QStringLiteral("\"%1\" is not a level (L1..L4)").arg(QuotedText::elided(text)));
        return level.value_or(TrustLevel::Unknown);
    }
    QJsonArray array(const QJsonObject &o, const QString &path, const QString &key)
    {
        return expect(o.value(key), join(path, key), QJsonValue::Array,
            QT_TRANSLATE_NOOP("hw::BackendsSnapshotJson", "an array")).toArray();
    }
    QJsonObject object(const QJsonValue &v, const QString &path)
    {
        return expect(v, path, QJsonValue::Object,
            QT_TRANSLATE_NOOP("hw::BackendsSnapshotJson", "an object")).toObject();
    }
    QStringList strings(const QJsonObject &o, const QString &path, const QString &key)
    {
        QStringList out;
        const QJsonArray a = array(o, path, key);
        for (qsizetype i = 0; i < a.size() && !failed(); ++i)
            out << expect(a.at(i), QStringLiteral("%1[%2]").arg(join(path, key)).arg(i), QJsonValue::String,
                          QT_TRANSLATE_NOOP("hw::BackendsSnapshotJson", "a string"))
                       .toString();
        return out;
    }
    // Calls read(object, path) for every element of o[key].
    template<typename T, typename F>
    QVector<T> list(const QJsonObject &o, const QString &path, const QString &key, F read)
    {
        QVector<T> out;
        const QJsonArray a = array(o, path, key);
        out.reserve(a.size());
        for (qsizetype i = 0; i < a.size() && !failed(); ++i) {
            const QString p = QStringLiteral("%1[%2]").arg(join(path, key)).arg(i);
            const QJsonObject element = object(a.at(i), p);
            if (failed())
                break;
            out.append(read(element, p));
        }
        return out;
    }
};

WindowStats readWindow(SnapshotReader &r, const QJsonObject &o, const QString &p)
{
    WindowStats w;
    w.days = r.smallInteger(o, p, QStringLiteral("days"));
    w.jobs = r.integer(o, p, QStringLiteral("jobs"));
    w.succeeded = r.integer(o, p, QStringLiteral("succeeded"));
    w.testFailures = r.integer(o, p, QStringLiteral("testFailures"));
    w.infraFailures = r.integer(o, p, QStringLiteral("infraFailures"));
    w.timedOut = r.integer(o, p, QStringLiteral("timedOut"));
    w.cancelled = r.integer(o, p, QStringLiteral("cancelled"));
    w.overruns = r.integer(o, p, QStringLiteral("overruns"));
    w.notTimedOut = r.integer(o, p, QStringLiteral("notTimedOut"));
    w.e2eP50Seconds = r.optionalNumber(o, p, QStringLiteral("e2eP50Seconds"));
    // Added with HUD's per-run e2e (version 2).
    if (r.version >= 2 || o.contains(QStringLiteral("e2eRuns")))
        w.e2eRuns = r.integer(o, p, QStringLiteral("e2eRuns"));
    w.avgQueueSeconds = r.optionalNumber(o, p, QStringLiteral("avgQueueSeconds"));
    w.firstCompletedAt = r.integer(o, p, QStringLiteral("firstCompletedAt"));
    w.lastCompletedAt = r.integer(o, p, QStringLiteral("lastCompletedAt"));
    return w;
}

BackendStats readStats(SnapshotReader &r, const QJsonObject &o, const QString &p)
{
    BackendStats s;
    s.repo = r.string(o, p, QStringLiteral("repo"));
    s.demotionWindow = readWindow(r, r.object(o.value(QStringLiteral("demotionWindow")), SnapshotReader::join(p, QStringLiteral("demotionWindow"))),
                                  SnapshotReader::join(p, QStringLiteral("demotionWindow")));
    s.promotionWindow = readWindow(r, r.object(o.value(QStringLiteral("promotionWindow")), SnapshotReader::join(p, QStringLiteral("promotionWindow"))),
                                   SnapshotReader::join(p, QStringLiteral("promotionWindow")));
    s.lastConclusion = r.string(o, p, QStringLiteral("lastConclusion"));
    s.lastCompletedAt = r.integer(o, p, QStringLiteral("lastCompletedAt"));
    s.lastJobName = r.optionalString(o, p, QStringLiteral("lastJobName"));
    s.lastExpectedOutcome = r.optionalBoolean(o, p, QStringLiteral("lastExpectedOutcome"));
    s.firstSeenAt = r.integer(o, p, QStringLiteral("firstSeenAt"));
    s.daily = r.list<DailyCount>(o, p, QStringLiteral("daily"), [&r](const QJsonObject &d, const QString &dp) {
        DailyCount c;
        c.day = r.integer(d, dp, QStringLiteral("day"));
        c.succeeded = r.integer(d, dp, QStringLiteral("succeeded"));
        c.testFailures = r.integer(d, dp, QStringLiteral("testFailures"));
        c.infraFailures = r.integer(d, dp, QStringLiteral("infraFailures"));
        return c;
    });
    s.levels = r.list<LevelObservation>(o, p, QStringLiteral("levels"), [&r](const QJsonObject &l, const QString &lp) {
        LevelObservation obs;
        obs.level = r.level(l, lp, QStringLiteral("level"));
        obs.firstSeen = r.integer(l, lp, QStringLiteral("firstSeen"));
        obs.lastSeen = r.integer(l, lp, QStringLiteral("lastSeen"));
        return obs;
    });
    return s;
}

BackendJobResult readJob(SnapshotReader &r, const QJsonObject &o, const QString &p)
{
    BackendJobResult j;
    j.repo = r.string(o, p, QStringLiteral("repo"));
    j.prNumber = r.integer(o, p, QStringLiteral("prNumber"));
    j.headSha = r.string(o, p, QStringLiteral("headSha"));
    j.eventType = r.string(o, p, QStringLiteral("eventType"));
    j.deliveryId = r.string(o, p, QStringLiteral("deliveryId"));
    j.workflowName = r.string(o, p, QStringLiteral("workflowName"));
    j.jobName = r.string(o, p, QStringLiteral("jobName"));
    j.runAttempt = r.smallInteger(o, p, QStringLiteral("runAttempt"));
    j.status = r.string(o, p, QStringLiteral("status"));
    j.conclusion = r.string(o, p, QStringLiteral("conclusion"));
    j.expectedOutcome = r.boolean(o, p, QStringLiteral("expectedOutcome"));
    j.startedAt = r.integer(o, p, QStringLiteral("startedAt"));
    j.completedAt = r.integer(o, p, QStringLiteral("completedAt"));
    j.queueSeconds = r.number(o, p, QStringLiteral("queueSeconds"));
    j.executionSeconds = r.number(o, p, QStringLiteral("executionSeconds"));
    j.totalTests = r.integer(o, p, QStringLiteral("totalTests"));
    j.passedTests = r.integer(o, p, QStringLiteral("passedTests"));
    j.failedTests = r.integer(o, p, QStringLiteral("failedTests"));
    j.skippedTests = r.integer(o, p, QStringLiteral("skippedTests"));
    j.triageCategory = r.string(o, p, QStringLiteral("triageCategory"));
    j.url = r.string(o, p, QStringLiteral("url"));
    j.level = r.string(o, p, QStringLiteral("level"));
    return j;
}

LevelStatus readLevelStatus(SnapshotReader &r, const QJsonObject &o, const QString &p)
{
    LevelStatus s;
    s.repo = r.string(o, p, QStringLiteral("repo"));
    s.level = r.level(o, p, QStringLiteral("level"));
    s.change = r.string(o, p, QStringLiteral("change"));
    s.noData = r.boolean(o, p, QStringLiteral("noData"));
    s.windowDays = r.smallInteger(o, p, QStringLiteral("windowDays"));
    s.criteria = r.list<RelayCriterion>(o, p, QStringLiteral("criteria"), [&r](const QJsonObject &c, const QString &cp) {
        RelayCriterion rc;
        rc.criterion = r.string(c, cp, QStringLiteral("criterion"));
        rc.measured = r.optionalNumber(c, cp, QStringLiteral("measured"));
        rc.target = r.number(c, cp, QStringLiteral("target"));
        rc.met = r.boolean(c, cp, QStringLiteral("met"));
        rc.measuredText = r.string(c, cp, QStringLiteral("measuredText"));
        rc.targetText = r.string(c, cp, QStringLiteral("targetText"));
        rc.judged = r.boolean(c, cp, QStringLiteral("judged"));
        return rc;
    });
    return s;
}

AllowlistEntry readEntry(SnapshotReader &r, const QJsonObject &o, const QString &p)
{
    AllowlistEntry e;
    e.repo = r.string(o, p, QStringLiteral("repo"));
    e.level = r.level(o, p, QStringLiteral("level"));
    e.device = r.string(o, p, QStringLiteral("device"));
    e.oncalls = r.strings(o, p, QStringLiteral("oncalls"));
    e.events = r.strings(o, p, QStringLiteral("events"));
    e.line = r.smallInteger(o, p, QStringLiteral("line"));
    return e;
}

LevelChangeEvent readEvent(SnapshotReader &r, const QJsonObject &o, const QString &p)
{
    LevelChangeEvent e;
    const QString date = r.string(o, p, QStringLiteral("date"));
    if (!date.isEmpty()) {
        e.date = QDate::fromString(date, Qt::ISODate);
        if (!e.date.isValid())
            r.fail(SnapshotReader::join(p, QStringLiteral("date")), QStringLiteral("\"%1\" is not a YYYY-MM-DD date").arg(QuotedText::elided(date)));
    }
    e.repo = r.string(o, p, QStringLiteral("repo"));
    e.from = r.level(o, p, QStringLiteral("from"));
    e.to = r.level(o, p, QStringLiteral("to"));
    e.pr = r.integer(o, p, QStringLiteral("pr"));
    e.author = r.string(o, p, QStringLiteral("author"));
    e.note = r.string(o, p, QStringLiteral("note"));
    const QString source = r.string(o, p, QStringLiteral("source"));
    if (source == QLatin1String("clickhouse"))
        e.source = LevelChangeEvent::Source::ClickHouse;
    else if (source == QLatin1String("allowlist"))
        e.source = LevelChangeEvent::Source::Allowlist;
    else
        r.fail(SnapshotReader::join(p, QStringLiteral("source")),
               QStringLiteral("\"%1\" is neither \"allowlist\" nor \"clickhouse\"").arg(QuotedText::elided(source)));
    return e;
}

void readVersion(SnapshotReader &r, const QJsonObject &json)
{
    const QJsonValue version = json.value(QStringLiteral("version"));
    const int newest = BackendsSnapshotJson::kVersion;
    if (!version.isDouble()
        || (version.toDouble() != newest && version.toDouble() != BackendsSnapshotJson::kOldestReadVersion)) {
        r.fail(QStringLiteral("version"),
               version.isDouble()
                   ? SnapshotText::tr("unsupported version %1 (expected %2)").arg(version.toDouble()).arg(newest)
                   : SnapshotText::tr("expected the number %1, got %2").arg(newest).arg(typeName(version)));
    } else {
        r.version = version.toInt();
    }
}

// The allowlist, or nullopt when the snapshot has none (null).
std::optional<Allowlist> readAllowlist(SnapshotReader &r, const QJsonObject &json)
{
    const QJsonValue allowlist = json.value(QStringLiteral("allowlist"));
    if (allowlist.isNull())
        return std::nullopt;
    const QJsonObject a = r.object(allowlist, QStringLiteral("allowlist"));
    if (r.failed())
        return std::nullopt;
    Allowlist list;
    list.entries = r.list<AllowlistEntry>(a, QStringLiteral("allowlist"), QStringLiteral("entries"),
                                          [&r](const QJsonObject &o, const QString &p) { return readEntry(r, o, p); });
    return list;
}

QHash<qint64, PullRequestInfo> readPrs(SnapshotReader &r, const QJsonObject &json)
{
    QHash<qint64, PullRequestInfo> byKey;
    const QVector<std::pair<qint64, PullRequestInfo>> prs = r.list<std::pair<qint64, PullRequestInfo>>(
        json, QString(), QStringLiteral("prs"), [&r](const QJsonObject &o, const QString &p) {
            PullRequestInfo info;
            const qint64 key = r.integer(o, p, QStringLiteral("key"));
            info.number = r.integer(o, p, QStringLiteral("number"));
            info.title = r.string(o, p, QStringLiteral("title"));
            info.author = r.string(o, p, QStringLiteral("author"));
            return std::pair<qint64, PullRequestInfo>(key, info);
        });
    for (const auto &[key, info] : prs) {
        if (byKey.contains(key)) {
            r.fail(QStringLiteral("prs"), SnapshotText::tr("pull request %1 listed twice").arg(key));
            break;
        }
        byKey.insert(key, info);
    }
    return byKey;
}

// Every field in the order of the format; each read only while nothing failed (the first error
// is the one reported).
BackendsSnapshot readSnapshot(SnapshotReader &r, const QJsonObject &json)
{
    const QString root;
    BackendsSnapshot s;
    s.asOf = r.integer(json, root, QStringLiteral("asOf"));
    if (!r.failed())
        s.allowlist = readAllowlist(r, json);
    if (!r.failed())
        s.levelStatus = r.list<LevelStatus>(json, root, QStringLiteral("levelStatus"),
                                            [&r](const QJsonObject &o, const QString &p) { return readLevelStatus(r, o, p); });
    if (!r.failed())
        s.levelStatusNotOffered = r.optionalBoolean(json, root, QStringLiteral("levelStatusNotOffered"));
    if (!r.failed())
        s.stats = r.list<BackendStats>(json, root, QStringLiteral("stats"),
                                       [&r](const QJsonObject &o, const QString &p) { return readStats(r, o, p); });
    if (!r.failed())
        s.jobs = r.list<BackendJobResult>(json, root, QStringLiteral("jobs"),
                                          [&r](const QJsonObject &o, const QString &p) { return readJob(r, o, p); });
    if (!r.failed())
        s.prs = readPrs(r, json);
    if (!r.failed())
        s.levelHistory = r.list<LevelChangeEvent>(json, root, QStringLiteral("levelHistory"),
                                                  [&r](const QJsonObject &o, const QString &p) { return readEvent(r, o, p); });
    return s;
}

// Version 1's window figures are the console's earlier definitions (every completed job, by
// completion time, e2e per job), not HUD's L3 figures that now carry their names: left out
// rather than shown as HUD's. What it observed (allowlist, level history, jobs, last results, PR
// titles) is kept; the next poll brings the windows.
void dropVersion1Windows(BackendsSnapshot &s)
{
    const auto without = [](const WindowStats &w) {
        WindowStats empty;
        empty.days = w.days;
        return empty;
    };
    for (BackendStats &b : s.stats) {
        b.demotionWindow = without(b.demotionWindow);
        b.promotionWindow = without(b.promotionWindow);
    }
}

} // namespace

QJsonObject BackendsSnapshotJson::toJson(const BackendsSnapshot &snapshot)
{
    return BackendsSnapshotJsonWriter::toJson(snapshot);
}

Result<BackendsSnapshot, QString> BackendsSnapshotJson::fromJson(const QJsonObject &json)
{
    SnapshotReader r;
    readVersion(r, json);
    BackendsSnapshot s;
    if (!r.failed())
        s = readSnapshot(r, json);
    if (r.failed())
        return SnapshotText::tr("CRCR snapshot: %1").arg(r.error);
    if (r.version < 2)
        dropVersion1Windows(s);
    return s;
}

QByteArray BackendsSnapshotJson::toBody(const BackendsSnapshot &snapshot)
{
    return QJsonDocument(toJson(snapshot)).toJson(QJsonDocument::Compact);
}

Result<BackendsSnapshot, QString> BackendsSnapshotJson::fromBody(const QByteArray &body)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
    if (!doc.isObject())
        return doc.isNull() ? parseError.errorString() : SnapshotText::tr("expected an object");
    return fromJson(doc.object());
}

} // namespace hw
