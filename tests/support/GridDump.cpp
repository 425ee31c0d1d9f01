#include "GridDump.h"

#include "grid/JobGridModel.h"

namespace hw::test {

QStringList gridDump(const JobGridModel &m)
{
    QStringList out;
    for (int r = 0; r < m.rowCount(); ++r)
        for (int c = 0; c < m.columnCount(); ++c)
            out << m.commitSha(r) + u'|' + m.columnName(c) + u'|' + m.data(m.index(r, c), Qt::DisplayRole).toString();
    return out;
}

} // namespace hw::test
