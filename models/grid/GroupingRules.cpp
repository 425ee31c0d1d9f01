#include "GroupingRules.h"

#include "domain/QuotedText.h"
#include "domain/RegularFile.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace hw {

GroupingRules GroupingRules::defaults()
{
    auto rules = fromFile(QStringLiteral(":/hudwatch/config/grouping.json"));
    if (!rules) {
        qWarning("GroupingRules: bundled grouping.json is unusable: %s", qPrintable(rules.error().message));
        return {};
    }
    return *rules;
}

Result<GroupingRules> GroupingRules::fromFile(const QString &path)
{
    // A profile names this file: a FIFO or /dev/zero there must not hold or exhaust the start.
    const Result<QByteArray, RegularFile::Error> bytes = RegularFile::read(path, maxFileBytes);
    if (!bytes)
        return SourceError::make(SourceError::Kind::Configuration, QStringLiteral("grouping"),
            QCoreApplication::translate("hw::GroupingRules", "cannot read grouping file %1: %2")
                .arg(QuotedText::elided(path), bytes.error().message));
    Result<GroupingRules, QString> rules = fromJson(*bytes);
    if (!rules)
        return SourceError::make(SourceError::Kind::Configuration, QStringLiteral("grouping"), rules.error());
    return std::move(*rules);
}

Result<GroupingRules, QString> GroupingRules::fromJson(const QByteArray &json)
{
    const auto fail = [](const QString &msg) { return Result<GroupingRules, QString>(msg); };
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError)
        return fail(QCoreApplication::translate("hw::GroupingRules", "grouping config is not valid JSON (offset %1): %2").arg(pe.offset).arg(pe.errorString()));
    if (!doc.isObject())
        return fail(QCoreApplication::translate("hw::GroupingRules", "grouping config must be a JSON object with a \"groups\" array"));
    const QJsonObject root = doc.object();
    if (!root.value(u"groups").isArray())
        return fail(QCoreApplication::translate("hw::GroupingRules", "grouping config has no \"groups\" array"));
    GroupingRules rules;
    const QJsonArray groups = root.value(u"groups").toArray();
    for (qsizetype i = 0; i < groups.size(); ++i) {
        const QJsonObject g = groups.at(i).toObject();
        const QString name = g.value(u"name").toString();
        if (name.isEmpty())
            return fail(QCoreApplication::translate("hw::GroupingRules", "grouping config: group #%1 has no name").arg(i + 1));
        if (!g.value(u"pattern").isString())
            return fail(QCoreApplication::translate("hw::GroupingRules", "grouping config: group \"%1\" has no pattern").arg(QuotedText::elided(name)));
        const QString pattern = g.value(u"pattern").toString();
        QRegularExpression::PatternOptions options;
        const QString flags = g.value(u"flags").toString();
        for (QChar c : flags) {
            if (c == u'i')
                options |= QRegularExpression::CaseInsensitiveOption;
            else
                return fail(QCoreApplication::translate("hw::GroupingRules", "grouping config: group \"%1\" has unknown flag '%2' (only 'i')")
                                .arg(QuotedText::elided(name), QString(c)));
        }
        QRegularExpression re(pattern, options);
        if (!re.isValid())
            return fail(QCoreApplication::translate("hw::GroupingRules", "grouping config: group \"%1\" has an invalid pattern \"%2\": %3 at offset %4")
                            .arg(QuotedText::elided(name), QuotedText::elided(pattern), re.errorString())
                            .arg(re.patternErrorOffset()));
        re.optimize();
        rules.m_groups.append({name, re});
    }
    const QJsonValue fb = root.value(u"fallback");
    if (fb.isString() && !fb.toString().isEmpty())
        rules.m_fallback = fb.toString();
    else if (!fb.isUndefined())
        return fail(QCoreApplication::translate("hw::GroupingRules", "grouping config: \"fallback\" must be a non-empty string"));
    return rules;
}

QString GroupingRules::groupName(int group) const
{
    if (group >= 0 && group < int(m_groups.size()))
        return m_groups[group].name;
    return group == fallbackGroup() ? m_fallback : QString();
}

int GroupingRules::groupOf(const QString &columnName) const
{
    for (int i = 0; i < int(m_groups.size()); ++i)
        if (m_groups[i].pattern.match(columnName).hasMatch())
            return i;
    return fallbackGroup();
}

CellStatus GroupingRules::groupStatusOf(CellStatus s)
{
    switch (s) {
    case CellStatus::Failure:
    case CellStatus::Cancelled:
    case CellStatus::TimedOut: return CellStatus::Failure;
    case CellStatus::Pending: return CellStatus::Pending;
    case CellStatus::Flaky: return CellStatus::Flaky;
    case CellStatus::Warning: return CellStatus::Warning;
    case CellStatus::Queued: return CellStatus::Queued;
    case CellStatus::NoJob: return CellStatus::NoJob;
    default: return CellStatus::Success;
    }
}

int GroupingRules::groupPrecedence(CellStatus s)
{
    switch (groupStatusOf(s)) {
    case CellStatus::Failure: return 6;
    case CellStatus::Pending: return 5;
    case CellStatus::Flaky: return 4;
    case CellStatus::Warning: return 3;
    case CellStatus::Queued: return 2;
    case CellStatus::Success: return 1;
    default: return 0;
    }
}

CellStatus GroupingRules::combine(const CellStatus *cells, int count)
{
    CellStatus best = CellStatus::NoJob;
    int bestPrec = 0;
    for (int i = 0; i < count; ++i) {
        const int p = groupPrecedence(cells[i]);
        if (p > bestPrec) {
            bestPrec = p;
            best = groupStatusOf(cells[i]);
        }
    }
    return best;
}

} // namespace hw
