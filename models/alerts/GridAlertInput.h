#pragma once

#include "palette/CellStatus.h"

#include <QString>
#include <QVector>

class QAbstractItemModel;

namespace hw {

// The grid as the alert rules read it: per job column, its cells from the newest commit down.
struct GridAlertInput {
    struct Column {
        QString name;               // "<workflow> / <job>"
        QVector<CellStatus> cells;  // newest commit first
    };
    QVector<Column> columns;
    QStringList shas;               // newest first, one per row
    QVector<qint64> commitTimes;    // UTC seconds, one per row

    // From a grid model (JobGridModel or a proxy of it): CellStatusRole, ColumnNameRole and the
    // vertical header's CommitShaRole / CommitTimeRole; at most maxRows commits.
    static GridAlertInput fromModel(const QAbstractItemModel &model, int maxRows = 60);
};

} // namespace hw
