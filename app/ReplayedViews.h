#pragma once

#include <QObject>
#include <QString>

#include <functional>

namespace hw {

class MainWindow;
class RangeSync;
class Recording;
struct RecordedSnapshot;

// The whole-batch views of a recording (backends, flaky tests, GPU fleet) as of the replay
// clock: each shows the snapshot of its source fetched at or before the instant (the cache's
// history, recording format v2), said "replay, as of <fetch time>" like the grid; with none by
// then, an empty view that says nothing was recorded by that instant. A snapshot is parsed
// only when the one due changes, so following a played clock costs a lookup per tick.
class ReplayedViews : public QObject
{
    Q_OBJECT
public:
    // Does not own the window, the syncs or the recording; they outlive it. Without the syncs
    // (null), the backends view only. recordedOnly (a profile's past): only the views the
    // recording has snapshots of follow the clock; the others stay as they are (live).
    ReplayedViews(const Recording &recording, MainWindow *window, RangeSync *flaky, RangeSync *utilization,
        bool recordedOnly = false, QObject *parent = nullptr);

    // The recording holds snapshots of any of its views (format v2 and a cache that had some).
    bool hasSnapshots() const;
    // The sources of the views that follow the clock ("backends", "flaky", "utilization_fleet").
    QStringList sources() const;
    void showAt(qint64 t);

private:
    struct View {
        QString source;
        const RecordedSnapshot *shown = nullptr;
        bool shownNone = false;
        // Shows a snapshot (null: none recorded by t); returns why its body is unreadable, or "".
        std::function<QString(const RecordedSnapshot *, qint64 t)> show;
    };
    void showBackends(const RecordedSnapshot *snapshot, qint64 t);
    const Recording &m_recording;
    MainWindow *m_window;
    QVector<View> m_views;
};

} // namespace hw
