#include "LogWindow.h"

#include "KeyboardSheet.h"
#include "LogViewer.h"

#include <QAction>

namespace hw {

LogWindow::LogWindow(QWidget *parent) : QMainWindow(parent), m_viewer(new LogViewer(this))
{
    setAttribute(Qt::WA_DeleteOnClose);
    setCentralWidget(m_viewer);
    setWindowTitle(tr("Log — HUD Watch"));
    connect(m_viewer, &LogViewer::titleChanged, this,
        [this](const QString &title) { setWindowTitle(tr("%1 — HUD Watch log").arg(title)); });
    resize(1280, 820);
    auto *keys = new QAction(tr("Keyboard shortcuts"), this);
    keys->setShortcut(QKeySequence(Qt::Key_Question));
    keys->setProperty(KeyboardSheet::groupProperty(), tr("Help"));
    connect(keys, &QAction::triggered, this, &LogWindow::showShortcuts);
    addAction(keys);
}

KeyboardSheet *LogWindow::showShortcuts()
{
    auto *sheet = new KeyboardSheet(KeyboardSheet::entriesOf(this), this);
    sheet->setAttribute(Qt::WA_DeleteOnClose);
    sheet->show();
    return sheet;
}

} // namespace hw
