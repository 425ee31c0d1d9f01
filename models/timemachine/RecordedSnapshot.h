#pragma once

#include <QByteArray>
#include <QString>
#include <QVector>

namespace hw {

// One stored snapshot of a source read as a whole batch (the backends view, the flaky tests,
// the GPU fleet), as the cache's history kept it: the body is that source's own JSON format
// (BackendsSnapshotJson, FlakyResultsJson, UtilizationFleetJson). fetchedAt says from when on
// it was what the console showed; asOf is the end of the window its figures cover.
struct RecordedSnapshot {
    QString source;
    qint64 fetchedAt = 0; // UTC seconds
    qint64 asOf = 0; // UTC seconds
    QByteArray body;
    bool operator==(const RecordedSnapshot &) const = default;
};

using RecordedSnapshots = QVector<RecordedSnapshot>;

} // namespace hw
