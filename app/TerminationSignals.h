#pragma once

#include <QObject>

#include <atomic>

class QSocketNotifier;

namespace hw {

// SIGINT (Ctrl-C), SIGTERM (a logout, `systemctl --user stop`, kill) and SIGHUP (the terminal
// closed) turned into a Qt signal and a flag while this object lives, so that the process ends
// through its normal path and removes its temporaries instead of dying where it stands. The
// handler only stores the flag and writes a byte to a pipe (async-signal-safe); the pipe wakes
// a QSocketNotifier in the event loop. A second signal while the first is handled ends the
// process at once (the user insists). The previous handlers come back on destruction.
//
// One instance at a time; create it on the main thread.
class TerminationSignals : public QObject
{
    Q_OBJECT
public:
    explicit TerminationSignals(QObject *parent = nullptr);
    ~TerminationSignals() override;
    TerminationSignals(const TerminationSignals &) = delete;
    TerminationSignals &operator=(const TerminationSignals &) = delete;

    // Set by the handler: a cancel flag for work that polls one without an event loop.
    static const std::atomic_bool &requested();
    // The signal received, 0 when none.
    static int received();
    // What a shell reports for a process the signal ended: 128 + the signal (130, 143, 129).
    static int exitCode();

signals:
    void arrived(int signalNumber);

private:
    void onReadable();

    QSocketNotifier *m_notifier = nullptr;
};

} // namespace hw
