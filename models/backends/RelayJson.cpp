#include "RelayJson.h"

#include "domain/QuotedText.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

using Kind = RelayError::Kind;

// Collects the first problem; every check returns false once something failed.
class RelayReader
{
public:
    explicit RelayReader(RelayError *out) : m_out(out) {}

    bool fail(Kind kind, const QString &message)
    {
        if (m_out) {
            m_out->kind = kind;
            m_out->message = message;
        }
        return false;
    }

    static QString typeName(const QJsonValue &v)
    {
        switch (v.type()) {
        case QJsonValue::Null: return QCoreApplication::translate("hw::RelayJson", "null");
        case QJsonValue::Bool: return QCoreApplication::translate("hw::RelayJson", "boolean");
        case QJsonValue::Double: return QCoreApplication::translate("hw::RelayJson", "number");
        case QJsonValue::String: return QCoreApplication::translate("hw::RelayJson", "string");
        case QJsonValue::Array: return QCoreApplication::translate("hw::RelayJson", "array");
        case QJsonValue::Object: return QCoreApplication::translate("hw::RelayJson", "object");
        case QJsonValue::Undefined: break;
        }
        return QCoreApplication::translate("hw::RelayJson", "nothing");
    }

    static QString join(const QString &where, const QString &key)
    {
        return where.isEmpty() ? key : where + u'.' + key;
    }

    bool wrongType(const QString &path, const QString &expected, const QJsonValue &got)
    {
        return fail(Kind::Malformed, QCoreApplication::translate("hw::RelayJson", "%1: expected %2, got %3").arg(path, expected, typeName(got)));
    }

    bool document(const QByteArray &body, QJsonDocument &doc)
    {
        QJsonParseError perr;
        doc = QJsonDocument::fromJson(body, &perr);
        if (perr.error != QJsonParseError::NoError) {
            if (body.trimmed().isEmpty())
                return fail(Kind::Malformed, QCoreApplication::translate("hw::RelayJson", "empty response body"));
            return fail(Kind::Malformed,
                        QCoreApplication::translate("hw::RelayJson", "malformed JSON at offset %1: %2").arg(perr.offset).arg(perr.errorString()));
        }
        return true;
    }

    bool field(const QJsonObject &o, const QString &where, const QString &key, QJsonValue &out)
    {
        const auto it = o.constFind(key);
        if (it == o.constEnd())
            return fail(Kind::MissingField, where.isEmpty() ? QCoreApplication::translate("hw::RelayJson", "missing field '%1' at top level").arg(key)
                                                            : QCoreApplication::translate("hw::RelayJson", "missing field '%1' in %2").arg(key, where));
        out = *it;
        return true;
    }

    bool string(const QJsonObject &o, const QString &where, const QString &key, QString &out)
    {
        QJsonValue v;
        if (!field(o, where, key, v))
            return false;
        if (!v.isString())
            return wrongType(join(where, key), QCoreApplication::translate("hw::RelayJson", "a string"), v);
        out = v.toString();
        return true;
    }

    bool boolean(const QJsonObject &o, const QString &where, const QString &key, bool &out)
    {
        QJsonValue v;
        if (!field(o, where, key, v))
            return false;
        if (!v.isBool())
            return wrongType(join(where, key), QCoreApplication::translate("hw::RelayJson", "a boolean"), v);
        out = v.toBool();
        return true;
    }

    bool integer(const QJsonValue &v, const QString &path, qint64 min, qint64 &out)
    {
        const double d = v.toDouble();
        if (!v.isDouble() || d != std::floor(d) || std::abs(d) > 9.0e15)
            return wrongType(path, QCoreApplication::translate("hw::RelayJson", "an integer"), v);
        if (qint64(d) < min)
            return fail(Kind::Malformed, QCoreApplication::translate("hw::RelayJson", "%1: %2 is below %3").arg(path).arg(qint64(d)).arg(min));
        out = qint64(d);
        return true;
    }

    bool array(const QJsonObject &o, const QString &where, const QString &key, QJsonArray &out)
    {
        QJsonValue v;
        if (!field(o, where, key, v))
            return false;
        if (!v.isArray())
            return wrongType(join(where, key), QCoreApplication::translate("hw::RelayJson", "an array"), v);
        out = v.toArray();
        return true;
    }

    bool object(const QJsonValue &v, const QString &path, QJsonObject &out)
    {
        if (!v.isObject())
            return wrongType(path.isEmpty() ? QCoreApplication::translate("hw::RelayJson", "top level") : path, QCoreApplication::translate("hw::RelayJson", "an object"), v);
        out = v.toObject();
        return true;
    }

    bool repoName(const QString &repo, const QString &path)
    {
        const qsizetype slash = repo.indexOf(u'/');
        if (repo.trimmed() != repo || slash <= 0 || slash == repo.size() - 1 || repo.indexOf(u'/', slash + 1) >= 0
            || repo.contains(u' '))
            return fail(Kind::Malformed, QCoreApplication::translate("hw::RelayJson", "%1: '%2' is not an owner/name repository").arg(path, QuotedText::elided(repo)));
        return true;
    }

    bool level(const QJsonObject &o, const QString &where, TrustLevel &out)
    {
        QString text;
        if (!string(o, where, u"level"_s, text))
            return false;
        // HUD writes "L1".."L4" exactly; anything else is a level we do not know.
        const std::optional<TrustLevel> l = trustLevelFromString(text);
        if (!l || text.size() != 2 || text[0] != u'L')
            return fail(Kind::UnknownLevel, QCoreApplication::translate("hw::RelayJson", "%1: unknown level '%2'").arg(join(where, u"level"_s), QuotedText::elided(text)));
        out = *l;
        return true;
    }

private:
    RelayError *m_out;
};

const QString Levels[] = {u"L1"_s, u"L2"_s, u"L3"_s, u"L4"_s};

} // namespace

std::optional<Allowlist> RelayJson::parseAllowlist(const QByteArray &body, RelayError *error)
{
    RelayReader r(error);
    QJsonDocument doc;
    QJsonObject top;
    if (!r.document(body, doc) || !r.object(doc.isObject() ? QJsonValue(doc.object()) : QJsonValue(doc.array()),
                                            {}, top))
        return std::nullopt;
    for (auto it = top.constBegin(); it != top.constEnd(); ++it) {
        if (!std::count(std::begin(Levels), std::end(Levels), it.key())) {
            r.fail(Kind::UnknownLevel, QCoreApplication::translate("hw::RelayJson", "unknown level '%1' at top level").arg(QuotedText::elided(it.key())));
            return std::nullopt;
        }
    }
    Allowlist list;
    QHash<QString, QString> seen; // lower-cased repo -> where it was listed
    for (int l = 0; l < 4; ++l) {
        const QString &key = Levels[l];
        if (!top.contains(key))
            continue;
        QJsonArray items;
        if (!r.array(top, {}, key, items))
            return std::nullopt;
        for (qsizetype i = 0; i < items.size(); ++i) {
            const QString where = u"%1[%2]"_s.arg(key).arg(i);
            QJsonObject item;
            if (!r.object(items.at(i), where, item))
                return std::nullopt;
            AllowlistEntry e;
            e.level = TrustLevel(l + 1);
            QJsonArray oncalls;
            if (!r.string(item, where, u"repo"_s, e.repo) || !r.repoName(e.repo, where + u".repo"_s)
                || !r.array(item, where, u"oncalls"_s, oncalls))
                return std::nullopt;
            for (qsizetype k = 0; k < oncalls.size(); ++k) {
                if (!oncalls.at(k).isString()) {
                    r.wrongType(u"%1.oncalls[%2]"_s.arg(where).arg(k), QCoreApplication::translate("hw::RelayJson", "a string"), oncalls.at(k));
                    return std::nullopt;
                }
                e.oncalls << oncalls.at(k).toString();
            }
            if (item.contains(u"device"_s)) {
                if (e.level != TrustLevel::L3) {
                    r.fail(Kind::Malformed, QCoreApplication::translate("hw::RelayJson", "%1.device: only L3 entries have a device").arg(where));
                    return std::nullopt;
                }
                if (!r.string(item, where, u"device"_s, e.device))
                    return std::nullopt;
            }
            const QString folded = e.repo.toLower();
            if (const auto prev = seen.constFind(folded); prev != seen.constEnd()) {
                r.fail(Kind::Malformed, QCoreApplication::translate("hw::RelayJson", "%1.repo: '%2' is listed twice (also at %3)").arg(where, QuotedText::elided(e.repo), *prev));
                return std::nullopt;
            }
            seen.insert(folded, where);
            list.entries.append(std::move(e));
        }
    }
    return list;
}

namespace {

// "demote", "promote" or null.
bool readChange(RelayReader &r, const QJsonValue &change, const QString &where, LevelStatus &s)
{
    if (change.isString() && (change.toString() == u"demote"_s || change.toString() == u"promote"_s)) {
        s.change = change.toString();
    } else if (change.isString()) {
        return r.fail(Kind::Malformed, u"%1.change: unexpected value '%2' (expected \"demote\", \"promote\" or null)"_s
                                           .arg(where, QuotedText::elided(change.toString())));
    } else if (!change.isNull()) {
        r.wrongType(where + u".change"_s, QCoreApplication::translate("hw::RelayJson", "a string or null"), change);
        return false;
    }
    return true;
}

bool readCriterion(RelayReader &r, const QJsonValue &value, const QString &cw, RelayCriterion &c)
{
    QJsonObject co;
    QJsonValue measured, target, met;
    if (!r.object(value, cw, co) || !r.string(co, cw, u"criterion"_s, c.criterion)
        || !r.field(co, cw, u"measured"_s, measured) || !r.field(co, cw, u"target"_s, target)
        || !r.field(co, cw, u"met"_s, met))
        return false;
    if (measured.isDouble())
        c.measured = measured.toDouble();
    else if (measured.isString())
        c.measuredText = measured.toString();
    else if (!measured.isNull()) {
        r.wrongType(cw + u".measured"_s, QCoreApplication::translate("hw::RelayJson", "a number, a string or null"), measured);
        return false;
    }
    if (target.isDouble())
        c.target = target.toDouble();
    else if (target.isString())
        c.targetText = target.toString();
    else {
        r.wrongType(cw + u".target"_s, QCoreApplication::translate("hw::RelayJson", "a number or a string"), target);
        return false;
    }
    if (met.isBool()) {
        c.met = met.toBool();
    } else if (met.isNull()) {
        c.judged = false;
    } else {
        r.wrongType(cw + u".met"_s, QCoreApplication::translate("hw::RelayJson", "a boolean or null"), met);
        return false;
    }
    return true;
}

bool readLevelStatus(RelayReader &r, const QJsonValue &value, const QString &where, LevelStatus &s)
{
    QJsonObject item;
    QJsonValue change, windowDays;
    QJsonArray criteria;
    qint64 days = 0;
    if (!r.object(value, where, item) || !r.string(item, where, u"repo"_s, s.repo)
        || !r.repoName(s.repo, where + u".repo"_s) || !r.level(item, where, s.level)
        || !r.field(item, where, u"change"_s, change) || !readChange(r, change, where, s))
        return false;
    if (!r.boolean(item, where, u"noData"_s, s.noData) || !r.field(item, where, u"windowDays"_s, windowDays)
        || !r.integer(windowDays, where + u".windowDays"_s, 0, days))
        return false;
    if (days > 3650)
        return r.fail(Kind::Malformed, QCoreApplication::translate("hw::RelayJson", "%1.windowDays: %2 is not a plausible window").arg(where).arg(days));
    s.windowDays = int(days);
    if (!r.array(item, where, u"criteria"_s, criteria))
        return false;
    for (qsizetype k = 0; k < criteria.size(); ++k) {
        RelayCriterion c;
        if (!readCriterion(r, criteria.at(k), u"%1.criteria[%2]"_s.arg(where).arg(k), c))
            return false;
        s.criteria.append(std::move(c));
    }
    return true;
}

} // namespace

std::optional<QVector<LevelStatus>> RelayJson::parseLevelStatus(const QByteArray &body, RelayError *error)
{
    RelayReader r(error);
    QJsonDocument doc;
    QJsonObject top;
    QJsonArray repos;
    if (!r.document(body, doc)
        || !r.object(doc.isObject() ? QJsonValue(doc.object()) : QJsonValue(doc.array()), {}, top)
        || !r.array(top, {}, u"repos"_s, repos))
        return std::nullopt;
    QVector<LevelStatus> out;
    out.reserve(repos.size());
    for (qsizetype i = 0; i < repos.size(); ++i) {
        LevelStatus s;
        if (!readLevelStatus(r, repos.at(i), u"repos[%1]"_s.arg(i), s))
            return std::nullopt;
        out.append(std::move(s));
    }
    return out;
}

std::optional<QVector<PullRequestInfo>> RelayJson::parsePrInfo(const QByteArray &body, RelayError *error)
{
    RelayReader r(error);
    QJsonDocument doc;
    if (!r.document(body, doc))
        return std::nullopt;
    QVector<PullRequestInfo> out;
    const auto readTexts = [&r](const QJsonObject &o, const QString &where, PullRequestInfo &pr) {
        return r.string(o, where, u"title"_s, pr.title) && r.string(o, where, u"author"_s, pr.author);
    };
    if (doc.isArray()) {
        const QJsonArray items = doc.array();
        for (qsizetype i = 0; i < items.size(); ++i) {
            const QString where = u"[%1]"_s.arg(i);
            QJsonObject item;
            PullRequestInfo pr;
            if (!r.object(items.at(i), where, item))
                return std::nullopt;
            const QString key = item.contains(u"prNumber"_s) || !item.contains(u"number"_s) ? u"prNumber"_s
                                                                                           : u"number"_s;
            QJsonValue number;
            if (!r.field(item, where, key, number) || !r.integer(number, where + u'.' + key, 1, pr.number)
                || !readTexts(item, where, pr))
                return std::nullopt;
            out.append(std::move(pr));
        }
        return out;
    }
    const QJsonObject top = doc.object();
    for (auto it = top.constBegin(); it != top.constEnd(); ++it) {
        PullRequestInfo pr;
        bool ok = false;
        pr.number = it.key().toLongLong(&ok);
        if (!ok || pr.number <= 0 || it.key() != QString::number(pr.number)) {
            r.fail(Kind::Malformed, QCoreApplication::translate("hw::RelayJson", "'%1': expected a PR number as key").arg(QuotedText::elided(it.key())));
            return std::nullopt;
        }
        const QString where = u"'%1'"_s.arg(QuotedText::elided(it.key()));
        QJsonObject item;
        if (!r.object(it.value(), where, item) || !readTexts(item, where, pr))
            return std::nullopt;
        out.append(std::move(pr));
    }
    std::sort(out.begin(), out.end(), [](const auto &a, const auto &b) { return a.number < b.number; });
    return out;
}

} // namespace hw
