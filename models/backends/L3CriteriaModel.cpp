#include "L3CriteriaModel.h"

#include "palette/StatusPalette.h"
#include "BackendRoles.h"
#include "BackendText.h"

#include "backends/L3Targets.h"

#include <QColor>
#include <QFont>

namespace hw {

L3CriteriaModel::L3CriteriaModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

QVector<L3CriterionResult> L3CriteriaModel::flatten(const L3Assessment &a)
{
    QVector<L3CriterionResult> rows = a.promotion;
    rows += a.demotion;
    return rows;
}

void L3CriteriaModel::setAssessment(const L3Assessment &assessment)
{
    QVector<L3CriterionResult> rows = flatten(assessment);
    bool sameShape = rows.size() == m_rows.size();
    for (int i = 0; sameShape && i < rows.size(); ++i)
        sameShape = rows[i].key == m_rows[i].key && rows[i].windowDays == m_rows[i].windowDays;
    if (!sameShape) {
        beginResetModel();
        m_assessment = assessment;
        m_rows = std::move(rows);
        endResetModel();
        return;
    }
    QVector<int> changed;
    for (int i = 0; i < rows.size(); ++i)
        if (!(rows[i] == m_rows[i]))
            changed.append(i);
    m_assessment = assessment;
    m_rows = std::move(rows);
    for (int i : changed)
        emit dataChanged(index(i, 0), index(i, ColumnCount - 1));
}

void L3CriteriaModel::setDarkTheme(bool dark)
{
    if (dark == m_dark)
        return;
    m_dark = dark;
    if (!m_rows.isEmpty())
        emit dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1), {Qt::ForegroundRole});
}

const L3CriterionResult *L3CriteriaModel::criterionAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows[row] : nullptr;
}

std::optional<double> L3CriteriaModel::hudTarget(const QString &key)
{
    const L3Targets hud;
    if (key == QLatin1String("passRate"))
        return hud.passRateMin;
    if (key == QLatin1String("timeoutRate"))
        return hud.timeoutRateMax;
    if (key == QLatin1String("overrun_rate"))
        return hud.overrunRateMax;
    if (key == QLatin1String("e2eTimeS"))
        return hud.e2eP50MaxSeconds;
    if (key == QLatin1String("avgQueueTimeS"))
        return hud.avgQueueMaxSeconds;
    if (key == QLatin1String("tenureAtL2Days"))
        return hud.tenureAtL2Days;
    return std::nullopt;
}

QString L3CriteriaModel::metText(std::optional<bool> met)
{
    if (!met)
        return tr("– no data");
    return *met ? tr("✔ met") : tr("✘ not met");
}

int L3CriteriaModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int L3CriteriaModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant L3CriteriaModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case ColCriterion: return tr("Criterion");
    case ColWindow: return tr("Window");
    case ColMeasured: return tr("Measured");
    case ColTarget: return tr("Target");
    case ColMet: return tr("Met");
    case ColDemotion: return tr("Counts for demotion");
    default: break;
    }
    return {};
}

QVariant L3CriteriaModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const L3CriterionResult &c = m_rows[index.row()];
    if (role == CriterionKeyRole)
        return c.key;
    if (role == CriterionMetRole)
        return c.met ? QVariant(*c.met) : QVariant();
    switch (index.column()) {
    case ColCriterion:
        if (role == Qt::DisplayRole)
            return c.label.isEmpty() ? c.key : c.label;
        if (role == Qt::ToolTipRole)
            return c.key;
        break;
    case ColWindow:
        if (role == Qt::DisplayRole)
            return c.windowDays == 14 ? tr("14 d (promotion)")
                : c.windowDays == 7   ? tr("7 d (demotion)")
                : c.windowDays > 0    ? tr("%1 d").arg(c.windowDays)
                                      : QStringLiteral("\u2014");
        if (role == Qt::ToolTipRole)
            return c.windowDays == 14 ? tr("promotion window (last 14 days)")
                : c.windowDays == 7   ? tr("demotion window (last 7 days)")
                : c.windowDays > 0    ? tr("last %1 days").arg(c.windowDays)
                                      : tr("whole history");
        break;
    case ColMeasured:
        if (role == Qt::DisplayRole)
            return BackendText::criterionValue(c.key, c.measured);
        if (role == Qt::TextAlignmentRole)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case ColTarget: {
        const std::optional<double> hud = hudTarget(c.key);
        const bool edited = hud && !qFuzzyCompare(1 + *hud, 1 + c.target);
        if (role == Qt::DisplayRole) {
            QString t = BackendText::comparisonSymbol(c.comparison) + u' ' + BackendText::criterionValue(c.key, c.target);
            if (edited)
                t += tr("  (what-if; HUD: %1)").arg(BackendText::criterionValue(c.key, *hud));
            return t;
        }
        if (role == Qt::FontRole && edited) {
            QFont f;
            f.setBold(true);
            f.setItalic(true);
            return f;
        }
        if (role == Qt::ToolTipRole && edited)
            return tr("Target edited for a what-if verdict; HUD uses %1").arg(BackendText::criterionValue(c.key, *hud));
        break;
    }
    case ColMet:
        if (role == Qt::DisplayRole || role == Qt::AccessibleTextRole)
            return metText(c.met);
        if (role == Qt::ForegroundRole) {
            const StatusPalette colors(m_dark ? ColorScheme::Dark : ColorScheme::Light);
            return colors.color(!c.met ? ColorId::InkMuted : *c.met ? ColorId::InkOk : ColorId::InkFail);
        }
        break;
    case ColDemotion:
        if (role == Qt::DisplayRole)
            return c.countsForDemotion ? tr("yes") : tr("no");
        break;
    default: break;
    }
    return {};
}

} // namespace hw
