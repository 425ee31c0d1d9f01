#include "AlertMonitor.h"
#include "AllowlistCommand.h"
#include "CommandLineOptions.h"
#include "Console.h"
#include "FigureCommands.h"
#include "AppTheme.h"
#include "ConsoleHost.h"
#include "FlakyCommand.h"
#include "LogCommand.h"
#include "LogWindowStart.h"
#include "LoginCommand.h"
#include "ProfileCommand.h"
#include "MainWindow.h"
#include "ReportCommand.h"
#include "TerminationSignals.h"
#include "UiLanguage.h"
#include "UtilizationCommand.h"
#include "grid/GridSync.h"
#include "grid/JobGridView.h"
#include "net/NetworkAccess.h"
#include "profiles/ProfileSettings.h"

#include <QApplication>
#include <QFile>
#include <QGuiApplication>
#include <QLocale>
#include <QLoggingCategory>
#include <QMessageBox>
#include <QPointer>
#include <QScreen>
#include <QTextStream>
#include <QTimer>

#include <memory>
#include <optional>

namespace {

// Off unless asked for (QT_LOGGING_RULES="hudwatch.start.info=true"): when the first window is
// up, for tests that drive the process from outside.
Q_LOGGING_CATEGORY(lcHudwatchStart, "hudwatch.start", QtWarningMsg)

// Resident memory in kB from /proc (Linux); 0 where that does not exist.
long residentKb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLong();
    }
    return 0;
}

// For hudwatch-bench (which times the whole process from outside): prints "first_paint" once
// the grid viewport has painted rows, then, once the whole cache is in the model, the resident
// memory, and quits.
class FirstPaintProbe : public QObject
{
public:
    FirstPaintProbe(QWidget *viewport, const QAbstractItemModel *model, hw::GridSync *sync)
        : QObject(viewport)
        , m_model(model)
        , m_sync(sync)
    {
        viewport->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_done && m_model->rowCount() > 0) {
            m_done = true;
            // Runs after this paint event has been handled.
            QTimer::singleShot(0, this, [this] {
                QTextStream(stdout) << "first_paint" << Qt::endl;
                // Measure memory once the load's temporaries are gone (a turn of the loop later).
                if (m_sync && !m_sync->isCacheLoaded())
                    connect(m_sync, &hw::GridSync::cacheLoaded, this,
                        [this] { QTimer::singleShot(0, this, &FirstPaintProbe::finish); });
                else
                    finish();
            });
        }
        return false;
    }

private:
    void finish()
    {
        QCoreApplication::processEvents(); // let the appended rows paint
        QTextStream(stdout) << "loaded rows " << m_model->rowCount() << " rss_kb " << residentKb()
                            << Qt::endl;
        QCoreApplication::exit(0);
    }

    const QAbstractItemModel *m_model;
    QPointer<hw::GridSync> m_sync;
    bool m_done = false;
};

void installTranslations(QCoreApplication &app)
{
    hw::UiLanguage::install(app, hw::UiLanguage::resolve(
        hw::UiLanguage::fromArguments(QCoreApplication::arguments()), hw::UiLanguage::stored()));
}

void setApplicationNames()
{
    QCoreApplication::setApplicationName(QStringLiteral("hudwatch"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HUDWATCH_VERSION));
}

// X11 or Wayland without a server to talk to: Qt would abort ("could not connect to display").
bool noDisplayAvailable(const QStringList &arguments)
{
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
    const bool platformChosen = !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")
        || arguments.size() != hw::CommandLineOptions::withoutQtOptions(arguments).size();
    return !platformChosen && qEnvironmentVariableIsEmpty("DISPLAY")
        && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
#else
    Q_UNUSED(arguments);
    return false;
#endif
}

// Everything decided before a window system is touched, so that --help, --version, a bad option
// or a missing profile answer over SSH with no display. Returns the exit code to end with, or
// nullopt to go on and open the window.
std::optional<int> checkCommandLine(int argc, char **argv, hw::CommandLineOptions *options)
{
    QCoreApplication app(argc, argv);
    setApplicationNames();
    installTranslations(app);
    *options = hw::CommandLineOptions::parse(QCoreApplication::arguments()); // --help/--version exit here
    QTextStream err(stderr);
    if (!options->error.isEmpty()) {
        err << "hudwatch: " << options->error << Qt::endl << "Try 'hudwatch --help'." << Qt::endl;
        return 2;
    }
    if (!options->profile.isEmpty()) {
        if (const auto loaded = hw::ProfileSettings::load(options->profile); !loaded) {
            err << "hudwatch: " << loaded.error().message << Qt::endl;
            return 1;
        }
    }
    if (options->screenshotPath.isEmpty() && !options->benchmarkFirstPaint
        && noDisplayAvailable(QCoreApplication::arguments())) {
        err << "hudwatch: "
            << QCoreApplication::translate("main",
                   "no display: DISPLAY and WAYLAND_DISPLAY are not set. The console "
                   "needs a desktop session; without one, use --screenshot, "
                   "'hudwatch allowlist', 'hudwatch report' or 'hudwatch flaky'.")
            << Qt::endl;
        return 1;
    }
    return std::nullopt;
}

// The commands that open no window and need no display: `hudwatch NAME ARGS...`.
struct HeadlessCommand
{
    const char *name;
    int (*run)(const QStringList &args, QTextStream &out, QTextStream &err);
    // `report` draws charts and PDFs: fonts need QtGui (offscreen), not a display.
    bool needsGui = false;
};

const HeadlessCommand headlessCommands[] = {
    { "allowlist", hw::runAllowlistCommand }, // a maintainer's check of an allowlist PR
    { "flaky", hw::runFlakyCommand }, // the ranked flaky tests for a weekly report or a bot
    { "login", hw::runLoginCommand }, // the device flow prints a code
    { "logout", hw::runLogoutCommand },
    { "profile", hw::runProfileCommand }, // list, export, import and test profiles
    { "log", hw::runLogCommand }, // find in a CI log, or classify it
    { "utilization", hw::runUtilizationCommand }, // stats of a local GPU monitor log
    { "report", hw::runReportCommand, true }, // a report for an allowlist PR
    // What a view shows, as JSON, for scripts and for holding the console against HUD.
    { "grid", hw::runGridCommand },
    { "trunk", hw::runTrunkCommand },
    { "backends", hw::runBackendsCommand },
};

int runHeadless(const HeadlessCommand &command, int argc, char **argv)
{
    if (command.needsGui && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    const std::unique_ptr<QCoreApplication> app = command.needsGui
        ? std::make_unique<QGuiApplication>(argc, argv)
        : std::make_unique<QCoreApplication>(argc, argv);
    setApplicationNames();
    installTranslations(*app);
    QTextStream out(stdout);
    QTextStream err(stderr);
    const int exitCode = command.run(QCoreApplication::arguments().mid(2), out, err);
    // A command that quit its event loop right after a reply may have left objects to
    // deleteLater(): delete them now rather than leak them at exit; then the network, while the
    // application still exists.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    hw::NetworkAccess::releaseForApplicationThread();
    return exitCode;
}

// --screenshot: the console built at once (no progress dialog), shown offscreen and saved.
int takeScreenshot(hw::ConsoleHost &host, const hw::CommandLineOptions &options, QTextStream &err)
{
    if (const hw::Result<void> opened = host.open(); !opened) {
        err << "hudwatch: " << opened.error().message << Qt::endl;
        return 1;
    }
    hw::Console &console = *host.console();
    hw::MainWindow *window = console.window();
    console.start(); // replays show their live state; profiles never poll for a screenshot
    window->resize(options.size);
    window->show();
    console.waitForLookBack(); // a profile's past is read on a worker
    console.waitForTimelineEvents(); // searched on a worker
    // Layout settles in rounds (a chart redraws once after its plot area's last move, in a
    // posted call): let a few rounds run before the picture is taken.
    for (int round = 0; round < 3; ++round) {
        QCoreApplication::processEvents();
        QCoreApplication::sendPostedEvents();
    }
    const QPixmap shot = window->grab();
    if (!shot.save(options.screenshotPath, "PNG")) {
        // QPixmap::save gives no reason: the folder or the name is the usual cause.
        err << "hudwatch: " << QCoreApplication::translate("main", "cannot write %1 — choose another path")
                                    .arg(options.screenshotPath)
            << Qt::endl;
        return 1;
    }
    QTextStream(stdout) << "wrote " << options.screenshotPath << " (" << shot.width() << "x" << shot.height()
                        << ")" << Qt::endl;
    return 0;
}

// The first console's window, once its recording or cache is read.
void showFirstWindow(hw::ConsoleHost &host, const hw::CommandLineOptions &options)
{
    hw::Console &console = *host.console();
    hw::MainWindow *window = console.window();
    if (options.benchmarkFirstPaint)
        new FirstPaintProbe(window->gridView()->viewport(), window->gridView()->model(), console.sync());
    // Most of the screen by default: the grid wants room.
    if (const QScreen *screen = window->screen())
        window->resize(screen->availableGeometry().size() * 0.85);
    if (!options.minimized)
        window->show();
    else if (!console.alerts() || !console.alerts()->tray())
        window->showMinimized(); // no tray to come back from: the task bar it is
    console.start(); // later consoles (another profile from the Profile menu) are started by the host
    qCInfo(lcHudwatchStart, "console shown");
}

// app.exec(), then the windows that closed on the way out: a window deleted on close only asks
// for it (deleteLater), and the loop that would do it has ended. Their documents remove their
// temporaries in their destructors.
int runUntilQuit(QApplication &app)
{
    const int code = app.exec();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    return code;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc > 1)
        for (const HeadlessCommand &command : headlessCommands)
            if (qstrcmp(argv[1], command.name) == 0)
                return runHeadless(command, argc, argv);

    hw::CommandLineOptions options;
    if (const std::optional<int> exitCode = checkCommandLine(argc, argv, &options))
        return *exitCode;

    // Screenshots and benchmarks render offscreen: no display needed.
    if ((!options.screenshotPath.isEmpty() || options.benchmarkFirstPaint)
        && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");

    QApplication app(argc, argv);
    setApplicationNames();
    QApplication::setApplicationDisplayName(QStringLiteral("HUD Watch"));
    QApplication::setDesktopFileName(QStringLiteral("io.github.hudwatch.HudWatch"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/hudwatch/icons/hudwatch.svg")));
    installTranslations(app);
    QTextStream err(stderr);
    // A logout, `systemctl --user stop`, Ctrl-C in the terminal: what Quit does.
    hw::TerminationSignals stop;

    // Before any window: --theme for this run, else the choice kept by Settings ▸ Theme.
    hw::AppTheme theme;
    theme.apply(hw::AppTheme::fromName(options.theme.isEmpty() ? hw::ConsoleHost::savedTheme() : options.theme));

    if (!options.logFile.isEmpty()) {
        QObject::connect(&stop, &hw::TerminationSignals::arrived, &app, &QCoreApplication::quit);
        const int code = hw::startLogWindow(options, err);
        return code >= 0 ? code : runUntilQuit(app);
    }

    hw::ConsoleHost host(options);
    host.setTheme(&theme);
    QObject::connect(&stop, &hw::TerminationSignals::arrived, &host, &hw::ConsoleHost::quit);
    if (!options.screenshotPath.isEmpty()) {
        if (theme.choice() == hw::ColorScheme::System)
            theme.systemColorScheme()->waitUntilSettled(); // the desktop's light or dark, not a guess
        return takeScreenshot(host, options, err);
    }

    // The recording or the cache is read on a worker, with a progress dialog when it takes a
    // while; the window opens once it is read.
    QObject::connect(&host, &hw::ConsoleHost::openFailed, &app, [&err](const QString &error) {
        if (!error.isEmpty()) {
            err << "hudwatch: " << error << Qt::endl;
            // Started from a launcher or at login, nobody reads stderr: say it in a window too.
            if (QGuiApplication::platformName() != u"offscreen" && QGuiApplication::platformName() != u"minimal")
                QMessageBox::critical(nullptr, QStringLiteral("HUD Watch"), error);
        }
        QCoreApplication::exit(error.isEmpty() ? 0 : 1); // empty: the user cancelled
    });
    QObject::connect(&host, &hw::ConsoleHost::opened, &app, [&host, &options] { showFirstWindow(host, options); });
    host.openInBackground();
    return runUntilQuit(app);
}
