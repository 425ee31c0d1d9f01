#pragma once

#include "domain/OperationControl.h"
#include "sync/LatestWorkerRun.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <type_traits>
#include <utility>

class QProgressDialog;
class QThreadPool;
class QWidget;

namespace hw {

// A long operation (an export, a save) on a pool thread with a progress dialog and Cancel, the
// same for every one of them: start(work, done) runs work(control) off the GUI thread, which
// reports progress (control.reached) and returns early once control.cancel is set (leaving no
// partial file); done(result) then runs on the GUI thread and the operation deletes itself. The dialog
// appears only after 300 ms, so a quick run shows nothing. work must own what it reads (capture
// by value). Destroying the operation (or its parent) before the end cancels it and waits.
// The work runs on a pool of its own, not the global one: Qt 6.4's raster engine splits a big
// paint across the global pool and waits for it, so seconds-long work there (two saves on a
// two-core machine) would stall every repaint of the window until it ended.
class LongOperation : public QObject
{
    Q_OBJECT
public:
    // What a work function returns when a flag and a message say enough.
    struct Outcome {
        bool ok = false;
        bool cancelled = false;
        QString error; // what went wrong and what to do, when neither ok nor cancelled
    };

    LongOperation(QWidget *parent, const QString &title, const QString &label);
    ~LongOperation() override;

    template<typename Work, typename Done>
    void start(Work work, Done done)
    {
        using R = std::invoke_result_t<Work, OperationControl &>;
        m_run.start(std::move(work), [this, done = std::move(done)](R result) mutable {
            closeDialog();
            deleteLater(); // first: done may start the next operation
            done(std::move(result));
        }, [this](qint64 at, qint64 total) { showProgress(at, total); });
    }
    // As the dialog's Cancel: the worker stops at its next check.
    void cancel();
    bool isRunning() const { return m_run.isRunning(); }
    QProgressDialog *dialog() const;

    // "Cancelled; nothing was written." for the status bar.
    static QString cancelledText();
    // The threads long operations run on (tests hold it busy to see a run queued).
    static QThreadPool *pool();

private:
    void showProgress(qint64 done, qint64 total);
    void closeDialog();

    QPointer<QProgressDialog> m_dialog;
    LatestWorkerRun m_run { this, pool(), LatestWorkerRun::Priority::Background };
};

} // namespace hw
