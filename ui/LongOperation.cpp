#include "LongOperation.h"

#include <QProgressDialog>
#include <QThread>
#include <QThreadPool>
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
    progress->setValue(0); // starts the 300 ms
    connect(progress, &QProgressDialog::canceled, this, &LongOperation::cancel);
    m_dialog = progress;
}

LongOperation::~LongOperation()
{
    if (m_run.isRunning()) { // still running: stop it (it leaves no file) before what it reads goes
        m_run.requestStop();
        m_run.waitForWorkers();
    }
    closeDialog();
}

void LongOperation::cancel()
{
    m_run.requestStop(); // the dialog hides itself
}

void LongOperation::showProgress(qint64 done, qint64 total)
{
    if (m_dialog)
        m_dialog->setValue(total > 0 ? int(done * 1000 / total) : 0);
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

void LongOperation::closeDialog()
{
    if (m_dialog)
        m_dialog->close();
}

} // namespace hw
