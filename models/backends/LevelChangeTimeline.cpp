#include "LevelChangeTimeline.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

// The texts of this file (lupdate context hw::LevelChangeTimeline).
struct LevelChangeText {
    Q_DECLARE_TR_FUNCTIONS(hw::LevelChangeTimeline)
};

const QString kFile = QStringLiteral("level_changes.json");

QString jsonTypeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null: return QStringLiteral("null");
    case QJsonValue::Bool: return LevelChangeText::tr("a boolean");
    case QJsonValue::Double: return LevelChangeText::tr("a number");
    case QJsonValue::String: return LevelChangeText::tr("a string");
    case QJsonValue::Array: return LevelChangeText::tr("an array");
    case QJsonValue::Object: return LevelChangeText::tr("an object");
    case QJsonValue::Undefined: break;
    }
    return LevelChangeText::tr("missing");
}

// Parses one event; returns an error text (without the "file: events[i]." prefix) or empty.
QString parseEvent(const QJsonObject &o, LevelChangeEvent *e, QString *field)
{
    static const QSet<QString> known = {QStringLiteral("date"), QStringLiteral("repo"), QStringLiteral("from"),
                                        QStringLiteral("to"), QStringLiteral("pr"), QStringLiteral("author"),
                                        QStringLiteral("change")};
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!known.contains(it.key())) {
            *field = it.key();
            return LevelChangeText::tr("unknown field");
        }
    }

    *field = QStringLiteral("date");
    const QJsonValue date = o.value(*field);
    if (!date.isString())
        return LevelChangeText::tr("expected a \"YYYY-MM-DD\" string, got %1").arg(jsonTypeName(date));
    const QString dateText = date.toString();
    e->date = QDate::fromString(dateText, QStringLiteral("yyyy-MM-dd"));
    if (dateText.size() != 10 || !e->date.isValid())
        return LevelChangeText::tr("\"%1\" is not a valid YYYY-MM-DD date").arg(dateText);

    *field = QStringLiteral("repo");
    const QJsonValue repo = o.value(*field);
    if (!repo.isString())
        return LevelChangeText::tr("expected an \"owner/name\" string, got %1").arg(jsonTypeName(repo));
    e->repo = repo.toString().trimmed();
    const QStringList parts = e->repo.split(u'/');
    if (parts.size() != 2 || parts.at(0).isEmpty() || parts.at(1).isEmpty())
        return LevelChangeText::tr("\"%1\" is not an owner/name repository").arg(repo.toString());

    for (const QString &key : {QStringLiteral("from"), QStringLiteral("to")}) {
        *field = key;
        const QJsonValue v = o.value(key);
        TrustLevel level = TrustLevel::Unknown;
        if (v.isString()) {
            const std::optional<TrustLevel> parsed = trustLevelFromString(v.toString());
            if (!parsed)
                return LevelChangeText::tr("\"%1\" is not a level (L1..L4)").arg(v.toString());
            level = *parsed;
        } else if (!v.isNull()) {
            return LevelChangeText::tr("expected \"L1\"..\"L4\" or null, got %1").arg(jsonTypeName(v));
        }
        (key == QLatin1String("from") ? e->from : e->to) = level;
    }
    if (e->from == e->to) {
        *field = QStringLiteral("to");
        return e->to == TrustLevel::Unknown ? LevelChangeText::tr("from and to are both null")
                                            : LevelChangeText::tr("same level as from (%1)").arg(trustLevelName(e->to));
    }

    *field = QStringLiteral("pr");
    const QJsonValue pr = o.value(*field);
    if (pr.isDouble()) {
        const double n = pr.toDouble();
        if (n < 1 || n > 1e12 || std::floor(n) != n)
            return LevelChangeText::tr("%1 is not a pull request number").arg(n);
        e->pr = qint64(n);
    } else if (!pr.isNull()) {
        return LevelChangeText::tr("expected a number or null, got %1").arg(jsonTypeName(pr));
    }

    for (const QString &key : {QStringLiteral("author"), QStringLiteral("change")}) {
        *field = key;
        const QJsonValue v = o.value(key);
        if (v.isString())
            (key == QLatin1String("author") ? e->author : e->note) = v.toString();
        else if (!v.isNull())
            return LevelChangeText::tr("expected a string or null, got %1").arg(jsonTypeName(v));
    }
    e->source = LevelChangeEvent::Source::Allowlist;
    return {};
}

} // namespace

Result<QVector<LevelChangeEvent>, QString> LevelChangeTimeline::parse(const QByteArray &json)
{
    const auto fail = [](const QString &message) {
        return Result<QVector<LevelChangeEvent>, QString>(kFile + QStringLiteral(": ") + message);
    };
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(LevelChangeText::tr("invalid JSON at offset %1: %2").arg(parseError.offset).arg(parseError.errorString()));
    if (!doc.isObject())
        return fail(LevelChangeText::tr("expected an object with an \"events\" array at the top level"));
    const QJsonObject root = doc.object();
    const QJsonValue source = root.value(QStringLiteral("source"));
    if (!source.isUndefined() && !source.isString())
        return fail(LevelChangeText::tr("source: expected a string, got %1").arg(jsonTypeName(source)));
    const QJsonValue eventsValue = root.value(QStringLiteral("events"));
    if (!eventsValue.isArray())
        return fail(LevelChangeText::tr("events: expected an array, got %1").arg(jsonTypeName(eventsValue)));

    const QJsonArray array = eventsValue.toArray();
    QVector<LevelChangeEvent> events;
    events.reserve(array.size());
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonValue v = array.at(i);
        if (!v.isObject())
            return fail(LevelChangeText::tr("%1: expected an object, got %2").arg(u"events[%1]"_s.arg(i), jsonTypeName(v)));
        LevelChangeEvent e;
        QString field;
        const QString message = parseEvent(v.toObject(), &e, &field);
        if (!message.isEmpty())
            return fail(QStringLiteral("events[%1].%2: %3").arg(i).arg(field, message));
        events.append(e);
    }
    // The file lists changes roughly by PR; consumers want them by date (same-day order kept).
    std::stable_sort(events.begin(), events.end(),
                     [](const LevelChangeEvent &a, const LevelChangeEvent &b) { return a.date < b.date; });
    return events;
}

QVector<LevelChangeEvent> LevelChangeTimeline::bundled()
{
    QFile file(QStringLiteral(":/hudwatch/crcr/level_changes.json"));
    if (!file.open(QIODevice::ReadOnly)) {
        qWarning("LevelChangeTimeline: the bundled level_changes.json is missing");
        return {};
    }
    const Result<QVector<LevelChangeEvent>, QString> events = parse(file.readAll());
    if (!events)
        qWarning("LevelChangeTimeline: %s", qPrintable(events.error()));
    return events.valueOr({});
}

} // namespace hw
