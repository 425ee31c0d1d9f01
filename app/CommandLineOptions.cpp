#include "CommandLineOptions.h"
#include "UiLanguage.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRegularExpression>
#include <QUrl>


namespace hw {

using namespace Qt::StringLiterals;

QStringList CommandLineOptions::knownViews()
{
    return {QStringLiteral("grid"), QStringLiteral("backends"), QStringLiteral("flaky"), QStringLiteral("flaky:<test name part>"),
            QStringLiteral("trunk"), QStringLiteral("utilization"), QStringLiteral("utilization:fleet"),
            QStringLiteral("utilization:<job id>"),
            QStringLiteral("backend:<owner/repo>[@jobs|@chart|@history|@readiness]")};
}

bool CommandLineOptions::isValidView(const QString &view)
{
    static const QRegularExpression backend(QStringLiteral(R"(^backend:[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+(@(jobs|chart|history|readiness))?$)"));
    static const QRegularExpression utilization(QStringLiteral(R"(^utilization(:(fleet|[1-9][0-9]{0,18}))?$)"));
    return view == u"grid" || view == u"backends" || view == u"trunk" || view == u"flaky" || (view.startsWith(u"flaky:") && view.size() > 6)
        || utilization.match(view).hasMatch() || backend.match(view).hasMatch();
}

QString CommandLineOptions::backendOfView(const QString &view)
{
    return view.startsWith(u"backend:") ? view.mid(8).section(u'@', 0, 0) : QString();
}

QStringList CommandLineOptions::withoutQtOptions(const QStringList &arguments)
{
    // QGuiApplication/QApplication take these out of argv themselves, but options are parsed
    // before either exists (so that --help works without a display).
    static const QStringList withValue{u"platform"_s, u"platformpluginpath"_s, u"platformtheme"_s, u"plugin"_s,
                                       u"qwindowgeometry"_s, u"qwindowicon"_s, u"qwindowtitle"_s, u"session"_s,
                                       u"display"_s, u"geometry"_s, u"style"_s, u"stylesheet"_s};
    static const QStringList flags{u"reverse"_s, u"widgetcount"_s};
    QStringList kept;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &arg = arguments.at(i);
        if (i == 0 || !arg.startsWith(u'-') || arg == u"--") {
            kept << arg;
            continue;
        }
        const QString name = arg.mid(arg.startsWith(u"--") ? 2 : 1).section(u'=', 0, 0);
        if (flags.contains(name))
            continue;
        if (withValue.contains(name)) {
            if (!arg.contains(u'='))
                ++i; // its value
            continue;
        }
        kept << arg;
    }
    return kept;
}

namespace {

// What the window shows and where its data comes from.
QList<QCommandLineOption> sourceOptions()
{
    return {
        QCommandLineOption(QStringLiteral("profile"), QCoreApplication::translate("main", "Use the server profile NAME."),
                           QStringLiteral("NAME")),
        QCommandLineOption(QStringLiteral("replay"),
                           QCoreApplication::translate("main", "Replay the bundled demo or a recording FILE."),
                           QStringLiteral("demo|FILE")),
        QCommandLineOption(QStringLiteral("screenshot"),
                           QCoreApplication::translate("main", "Render the window offscreen to FILE.png and exit."),
                           QStringLiteral("FILE.png")),
        QCommandLineOption(QStringLiteral("view"),
                           QCoreApplication::translate("main", "View to open (and to render with --screenshot): %1.")
                               .arg(CommandLineOptions::knownViews().join(u", ")),
                           QStringLiteral("NAME"), QStringLiteral("grid")),
        QCommandLineOption(QStringLiteral("size"), QCoreApplication::translate("main", "Window size for --screenshot."),
                           QStringLiteral("WxH"), QStringLiteral("1600x900")),
        QCommandLineOption(QStringLiteral("offline"), QCoreApplication::translate("main", "Show the cached data; never poll.")),
        QCommandLineOption(QStringLiteral("minimized"),
            QCoreApplication::translate("main", "Start in the tray, watching (minimised where the desktop has no tray).")),
        QCommandLineOption(QStringLiteral("range"),
                           QCoreApplication::translate("main", "Time range of the charts: 1d … 90d, or FROM..TO "
                                                               "(dates or ISO times, UTC), e.g. 2026-07-01..2026-07-14."),
                           QStringLiteral("RANGE")),
    };
}

// The files the window opens, and how it looks.
QList<QCommandLineOption> fileOptions()
{
    QCommandLineOption benchFirstPaint(QStringLiteral("benchmark-first-paint"));
    benchFirstPaint.setFlags(QCommandLineOption::HiddenFromHelp);
    return {
        QCommandLineOption(QStringLiteral("utilization"),
            QCoreApplication::translate("main", "Open a GPU monitor log (nvidia-smi CSV or monitor.py JSON lines) in the GPU utilization tab."),
            QStringLiteral("FILE")),
        QCommandLineOption(QStringLiteral("log"),
            QCoreApplication::translate("main", "Open a CI log (plain or gzip) in the log viewer; FILE#L120 opens it at line 120."),
            QStringLiteral("FILE")),
        QCommandLineOption(QStringLiteral("find"),
            QCoreApplication::translate("main", "With --log: find TEXT in the whole log at start."), QStringLiteral("TEXT")),
        QCommandLineOption(QStringLiteral("failure"),
            QCoreApplication::translate("main", "With --log: open the log at its failing line (the log classifier's pick).")),
        QCommandLineOption(QStringLiteral("at"),
            QCoreApplication::translate("main", "With --replay: show the instant TIME, ISO 8601 UTC (2024-08-14T03:10:00Z) "
                                                "or a time of day (03:10) on the recording's first day; paused there."),
            QStringLiteral("TIME")),
        QCommandLineOption(QStringLiteral("record"),
            QCoreApplication::translate("main", "Write a recording (one SQLite file): with --profile, what the profile's "
                                                "cache holds, then every batch as it is stored (a killed process keeps "
                                                "what came before); with --replay, the recording replayed, on exit."),
            QStringLiteral("FILE")),
        QCommandLineOption(QStringLiteral("theme"),
            QCoreApplication::translate("main", "Light or dark colours for this run (system, light or dark); "
                                                "Settings ▸ Theme keeps a choice."),
            QStringLiteral("THEME")),
        QCommandLineOption(QStringLiteral("lang"),
            QCoreApplication::translate("main", "Language of the interface: %1 (default: Settings ▸ Language, else "
                                                "the system's).").arg(UiLanguage::codes().join(u", ")),
            QStringLiteral("CODE")),
        benchFirstPaint,
    };
}

// Each step below reads its options; a later step's error replaces an earlier one's.
void readSource(const QCommandLineParser &parser, CommandLineOptions &o)
{
    o.profile = parser.value(u"profile"_s);
    o.replay = parser.value(u"replay"_s);
    o.at = parser.value(u"at"_s);
    o.record = parser.value(u"record"_s);
    if (parser.isSet(u"at"_s) && o.replay.isEmpty())
        o.error = QCoreApplication::translate("main", "--at needs --replay FILE (or --replay demo)");
    o.screenshotPath = parser.value(u"screenshot"_s);
    o.view = parser.value(u"view"_s);
    o.offline = parser.isSet(u"offline"_s);
    o.theme = parser.value(u"theme"_s).toLower();
    if (!o.theme.isEmpty() && o.theme != u"system" && o.theme != u"light" && o.theme != u"dark")
        o.error = QCoreApplication::translate("main", "--theme must be system, light or dark, not \"%1\"")
                      .arg(parser.value(u"theme"_s));
    o.minimized = parser.isSet(u"minimized"_s);
    o.utilizationFile = parser.value(u"utilization"_s);
    if (!o.utilizationFile.isEmpty() && !parser.isSet(u"view"_s))
        o.view = QStringLiteral("utilization"); // the file's job is what the user asked to see
    o.benchmarkFirstPaint = parser.isSet(u"benchmark-first-paint"_s);
}

void readLog(const QCommandLineParser &parser, CommandLineOptions &o)
{
    o.logFile = parser.value(u"log"_s);
    o.find = parser.value(u"find"_s);
    o.logFailure = parser.isSet(u"failure"_s);
    // FILE#L120 (what "Copy link" gives for a local file, file:// or not): open at that line.
    static const QRegularExpression lineSuffix(QStringLiteral("#L([1-9][0-9]{0,11})$"));
    if (const auto m = lineSuffix.match(o.logFile); m.hasMatch()) {
        o.logLine = m.captured(1).toLongLong() - 1;
        o.logFile.chop(m.capturedLength());
    }
    if (o.logFile.startsWith(u"file://"))
        o.logFile = QUrl(o.logFile).toLocalFile();
    if ((!o.find.isEmpty() || o.logFailure) && o.logFile.isEmpty())
        o.error = QCoreApplication::translate("main", "--find and --failure need --log FILE (or use 'hudwatch log FILE --find REGEX --classify')");
}

void readRangeAndLanguage(const QCommandLineParser &parser, CommandLineOptions &o)
{
    if (parser.isSet(u"range"_s)) {
        if (const auto r = TimeRange::parse(parser.value(u"range"_s)))
            o.range = *r;
        else
            o.error = QCoreApplication::translate("main", "--range: %1").arg(r.error());
    }
    if (parser.isSet(u"lang"_s) && UiLanguage::normalized(parser.value(u"lang"_s)).isEmpty())
        o.error = QCoreApplication::translate("main", "--lang: no %1 translation; choose one of %2")
                      .arg(parser.value(u"lang"_s), UiLanguage::codes().join(u", "));
    if (!parser.positionalArguments().isEmpty())
        o.error = QCoreApplication::translate("main", "unexpected argument: %1").arg(parser.positionalArguments().first());
}

void readWindow(const QCommandLineParser &parser, CommandLineOptions &o)
{
    static const QRegularExpression sizePattern(QStringLiteral("^(\\d{2,5})x(\\d{2,5})$"));
    const auto m = sizePattern.match(parser.value(u"size"_s));
    if (m.hasMatch())
        o.size = QSize(m.captured(1).toInt(), m.captured(2).toInt());
    else
        o.error = QCoreApplication::translate("main", "--size must look like 1600x900, not \"%1\"").arg(parser.value(u"size"_s));

    if (!CommandLineOptions::isValidView(o.view))
        o.error = QCoreApplication::translate("main", "unknown view \"%1\"; known views: %2")
                      .arg(o.view, CommandLineOptions::knownViews().join(u", "));
    if (!o.profile.isEmpty() && !o.replay.isEmpty())
        o.error = QCoreApplication::translate("main", "--profile and --replay cannot be combined");
    if (!o.screenshotPath.isEmpty() && !o.screenshotPath.endsWith(u".png", Qt::CaseInsensitive))
        o.error = QCoreApplication::translate("main", "--screenshot writes PNG files; the name must end in .png");
}

} // namespace

CommandLineOptions CommandLineOptions::parse(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "main", "HUD Watch: live CI job grids from ClickHouse, cached for offline use.\n"
                "Without --profile it opens the bundled demo recording."));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    parser.addOptions(sourceOptions());
    parser.addOptions(fileOptions());
    CommandLineOptions o;
    if (!parser.parse(withoutQtOptions(arguments))) {
        o.error = parser.errorText();
        return o;
    }
    if (parser.isSet(help))
        parser.showHelp(0);
    if (parser.isSet(version))
        parser.showVersion();
    readSource(parser, o);
    readLog(parser, o);
    readRangeAndLanguage(parser, o);
    readWindow(parser, o);
    return o;
}

} // namespace hw
