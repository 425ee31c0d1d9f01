#pragma once

#include "LongOperation.h"
#include "domain/Result.h"
#include "logs/LogFailure.h"
#include "logs/LogQuery.h"
#include "sync/LatestWorkerRun.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QUrl>
#include <QWidget>

#include <memory>

class QAction;
class QComboBox;
class QLabel;
class QProgressBar;
class QToolBar;
class QToolButton;

namespace hw {

class LogClassifier;
class LogDocument;
class LogFindBar;
class LogFinder;
class LogOverview;
class LogView;

// A whole log viewer: the view, the find bar, the overview strip, a toolbar (time column, fold,
// follow, jump to the failure, copy a link, save) and a status line with progress and Cancel
// while a big log indexes. Opens local files (plain or gzip) and cached job logs alike.
class LogViewer : public QWidget
{
    Q_OBJECT
public:
    explicit LogViewer(QWidget *parent = nullptr);
    ~LogViewer() override;

    // Where the log came from, for links and the title: the job's raw-log URL, or a file URL.
    void setLink(const QUrl &link) { m_link = link; }
    Result<void> openFile(const QString &path);
    // Saves the plain text (inflated if the file was gzip), on this thread; the file appears
    // whole or not at all.
    Result<void> saveTo(const QString &path) const;
    // The same on a worker (Save as…), with a progress dialog and Cancel; saveFinished at the
    // end, and the banner says what happened.
    void saveInBackground(const QString &path);
    bool isSaving() const { return bool(m_save); }
    // The link to a line: the log's URL with "#L<n>" (1-based), as `hudwatch --log` accepts it.
    QUrl linkToLine(qint64 line) const;

    LogDocument *document() const { return m_document; }
    LogFinder *finder() const { return m_finder; }
    LogView *view() const { return m_view; }
    LogFindBar *findBar() const { return m_findBar; }
    QString statusText() const;
    QString bannerText() const;

    // A job's log on its way: progress (total < 0: unknown) with Cancel; fetchCancelRequested()
    // when the user cancels. showMessage() says what happened (an error keeps a ⚠).
    void showFetchProgress(const QString &what, qint64 received, qint64 total);
    void endFetchProgress();
    void showMessage(const QString &text);
    // Follow: a growing file is read further; a running job's log is fetched again (the owner
    // listens to followChanged()).
    void setFollow(bool on);
    bool isFollowing() const;

    // What the job row says failed (torchci_classification's line and rule; empty when none).
    void setFailureHint(const QString &hudLine, const QString &hudRule);
    // Finds the failing line (HUD's classification, else the classifier, else the last
    // meaningful ##[error]) once the log is indexed, and goes there.
    void jumpToFailure();
    const LogFailure &failure() const { return m_failure; }
    QString failureText() const;

signals:
    void titleChanged(const QString &title);
    void failureLocated(); // failure() holds the answer (found or not)
    void fetchCancelRequested();
    // The open file cannot be read (at open, or a damaged gzip while indexing); not on a cancel.
    void documentFailed(const hw::SourceError &error);
    void followChanged(bool on);
    void saveFinished(bool written);

private:
    QToolBar *createToolBar();
    void addFindActions();
    void setUpNotices();
    void layOut(QToolBar *tools);
    void connectDocument();
    void updateStatus();
    void showBanner(const QString &text);
    // A gzip log inflated only up to the document's bound.
    QString cutNotice() const;
    void saveAs();
    void stepMatch(bool forward);
    void locateFailure();

    LogDocument *m_document;
    LogFinder *m_finder;
    LogView *m_view;
    LogOverview *m_overview;
    LogFindBar *m_findBar;
    QLabel *m_banner;
    QLabel *m_status;
    QProgressBar *m_progress;
    QToolButton *m_cancel;
    QComboBox *m_timeMode;
    QAction *m_follow;
    QUrl m_link;
    QElapsedTimer m_openClock;
    qint64 m_indexMs = -1;
    bool m_fetching = false;
    LogQuery m_jumpedFor;
    QLabel *m_failureLabel;
    QString m_hudLine;
    QString m_hudRule;
    LogFailure m_failure;
    bool m_failureWanted = false;
    std::shared_ptr<const LogClassifier> m_classifier;
    LatestWorkerRun m_locating {this};
    QPointer<LongOperation> m_save; // Save as… under way
};

} // namespace hw
