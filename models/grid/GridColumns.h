#pragma once

#include "palette/CellStatus.h"

#include <QHash>
#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <limits>
#include <vector>

namespace hw {

// The grid's job columns: names "<workflow> / <job>", kept sorted by name for the view, and per
// column the summaries the column filter reads in O(1). A column has a stable id (its place in
// GridStore's cell rows) and a view position; inserting a column shifts positions, never ids.
// The lookups (find, findByName) only read, so several threads may call them at once.
class GridColumns
{
public:
    static constexpr quint32 kMissing = std::numeric_limits<quint32>::max();

    // The caller's memo for find(): jobs of one workflow usually come together.
    struct LookupCache {
        QStringView workflow;
        const QHash<QString, quint32> *jobs = nullptr;
    };

    int count() const { return int(m_order.size()); }
    quint32 idAt(int column) const { return m_order[size_t(column)]; }
    int columnOfId(quint32 id) const { return m_columnOfId[id]; }
    quint32 idCount() const { return quint32(m_names.size()); }

    const QString &name(quint32 id) const { return m_names[id]; }
    QString workflowName(quint32 id) const { return m_names[id].left(m_workflowLength[id]); }
    QString jobName(quint32 id) const { return m_names[id].mid(m_workflowLength[id] + 3); }

    quint32 find(const QString &workflow, const QString &job, LookupCache &cache) const;
    quint32 findByName(const QString &name) const { return m_idByName.value(name, kMissing); }
    // The view position a new column of this name takes.
    int insertPosition(const QString &name) const;
    // Adds a column (workflowLength: the length of "<workflow>" in name) at its sorted position;
    // returns its id.
    quint32 insert(const QString &name, int workflowLength);
    void clear();

    // Unstable columns: failures show as warnings. Returns the ids whose flag changed.
    std::vector<quint32> setUnstablePatterns(const QStringList &regexPatterns);
    // Titles of the repository's open `unstable` issues (HUD's rule, UnstableIssueMatcher), besides
    // the patterns and a name containing "unstable". Returns the ids whose flag changed.
    std::vector<quint32> setUnstableIssueTitles(const QStringList &titles);
    bool isUnstable(quint32 id) const { return m_unstable[id] != 0; }

    // Column summaries, kept by GridStore as cells change.
    void count(quint32 id, CellStatus s, int delta)
    {
        if (!isGreen(s))
            m_nonGreen[id] += delta;
        if (s != CellStatus::Skipped && s != CellStatus::NoJob)
            m_notSkipped[id] += delta;
    }
    int nonGreenCount(quint32 id) const { return m_nonGreen[id]; }
    bool isAlwaysSkipped(quint32 id) const { return m_notSkipped[id] == 0; }

    qint64 approximateBytes() const;

private:
    bool matchesUnstable(const QString &name) const;

    std::vector<QString> m_names;        // by id
    std::vector<int> m_workflowLength;   // by id
    std::vector<quint32> m_order;        // view column -> id
    std::vector<int> m_columnOfId;       // id -> view column
    std::vector<quint8> m_unstable;      // by id
    std::vector<int> m_nonGreen;         // by id
    std::vector<int> m_notSkipped;       // by id: cells neither skipped nor ~
    QHash<QString, quint32> m_idByName;
    QHash<QString, QHash<QString, quint32>> m_idByWorkflowJob; // lookup without building the name
    QList<QRegularExpression> m_unstablePatterns;
    QStringList m_unstableIssueTitles;
    std::vector<quint32> recomputeUnstable();
};

} // namespace hw
