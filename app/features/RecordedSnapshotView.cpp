#include "RecordedSnapshotView.h"

#include "timemachine/Recording.h"
#include "timemachine/ReplayInstant.h"

#include <algorithm>

namespace hw {

RecordedSnapshotView::RecordedSnapshotView(const Recording &recording, QString source, Show show)
    : m_recording(recording)
    , m_source(std::move(source))
    , m_show(std::move(show))
{
}

bool RecordedSnapshotView::holds(const Recording &recording, const QString &source)
{
    return std::any_of(recording.snapshots.cbegin(), recording.snapshots.cend(),
        [&source](const RecordedSnapshot &s) { return s.source == source; });
}

void RecordedSnapshotView::showAt(qint64 t)
{
    const RecordedSnapshot *due = m_recording.snapshotOf(m_source, t);
    if (due == m_shown && (due || m_shownNone))
        return; // already on screen (a played clock mostly stays within one snapshot)
    if (const QString error = m_show(due, t); !error.isEmpty()) {
        m_show(nullptr, t);
        qWarning("replay: the %s snapshot fetched at %s is unreadable (%s)", qUtf8Printable(m_source),
            qUtf8Printable(ReplayInstant::format(due->fetchedAt)), qUtf8Printable(error));
    }
    m_shown = due;
    m_shownNone = !due;
}

} // namespace hw
