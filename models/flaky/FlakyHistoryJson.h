#pragma once

#include "FlakyTestHistory.h"
#include "domain/Result.h"

#include <QByteArray>

namespace hw {

// Histories of tests <-> compact JSON, lossless (the demo's bundled runs of its flaky tests).
// Strict reads (StrictJsonReader): a damaged file is reported with its path.
class FlakyHistoryJson
{
public:
    static constexpr int Version = 1;
    static QByteArray toJson(const QVector<FlakyTestHistory> &histories);
    static Result<QVector<FlakyTestHistory>, QString> fromJson(const QByteArray &json);
};

} // namespace hw
