#pragma once

#include "charts/TimeRange.h"

#include <optional>

#include <QSize>
#include <QString>
#include <QStringList>

namespace hw {

// Everything `hudwatch` accepts on its command line, parsed once in main().
struct CommandLineOptions {
    QString profile;            // --profile NAME (empty: the embedded demo)
    QString replay;             // --replay demo|FILE
    QString at;                 // --at TIME: the instant of the replay to show (ReplayInstant)
    QString record;             // --record FILE: write a recording (SQLite) of what the console showed
    QString screenshotPath;     // --screenshot FILE.png
    QString view = QStringLiteral("grid"); // --view NAME: the view to open (and to render)
    QSize size{1600, 900};      // --size WxH
    bool offline = false;       // --offline: show the cache, never poll
    QString theme;              // --theme system|light|dark (empty: the saved choice)
    bool minimized = false;     // --minimized: start in the tray (or minimised where there is none)
    std::optional<TimeRange> range; // --range 7d|2026-07-01..2026-07-14: the charts' time range
    QString utilizationFile;    // --utilization FILE: a GPU monitor log to open
    QString logFile;            // --log FILE[#L<n>]: a CI log (plain or gzip) in the log viewer
    qint64 logLine = -1;        // the #L<n> of --log, 0-based; -1: none (show the end)
    QString find;               // --find TEXT: what the log viewer searches for at start
    bool logFailure = false;    // --failure: open the log at its failing line
    bool benchmarkFirstPaint = false; // hidden: print first_paint_ms and exit (hudwatch-bench)
    QString error;              // non-empty when the command line is invalid

    // The views --screenshot can render (later issues add theirs here).
    static QStringList knownViews();
    // grid, backends or backend:<owner/repo>, optionally with the tab: @jobs, @chart, @history, @readiness.
    static bool isValidView(const QString &view);
    // "owner/repo" of a backend:<owner/repo> view; empty for other views.
    static QString backendOfView(const QString &view);
    // Parses the arguments (argv[0] first); --help and --version print and exit like any Qt tool
    // (main() parses under a QCoreApplication, so they need no display).
    static CommandLineOptions parse(const QStringList &arguments);
    // The arguments without Qt's own window-system options (-platform X, -style X, -reverse, …),
    // which QApplication consumes later.
    static QStringList withoutQtOptions(const QStringList &arguments);
};

} // namespace hw
