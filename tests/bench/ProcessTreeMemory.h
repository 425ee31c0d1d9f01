#pragma once

#include <QtGlobal>

namespace hw::bench {

// Resident memory of a process and all its descendants (VmRSS summed, from /proc): a browser's
// renderer, GPU and utility processes count as much as its main one.
class ProcessTreeMemory
{
public:
    static qint64 residentKb(qint64 rootPid);
};

} // namespace hw::bench
