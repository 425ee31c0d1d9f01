#include "GridAlertEvaluator.h"

#include "grid/GroupingRules.h"

#include <QCoreApplication>
#include <QMap>
#include <QRegularExpression>
#include <QUrlQuery>

namespace hw {

namespace {

QString tr(const char *text, int n = -1)
{
    return QCoreApplication::translate("hw::GridAlertEvaluator", text, nullptr, n);
}

bool counts(CellStatus s)
{
    switch (s) {
    case CellStatus::Success:
    case CellStatus::Flaky:
    case CellStatus::Failure:
    case CellStatus::TimedOut:
    case CellStatus::Warning:
    case CellStatus::Neutral:
        return true;
    default:
        return false; // no job, queued, running, cancelled, skipped
    }
}

bool failed(CellStatus s)
{
    return s == CellStatus::Failure || s == CellStatus::TimedOut;
}

struct Streak {
    int failures = 0;
    int newestRow = -1; // newest failing row
    int oldestRow = -1; // oldest failing row of the streak
};

Streak failureStreak(const QVector<CellStatus> &cells)
{
    Streak s;
    for (int r = 0; r < cells.size(); ++r) {
        if (!counts(cells[r]))
            continue;
        if (!failed(cells[r]))
            break;
        if (s.newestRow < 0)
            s.newestRow = r;
        s.oldestRow = r;
        ++s.failures;
    }
    return s;
}

QString shortSha(const GridAlertInput &in, int row)
{
    return row >= 0 && row < in.shas.size() ? in.shas[row].left(7) : QString();
}

qint64 timeOf(const GridAlertInput &in, int row)
{
    return row >= 0 && row < in.commitTimes.size() ? in.commitTimes[row] : 0;
}

} // namespace

QUrl GridAlertEvaluator::gridTarget(const QString &column, const QString &sha)
{
    QUrl url(QStringLiteral("hudwatch://grid"));
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("column"), column);
    if (!sha.isEmpty())
        query.addQueryItem(QStringLiteral("sha"), sha);
    url.setQuery(query);
    return url;
}

Alerts GridAlertEvaluator::evaluate(const GridAlertInput &in, const AlertRules &rules, const GroupingRules *grouping,
    qint64 now)
{
    Alerts out;
    const int needed = std::max(1, rules.consecutiveFailures);
    QMap<QString, Alerts> brokenByGroup;
    qint64 trunkSince = 0;
    // The user's patterns, compiled once per evaluation (not once per column).
    QVector<std::pair<QString, QRegularExpression>> patterns;
    for (const QString &pattern : rules.jobPatterns)
        if (QRegularExpression re(pattern); re.isValid())
            patterns.append({pattern, re});
    for (const GridAlertInput::Column &column : in.columns) {
        const Streak streak = failureStreak(column.cells);
        if (streak.failures >= needed) {
            Alert a;
            a.kind = Alert::Kind::JobBroken;
            a.key = QStringLiteral("job:") + column.name;
            a.title = column.name;
            a.detail = streak.failures == 1
                ? tr("failing on the last commit, %1").arg(shortSha(in, streak.oldestRow))
                : tr("failing on the last %1 commits, since %2").arg(streak.failures).arg(shortSha(in, streak.oldestRow));
            a.since = timeOf(in, streak.oldestRow);
            a.target = gridTarget(column.name, in.shas.value(streak.newestRow));
            trunkSince = trunkSince == 0 ? a.since : std::min(trunkSince, a.since);
            if (grouping && rules.groupRule)
                brokenByGroup[grouping->groupName(grouping->groupOf(column.name))] << a;
            out << a;
        }
        for (const auto &[pattern, re] : patterns) {
            if (streak.failures < 1 || !re.match(column.name).hasMatch())
                continue;
            Alert a;
            a.kind = Alert::Kind::CustomRule;
            a.key = Alert::ruleKey(pattern, column.name);
            a.title = column.name;
            a.detail = tr("failed (your rule \"%1\")").arg(pattern);
            a.since = timeOf(in, streak.oldestRow);
            a.target = gridTarget(column.name, in.shas.value(streak.newestRow));
            out << a;
        }
    }
    for (auto it = brokenByGroup.cbegin(); it != brokenByGroup.cend(); ++it) {
        Alert a;
        a.kind = Alert::Kind::GroupRed;
        a.key = QStringLiteral("group:") + it.key();
        a.title = it.key();
        QStringList names;
        qint64 since = 0;
        for (const Alert &job : *it) {
            names << job.title;
            since = since == 0 ? job.since : std::min(since, job.since);
        }
        a.detail = tr("broken: %1").arg(names.join(QStringLiteral(", ")));
        a.since = since;
        a.target = it->first().target;
        out << a;
    }
    if (rules.trunkRedMinutes > 0 && trunkSince > 0 && now - trunkSince >= qint64(rules.trunkRedMinutes) * 60) {
        Alert a;
        a.kind = Alert::Kind::TrunkRed;
        a.key = QStringLiteral("trunk");
        a.title = tr("trunk");
        const int broken = int(std::count_if(out.cbegin(), out.cend(), [](const Alert &x) { return x.kind == Alert::Kind::JobBroken; }));
        a.detail = tr("red for %1 min, broken jobs: %2").arg((now - trunkSince) / 60).arg(broken);
        a.since = trunkSince;
        a.target = QUrl(QStringLiteral("hudwatch://grid"));
        out << a;
    }
    std::sort(out.begin(), out.end(), [](const Alert &a, const Alert &b) { return a.key < b.key; });
    return out;
}

std::optional<Alert> GridAlertEvaluator::sourceAlert(const QString &source, int failedPolls, qint64 newestDataAt,
    const AlertRules &rules, qint64 now)
{
    Alert a;
    a.key = QStringLiteral("source:") + source;
    a.title = source;
    a.target = QUrl(QStringLiteral("hudwatch://grid"));
    if (failedPolls > 0) {
        a.kind = Alert::Kind::SourceUnreachable;
        a.occurrence = failedPolls;
        a.detail = tr("unreachable, failed polls: %1").arg(failedPolls);
        return a;
    }
    if (rules.staleMinutes > 0 && newestDataAt > 0 && now - newestDataAt > qint64(rules.staleMinutes) * 60) {
        a.kind = Alert::Kind::DataStale;
        a.key = QStringLiteral("stale:") + source;
        a.detail = tr("no new data for %1 min").arg((now - newestDataAt) / 60);
        a.since = newestDataAt;
        return a;
    }
    return std::nullopt;
}

} // namespace hw
