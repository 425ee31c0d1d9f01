#include "TerminationSignals.h"

#include <QSocketNotifier>

#include <array>
#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <unistd.h>

namespace hw {

namespace {

constexpr std::array<int, 3> kSignals {SIGINT, SIGTERM, SIGHUP};

// What the handler touches: lock-free atomics and a file descriptor set before it is installed.
static_assert(std::atomic_bool::is_always_lock_free && std::atomic_int::is_always_lock_free);
std::atomic_bool g_requested = false;
std::atomic_int g_received = 0;
std::atomic_int g_wakeFd = -1;
std::array<struct sigaction, kSignals.size()> g_previous {};

void onSignal(int signalNumber)
{
    const int savedErrno = errno;
    if (g_requested.exchange(true)) {
        // A second one: whatever is still running does not get to finish.
        ::signal(signalNumber, SIG_DFL);
        ::raise(signalNumber);
    }
    g_received.store(signalNumber);
    const char byte = char(signalNumber);
    // Non-blocking: with the pipe full a wake-up is pending anyway.
    [[maybe_unused]] const ssize_t n = ::write(g_wakeFd.load(), &byte, 1);
    errno = savedErrno;
}

} // namespace

TerminationSignals::TerminationSignals(QObject *parent) : QObject(parent)
{
    Q_ASSERT(g_wakeFd.load() < 0);
    int fds[2];
    if (::pipe2(fds, O_CLOEXEC | O_NONBLOCK) != 0)
        return; // no pipe, no handlers: the signals keep their default effect
    g_requested = false;
    g_received = 0;
    g_wakeFd = fds[1];
    m_notifier = new QSocketNotifier(fds[0], QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &TerminationSignals::onReadable);
    struct sigaction action {};
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART; // system calls in flight go on; the flag and the pipe say stop
    for (size_t i = 0; i < kSignals.size(); ++i)
        ::sigaction(kSignals[i], &action, &g_previous[i]);
}

TerminationSignals::~TerminationSignals()
{
    if (!m_notifier)
        return;
    for (size_t i = 0; i < kSignals.size(); ++i)
        ::sigaction(kSignals[i], &g_previous[i], nullptr);
    const int readFd = int(m_notifier->socket());
    delete m_notifier;
    ::close(readFd);
    ::close(g_wakeFd.exchange(-1));
}

const std::atomic_bool &TerminationSignals::requested()
{
    return g_requested;
}

int TerminationSignals::received()
{
    return g_received.load();
}

int TerminationSignals::exitCode()
{
    return 128 + received();
}

void TerminationSignals::onReadable()
{
    char bytes[16];
    while (::read(int(m_notifier->socket()), bytes, sizeof bytes) > 0) {
    }
    if (const int signalNumber = received())
        emit arrived(signalNumber);
}

} // namespace hw
