#include "MainWindowPalette.h"

#include "KeyboardSheet.h"
#include "MainWindow.h"
#include "backends/BackendsPage.h"
#include "charts/TimeSeriesChart.h"
#include "flaky/FlakyPage.h"
#include "flaky/FlakyRoles.h"
#include "grid/GridFilterBar.h"
#include "grid/GridPage.h"

#include <QAction>
#include <QStatusBar>
#include <QTableView>

namespace hw {

QVector<PaletteEntry> MainWindowPalette::entries(const MainWindow *window, const QVector<PaletteEntry> &menuEntries)
{
    using Kind = PaletteEntry::Kind;
    QVector<PaletteEntry> out;
    // Views first: on equal scores they win over a job that happens to match as well.
    const std::pair<QString, QString> views[] { { tr("Grid"), QStringLiteral("grid") },
        { tr("Backends"), QStringLiteral("backends") }, { tr("Flaky tests"), QStringLiteral("flaky") },
        { tr("Trunk health"), QStringLiteral("trunk") }, { tr("GPU utilization"), QStringLiteral("utilization:fleet") } };
    for (const auto &[text, view] : views)
        out.append({ Kind::View, text, view });
    // Menu actions by their text ("File ▸ Refresh now"), the enabled and visible ones.
    out += menuEntries;
    // The views' keys that act on what is shown (the time machine's while it is on, a visible
    // chart's, a view's way back), by their group in the keyboard sheet. Keys about the focused
    // widget's cursor (WidgetShortcut: the grid's arrows, a filter's Esc) are left to the keys.
    for (QAction *a : window->findChildren<QAction *>()) {
        const QString group = a->property(KeyboardSheet::groupProperty()).toString();
        const auto *owner = qobject_cast<const QWidget *>(a->parent());
        if (group.isEmpty() || a->shortcutContext() == Qt::WidgetShortcut || !a->isEnabled() || !owner
            || !owner->isVisible() || owner->window() != window)
            continue;
        QString text = group + QStringLiteral(" ▸ ") + a->text().remove(u'&');
        if (const auto *chart = qobject_cast<const TimeSeriesChart *>(owner); chart && !chart->title().isEmpty())
            text += QStringLiteral(" (") + chart->title() + u')';
        out.append({ Kind::Action, text, QString::number(reinterpret_cast<quintptr>(a)) });
    }
    for (const BackendStats &b : window->backendsPage()->snapshot().stats)
        out.append({ Kind::Backend, b.repo, b.repo });
    for (const QString &column : window->gridPage()->jobNames())
        out.append({ Kind::Job, column, column });
    // The flaky tests the tab lists (its filter and minimum of runs apply): those it can open.
    const QAbstractItemModel *tests = window->flakyPage()->testsTable()->model();
    for (int r = 0; r < tests->rowCount(); ++r) {
        const QString name = tests->index(r, 0).data(FlakyFullNameRole).toString();
        out.append({ Kind::Test, name, name });
    }
    return out;
}

void MainWindowPalette::goTo(MainWindow *window, const PaletteEntry &entry)
{
    using Kind = PaletteEntry::Kind;
    Result<void, ViewError> shown;
    switch (entry.kind) {
    case Kind::View:
        shown = window->showView(entry.target);
        break;
    case Kind::Action:
        // The action still exists (the menus are rebuilt only by setProfiles, never while open).
        for (QAction *a : window->findChildren<QAction *>())
            if (QString::number(reinterpret_cast<quintptr>(a)) == entry.target) {
                a->trigger();
                return;
            }
        shown = ViewError { ViewError::Kind::NotFound, tr("\"%1\" is no longer in the menus").arg(entry.text) };
        break;
    case Kind::Backend:
        shown = window->showView(QStringLiteral("backend:") + entry.target);
        break;
    case Kind::Job: {
        (void)window->showView(QStringLiteral("grid"));
        if (window->gridPage()->isGrouped()) // the job's own column is in the ungrouped grid
            window->filterBar()->setGrouped(false);
        const int c = window->gridPage()->columnOf(entry.target);
        if (c < 0) {
            shown = ViewError { ViewError::Kind::NotFound,
                tr("%1 is not in the grid (filtered out?): clear the filter and try again").arg(entry.target) };
            break;
        }
        window->gridPage()->selectCell(0, c, true);
        return;
    }
    case Kind::Test:
        shown = window->showView(QStringLiteral("flaky:") + entry.target);
        break;
    }
    if (!shown)
        window->statusBar()->showMessage(shown.error().message, 6000);
}

} // namespace hw
