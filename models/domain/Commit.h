#pragma once

#include <QString>
#include <QVector>

namespace hw {

// A commit on the watched branch (a grid row). `time` is UTC seconds since the epoch.
struct Commit {
    QString sha;
    qint64 time = 0;
    QString title;
    QString author;   // the GitHub login where known, else the author's name
    int prNumber = 0; // the PR the message names ("Pull Request resolved: ..."); 0: none
    bool operator==(const Commit &) const = default;
};

using Commits = QVector<Commit>;

} // namespace hw
