#include "grid/JobNameCompactor.h"

#include <QFontMetrics>
#include <QStringList>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace hw {

QString JobNameCompactor::compact(const QString &name, const QFontMetrics &fm, int maxWidth)
{
    if (fm.horizontalAdvance(name) <= maxWidth)
        return name;
    const QStringList parts = name.split(u" / "_s);
    QList<qsizetype> keep;
    for (const QString &part : parts)
        keep << part.size();
    const QChar ellipsis(0x2026);
    auto build = [&] {
        QStringList out;
        for (qsizetype i = 0; i < parts.size(); ++i) {
            const QString &part = parts[i];
            if (keep[i] >= part.size())
                out << part;
            else if (i == parts.size() - 1)
                out << part.left(keep[i]) + ellipsis;
            else
                out << part.left((keep[i] + 1) / 2) + ellipsis + part.right(keep[i] / 2);
        }
        return out.join(u" / "_s);
    };
    const int charWidth = qMax(1, fm.averageCharWidth());
    QString result = name;
    for (int guard = 0; guard < 200; ++guard) {
        const int excess = fm.horizontalAdvance(result) - maxWidth;
        if (excess <= 0)
            return result;
        // Shrink the middle (config) segments first, then the job, the workflow last.
        qsizetype pick = -1;
        for (qsizetype i = 1; i + 1 < keep.size(); ++i) {
            if (keep[i] > 8 && (pick < 0 || keep[i] > keep[pick]))
                pick = i;
        }
        if (pick < 0 && keep.size() > 1 && keep.last() > 12)
            pick = keep.size() - 1;
        if (pick < 0)
            pick = std::max_element(keep.begin(), keep.end()) - keep.begin();
        if (keep[pick] <= 4)
            break;
        keep[pick] -= qBound<qsizetype>(1, qsizetype(excess / charWidth / 2), keep[pick] - 4);
        result = build();
    }
    return fm.elidedText(result, Qt::ElideRight, maxWidth);
}

} // namespace hw
