#include "BenchChild.h"
#include "BenchFigures.h"
#include "HudHtmlTable.h"
#include "ProcessTreeMemory.h"
#include "SyntheticHud.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextStream>
#include <QUrl>

#include <algorithm>
#include <optional>

using namespace Qt::StringLiterals;

namespace hw::bench {

namespace {

QTextStream &out()
{
    static QTextStream stream(stdout);
    return stream;
}

// One ratio of the closing table: > 1 means we are better; no value when it was skipped.
struct Ratio {
    QString name;
    double target = 1.0;
    std::optional<double> value;
    QString why; // why it was skipped
};

// A group of this program in a child process (its own memory, as in the default run), with
// --quick when this run has it.
std::optional<QHash<QString, double>> groupFigures(const BenchReport &report, QStringList args)
{
    if (report.quick())
        args << u"--quick"_s;
    QByteArray output;
    if (!runChild(args, &output)) {
        out() << "compare: hudwatch-bench " << args.join(u' ') << " failed" << Qt::endl;
        return std::nullopt;
    }
    return figuresIn(output);
}

// Headless Chromium on the grid's HTML table: time from launch until the screenshot is written
// (its first paint of the page), and the peak resident memory of its whole process tree,
// sampled every 50 ms.
struct BrowserRun {
    double firstPaintMs = 0;
    double peakRssMb = 0;
};

std::optional<BrowserRun> runChromium(const QString &chromium, const QString &html, const QDir &dir)
{
    const QString shot = dir.filePath(u"chromium.png"_s);
    // Its output is mostly D-Bus complaints of a headless machine: kept in a file, shown on failure.
    const QString log = dir.filePath(u"chromium.log"_s);
    const auto showLog = [&log] {
        QFile f(log);
        if (f.open(QIODevice::ReadOnly))
            out() << "compare: chromium's output:\n" << f.readAll().right(4000) << Qt::endl;
    };
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.setStandardOutputFile(log);
    QElapsedTimer t;
    t.start();
    p.start(chromium, {u"--headless=new"_s, u"--no-sandbox"_s, u"--disable-gpu"_s, u"--window-size=1920,1080"_s,
                       u"--user-data-dir="_s + dir.filePath(u"chromium-profile"_s), u"--screenshot="_s + shot,
                       QUrl::fromLocalFile(html).toString()});
    if (!p.waitForStarted(30000)) {
        out() << "compare: cannot start " << chromium << ": " << p.errorString() << Qt::endl;
        return std::nullopt;
    }
    BrowserRun run;
    qint64 peakKb = 0;
    constexpr qint64 kTimeoutMs = 20 * 60 * 1000;
    while (!p.waitForFinished(50)) {
        peakKb = std::max(peakKb, ProcessTreeMemory::residentKb(p.processId()));
        if (run.firstPaintMs == 0 && QFileInfo(shot).size() > 0)
            run.firstPaintMs = double(t.nsecsElapsed()) / 1e6;
        if (t.elapsed() > kTimeoutMs) {
            out() << "compare: chromium took more than 20 minutes; stopped" << Qt::endl;
            p.kill();
            p.waitForFinished();
            showLog();
            return std::nullopt;
        }
    }
    if (run.firstPaintMs == 0 && QFileInfo(shot).size() > 0) // written within the last 50 ms
        run.firstPaintMs = double(t.nsecsElapsed()) / 1e6;
    if (run.firstPaintMs == 0) {
        out() << "compare: chromium exited (status " << p.exitCode() << ") without writing " << shot << Qt::endl;
        showLog();
        return std::nullopt;
    }
    run.peakRssMb = double(peakKb) / 1024.0;
    return run;
}

void compareWithChromium(BenchReport &report, const QString &hudwatchExe, QList<Ratio> &ratios)
{
    Ratio paint{u"first_paint_vs_chromium"_s, 20.0, {}, {}};
    Ratio rss{u"rss_vs_chromium"_s, 10.0, {}, {}};
    const QString chromium = QStandardPaths::findExecutable(u"chromium"_s);
    if (chromium.isEmpty()) {
        paint.why = rss.why = u"chromium not installed"_s;
        out() << "compare: chromium is not installed (Debian: sudo apt-get install -y chromium); "
                 "skipping first_paint_vs_chromium and rss_vs_chromium, the other figures follow"
              << Qt::endl;
    } else if (hudwatchExe.isEmpty()) {
        paint.why = rss.why = u"no --hudwatch"_s;
        out() << "compare: first_paint_vs_chromium and rss_vs_chromium need --hudwatch PATH; skipped" << Qt::endl;
    } else {
        QTemporaryDir dir;
        const QString html = dir.filePath(u"hud.html"_s);
        if (!HudHtmlTable::write(SyntheticHud(300, 3000), html)) {
            paint.why = rss.why = u"cannot write the HTML"_s;
        } else if (const auto browser = runChromium(chromium, html, QDir(dir.path())); !browser) {
            paint.why = rss.why = u"chromium failed"_s;
        } else if (const auto ours = groupFigures(report, {u"--only"_s, u"paint"_s, u"--hudwatch"_s, hudwatchExe});
                   !ours || !ours->contains(u"first_paint_ms"_s) || !ours->contains(u"rss_mb"_s)) {
            paint.why = rss.why = u"paint group failed"_s;
        } else {
            report.figure(u"chromium_html_mb"_s, double(QFileInfo(html).size()) / (1024.0 * 1024.0), u"MB"_s);
            report.figure(u"chromium_first_paint_ms"_s, browser->firstPaintMs, u"ms"_s);
            report.figure(u"chromium_rss_mb"_s, browser->peakRssMb, u"MB"_s);
            report.figure(u"first_paint_ms"_s, ours->value(u"first_paint_ms"_s), u"ms"_s);
            report.figure(u"rss_mb"_s, ours->value(u"rss_mb"_s), u"MB"_s);
            paint.value = browser->firstPaintMs / ours->value(u"first_paint_ms"_s);
            rss.value = browser->peakRssMb / ours->value(u"rss_mb"_s);
        }
    }
    ratios << paint << rss;
}

QByteArray csvField(const QString &text)
{
    QByteArray utf8 = text.toUtf8();
    utf8.replace('"', "\"\"");
    return '"' + utf8 + '"';
}

// The ingest figure's rows as CSV, in the columns of a job row.
bool writeJobsCsv(const QString &path, qint64 *rows, bool quick)
{
    const IngestSize size = ingestSize(quick);
    const SyntheticHud hud(size.loadCommits, size.columns);
    *rows = qint64(size.ingestCommits) * size.columns;
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    for (qint64 first = 0; first < *rows; first += 10000) {
        QByteArray csv;
        for (const JobRun &j : hud.batch(first, std::min<qint64>(10000, *rows - first)).jobs) {
            csv += QByteArray::number(j.id) + ',' + QByteArray::number(j.runId) + ','
                + QByteArray::number(j.runAttempt) + ',' + csvField(j.workflowName) + ',' + csvField(j.jobName) + ','
                + csvField(j.headSha) + ',' + csvField(j.status) + ',' + csvField(j.conclusion) + ','
                + QByteArray::number(j.createdAt) + ',' + QByteArray::number(j.startedAt) + ','
                + QByteArray::number(j.completedAt) + ',' + csvField(j.htmlUrl) + ',' + csvField(j.failureLine) + ','
                + QByteArray::number(j.insertedAt) + '\n';
        }
        if (f.write(csv) != csv.size())
            return false;
    }
    return true;
}

void compareWithSqlite3(BenchReport &report, QList<Ratio> &ratios)
{
    Ratio ingest{u"ingest_vs_sqlite3"_s, 1.0, {}, {}};
    const QString sqlite3 = QStandardPaths::findExecutable(u"sqlite3"_s);
    QTemporaryDir dir;
    const QString csv = dir.filePath(u"jobs.csv"_s);
    qint64 rows = 0;
    if (sqlite3.isEmpty()) {
        ingest.why = u"sqlite3 not installed"_s;
        out() << "compare: the sqlite3 shell is not installed (Debian: sudo apt-get install -y sqlite3); "
                 "skipping ingest_vs_sqlite3"
              << Qt::endl;
    } else if (!writeJobsCsv(csv, &rows, report.quick())) {
        ingest.why = u"cannot write the CSV"_s;
    } else {
        // The whole command is timed: start, create the table, .import (one transaction), exit.
        const QByteArray script = ".bail on\n.mode csv\n"
                                  "CREATE TABLE jobs (id INTEGER PRIMARY KEY, run_id INTEGER, run_attempt INTEGER, "
                                  "workflow_name TEXT, job_name TEXT, head_sha TEXT, status TEXT, conclusion TEXT, "
                                  "created_at INTEGER, started_at INTEGER, completed_at INTEGER, html_url TEXT, "
                                  "failure_line TEXT, inserted_at INTEGER);\n"
                                  ".import '"
            + csv.toUtf8() + "' jobs\nSELECT count(*) FROM jobs;\n";
        QProcess p;
        p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        QElapsedTimer t;
        t.start();
        p.start(sqlite3, {dir.filePath(u"import.sqlite"_s)});
        p.write(script);
        p.closeWriteChannel();
        const bool done = p.waitForFinished(600000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
        const double seconds = double(t.nsecsElapsed()) / 1e9;
        const QByteArray counted = p.readAllStandardOutput().trimmed();
        const auto ours = groupFigures(report, {u"--only"_s, u"ingest"_s});
        if (!done || counted.toLongLong() != rows) {
            ingest.why = u"sqlite3 .import failed"_s;
            out() << "compare: sqlite3 .import of " << rows << " rows failed (it counted '" << counted << "')"
                  << Qt::endl;
        } else if (!ours || !ours->contains(u"ingest_rows_per_s"_s)) {
            ingest.why = u"ingest group failed"_s;
        } else {
            const double theirs = double(rows) / seconds;
            report.figure(u"sqlite3_import_rows_per_s"_s, theirs, u"rows/s"_s);
            report.figure(u"ingest_rows_per_s"_s, ours->value(u"ingest_rows_per_s"_s), u"rows/s"_s);
            ingest.value = ours->value(u"ingest_rows_per_s"_s) / theirs;
        }
    }
    ratios << ingest;
}

// A ratio an existing group already measures, from that group run in a child process.
void ratioFromGroup(BenchReport &report, const QString &group, Ratio ratio, QList<Ratio> &ratios)
{
    const auto figures = groupFigures(report, {u"--only"_s, group});
    if (figures && figures->contains(ratio.name))
        ratio.value = figures->value(ratio.name);
    else if (ratio.why.isEmpty())
        ratio.why = u"the %1 group failed or did not report it"_s.arg(group);
    ratios << ratio;
}

} // namespace

bool runCompareBench(BenchReport &report, const QString &hudwatchExe, bool firstSync)
{
    QList<Ratio> ratios;
    compareWithChromium(report, hudwatchExe, ratios);
    compareWithSqlite3(report, ratios);
    ratioFromGroup(report, u"log"_s, {u"log_search_vs_grep"_s, 0.5, {}, {}}, ratios);
    if (firstSync)
        ratioFromGroup(report, u"firstsync"_s, {u"first_sync_vs_clickhouse_client"_s, 0.33, {}, {}}, ratios);
    else
        ratios << Ratio{u"first_sync_vs_clickhouse_client"_s, 0.33, {}, u"--no-first-sync"_s};

    bool failed = false;
    for (const Ratio &r : ratios) {
        if (r.value)
            report.figure(r.name, *r.value, u"x"_s);
    }
    out() << Qt::endl << "| ratio (> 1: we are better) | measured | target | |" << Qt::endl << "|---|---|---|---|" << Qt::endl;
    for (const Ratio &r : ratios) {
        out() << "| `" << r.name << "` | ";
        if (r.value)
            out() << QString::number(*r.value, 'f', 2) << " | ≥ " << r.target << " | "
                  << (*r.value >= r.target ? "pass" : "short") << " |" << Qt::endl;
        else
            out() << "– | ≥ " << r.target << " | skipped: " << r.why << " |" << Qt::endl;
        // A missing tool or an explicit --no-first-sync is a skip; a group that broke is a failure.
        failed = failed || (!r.value && r.why.contains(u"failed"_s));
    }
    return !failed;
}

} // namespace hw::bench
