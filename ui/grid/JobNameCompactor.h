#pragma once

#include <QString>

class QFontMetrics;

namespace hw {

// Fits a job name "<workflow> / <config> / <job>" into a width by shortening the longest segment
// first, so every level of the name stays recognisable: middle segments lose their middle, the
// last keeps its head ("test (default, 1, 4…", where the shard numbers are), the workflow goes last.
class JobNameCompactor
{
public:
    static QString compact(const QString &name, const QFontMetrics &fm, int maxWidth);
};

} // namespace hw
