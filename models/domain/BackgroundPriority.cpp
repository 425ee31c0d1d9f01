#include "BackgroundPriority.h"

#include <algorithm>

#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace hw {

void BackgroundPriority::applyToThisThread()
{
#ifdef __linux__
    thread_local bool applied = false;
    if (applied)
        return;
    applied = true;
    // PRIO_PROCESS with a thread id sets that thread only; with the process id it reads the main
    // thread's value, the base this one goes below.
    const int base = getpriority(PRIO_PROCESS, id_t(getpid()));
    (void)setpriority(PRIO_PROCESS, id_t(syscall(SYS_gettid)), std::min(19, base + kNiceAbove));
#endif
}

int BackgroundPriority::thisThreadNice()
{
#ifdef __linux__
    return getpriority(PRIO_PROCESS, id_t(syscall(SYS_gettid)));
#else
    return 0;
#endif
}

} // namespace hw
