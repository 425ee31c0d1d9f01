#include "backends/BackendsPage.h"

#include "NoticeBanner.h"

#include "backends/BackendDetailView.h"
#include "backends/BackendsOverviewView.h"
#include "backends/BackendOverview.h"
#include "backends/PromotionReport.h"

#include <QAction>
#include <QDateTime>
#include <QDesktopServices>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QKeyEvent>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace hw {

BackendsPage::BackendsPage(QWidget *parent)
    : QWidget(parent)
    , m_banner(new NoticeBanner)
    , m_stack(new QStackedWidget)
    , m_overview(new BackendsOverviewView)
    , m_detail(new BackendDetailView)
{

    auto *detailPage = new QWidget;
    auto *detailLayout = new QVBoxLayout(detailPage);
    detailLayout->setContentsMargins(0, 0, 0, 0);
    auto *back = new QPushButton(tr("← All backends"));
    back->setToolTip(tr("Back to the overview (Esc)"));
    back->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Fixed);
    connect(back, &QPushButton::clicked, this, &BackendsPage::showOverview);
    // The detail's keys back to the list, as an action the keyboard sheet lists. On the detail
    // itself (it has the focus when it opens); keyPressEvent takes them from its children, after
    // a chart's own Backspace (zoom out).
    auto *backAction = new QAction(tr("Back to the overview"), this);
    backAction->setShortcuts({ QKeySequence(Qt::Key_Escape), QKeySequence(Qt::Key_Backspace) });
    backAction->setShortcutContext(Qt::WidgetShortcut);
    backAction->setProperty("keyGroup", tr("Backends")); // its group in the keyboard sheet
    connect(backAction, &QAction::triggered, this, &BackendsPage::showOverview);
    m_detail->addAction(backAction);
    detailLayout->addWidget(back);
    detailLayout->addWidget(m_detail, 1);

    m_stack->addWidget(m_overview);
    m_stack->addWidget(detailPage);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_banner);
    connect(m_banner, &NoticeBanner::actionTriggered, this, [this] {
        if (m_status.error.source == u"clickhouse")
            emit passwordRequested();
        else
            emit relayTokenRequested();
    });
    layout->addWidget(m_stack, 1);

    connect(m_overview, &BackendsOverviewView::backendActivated, this, [this](const QString &repo) {
        (void)showBackend(repo); // a repo of the overview: always in the snapshot
    });
    connect(m_detail, &BackendDetailView::exportReportRequested, this, &BackendsPage::askAndExport);
    connect(m_detail, &BackendDetailView::jobUrlActivated, this, [](const QUrl &url) {
        if (url.scheme() == u"https")
            QDesktopServices::openUrl(url);
    });
}

BackendsPage::~BackendsPage() = default;

void BackendsPage::setSnapshot(const BackendsSnapshot &snapshot)
{
    m_snapshot = snapshot;
    m_overview->setSnapshot(m_snapshot);
    m_detail->setSnapshot(m_snapshot);
    updateBanner();
}

void BackendsPage::setStatus(const SourceStatus &status)
{
    m_status = status;
    updateBanner();
}

void BackendsPage::setRecordedAt(qint64 fetchedAt)
{
    m_recordedAt = fetchedAt;
    updateBanner();
}

void BackendsPage::showOverview()
{
    m_backend.clear();
    m_stack->setCurrentIndex(0);
    m_overview->setFocus();
}

Result<void, ViewError> BackendsPage::showBackend(const QString &repo)
{
    const QString found = BackendOverview::findRepo(m_snapshot, repo);
    if (found.isEmpty())
        return ViewError { ViewError::Kind::NotFound,
            tr("no backend \"%1\"; known backends: %2")
                .arg(repo, BackendOverview::repos(m_snapshot).join(QStringLiteral(", "))) };
    m_backend = found;
    m_detail->setBackend(found);
    m_stack->setCurrentIndex(1);
    m_detail->setFocus();
    return {};
}

void BackendsPage::keyPressEvent(QKeyEvent *event)
{
    if (m_stack->currentIndex() == 1 && (event->key() == Qt::Key_Escape || event->key() == Qt::Key_Backspace)) {
        showOverview();
        return;
    }
    QWidget::keyPressEvent(event);
}

void BackendsPage::askAndExport(const QString &repo, const L3Targets &targets)
{
    QString base = repo;
    base.replace(u'/', u'_');
    const QString suggested = QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                                  .filePath(tr("promotion-review-%1.md").arg(base));
    const QString path = QFileDialog::getSaveFileName(this, tr("Export promotion review report"), suggested,
                                                      tr("Markdown (*.md)"));
    if (!path.isEmpty())
        exportReportInBackground(repo, targets, path);
}

void BackendsPage::exportReportInBackground(const QString &repo, const L3Targets &targets,
                                            const QString &markdownPath)
{
    if (m_export) {
        emit statusMessage(tr("An export is already under way."));
        return;
    }
    // Laying out and printing the PDF takes a while: on a worker, the window live meanwhile.
    PromotionReport::Input input;
    input.snapshot = m_snapshot;
    input.repo = repo;
    input.targets = targets;
    m_export = new LongOperation(this, tr("Export promotion review report"),
                                 tr("Writing %1 and its PDF…").arg(QFileInfo(markdownPath).fileName()));
    m_export->start(
        [input = std::move(input), markdownPath](OperationControl &control) {
            LongOperation::Outcome written;
            const Result<void> report = PromotionReport::write(input, markdownPath, &control);
            written.ok = report.ok();
            written.cancelled = report.error().kind == SourceError::Kind::Cancelled;
            written.error = report.error().message;
            return written;
        },
        [this, markdownPath](const LongOperation::Outcome &written) {
            if (written.ok)
                emit statusMessage(tr("Wrote %1 and the PDF beside it").arg(QDir::toNativeSeparators(markdownPath)));
            else if (written.cancelled)
                emit statusMessage(LongOperation::cancelledText());
            else
            {
                // Stays until read, as a chart export's error does: not the status bar's few seconds.
                // open(), not exec(): the page goes on refreshing behind it.
                auto *box = new QMessageBox(QMessageBox::Warning, tr("Export promotion review report"),
                    tr("Report not written: %1 — choose another folder or free disk space").arg(written.error),
                    QMessageBox::Close, this);
                box->setAttribute(Qt::WA_DeleteOnClose);
                box->open();
            }
            emit reportFinished(written.ok);
        });
}

QString BackendsPage::bannerAction() const
{
    return m_banner->shownAction();
}

void BackendsPage::triggerBannerAction()
{
    m_banner->trigger();
}

QString BackendsPage::bannerText() const
{
    return m_banner->shownText();
}

void BackendsPage::setRelaySignsIn(bool signsIn)
{
    if (m_relaySignsIn == signsIn)
        return;
    m_relaySignsIn = signsIn;
    updateBanner();
}

void BackendsPage::updateBanner()
{
    QString text;
    const QString asOf = m_snapshot.asOf > 0
        ? QDateTime::fromSecsSinceEpoch(m_snapshot.asOf, Qt::UTC).toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"))
        : QString();
    if (m_status.replay && m_recordedAt > 0)
        text = tr("◀◀ The past: backend figures as of %1, as fetched at %2 (from the recording).")
                   .arg(asOf,
                       QDateTime::fromSecsSinceEpoch(m_recordedAt, Qt::UTC)
                           .toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'")));
    else if (m_status.replay)
        text = tr("Demo data: backend figures as of %1 (generated from the real allowlist history).").arg(asOf);
    else if (m_snapshot.asOf == 0 && m_snapshot.stats.isEmpty() && !m_snapshot.allowlist)
        text = m_status.error.message.isEmpty() ? tr("No backend data yet.")
                                         : tr("No backend data yet: %1").arg(m_status.error.message);
    else if (!m_status.error.message.isEmpty())
        text = tr("Backend figures may be out of date (as of %1): %2").arg(asOf, m_status.error.message);
    QString action;
    if (!m_status.replay && m_status.state == SourceStatus::State::NeedsCredentials) {
        // Polling has stopped until new credentials arrive: offer them here, once.
        text += u' ' + tr("Polling waits for new credentials.");
        action = m_status.error.source == u"clickhouse" ? tr("Set password…")
            : m_relaySignsIn                              ? tr("Sign in…")
                                                          : tr("Set relay token…");
    }
    else if (m_status.state == SourceStatus::State::Offline && m_snapshot.asOf > 0) // none: said above
        text = tr("Offline: backend figures from the cache, as of %1.").arg(asOf);
    else if (m_status.stale) // the sync's judgement: by the data's age, or a poll that has not answered
        text = tr("Stale: backend figures are from %1.").arg(asOf);
    m_banner->say(text, action);
}

} // namespace hw
