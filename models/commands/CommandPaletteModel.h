#pragma once

#include <QAbstractListModel>
#include <QString>
#include <QVector>

namespace hw {

// What the command palette can go to (Ctrl+K): one entry per view, menu action, backend, grid
// job and flaky test, with a target the window knows how to open.
struct PaletteEntry {
    enum class Kind { View, Action, Backend, Job, Test };
    Kind kind = Kind::View;
    QString text;   // what is matched and shown: "Backends", "File ▸ Refresh now", "pull / linux-jammy / test"
    QString target; // for the window: a view name, an action index, a repo, a column, a test name

    bool operator==(const PaletteEntry &) const = default;
};

// The entries that match the query, best first (FuzzyMatcher), then shorter, then in the order given. An
// empty query lists everything in that order. Rows: one column, DisplayRole is the text.
class CommandPaletteModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role { KindRole = Qt::UserRole + 1, TargetRole, KindNameRole };

    explicit CommandPaletteModel(QObject *parent = nullptr);

    void setEntries(const QVector<PaletteEntry> &entries);
    void setQuery(const QString &query);
    QString query() const { return m_query; }
    // The entry shown at a row, or null.
    const PaletteEntry *entryAt(int row) const;
    // "View", "Action", … (translated): shown beside the text.
    static QString kindName(PaletteEntry::Kind kind);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    void refilter();

    QVector<PaletteEntry> m_entries;
    QVector<int> m_shown; // indexes into m_entries, best first
    QString m_query;
};

} // namespace hw
