#pragma once

#include <QList>
#include <QString>
#include <QtGlobal>

#include <utility>

class QStandardItemModel;

namespace hw::test {

// A grid as the alert rules read it (statuses, column names, commit shas and times), from
// columns of status letters: name → letters, newest commit first, commits 10 min apart from
// newestCommitTime back.
void fillAlertGrid(QStandardItemModel &model, const QList<std::pair<QString, QString>> &columns,
                   qint64 newestCommitTime);

} // namespace hw::test
