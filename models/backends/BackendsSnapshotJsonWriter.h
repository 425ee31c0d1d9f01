#pragma once

#include "BackendsSnapshot.h"

#include <QJsonObject>

namespace hw {

// The writing half of BackendsSnapshotJson: every field of a snapshot as JSON, optional values as
// null, so that BackendsSnapshotJson::fromJson reads back an equal snapshot.
class BackendsSnapshotJsonWriter
{
public:
    static QJsonObject toJson(const BackendsSnapshot &snapshot);
};

} // namespace hw
