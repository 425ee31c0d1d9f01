#include "LogWindow.h"

#include "LogViewer.h"

namespace hw {

LogWindow::LogWindow(QWidget *parent) : QMainWindow(parent), m_viewer(new LogViewer(this))
{
    setAttribute(Qt::WA_DeleteOnClose);
    setCentralWidget(m_viewer);
    setWindowTitle(tr("Log — HUD Watch"));
    connect(m_viewer, &LogViewer::titleChanged, this,
        [this](const QString &title) { setWindowTitle(tr("%1 — HUD Watch log").arg(title)); });
    resize(1280, 820);
}

} // namespace hw
