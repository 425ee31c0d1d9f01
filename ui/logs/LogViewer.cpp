#include "LogViewer.h"

#include "LogFindBar.h"
#include "LogOverview.h"
#include "LogView.h"
#include "LongOperation.h"
#include "domain/FileHeadCopy.h"
#include "logs/LogClassifier.h"
#include "logs/LogDocument.h"
#include "logs/LogFailureLocator.h"
#include "logs/LogFinder.h"
#include "palette/StatusPalette.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace hw {

namespace {
// Millions of bytes, as the status line counts them (the cut notice uses the same figure).
QString megabyteFigure(qint64 bytes)
{
    return QLocale().toString(double(bytes) / 1e6, 'f', bytes < 10'000'000 ? 1 : 0);
}

QString megabytes(qint64 bytes)
{
    return megabyteFigure(bytes) + QStringLiteral(" MB");
}
} // namespace

LogViewer::LogViewer(QWidget *parent)
    : QWidget(parent)
    , m_document(new LogDocument(this))
    , m_finder(new LogFinder(m_document, this))
    , m_view(new LogView(this))
    , m_overview(new LogOverview(m_view, m_finder, this))
    , m_findBar(new LogFindBar(m_finder, this))
    , m_banner(new QLabel(this))
    , m_status(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QToolButton(this))
    , m_timeMode(new QComboBox(this))
    , m_follow(new QAction(tr("Follow"), this))
    , m_failureLabel(new QLabel(this))
{
    m_view->setDocument(m_document);
    m_view->setFinder(m_finder);
    QToolBar *tools = createToolBar();
    addFindActions();
    setUpNotices();
    layOut(tools);
    connectDocument();
    setFocusProxy(m_view);
}

// The time column, folding, follow, jump to failure, copy link and save.
QToolBar *LogViewer::createToolBar()
{
    auto *tools = new QToolBar(this);
    tools->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_timeMode->addItem(tr("Time since start"), int(LogTimeMode::Relative));
    m_timeMode->addItem(tr("Time of day (UTC)"), int(LogTimeMode::Absolute));
    m_timeMode->addItem(tr("No times"), int(LogTimeMode::Hidden));
    m_timeMode->setToolTip(tr("The time column: since the log's first line, the time of day, or hidden"));
    connect(m_timeMode, &QComboBox::currentIndexChanged, this,
        [this] { m_view->setTimeMode(LogTimeMode(m_timeMode->currentData().toInt())); });
    tools->addWidget(m_timeMode);
    tools->addSeparator();
    tools->addAction(tr("Fold all"), this, [this] { m_view->foldAll(true); })->setToolTip(tr("Fold every ##[group] section"));
    tools->addAction(tr("Unfold all"), this, [this] { m_view->foldAll(false); });
    m_follow->setCheckable(true);
    m_follow->setToolTip(tr("Keep showing the end as the log grows"));
    connect(m_follow, &QAction::toggled, this, [this](bool on) {
        m_document->setFollow(on);
        m_view->setStickToEnd(on);
        emit followChanged(on);
    });
    tools->addAction(m_follow);
    tools->addSeparator();
    QAction *failure = tools->addAction(tr("✖ Jump to failure"), this, &LogViewer::jumpToFailure);
    failure->setShortcut(QKeySequence(Qt::Key_F));
    failure->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    failure->setProperty("keyGroup", tr("Log")); // its group in the keyboard sheet (KeyboardSheet)
    addAction(failure); // the shortcut works anywhere in the viewer, not only on the toolbar
    failure->setToolTip(tr("Go to the line that explains the failure (F): HUD's classification, else the log "
                           "classifier's rules, else the last ##[error]"));
    QAction *copyLink = tools->addAction(tr("Copy link"), this, [this] {
        QApplication::clipboard()->setText(linkToLine(std::max<qint64>(0, m_view->currentLine())).toString());
    });
    copyLink->setToolTip(tr("Copy a link to the current line"));
    QAction *save = tools->addAction(tr("Save as…"), this, &LogViewer::saveAs);
    save->setShortcut(QKeySequence::Save);
    save->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    save->setProperty("keyGroup", tr("Log"));
    addAction(save);
    return tools;
}

// Find, next and previous match as the viewer's keys; a new query jumps to its first match.
void LogViewer::addFindActions()
{
    const auto add = [this](const QString &text, const QList<QKeySequence> &keys) {
        auto *a = new QAction(text, this);
        a->setShortcuts(keys);
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        a->setProperty("keyGroup", tr("Find"));
        addAction(a);
        return a;
    };
    QAction *find = add(tr("Find in the log"), {QKeySequence::Find, QKeySequence(Qt::Key_Slash)});
    connect(find, &QAction::triggered, m_findBar, &LogFindBar::focusFind);
    QAction *next = add(tr("Next match"), QKeySequence::keyBindings(QKeySequence::FindNext));
    connect(next, &QAction::triggered, this, [this] { stepMatch(true); });
    QAction *previous = add(tr("Previous match"), QKeySequence::keyBindings(QKeySequence::FindPrevious));
    connect(previous, &QAction::triggered, this, [this] { stepMatch(false); });
    connect(m_findBar, &LogFindBar::nextRequested, this, [this] { stepMatch(true); });
    connect(m_findBar, &LogFindBar::previousRequested, this, [this] { stepMatch(false); });
    connect(m_findBar, &LogFindBar::escapePressed, m_view, qOverload<>(&QWidget::setFocus));
    connect(m_finder, &LogFinder::finished, this, [this] {
        // A new query goes to its first match after the current line, as an editor's find does;
        // the same query searched again (follow mode) leaves the view where it is.
        if (m_finder->matches().count == 0 || m_finder->query() == m_jumpedFor)
            return;
        m_jumpedFor = m_finder->query();
        m_view->goToLine(m_finder->nextMatch(m_view->currentLine()));
    });
    connect(m_view, &LogView::copyLinkRequested, this,
        [this](qint64 line) { QApplication::clipboard()->setText(linkToLine(line).toString()); });
}

// The banner (a cut or failed log), the failure line, and the progress with its Cancel.
void LogViewer::setUpNotices()
{
    m_banner->setWordWrap(true);
    m_banner->setVisible(false);
    m_banner->setMargin(6);
    m_banner->setAutoFillBackground(true);
    m_banner->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_failureLabel->setMargin(4);
    m_failureLabel->setWordWrap(true);
    m_failureLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_failureLabel->setVisible(false);
    connect(this, &LogViewer::failureLocated, m_failureLabel, [this] { m_failureLabel->setVisible(true); });
    m_progress->setMaximumWidth(220);
    m_progress->setTextVisible(true);
    m_progress->setVisible(false);
    m_cancel->setText(tr("Cancel"));
    m_cancel->setVisible(false);
    connect(m_cancel, &QToolButton::clicked, this, [this] {
        if (m_fetching)
            emit fetchCancelRequested();
        else
            m_document->cancel();
    });
}

void LogViewer::layOut(QToolBar *tools)
{
    auto *body = new QHBoxLayout;
    body->setSpacing(0);
    body->addWidget(m_view, 1);
    body->addWidget(m_overview);
    auto *statusRow = new QHBoxLayout;
    statusRow->setContentsMargins(6, 2, 6, 2);
    statusRow->addWidget(m_status, 1);
    statusRow->addWidget(m_progress);
    statusRow->addWidget(m_cancel);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(tools);
    layout->addWidget(m_findBar);
    layout->addWidget(m_banner);
    layout->addWidget(m_failureLabel);
    layout->addLayout(body, 1);
    layout->addLayout(statusRow);
}

void LogViewer::connectDocument()
{
    connect(m_document, &LogDocument::progress, this, &LogViewer::updateStatus);
    connect(m_document, &LogDocument::indexed, this, [this] {
        m_indexMs = m_openClock.elapsed();
        if (m_document->isCutAtBound())
            showBanner(cutNotice());
        updateStatus();
        if (m_failureWanted)
            locateFailure();
    });
    connect(m_document, &LogDocument::failed, this, [this](const SourceError &e) {
        if (e.kind != SourceError::Kind::Cancelled)
            showBanner(QStringLiteral("⚠ ") + e.message);
        else
            showBanner(tr("Indexing cancelled: showing the first %1 lines only.").arg(QLocale().toString(m_document->lineCount())));
        updateStatus();
        if (e.kind != SourceError::Kind::Cancelled)
            emit documentFailed(e);
    });
    connect(m_document, &LogDocument::truncated, this, [this] { showBanner(tr("The file was truncated and is read again.")); });
}

LogViewer::~LogViewer()
{
    delete m_save; // a save under way stops (leaving no file) before the document's copy goes
}

void LogViewer::showFetchProgress(const QString &what, qint64 received, qint64 total)
{
    m_fetching = true;
    m_progress->setVisible(true);
    m_cancel->setVisible(true);
    if (total > 0) {
        m_progress->setRange(0, 1000);
        m_progress->setValue(int(received * 1000 / total));
        m_progress->setFormat(tr("%1 of %2").arg(megabytes(received), megabytes(total)));
    } else {
        m_progress->setRange(0, 0); // busy: the size is not known
    }
    m_status->setText(tr("Downloading %1 — %2 so far").arg(what, megabytes(received)));
}

void LogViewer::endFetchProgress()
{
    m_fetching = false;
    m_progress->setVisible(false);
    m_cancel->setVisible(false);
    updateStatus();
}

void LogViewer::setFollow(bool on)
{
    m_follow->setChecked(on);
}

bool LogViewer::isFollowing() const
{
    return m_follow->isChecked();
}

void LogViewer::showMessage(const QString &text)
{
    showBanner(text);
}

void LogViewer::setFailureHint(const QString &hudLine, const QString &hudRule)
{
    m_hudLine = hudLine;
    m_hudRule = hudRule;
}

void LogViewer::jumpToFailure()
{
    // A find already typed must not move the view away from the failure when it finishes.
    m_jumpedFor = m_finder->query();
    m_failureWanted = true;
    if (m_document->isComplete())
        locateFailure();
    else
        m_failureLabel->setText(tr("finding the failure once the log is read…"));
    m_failureLabel->setVisible(true);
}

void LogViewer::locateFailure()
{
    m_failureWanted = false;
    m_failureLabel->setText(tr("finding the failure…"));
    using Located = std::pair<Result<LogFailure>, std::shared_ptr<const LogClassifier>>;
    auto locate = [classifier = m_classifier, path = m_document->contentPath(), state = m_document->state(),
                      hudLine = m_hudLine, hudRule = m_hudRule](OperationControl &control) mutable -> Located {
        // The rule set compiles once per viewer (about 20 ms), off the GUI thread.
        if (!classifier) {
            if (auto built = LogClassifier::builtIn())
                classifier = std::make_shared<const LogClassifier>(std::move(*built));
        }
        return {LogFailureLocator::locate(path, *state, hudLine, hudRule, classifier.get(), control.cancel), classifier};
    };
    m_locating.start(std::move(locate), [this](Located located) {
        const Result<LogFailure> &r = located.first;
        m_classifier = std::move(located.second);
        m_failure = r ? *r : LogFailure {};
        if (!r && r.error().kind != SourceError::Kind::Cancelled)
            showBanner(QStringLiteral("⚠ ") + r.error().message);
        m_failureLabel->setText(failureText());
        // Bold on a tint of the failure colour when a line was found: the answer to "why red?".
        const bool dark = palette().color(QPalette::Base).lightness() < 128;
        QColor tint = StatusPalette(dark ? ColorScheme::Dark : ColorScheme::Light).color(ColorId::VerdictFail);
        tint.setAlpha(dark ? 90 : 40);
        m_failureLabel->setStyleSheet(m_failure.found()
                ? QStringLiteral("QLabel { font-weight: bold; background: %1; }").arg(tint.name(QColor::HexArgb))
                : QString());
        m_view->setFailureLine(m_failure.line);
        if (m_failure.found())
            m_view->goToLine(m_failure.line);
        emit failureLocated();
    });
}

QString LogViewer::failureText() const
{
    if (!m_failure.found())
        return tr("✖ Failure: %1").arg(m_failure.describe());
    QString text = tr("✖ Failure at line %1: %2").arg(QLocale().toString(m_failure.line + 1), m_failure.describe());
    if (!m_failure.captures.isEmpty())
        text += QStringLiteral(" — ") + m_failure.captures.join(QStringLiteral(", "));
    return text;
}

Result<void> LogViewer::openFile(const QString &path)
{
    delete m_save; // it copies the document about to be replaced: stopped, no file left
    m_banner->setVisible(false);
    m_locating.cancel();
    m_failure = {};
    m_failureLabel->clear();
    m_indexMs = -1;
    m_openClock.start();
    if (m_link.isEmpty() || m_link.isLocalFile())
        m_link = QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath());
    m_view->setDocument(nullptr);
    auto r = m_document->open(path);
    m_view->setDocument(m_document);
    m_view->setStickToEnd(true);
    if (!r)
        showBanner(QStringLiteral("⚠ ") + r.error().message);
    updateStatus();
    emit titleChanged(QFileInfo(path).fileName());
    if (!r)
        emit documentFailed(r.error());
    return r;
}

QUrl LogViewer::linkToLine(qint64 line) const
{
    QUrl url = m_link;
    url.setFragment(QStringLiteral("L%1").arg(line + 1));
    return url;
}

namespace {
// What saving the document (read from `from`) to `path` gives, in the viewer's words.
Result<void> savedOrWhy(const FileHeadCopy::Outcome &copied, const QString &from, const QString &path)
{
    switch (copied.failure) {
    case FileHeadCopy::Failure::None:
        return {};
    case FileHeadCopy::Failure::Read:
        return SourceError::make(SourceError::Kind::Storage, QStringLiteral("log"),
            LogViewer::tr("cannot read the log %1: %2 — open it again")
                .arg(QDir::toNativeSeparators(from), copied.reason));
    case FileHeadCopy::Failure::Write:
        break;
    case FileHeadCopy::Failure::Cancelled:
        return SourceError::make(SourceError::Kind::Storage, QStringLiteral("log"), LongOperation::cancelledText());
    }
    return SourceError::make(SourceError::Kind::Storage, QStringLiteral("log"),
        LogViewer::tr("could not write %1: %2 — choose another folder or free disk space")
            .arg(QDir::toNativeSeparators(path), copied.reason));
}
} // namespace

Result<void> LogViewer::saveTo(const QString &path) const
{
    // Only what is indexed: the same text the viewer shows, even while a gzip still inflates.
    const QString from = m_document->contentPath();
    return savedOrWhy(FileHeadCopy::copy(from, m_document->byteCount(), path), from, path);
}

void LogViewer::saveInBackground(const QString &path)
{
    if (m_save) {
        showBanner(QStringLiteral("⚠ ") + tr("A save is already under way."));
        return;
    }
    // A 500 MB log takes seconds to copy: on a worker, with progress and Cancel, the viewer live.
    m_save = new LongOperation(this, tr("Save the log"), tr("Saving %1…").arg(QFileInfo(path).fileName()));
    m_save->start(
        [from = m_document->contentPath(), bytes = m_document->byteCount(), path](OperationControl &control) {
            return FileHeadCopy::copy(from, bytes, path, &control);
        },
        [this, path, from = m_document->contentPath()](const FileHeadCopy::Outcome &copied) {
            if (copied.failure == FileHeadCopy::Failure::Cancelled)
                showMessage(LongOperation::cancelledText());
            else if (const Result<void> saved = savedOrWhy(copied, from, path); !saved)
                showBanner(QStringLiteral("⚠ ") + saved.error().message);
            else
                showMessage(tr("Saved to %1").arg(QDir::toNativeSeparators(path)));
            emit saveFinished(copied.ok());
        });
}

void LogViewer::saveAs()
{
    const QString suggested = QFileInfo(m_document->path()).completeBaseName() + QStringLiteral(".txt");
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the log"), suggested, tr("Text (*.txt *.log)"));
    if (!path.isEmpty())
        saveInBackground(path);
}

void LogViewer::stepMatch(bool forward)
{
    const qint64 at = m_view->currentLine();
    const qint64 line = forward ? m_finder->nextMatch(at) : m_finder->previousMatch(at < 0 ? m_document->lineCount() : at);
    if (line >= 0)
        m_view->goToLine(line);
}

QString LogViewer::cutNotice() const
{
    const QString megabytes = megabyteFigure(m_document->maxInflatedBytes());
    return QStringLiteral("⚠ ")
        + tr("This gzip log holds more than %1 MB of text: only its first %1 MB are shown and searched. "
             "To search all of it, run 'hudwatch log FILE --max-inflated MB --find PATTERN' with a larger bound.")
              .arg(megabytes);
}

void LogViewer::showBanner(const QString &text)
{
    m_banner->setText(text);
    m_banner->setVisible(!text.isEmpty());
}

QString LogViewer::bannerText() const
{
    return m_banner->isHidden() ? QString() : m_banner->text();
}

QString LogViewer::statusText() const
{
    return m_status->text();
}

void LogViewer::updateStatus()
{
    if (m_fetching)
        return;
    const QString name = QFileInfo(m_document->path()).fileName();
    const qint64 lines = m_document->lineCount();
    const bool indexing = m_document->isIndexing();
    QStringList parts {name, tr("%1 lines").arg(QLocale().toString(lines)), megabytes(m_document->byteCount())};
    if (m_document->isCompressed())
        parts << tr("gzip");
    if (m_indexMs >= 0)
        parts << tr("indexed in %1 ms").arg(m_indexMs);
    m_status->setText(parts.join(QStringLiteral(" · ")));
    m_progress->setVisible(indexing);
    m_cancel->setVisible(indexing);
    if (indexing) {
        const auto state = m_document->state();
        qint64 done = 0;
        qint64 total = 0;
        {
            std::shared_lock lock(state->lock);
            done = state->bytesRead;
            total = state->bytesTotal;
        }
        m_progress->setRange(0, 1000);
        m_progress->setValue(total > 0 ? int(done * 1000 / total) : 0);
        m_progress->setFormat((m_document->isCompressed() ? tr("inflating %1 of %2") : tr("indexing %1 of %2"))
                                  .arg(megabytes(done), megabytes(total)));
    }
}

} // namespace hw
