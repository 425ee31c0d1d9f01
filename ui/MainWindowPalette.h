#pragma once

#include "commands/CommandPaletteModel.h"

#include <QCoreApplication>
#include <QVector>

namespace hw {

class MainWindow;

// What the window's command palette (Ctrl+K) lists, and where a chosen entry goes: the views
// first (on equal scores they win over a job that happens to match as well), the menus' actions,
// the keys of the views on screen, then the backends, the grid's jobs and the flaky tests listed.
// Works through the window's public interface. Strings keep MainWindow's translation context.
class MainWindowPalette
{
    Q_DECLARE_TR_FUNCTIONS(hw::MainWindow)

public:
    // menuEntries: the menus' enabled and visible actions ("File ▸ Refresh now").
    static QVector<PaletteEntry> entries(const MainWindow *window, const QVector<PaletteEntry> &menuEntries);
    // Goes there (selects the backend, the job's column, opens the test); says on the status bar
    // when it cannot.
    static void goTo(MainWindow *window, const PaletteEntry &entry);
};

} // namespace hw
