#include "TrunkPlatformFailuresModel.h"

#include <QDateTime>
#include <QTimeZone>

namespace hw {

QVariant TrunkPlatformFailuresModel::cell(const TrunkPlatformFailure &f, int column, int role) const
{
    const QString last = QDateTime::fromSecsSinceEpoch(f.lastTime, QTimeZone::utc()).toString(QStringLiteral("yyyy-MM-dd HH:mm"))
        + QStringLiteral(" UTC · ") + f.lastSha.left(7);
    if (role == Qt::DisplayRole) {
        switch (column) {
        case Platform: return QString(QStringLiteral("✗ ") + f.platform); // a shape says "red", not only a colour
        case Kind: return f.kind;
        case Commits: return QString::number(f.commits);
        case Last: return last;
        }
    } else if (role == SortRole) {
        switch (column) {
        case Platform: return f.platform;
        case Kind: return f.kind;
        case Commits: return f.commits;
        case Last: return f.lastTime;
        }
    } else if (role == ShaRole) {
        return f.lastSha;
    } else if (role == Qt::ToolTipRole) {
        return tr("%1 failed on %2 while it passed on other platforms, on %3 commits; newest %4")
            .arg(f.kind, f.platform)
            .arg(f.commits)
            .arg(f.lastSha);
    } else if (role == Qt::TextAlignmentRole && column == Commits) {
        return int(Qt::AlignRight | Qt::AlignVCenter);
    }
    return {};
}

QString TrunkPlatformFailuresModel::header(int column) const
{
    switch (column) {
    case Platform: return tr("Red only on");
    case Kind: return tr("Job");
    case Commits: return tr("Commits");
    case Last: return tr("Newest");
    }
    return {};
}

} // namespace hw
