#pragma once

#include "domain/Result.h"
#include "palette/CellStatus.h"

#include <QList>
#include <QRegularExpression>
#include <QString>

#include <optional>

namespace hw {

// Which group a grid column belongs to in the grouped view. Configuration, not code: the
// default is HUD's pytorch/pytorch list (Qt resource :/hudwatch/config/grouping.json), a user
// can load their own file. Format:
//   {"groups": [{"name": "Lint", "pattern": "Lint", "flags": "i"}, ...], "fallback": "other"}
// Patterns are regular expressions searched (not anchored) in "<workflow> / <job>";
// the first matching group wins; columns matching none go to the fallback group.
class GroupingRules
{
public:
    struct Group {
        QString name;
        QRegularExpression pattern;
    };

    GroupingRules() = default;

    // The bundled file is 1.5 KB: anything far larger is not a grouping file.
    static constexpr qint64 maxFileBytes = 1024 * 1024;

    // HUD's defaults from the bundled resource (never fails: the resource is compiled in).
    static GroupingRules defaults();
    // Parses the JSON format above; on error a message naming the group.
    static Result<GroupingRules, QString> fromJson(const QByteArray &json);
    // The file a profile names: a Configuration error says why it cannot be used.
    static Result<GroupingRules> fromFile(const QString &path);

    // Groups in config order, then the fallback group as the last one.
    int groupCount() const { return int(m_groups.size()) + 1; }
    QString groupName(int group) const;
    int fallbackGroup() const { return int(m_groups.size()); }
    // Index of the first group whose pattern matches the column name, else fallbackGroup().
    int groupOf(const QString &columnName) const;

    // HUD's group cell: X if any (non-warning) job failed, then ?, F, W (warnings only), Q,
    // else O; ~ if no job at all in the group.
    static CellStatus combine(const CellStatus *cells, int count);
    // Precedence used by combine() (higher wins); lets callers fold statuses one at a time.
    static int groupPrecedence(CellStatus s);
    static CellStatus groupStatusOf(CellStatus s);

private:
    QList<Group> m_groups;
    QString m_fallback = QStringLiteral("other");
};

} // namespace hw
