#include "MainWindowViews.h"

#include "backends/BackendDetailView.h"
#include "backends/BackendsPage.h"
#include "flaky/FlakyPage.h"
#include "trunk/TrunkPage.h"
#include "utilization/UtilizationPage.h"

#include <QStringList>
#include <QTabWidget>

namespace hw {

Result<void, ViewError> MainWindowViews::show(const QString &view) const
{
    if (view == u"grid") {
        m_pages.tabs->setCurrentIndex(0);
        return {};
    }
    if (view == u"trunk") {
        m_pages.tabs->setCurrentWidget(m_pages.trunk);
        return {};
    }
    if (view == u"utilization" || view.startsWith(u"utilization:"))
        return showUtilization(view);
    if (view == u"flaky" || view.startsWith(u"flaky:"))
        return showFlaky(view);
    if (view == u"backends") {
        m_pages.tabs->setCurrentIndex(1);
        m_pages.backends->showOverview();
        return {};
    }
    if (view.startsWith(u"backend:"))
        return showBackend(view);
    return ViewError { ViewError::Kind::UnknownView,
        tr("unknown view \"%1\" — use grid, backends, flaky, trunk or utilization").arg(view) };
}

Result<void, ViewError> MainWindowViews::showUtilization(const QString &view) const
{
    if (view == u"utilization" || view == u"utilization:fleet") {
        m_pages.tabs->setCurrentWidget(m_pages.utilization);
        if (view.endsWith(u":fleet") || !m_pages.utilization->isShowingJob())
            m_pages.utilization->showFleet();
        return {};
    }
    bool ok = false;
    const qint64 jobId = view.mid(12).toLongLong(&ok);
    if (!ok || jobId <= 0)
        return ViewError { ViewError::Kind::BadArgument,
            tr("not a job id: \"%1\" (use utilization:JOB_ID or utilization:fleet)").arg(view.mid(12)) };
    m_pages.tabs->setCurrentWidget(m_pages.utilization);
    m_pages.utilization->openJob(jobId);
    return {};
}

Result<void, ViewError> MainWindowViews::showFlaky(const QString &view) const
{
    m_pages.tabs->setCurrentWidget(m_pages.flaky);
    if (view == u"flaky" || m_pages.flaky->openTest(view.mid(6)))
        return {};
    return ViewError { ViewError::Kind::NotFound,
        tr("no flaky test matches \"%1\" — check the name, or choose a longer time range on the Flaky "
           "tests tab")
            .arg(view.mid(6)) };
}

Result<void, ViewError> MainWindowViews::showBackend(const QString &view) const
{
    const QString repo = view.mid(8).section(u'@', 0, 0);
    const QString tab = view.section(u'@', 1);
    if (auto shown = m_pages.backends->showBackend(repo); !shown)
        return shown;
    static const QStringList tabs { QStringLiteral("jobs"), QStringLiteral("chart"), QStringLiteral("history"),
        QStringLiteral("readiness") };
    if (!tab.isEmpty())
        m_pages.backends->detail()->tabs()->setCurrentIndex(tabs.indexOf(tab)); // order of BackendDetailView::Tab
    m_pages.tabs->setCurrentIndex(1);
    return {};
}

QString MainWindowViews::current() const
{
    if (m_pages.tabs->currentIndex() == 0)
        return QStringLiteral("grid");
    if (m_pages.tabs->currentWidget() == m_pages.trunk)
        return QStringLiteral("trunk");
    if (m_pages.tabs->currentWidget() == m_pages.flaky)
        return QStringLiteral("flaky");
    if (m_pages.tabs->currentWidget() == m_pages.utilization)
        return m_pages.utilization->isShowingJob() && m_pages.utilization->requestedJob() > 0
            ? QStringLiteral("utilization:%1").arg(m_pages.utilization->requestedJob())
            : QStringLiteral("utilization");
    const QString repo = m_pages.backends->currentBackend();
    return repo.isEmpty() ? QStringLiteral("backends") : QStringLiteral("backend:") + repo;
}

} // namespace hw
