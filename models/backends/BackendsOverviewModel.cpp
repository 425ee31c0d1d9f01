#include "BackendsOverviewModel.h"

#include "palette/StatusPalette.h"
#include "BackendRoles.h"
#include "BackendText.h"
#include "PassRateChip.h"
#include "backends/BackendOverview.h"

#include <QDateTime>
#include <QColor>
#include <QFont>

#include <cmath>

namespace hw {

namespace {
constexpr quintptr kGroupId = 0; // internalId of group rows; backend rows carry group + 1

const TrustLevel kLevelOrder[] = {TrustLevel::L4, TrustLevel::L3, TrustLevel::L2, TrustLevel::L1};
// The verdict in the words of the backend's level ("keeps L3" reads better than "hold").
QString verdictSummary(const BackendOverviewRow &row)
{
    using V = L3Assessment::Verdict;
    const V v = row.assessment.verdict;
    switch (row.level) {
    case TrustLevel::L2:
        if (v == V::Promote)
            return BackendsOverviewModel::tr("▲ ready for L3");
        if (v == V::Hold)
            return BackendsOverviewModel::tr("● not ready for L3");
        return BackendsOverviewModel::tr("? not enough data for L3");
    case TrustLevel::L3:
        if (v == V::Hold)
            return BackendsOverviewModel::tr("✔ keeps L3");
        if (v == V::Demote)
            return BackendsOverviewModel::tr("▼ fails L3");
        return BackendsOverviewModel::tr("? no completed job in 7 d");
    case TrustLevel::L4: return BackendsOverviewModel::tr("● L4: maintainers decide");
    case TrustLevel::L1: return BackendsOverviewModel::tr("– onboarding, results not stored");
    case TrustLevel::Unknown: break;
    }
    return BackendText::verdictShape(v) + u' ' + BackendText::verdictWord(v).toLower();
}

// Worst outcome first: what "Last result" sorts by before recency.
int outcomeRank(CellStatus s)
{
    switch (s) {
    case CellStatus::Failure: return 0;
    case CellStatus::TimedOut: return 1;
    case CellStatus::Cancelled: return 2;
    case CellStatus::Warning: return 3;
    case CellStatus::Flaky: return 4;
    case CellStatus::Neutral: return 5;
    case CellStatus::Skipped: return 6;
    case CellStatus::Success: return 7;
    case CellStatus::NoJob:
    case CellStatus::Queued:
    case CellStatus::Pending:
    case CellStatus::Other: break;
    }
    return 8;
}

// Worst first: the relay's demotion, a pending one, then the verdict from bad to good.
int statusRank(BackendMark mark, L3Assessment::Verdict verdict)
{
    if (mark == BackendMark::TemporarilyDemoted)
        return 0;
    if (mark == BackendMark::DemotionPending)
        return 1;
    using V = L3Assessment::Verdict;
    switch (verdict) {
    case V::Demote: return 2;
    case V::NotEnoughData: return 3;
    case V::Hold: return 4;
    case V::Promote: return 5;
    }
    return 6;
}

QVariant seconds(std::optional<double> s)
{
    // The same rule as BackendText::duration: what it shows as "–" has no sort key.
    return s && std::isfinite(*s) && *s >= 0 ? QVariant(*s) : QVariant();
}

// The first click on a header shows the worst first: lowest pass rate, longest wait, failures, marks.
Qt::SortOrder initialSortOrder(int column)
{
    switch (column) {
    case BackendsOverviewModel::ColAvgQueue:
    case BackendsOverviewModel::ColE2eP50: return Qt::DescendingOrder;
    default: return Qt::AscendingOrder;
    }
}

} // namespace

BackendsOverviewModel::BackendsOverviewModel(QObject *parent)
    : QAbstractItemModel(parent)
{
    m_groups = groupsFor({});
}

QVector<BackendsOverviewModel::Group> BackendsOverviewModel::groupsFor(const QVector<BackendOverviewRow> &rows)
{
    QVector<Group> groups;
    for (TrustLevel level : kLevelOrder)
        groups.append({level, {}});
    Group unknown{TrustLevel::Unknown, {}};
    for (int i = 0; i < rows.size(); ++i) {
        bool placed = false;
        for (Group &g : groups) {
            if (g.level == rows[i].level) {
                g.members.append(i);
                placed = true;
                break;
            }
        }
        if (!placed)
            unknown.members.append(i);
    }
    if (!unknown.members.isEmpty())
        groups.append(unknown);
    return groups;
}

void BackendsOverviewModel::setSnapshot(const BackendsSnapshot &snapshot, const L3Targets &targets)
{
    QVector<BackendOverviewRow> rows = BackendOverview::build(snapshot, targets);
    QVector<Group> groups = groupsFor(rows);
    bool sameShape = groups.size() == m_groups.size() && rows.size() == m_rows.size();
    for (int g = 0; sameShape && g < groups.size(); ++g) {
        sameShape = groups[g].level == m_groups[g].level && groups[g].members == m_groups[g].members;
        for (int r : groups[g].members)
            sameShape = sameShape && rows[r].repo == m_rows[r].repo;
    }
    const bool asOfChanged = snapshot.asOf != m_asOf;
    if (!sameShape) {
        beginResetModel();
        m_rows = std::move(rows);
        m_groups = std::move(groups);
        m_asOf = snapshot.asOf;
        endResetModel();
        return;
    }
    QVector<bool> changed(rows.size());
    for (int i = 0; i < rows.size(); ++i)
        changed[i] = asOfChanged || !(rows[i] == m_rows[i]); // asOf moves "3 h ago" texts
    m_rows = std::move(rows);
    m_asOf = snapshot.asOf;
    for (int g = 0; g < m_groups.size(); ++g) {
        const QVector<int> &members = m_groups[g].members;
        // Contiguous runs of changed rows: one dataChanged each.
        int runStart = -1;
        for (int pos = 0; pos <= members.size(); ++pos) {
            const bool c = pos < members.size() && changed[members[pos]];
            if (c && runStart < 0)
                runStart = pos;
            if (!c && runStart >= 0) {
                const quintptr id = quintptr(g) + 1;
                emit dataChanged(createIndex(runStart, 0, id), createIndex(pos - 1, ColumnCount - 1, id));
                runStart = -1;
            }
        }
    }
}

void BackendsOverviewModel::setDarkTheme(bool dark)
{
    if (dark == m_dark)
        return;
    m_dark = dark;
    // Only roles carrying colours change; groups and backends alike.
    for (int g = 0; g < m_groups.size(); ++g) {
        emit dataChanged(index(g, 0), index(g, ColumnCount - 1), {Qt::ForegroundRole, Qt::BackgroundRole});
        const int n = int(m_groups[g].members.size());
        if (n > 0) {
            const QModelIndex parent = index(g, 0);
            emit dataChanged(index(0, 0, parent), index(n - 1, ColumnCount - 1, parent),
                             {Qt::ForegroundRole, Qt::BackgroundRole});
        }
    }
}

void BackendsOverviewModel::setAlertMarks(const QSet<QString> &mutedRepos, const QSet<QString> &acknowledgedRepos)
{
    if (mutedRepos == m_mutedRepos && acknowledgedRepos == m_acknowledgedRepos)
        return;
    QVector<BackendAlertMark> before;
    for (const BackendOverviewRow &row : m_rows)
        before.append(alertMark(row.repo));
    m_mutedRepos = mutedRepos;
    m_acknowledgedRepos = acknowledgedRepos;
    for (int g = 0; g < m_groups.size(); ++g) {
        const QVector<int> &members = m_groups[g].members;
        for (int pos = 0; pos < members.size(); ++pos) {
            if (alertMark(m_rows[members[pos]].repo) == before[members[pos]])
                continue;
            const quintptr id = quintptr(g) + 1;
            emit dataChanged(createIndex(pos, 0, id), createIndex(pos, ColumnCount - 1, id),
                             {Qt::DisplayRole, Qt::AccessibleTextRole, Qt::ForegroundRole, BackendAlertMarkRole});
        }
    }
}

BackendAlertMark BackendsOverviewModel::alertMark(const QString &repo) const
{
    if (m_mutedRepos.contains(repo))
        return BackendAlertMark::Muted;
    return m_acknowledgedRepos.contains(repo) ? BackendAlertMark::Acknowledged : BackendAlertMark::None;
}

QModelIndex BackendsOverviewModel::indexOfRepo(QStringView repo) const
{
    for (int g = 0; g < m_groups.size(); ++g) {
        const QVector<int> &members = m_groups[g].members;
        for (int pos = 0; pos < members.size(); ++pos)
            if (m_rows[members[pos]].repo.compare(repo, Qt::CaseInsensitive) == 0)
                return createIndex(pos, 0, quintptr(g) + 1);
    }
    return {};
}

const BackendOverviewRow *BackendsOverviewModel::rowAt(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this || index.internalId() == kGroupId)
        return nullptr;
    const int g = int(index.internalId()) - 1;
    if (g < 0 || g >= m_groups.size() || index.row() >= m_groups[g].members.size())
        return nullptr;
    return &m_rows[m_groups[g].members[index.row()]];
}

QModelIndex BackendsOverviewModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column < 0 || column >= ColumnCount || row < 0)
        return {};
    if (!parent.isValid())
        return row < m_groups.size() ? createIndex(row, column, kGroupId) : QModelIndex();
    if (parent.internalId() != kGroupId || parent.column() != 0)
        return {};
    const int g = parent.row();
    if (g >= m_groups.size() || row >= m_groups[g].members.size())
        return {};
    return createIndex(row, column, quintptr(g) + 1);
}

QModelIndex BackendsOverviewModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == kGroupId)
        return {};
    return createIndex(int(child.internalId()) - 1, 0, kGroupId);
}

int BackendsOverviewModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_groups.size());
    if (parent.internalId() != kGroupId || parent.column() != 0 || parent.row() >= m_groups.size())
        return 0;
    return int(m_groups[parent.row()].members.size());
}

int BackendsOverviewModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

Qt::ItemFlags BackendsOverviewModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    if (index.internalId() == kGroupId)
        return Qt::ItemIsEnabled;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
}

QVariant BackendsOverviewModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case ColBackend: return tr("Backend");
        case ColLevel: return tr("Level");
        case ColPass7: return tr("Pass 7 d");
        case ColPass14: return tr("Pass 14 d");
        case ColLastResult: return tr("Last result");
        case ColAvgQueue: return tr("Avg queue");
        case ColE2eP50: return tr("E2E P50");
        case ColStatus: return tr("Status");
        case ColOncalls: return tr("Oncalls");
        default: break;
        }
    }
    if (role == Qt::InitialSortOrderRole)
        return int(initialSortOrder(section));
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case ColLevel: return tr("Trust level and L3 device group; sorts by device within each level");
        case ColLastResult: return tr("Newest completed job; sorts by outcome (failures first), then newest first");
        case ColPass7: return tr("HUD's job pass rate of PR jobs over the last 7 days (demotion window).\n"
                                 "✔ ≥ 95 %   ▲ 80–95 %   ✖ below 80 %   – no completed jobs");
        case ColPass14: return tr("HUD's job pass rate of PR jobs over the last 14 days (promotion window).\n"
                                  "✔ ≥ 95 %   ▲ 80–95 %   ✖ below 80 %   – no completed jobs");
        case ColAvgQueue: return tr("Mean queue time (dispatch → in progress), last 7 days");
        case ColE2eP50: return tr("HUD's end-to-end time P50 per workflow run (max queue + first start to last "
                                  "completion; the upper middle value), PR jobs, last 7 days");
        case ColStatus:
            return QString(tr("▼ temporarily demoted: the relay's auto-demotion PR is open.\n"
                              "⚠ demotion pending: at L3 and the 7-day figures fail a demotion "
                              "criterion, not yet flagged by the relay.\n"
                              "Otherwise the L3 readiness verdict.")
                           + u'\n' + tr("Sorts worst first: demoted, pending, then the verdict."));
        default: break;
        }
    }
    return {};
}

QVariant BackendsOverviewModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (index.internalId() == kGroupId)
        return groupData(index.row(), index.column(), role);
    const BackendOverviewRow *row = rowAt(index);
    return row ? backendData(*row, index.column(), role) : QVariant();
}

QVariant BackendsOverviewModel::groupData(int group, int column, int role) const
{
    const Group &g = m_groups[group];
    const int n = int(g.members.size());
    switch (role) {
    case BackendIsGroupRole: return true;
    case BackendLevelRole: return int(g.level);
    case BackendGroupCountRole: return n;
    case Qt::FontRole: {
        QFont f;
        f.setBold(true);
        return f;
    }
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
        if (column != ColBackend)
            return {};
        {
            const QString name = g.level == TrustLevel::Unknown
                ? tr("Not listed")
                : QStringLiteral("%1 · %2").arg(trustLevelName(g.level), trustLevelTitle(g.level));
            if (n == 0)
                return tr("%1 — no backends").arg(name);
            return n == 1 ? tr("%1 (1 backend)").arg(name) : tr("%1 (%2 backends)").arg(name).arg(n);
        }
    case Qt::ToolTipRole:
        switch (g.level) {
        case TrustLevel::L1: return tr("L1 Onboarding: events dispatched, results not stored");
        case TrustLevel::L2: return tr("L2 Observation: results stored and shown on HUD");
        case TrustLevel::L3: return tr("L3 Stable: non-blocking PR check with label ciflow/crcr/<device>");
        case TrustLevel::L4: return tr("L4 Mature: check on every PR, blocks merge");
        case TrustLevel::Unknown: return tr("Seen in CI data but in no allowlist level");
        }
        break;
    default: break;
    }
    return {};
}

QVariant BackendsOverviewModel::backendData(const BackendOverviewRow &row, int column, int role) const
{
    if (role == BackendRepoRole)
        return row.repo;
    if (role == BackendIsGroupRole)
        return false;
    if (role == BackendLevelRole)
        return int(row.level);
    if (role == VerdictRole)
        return int(row.assessment.verdict);
    const BackendMark mark = row.temporarilyDemoted ? BackendMark::TemporarilyDemoted
        : row.demotionPending                       ? BackendMark::DemotionPending
                                                    : BackendMark::None;
    if (role == BackendSortRole)
        return sortKey(row, mark, column);
    const BackendAlertMark alert = alertMark(row.repo);
    if (role == BackendAlertMarkRole)
        return int(alert);
    // A muted backend stays listed but dimmed (the chips keep their own colours and letters).
    if (role == Qt::ForegroundRole && alert == BackendAlertMark::Muted && column != ColPass7 && column != ColPass14)
        return StatusPalette(m_dark ? ColorScheme::Dark : ColorScheme::Light).color(ColorId::InkMuted);

    switch (column) {
    case ColBackend: return nameData(row, alert, role);
    case ColLevel: return levelData(row, role);
    case ColPass7:
    case ColPass14: return passRateData(column == ColPass7 ? row.week : row.fortnight, role);
    case ColLastResult: return lastResultData(row, role);
    case ColAvgQueue:
    case ColE2eP50:
        if (role == Qt::DisplayRole)
            return BackendText::duration(column == ColAvgQueue ? row.week.avgQueueSeconds : row.week.e2eP50Seconds);
        if (role == Qt::TextAlignmentRole)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case ColStatus: return statusData(row, mark, role);
    case ColOncalls:
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole)
            return row.oncalls.join(QStringLiteral(", "));
        break;
    default: break;
    }
    return {};
}

QVariant BackendsOverviewModel::nameData(const BackendOverviewRow &row, BackendAlertMark alert, int role) const
{
    if (role == Qt::DisplayRole || role == Qt::AccessibleTextRole) {
        switch (alert) {
        case BackendAlertMark::Muted: return QString(tr("MUTED") + QStringLiteral(" · ") + row.repo);
        case BackendAlertMark::Acknowledged: return QString(tr("ACK") + QStringLiteral(" · ") + row.repo);
        case BackendAlertMark::None: break;
        }
        return row.repo;
    }
    if (role == Qt::ToolTipRole) {
        QString t = row.repo;
        if (alert == BackendAlertMark::Muted)
            t += u'\n' + tr("alerts muted (right-click to unmute)");
        else if (alert == BackendAlertMark::Acknowledged)
            t += u'\n' + tr("alert acknowledged: investigating");
        if (!row.device.isEmpty())
            t += u'\n' + tr("device: %1 (label ciflow/crcr/%1)").arg(row.device);
        else if (row.level == TrustLevel::L3 && row.inAllowlist)
            // HUD's allowlist API drops L3's device; only relay/allowlistFile has it.
            t += u'\n' + tr("device: unknown (HUD's allowlist API does not give it; set relay/allowlistFile)");
        if (!row.inAllowlist)
            t += u'\n' + tr("not in the allowlist: level from the latest CI results");
        return t;
    }
    return {};
}

QVariant BackendsOverviewModel::levelData(const BackendOverviewRow &row, int role) const
{
    if (role == Qt::DisplayRole) {
        QString t = trustLevelName(row.level);
        if (!row.device.isEmpty())
            t += QStringLiteral(" · ") + row.device;
        else if (row.level == TrustLevel::L3 && row.inAllowlist)
            t += QStringLiteral(" · ") + tr("device unknown");
        return t;
    }
    if (role == Qt::ToolTipRole) {
        QString t = trustLevelTitle(row.level);
        if (row.tenureDays)
            t += u'\n' + tr("held for %1 days").arg(qint64(*row.tenureDays));
        return t;
    }
    return {};
}

QVariant BackendsOverviewModel::passRateData(const WindowStats &w, int role) const
{
    const std::optional<double> rate = w.passRate();
    const PassRateChip::Class c = PassRateChip::classify(rate);
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
        return QString(PassRateChip::letter(c) + u' ' + PassRateChip::rateText(rate));
    case PassRateRole: return rate ? QVariant(*rate) : QVariant();
    case ChipClassRole: return int(c);
    case ChipLetterRole: return PassRateChip::letter(c);
    case ChipTextRole: return PassRateChip::rateText(rate);
    case Qt::BackgroundRole: return PassRateChip::fill(c, m_dark);
    case Qt::ForegroundRole: return PassRateChip::text(c, m_dark);
    case Qt::ToolTipRole:
        if (w.jobs == 0)
            return tr("No completed jobs in the last %1 days").arg(w.days);
        return tr("%1 — %2 of %3 jobs passed in the last %4 days\n"
                  "console's own split — test failures: %5   infra failures: %6 (timed out %7, cancelled %8)")
            .arg(PassRateChip::name(c))
            .arg(w.succeeded)
            .arg(w.jobs)
            .arg(w.days)
            .arg(w.testFailures)
            .arg(w.infraFailures)
            .arg(w.timedOut)
            .arg(w.cancelled);
    default: break;
    }
    return {};
}

QVariant BackendsOverviewModel::lastResultData(const BackendOverviewRow &row, int role) const
{
    // HUD counts crcr-test's expected outcomes as passes: so does the letter and its colour.
    const CellStatus s = row.lastExpectedOutcome
        ? CellStatus::Success
        : BackendText::cellStatus(QStringLiteral("completed"), row.lastConclusion);
    if (row.lastConclusion.isEmpty()) {
        if (role == Qt::DisplayRole)
            return tr("no completed job");
        if (role == MatrixCellStatusRole)
            return int(CellStatus::NoJob);
        return {};
    }
    switch (role) {
    case Qt::DisplayRole: {
        const QString what = row.lastExpectedOutcome
            ? BackendText::expectedOutcome(row.lastJobName, row.lastConclusion)
            : cellStatusName(s);
        return QStringLiteral("%1 %2 · %3").arg(cellLetter(s), what, BackendText::age(m_asOf - row.lastCompletedAt));
    }
    case MatrixCellStatusRole: return int(s);
    case MatrixExpectedOutcomeRole: return row.lastExpectedOutcome;
    case Qt::ToolTipRole: {
        const QString when = QDateTime::fromSecsSinceEpoch(row.lastCompletedAt, Qt::UTC)
                                 .toString(QStringLiteral("yyyy-MM-dd HH:mm"));
        QString t = row.lastJobName.isEmpty()
            ? tr("Newest completed job: %1 at %2 UTC").arg(row.lastConclusion, when)
            : tr("Newest completed job: %1 — %2 at %3 UTC").arg(row.lastJobName, row.lastConclusion, when);
        if (row.lastExpectedOutcome)
            t += u'\n' + tr("An expected outcome of the crcr-test probe: HUD counts it as a pass.");
        return t;
    }
    default: break;
    }
    return {};
}

QVariant BackendsOverviewModel::statusData(const BackendOverviewRow &row, BackendMark mark, int role) const
{
    QString text;
    switch (mark) {
    case BackendMark::TemporarilyDemoted: text = tr("▼ temporarily demoted"); break;
    case BackendMark::DemotionPending: text = tr("⚠ demotion pending"); break;
    case BackendMark::None:
        // HUD's /crcr lists an L3 repo without data as on temporary demotion, while its
        // level-status says no change: both said.
        text = row.level == TrustLevel::L3 && row.assessment.noData
            ? tr("▽ no data: HUD /crcr temporary demotion, level-status no change")
            : verdictSummary(row);
        break;
    }
    switch (role) {
    case Qt::DisplayRole:
    case BackendMarkTextRole: return text;
    case BackendMarkRole: return int(mark);
    case Qt::ToolTipRole: {
        QStringList lines;
        if (mark == BackendMark::TemporarilyDemoted)
            lines << tr("The relay's auto-demotion PR is open: no new check runs until it is closed.");
        else if (mark == BackendMark::DemotionPending)
            lines << tr("The last 7 days fail a demotion criterion; the relay has not flagged it yet.");
        lines << tr("L3 readiness: %1").arg(BackendText::verdictWord(row.assessment.verdict));
        lines += row.assessment.reasons;
        return lines.join(u'\n');
    }
    default: break;
    }
    return {};
}

QVariant BackendsOverviewModel::sortKey(const BackendOverviewRow &row, BackendMark mark, int column)
{
    switch (column) {
    case ColBackend: return row.repo;
    case ColLevel: return row.device.isEmpty() ? QVariant() : QVariant(row.device);
    case ColPass7:
    case ColPass14: {
        const std::optional<double> rate = (column == ColPass7 ? row.week : row.fortnight).passRate();
        return rate ? QVariant(*rate) : QVariant();
    }
    case ColLastResult: {
        if (row.lastConclusion.isEmpty())
            return {};
        const CellStatus s = row.lastExpectedOutcome
            ? CellStatus::Success
            : BackendText::cellStatus(QStringLiteral("completed"), row.lastConclusion);
        return QVariantList{outcomeRank(s), -row.lastCompletedAt}; // newest first within an outcome
    }
    case ColAvgQueue: return seconds(row.week.avgQueueSeconds);
    case ColE2eP50: return seconds(row.week.e2eP50Seconds);
    case ColStatus: return statusRank(mark, row.assessment.verdict);
    case ColOncalls:
        return row.oncalls.isEmpty() ? QVariant() : QVariant(row.oncalls.join(QStringLiteral(", ")));
    default: break;
    }
    return {};
}

} // namespace hw
