#include "CommandPaletteModel.h"

#include "FuzzyMatcher.h"

#include <algorithm>

namespace hw {

namespace {

// A palette over thousands of jobs shows the best ones; typing narrows the rest.
constexpr qsizetype kMaxShown = 200;

} // namespace

CommandPaletteModel::CommandPaletteModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

void CommandPaletteModel::setEntries(const QVector<PaletteEntry> &entries)
{
    beginResetModel();
    m_entries = entries;
    refilter();
    endResetModel();
}

void CommandPaletteModel::setQuery(const QString &query)
{
    if (query == m_query)
        return;
    beginResetModel();
    m_query = query;
    refilter();
    endResetModel();
}

void CommandPaletteModel::refilter()
{
    struct Scored {
        int score;
        int index;
    };
    QVector<Scored> scored;
    for (int i = 0; i < m_entries.size(); ++i)
        if (const auto s = FuzzyMatcher::score(m_query, m_entries[i].text))
            scored.append({ *s, i });
    // Best first; of equal scores the shorter text (the exact name before longer ones that
    // start with it), then the given order (views before actions before jobs).
    std::stable_sort(scored.begin(), scored.end(), [this](const Scored &a, const Scored &b) {
        if (a.score != b.score)
            return a.score > b.score;
        return m_entries[a.index].text.size() < m_entries[b.index].text.size();
    });
    m_shown.clear();
    for (qsizetype i = 0; i < std::min(scored.size(), kMaxShown); ++i)
        m_shown.append(scored[i].index);
}

const PaletteEntry *CommandPaletteModel::entryAt(int row) const
{
    return row >= 0 && row < m_shown.size() ? &m_entries[m_shown[row]] : nullptr;
}

QString CommandPaletteModel::kindName(PaletteEntry::Kind kind)
{
    switch (kind) {
    case PaletteEntry::Kind::View:
        return tr("View");
    case PaletteEntry::Kind::Action:
        return tr("Action");
    case PaletteEntry::Kind::Backend:
        return tr("Backend");
    case PaletteEntry::Kind::Job:
        return tr("Job");
    case PaletteEntry::Kind::Test:
        return tr("Flaky test");
    }
    return {};
}

int CommandPaletteModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_shown.size());
}

QVariant CommandPaletteModel::data(const QModelIndex &index, int role) const
{
    const PaletteEntry *e = checkIndex(index, CheckIndexOption::IndexIsValid) ? entryAt(index.row()) : nullptr;
    if (!e)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return QString(kindName(e->kind) + QStringLiteral(": ") + e->text);
    case Qt::AccessibleTextRole:
    case Qt::ToolTipRole:
        return QString(kindName(e->kind) + QStringLiteral(": ") + e->text);
    case KindRole:
        return int(e->kind);
    case KindNameRole:
        return kindName(e->kind);
    case TargetRole:
        return e->target;
    default:
        return {};
    }
}

} // namespace hw
