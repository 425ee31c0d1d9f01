#pragma once

#include <QString>

namespace hw {

// Title and author of an upstream PR (GET /api/crcr/pr-info).
struct PullRequestInfo {
    qint64 number = 0;
    QString title;
    QString author;
    bool operator==(const PullRequestInfo &) const = default;
};

} // namespace hw
