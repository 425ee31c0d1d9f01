#pragma once

#include "ViewError.h"
#include "domain/Result.h"

#include <QCoreApplication>
#include <QString>

class QTabWidget;

namespace hw {

class BackendsPage;
class FlakyPage;
class TrunkPage;
class UtilizationPage;

// The window's views by name, as --view, the command palette, a notification and the saved state
// name them: "grid", "trunk", "flaky[:<test>]", "utilization[:fleet|:<job id>]", "backends" and
// "backend:<owner/repo>[@jobs|@chart|@history|@readiness]". Shows one (its tab, and what in it),
// and names the one shown. Strings keep MainWindow's translation context.
class MainWindowViews
{
    Q_DECLARE_TR_FUNCTIONS(hw::MainWindow)

public:
    // The tabs in their order: the grid first, the backends second.
    struct Pages {
        QTabWidget *tabs = nullptr;
        BackendsPage *backends = nullptr;
        FlakyPage *flaky = nullptr;
        TrunkPage *trunk = nullptr;
        UtilizationPage *utilization = nullptr;
    };
    explicit MainWindowViews(const Pages &pages) : m_pages(pages) {}

    // The error says why not, and what would work.
    Result<void, ViewError> show(const QString &view) const;
    QString current() const;

private:
    Result<void, ViewError> showUtilization(const QString &view) const;
    Result<void, ViewError> showFlaky(const QString &view) const;
    Result<void, ViewError> showBackend(const QString &view) const;

    Pages m_pages;
};

} // namespace hw
