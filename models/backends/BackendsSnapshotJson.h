#pragma once

#include "BackendsSnapshot.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace hw {

// BackendsSnapshot <-> JSON, lossless (optional values stay optional, every field kept), so a cached
// snapshot reads back equal to the one written. The format carries "version": 1; fromJson is
// strict (every field present with its type) and names the offending path on error.
class BackendsSnapshotJson
{
public:
    static constexpr int kVersion = 1;
    static QJsonObject toJson(const BackendsSnapshot &snapshot);
    // nullopt and *error set ("stats[0].promotionWindow.jobs: expected an integer, got a string")
    // when the object is not a version-1 snapshot.
    static std::optional<BackendsSnapshot> fromJson(const QJsonObject &json, QString *error);
    // The stored form (compact JSON bytes, as the cache and a recording keep it) both ways.
    static QByteArray toBody(const BackendsSnapshot &snapshot);
    static std::optional<BackendsSnapshot> fromBody(const QByteArray &body, QString *error);
};

} // namespace hw
