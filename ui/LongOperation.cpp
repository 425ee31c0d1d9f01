#include "LongOperation.h"

#include "domain/BackgroundPriority.h"

#include <QProgressDialog>
#include <QThread>
#include <QThreadPool>
#include <QTimer>
#include <QWidget>

#include <algorithm>

namespace hw {

namespace {
Q_GLOBAL_STATIC(QThreadPool, longOperationThreads)
} // namespace

LongOperation::LongOperation(QWidget *parent, const QString &title, const QString &label)
    : QObject(parent)
{
    auto *progress = new QProgressDialog(label, tr("Cancel"), 0, 1000, parent);
    progress->setWindowTitle(title);
    progress->setAttribute(Qt::WA_DeleteOnClose);
    progress->setMinimumDuration(300);
    progress->setAutoClose(false);
    progress->setAutoReset(false);
    connect(progress, &QProgressDialog::canceled, this, &LongOperation::cancel);
    // The worker only stores a number; the dialog reads it ten times a second.
    auto *tick = new QTimer(progress);
    connect(tick, &QTimer::timeout, progress, [progress, control = m_control] { progress->setValue(control->permille); });
    tick->start(100);
    m_dialog = progress;
}

LongOperation::~LongOperation()
{
    if (m_watcher) { // still running: stop it (it leaves no file) before what it reads goes
        m_control->cancel = true;
        m_watcher->waitForFinished();
    }
    closeDialog();
}

void LongOperation::cancel()
{
    m_control->cancel = true; // the dialog hides itself
}

QProgressDialog *LongOperation::dialog() const
{
    return m_dialog;
}

QString LongOperation::cancelledText()
{
    return tr("Cancelled; nothing was written.");
}

QThreadPool *LongOperation::pool()
{
    QThreadPool *threads = longOperationThreads();
    static const bool sized = [threads] {
        threads->setMaxThreadCount(std::max(2, QThread::idealThreadCount()));
        return true;
    }();
    Q_UNUSED(sized);
    return threads;
}

void LongOperation::lowerPriority()
{
    BackgroundPriority::applyToThisThread();
}

void LongOperation::closeDialog()
{
    if (m_dialog)
        m_dialog->close();
}

} // namespace hw
