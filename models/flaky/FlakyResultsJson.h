#pragma once

#include "FlakyResults.h"
#include "domain/Result.h"

#include <QByteArray>

namespace hw {

// FlakyResults <-> compact JSON, lossless, for the cache: the composition root stores the last
// good fetch as a snapshot (CacheWriter::storeSnapshot(source(), to, fetchedAt, toJson(results)))
// and an offline start shows SnapshotStore::load(source()) with its age (fetchedAt). The format
// carries "version" (a cache of another version is refetched); fromJson is strict (every field present with its type) and names the
// offending path, so a damaged cache entry is reported, not half shown.
class FlakyResultsJson
{
public:
    static constexpr int Version = 2; // 2: HUD's figures, across-file reruns, per-part errors, repository
    // The snapshot's source name in the cache.
    static QString source() { return QStringLiteral("flaky"); }

    static QByteArray toJson(const FlakyResults &results);
    static Result<FlakyResults, QString> fromJson(const QByteArray &json);
};

} // namespace hw
