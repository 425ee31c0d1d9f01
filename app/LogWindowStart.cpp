#include "LogWindowStart.h"

#include "CommandLineOptions.h"
#include "logs/LogDocument.h"
#include "logs/LogFinder.h"
#include "logs/LogFindBar.h"
#include "logs/LogView.h"
#include "logs/LogViewer.h"
#include "logs/LogWindow.h"

#include <QApplication>
#include <QEventLoop>
#include <QTextStream>
#include <QTimer>

namespace hw {

namespace {

// Runs the event loop until done() holds or the time is up.
bool waitFor(const std::function<bool()> &done, int timeoutMs)
{
    QEventLoop loop;
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (done())
            loop.quit();
    });
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    poll.start(10);
    if (!done())
        loop.exec();
    return done();
}

void applyStart(LogViewer *viewer, const CommandLineOptions &options)
{
    if (!options.find.isEmpty())
        viewer->findBar()->setQuery({options.find, false, false});
    if (options.logLine >= 0)
        viewer->view()->goToLine(options.logLine);
    else if (options.logFailure)
        viewer->jumpToFailure();
}

} // namespace

int startLogWindow(const CommandLineOptions &options, QTextStream &err)
{
    auto *window = new LogWindow;
    LogViewer *viewer = window->viewer();
    if (auto r = viewer->openFile(options.logFile); !r) {
        err << "hudwatch: " << r.error().message << Qt::endl;
        delete window;
        return 1;
    }
    LogDocument *doc = viewer->document();
    if (!options.screenshotPath.isEmpty()) {
        window->resize(options.size);
        window->show();
        if (!waitFor([doc] { return !doc->isIndexing(); }, 120'000)) {
            err << "hudwatch: the log did not finish indexing in 2 minutes" << Qt::endl;
            delete window;
            return 1;
        }
        applyStart(viewer, options);
        if (!options.find.isEmpty())
            waitFor([viewer] { return !viewer->finder()->isSearching() && !viewer->finder()->isWaitingForIndex(); }, 120'000);
        if (options.logFailure && options.logLine < 0) {
            bool located = false;
            QObject::connect(viewer, &LogViewer::failureLocated, viewer, [&located] { located = true; });
            waitFor([&located] { return located; }, 120'000);
        }
        for (int round = 0; round < 3; ++round) {
            QCoreApplication::processEvents();
            QCoreApplication::sendPostedEvents();
        }
        const QPixmap shot = window->grab();
        const bool saved = shot.save(options.screenshotPath, "PNG");
        delete window;
        if (!saved) {
            err << "hudwatch: cannot write " << options.screenshotPath << Qt::endl;
            return 1;
        }
        QTextStream(stdout) << "wrote " << options.screenshotPath << " (" << shot.width() << "x" << shot.height() << ")"
                            << Qt::endl;
        return 0;
    }
    window->show();
    // The start position needs the index: apply it once the log is read.
    if (doc->isIndexing())
        QObject::connect(doc, &LogDocument::indexed, viewer, [viewer, options] { applyStart(viewer, options); },
            Qt::SingleShotConnection);
    else
        applyStart(viewer, options);
    return -1;
}

} // namespace hw
