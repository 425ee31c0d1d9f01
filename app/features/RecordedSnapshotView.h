#pragma once

#include <QString>

#include <functional>

namespace hw {

class Recording;
struct RecordedSnapshot;

// One tab's stored snapshots (the cache's history, recording format v2) as of a replay clock:
// the snapshot of its source fetched at or before the instant, said "replay, as of <fetch
// time>"; with none by then, the tab says nothing was recorded by that instant. A snapshot is
// parsed only when the one due changes, so following a played clock costs a lookup per tick.
class RecordedSnapshotView
{
public:
    // Shows a snapshot (null: none recorded by t); returns why its body is unreadable, or "".
    using Show = std::function<QString(const RecordedSnapshot *snapshot, qint64 t)>;

    // Does not own the recording; it outlives this view.
    RecordedSnapshotView(const Recording &recording, QString source, Show show);

    static bool holds(const Recording &recording, const QString &source);
    void showAt(qint64 t);

private:
    const Recording &m_recording;
    QString m_source;
    Show m_show;
    const RecordedSnapshot *m_shown = nullptr;
    bool m_shownNone = false;
};

} // namespace hw
