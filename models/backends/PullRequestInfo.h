#pragma once

#include <QString>

namespace hw {

// Title and author of an upstream PR (GET /api/crcr/pr-info).
struct PullRequestInfo {
    qint64 number = 0;
    QString title;
    QString author;
    // HUD's pr-info answers a PR it could not find with "" title and author: unknown, not blank.
    bool isKnown() const { return !title.isEmpty() || !author.isEmpty(); }
    bool operator==(const PullRequestInfo &) const = default;
};

} // namespace hw
