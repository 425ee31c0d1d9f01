#include "AllowlistJson.h"

#include "domain/QuotedText.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <array>

namespace hw {

namespace {

using namespace Qt::StringLiterals;

constexpr std::array<TrustLevel, 4> kLevels{TrustLevel::L1, TrustLevel::L2, TrustLevel::L3, TrustLevel::L4};

QString tr(const char *text)
{
    return QCoreApplication::translate("hw::AllowlistJson", text);
}

std::optional<QStringList> stringList(const QJsonValue &value)
{
    if (value.isUndefined() || value.isNull())
        return QStringList();
    if (!value.isArray())
        return std::nullopt;
    QStringList list;
    for (const QJsonValue &v : value.toArray()) {
        if (!v.isString())
            return std::nullopt;
        list.append(v.toString());
    }
    return list;
}

} // namespace

QJsonObject AllowlistJson::toJson(const Allowlist &allowlist)
{
    QJsonObject object;
    for (const TrustLevel level : kLevels) {
        QJsonArray entries;
        for (const AllowlistEntry &e : allowlist.entries) {
            if (e.level != level)
                continue;
            QJsonObject entry{{u"repo"_s, e.repo}, {u"oncalls"_s, QJsonArray::fromStringList(e.oncalls)}};
            if (level == TrustLevel::L3)
                entry.insert(u"device"_s, e.device);
            if (!e.events.isEmpty())
                entry.insert(u"events"_s, QJsonArray::fromStringList(e.events));
            entries.append(entry);
        }
        object.insert(trustLevelName(level), entries);
    }
    return object;
}

Result<Allowlist, QString> AllowlistJson::fromJson(const QJsonObject &object)
{
    const auto failed = [](const QString &what) { return Result<Allowlist, QString>(what); };
    for (auto it = object.begin(); it != object.end(); ++it)
        if (!trustLevelFromString(it.key()))
            return failed(tr("unknown level '%1'").arg(QuotedText::elided(it.key())));
    Allowlist allowlist;
    for (const TrustLevel level : kLevels) {
        const QString name = trustLevelName(level);
        const QJsonValue levelValue = object.value(name);
        if (levelValue.isUndefined() || levelValue.isNull())
            continue;
        if (!levelValue.isArray())
            return failed(tr("%1 is not an array").arg(name));
        for (const QJsonValue &v : levelValue.toArray()) {
            const QJsonObject o = v.toObject();
            if (!v.isObject() || !o.value(u"repo"_s).isString() || o.value(u"repo"_s).toString().isEmpty())
                return failed(tr("an entry of %1 has no \"repo\"").arg(name));
            AllowlistEntry e;
            e.repo = o.value(u"repo"_s).toString();
            e.level = level;
            e.device = o.value(u"device"_s).toString();
            const auto oncalls = stringList(o.value(u"oncalls"_s));
            const auto events = stringList(o.value(u"events"_s));
            if (!oncalls || !events)
                return failed(tr("\"oncalls\" or \"events\" of %1 is not an array of strings").arg(QuotedText::elided(e.repo)));
            e.oncalls = *oncalls;
            e.events = *events;
            allowlist.entries.append(e);
        }
    }
    return allowlist;
}

QString AllowlistJson::toText(const Allowlist &allowlist)
{
    bool anyEvents = false;
    for (const AllowlistEntry &e : allowlist.entries)
        anyEvents = anyEvents || !e.events.isEmpty();

    QList<QStringList> rows;
    rows.append({tr("LEVEL"), tr("REPOSITORY"), tr("DEVICE"), tr("ON-CALLS")});
    if (anyEvents)
        rows.first().append(tr("EVENTS"));
    std::array<int, 5> perLevel{};
    const auto dash = [](const QString &s) { return s.isEmpty() ? u"-"_s : s; };
    for (auto level = kLevels.rbegin(); level != kLevels.rend(); ++level) {
        for (const AllowlistEntry &e : allowlist.entries) {
            if (e.level != *level)
                continue;
            ++perLevel[size_t(e.level)];
            // Decoded YAML ("\e[2K" is a real ESC): shown as escapes, never sent to a terminal.
            QStringList row{trustLevelName(e.level), QuotedText::visible(e.repo), QuotedText::visible(dash(e.device)),
                            QuotedText::visible(dash(e.oncalls.join(u", "_s)))};
            if (anyEvents)
                row.append(QuotedText::visible(dash(e.events.join(u", "_s))));
            rows.append(row);
        }
    }
    const int total = int(rows.size()) - 1;

    QString text;
    if (total > 0) {
        QList<int> widths(rows.first().size(), 0);
        for (const QStringList &row : rows)
            for (int c = 0; c < row.size(); ++c)
                widths[c] = qMax(widths.at(c), int(row.at(c).size()));
        for (const QStringList &row : rows) {
            QString line;
            for (int c = 0; c < row.size(); ++c)
                line += c + 1 < row.size() ? row.at(c).leftJustified(widths.at(c) + 2) : row.at(c);
            text += line + u'\n';
        }
    }
    const QString count = total == 1 ? tr("1 repository") : tr("%1 repositories").arg(total);
    QStringList parts;
    for (auto level = kLevels.rbegin(); level != kLevels.rend(); ++level)
        parts.append(trustLevelName(*level) + u' ' + QString::number(perLevel[size_t(*level)]));
    text += count + u": "_s + parts.join(u", "_s) + u'\n';
    return text;
}

} // namespace hw
