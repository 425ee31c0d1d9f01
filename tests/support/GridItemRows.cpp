#include "GridItemRows.h"

#include "grid/GridRoles.h"

#include <QCryptographicHash>
#include <QStandardItemModel>

using namespace Qt::StringLiterals;

namespace hw::test::griditems {

QString shaOf(int commit)
{
    // 40 hex chars, distinct per commit number, like a real sha.
    return QString::fromLatin1(QCryptographicHash::hash(QByteArray::number(commit), QCryptographicHash::Sha1).toHex());
}

QUrl urlOf(int commit, int column)
{
    return QUrl(u"https://github.com/pytorch/pytorch/actions/runs/%1/job/%2"_s.arg(commit).arg(column));
}

QList<QStandardItem *> makeRow(int commit, int columns, const std::function<CellStatus(int)> &statusOf)
{
    QList<QStandardItem *> items;
    for (int c = 0; c < columns; ++c) {
        const CellStatus s = statusOf(c);
        auto *item = new QStandardItem;
        item->setData(cellLetter(s), Qt::DisplayRole);
        item->setData(cellColor(s), Qt::BackgroundRole);
        item->setData(cellTextColor(s), Qt::ForegroundRole);
        item->setData(int(s), CellStatusRole);
        item->setData(isFailure(s), IsFailureRole);
        if (s != CellStatus::NoJob)
            item->setData(urlOf(commit, c), JobUrlRole);
        item->setData(u"%1 run of job %2 on commit %3"_s.arg(cellStatusName(s)).arg(c).arg(commit), Qt::ToolTipRole);
        items << item;
    }
    return items;
}

void setRowHeader(QStandardItemModel &model, int row, int commit)
{
    const QString sha = shaOf(commit);
    model.setHeaderData(row, Qt::Vertical, QString(sha.left(7) + u" Commit number "_s + QString::number(commit)), Qt::DisplayRole);
    model.setHeaderData(row, Qt::Vertical, sha, CommitShaRole);
    model.setHeaderData(row, Qt::Vertical, qint64(1700000000) + commit * 600, CommitTimeRole);
}

void fill(QStandardItemModel &model, int rows, int columns, const QSet<QPair<int, int>> &failures,
          const QSet<QPair<int, int>> &warnings)
{
    model.setColumnCount(columns);
    for (int c = 0; c < columns; ++c) {
        const QString name = u"pull / job-%1 / test (default, 1, 2)"_s.arg(c);
        model.setHeaderData(c, Qt::Horizontal, name, Qt::DisplayRole);
        model.setHeaderData(c, Qt::Horizontal, name, ColumnNameRole);
    }
    for (int r = 0; r < rows; ++r) {
        const int commit = rows - r;
        model.appendRow(makeRow(commit, columns, [&](int c) {
            if (failures.contains({r, c}))
                return CellStatus::Failure;
            if (warnings.contains({r, c}))
                return CellStatus::Warning;
            return CellStatus::Success;
        }));
        setRowHeader(model, r, commit);
    }
}

} // namespace hw::test::griditems
