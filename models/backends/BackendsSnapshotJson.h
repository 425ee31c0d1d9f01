#pragma once

#include "BackendsSnapshot.h"
#include "domain/Result.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace hw {

// BackendsSnapshot <-> JSON, lossless (optional values stay optional, every field kept), so a cached
// snapshot reads back equal to the one written. The format carries "version"; fromJson is strict
// (every field present with its type) and names the offending path on error.
class BackendsSnapshotJson
{
public:
    // 2: HUD's L3 population and figures (issue 29): e2eRuns, the console's own figures named in
    // consoleOwnFigures, levelStatusNotOffered.
    static constexpr int kVersion = 2;
    // Version 1 is still read, unlike other figure snapshots: a backends snapshot holds what no
    // fetch brings back (the allowlist changes the console saw, PR titles). Its window figures,
    // computed with the console's earlier definitions, are left out (empty windows, "no data").
    static constexpr int kOldestReadVersion = 1;
    static QJsonObject toJson(const BackendsSnapshot &snapshot);
    // The snapshot, or ("stats[0].promotionWindow.jobs: expected an integer, got a string") why the
    // object is not a snapshot of a version this build reads: a parser's message.
    static Result<BackendsSnapshot, QString> fromJson(const QJsonObject &json);
    // The stored form (compact JSON bytes, as the cache and a recording keep it) both ways.
    static QByteArray toBody(const BackendsSnapshot &snapshot);
    static Result<BackendsSnapshot, QString> fromBody(const QByteArray &body);
};

} // namespace hw
