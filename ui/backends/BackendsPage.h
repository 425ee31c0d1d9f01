#pragma once

#include "LongOperation.h"
#include "ViewError.h"
#include "backends/BackendsSnapshot.h"
#include "backends/L3Targets.h"
#include "domain/Result.h"
#include "domain/SourceStatus.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QStackedWidget;

namespace hw {

class NoticeBanner;

class BackendsOverviewView;
class BackendDetailView;

// The "Backends" tab: the overview of every backend, or one backend's detail (Enter on a row opens
// it, Esc/Backspace or the Back button returns), with a banner that says when the figures are not
// live. Exports a backend's promotion review report (Markdown + PDF).
class BackendsPage : public QWidget
{
    Q_OBJECT
public:
    explicit BackendsPage(QWidget *parent = nullptr);
    ~BackendsPage() override;

    void setSnapshot(const BackendsSnapshot &snapshot);
    const BackendsSnapshot &snapshot() const { return m_snapshot; }
    void setStatus(const SourceStatus &status);
    // A replay of a recording (not the demo): the snapshot shown is the one the console fetched
    // at this instant (UTC seconds); 0 = the demo's generated figures.
    void setRecordedAt(qint64 fetchedAt);
    // The relay's token comes from a sign-in (OAuth): a refusal asks to sign in, not for a token.
    void setRelaySignsIn(bool signsIn);

    void showOverview();
    // Opens one backend; the error names the known ones when the snapshot has no such repo.
    Result<void, ViewError> showBackend(const QString &repo);
    QString currentBackend() const { return m_backend; }
    QString bannerText() const;

    BackendsOverviewView *overview() const { return m_overview; }
    BackendDetailView *detail() const { return m_detail; }

    // The same on a worker (the button's way), with a progress dialog and Cancel; statusMessage
    // says how it ended and reportFinished follows.
    void exportReportInBackground(const QString &repo, const L3Targets &targets, const QString &markdownPath);
    bool isExportingReport() const { return bool(m_export); }

    // The banner's button ("Set relay token…", "Sign in…") while shown, else empty; and a click on it.
    QString bannerAction() const;
    void triggerBannerAction();

signals:
    void statusMessage(const QString &message);
    // The source refused the credentials; the banner's button asks for new ones.
    void passwordRequested();
    void relayTokenRequested(); // also with a sign-in: the receiver starts it then
    void reportFinished(bool written);

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    void askAndExport(const QString &repo, const L3Targets &targets);
    void updateBanner();
    qint64 m_recordedAt = 0;
    bool m_relaySignsIn = false;

    BackendsSnapshot m_snapshot;
    QPointer<LongOperation> m_export; // the report under way
    SourceStatus m_status;
    NoticeBanner *m_banner;
    QStackedWidget *m_stack;
    BackendsOverviewView *m_overview;
    BackendDetailView *m_detail;
    QString m_backend;
};

} // namespace hw
