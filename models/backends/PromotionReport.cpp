#include "PromotionReport.h"

#include "palette/StatusPalette.h"
#include "BackendOverview.h"

#include "L3ReadinessEvaluator.h"
#include "LevelHistory.h"
#include "ReportCharts.h"
#include "charts/PngFile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>
#include <QTimeZone>
#include <QUrl>

#include <algorithm>

namespace hw {

namespace {

const QSize kJobsChartSize(1600, 720);
const QSize kLevelsChartSize(1600, 300);
constexpr int kMaxFailingJobs = 20;

// ---- a small document model, rendered to Markdown and to HTML -----------------------------

struct Run {
    QString text;
    QString url;
    bool bold = false;
    bool code = false;
};
using Inline = QVector<Run>;

Inline plain(const QString &text)
{
    return {Run{text, {}, false, false}};
}
Inline bold(const QString &text)
{
    return {Run{text, {}, true, false}};
}
Inline link(const QString &text, const QString &url)
{
    return {Run{text, url, false, false}};
}

struct Block {
    enum class Kind { Heading, Paragraph, Bullets, Table, Image };
    Kind kind = Kind::Paragraph;
    int level = 1;
    Inline text;
    QVector<Inline> items;
    QStringList headers;
    QVector<QVector<Inline>> rows;
    QString alt, file;
};

struct Document {
    QVector<Block> blocks;
    void heading(int level, const QString &text)
    {
        Block b;
        b.kind = Block::Kind::Heading;
        b.level = level;
        b.text = plain(text);
        blocks.append(b);
    }
    void paragraph(const Inline &text)
    {
        Block b;
        b.kind = Block::Kind::Paragraph;
        b.text = text;
        blocks.append(b);
    }
    void bullets(const QVector<Inline> &items)
    {
        Block b;
        b.kind = Block::Kind::Bullets;
        b.items = items;
        blocks.append(b);
    }
    void table(const QStringList &headers, const QVector<QVector<Inline>> &rows)
    {
        Block b;
        b.kind = Block::Kind::Table;
        b.headers = headers;
        b.rows = rows;
        blocks.append(b);
    }
    void image(const QString &alt, const QString &file)
    {
        Block b;
        b.kind = Block::Kind::Image;
        b.alt = alt;
        b.file = file;
        blocks.append(b);
    }
};

QString markdownEscaped(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        const QChar next = i + 1 < text.size() ? text.at(i + 1) : QChar();
        // '<' only starts inline HTML or an autolink when a letter, '/', '!' or '?' follows.
        const bool htmlStart = c == u'<' && (next.isLetter() || next == u'/' || next == u'!' || next == u'?');
        if (c == u'\\' || c == u'`' || c == u'*' || c == u'[' || c == u']' || c == u'|' || htmlStart)
            out += u'\\';
        if (c == u'\n')
            out += u' ';
        else
            out += c;
    }
    return out;
}

QString toMarkdown(const Inline &runs)
{
    QString out;
    for (const Run &r : runs) {
        QString t = r.code ? QStringLiteral("`") + QString(r.text).replace(u'`', u'\'') + QStringLiteral("`")
                           : markdownEscaped(r.text);
        if (!r.url.isEmpty())
            t = u'[' + t + QStringLiteral("](") + r.url + u')';
        if (r.bold)
            t = QStringLiteral("**") + t + QStringLiteral("**");
        out += t;
    }
    return out;
}

QString toHtml(const Inline &runs)
{
    QString out;
    for (const Run &r : runs) {
        QString t = r.text.toHtmlEscaped();
        if (r.code)
            t = QStringLiteral("<code>") + t + QStringLiteral("</code>");
        if (!r.url.isEmpty())
            t = QStringLiteral("<a href=\"") + r.url.toHtmlEscaped() + QStringLiteral("\">") + t + QStringLiteral("</a>");
        if (r.bold)
            t = QStringLiteral("<b>") + t + QStringLiteral("</b>");
        out += t;
    }
    return out;
}

QString renderMarkdown(const Document &doc)
{
    QStringList parts;
    for (const Block &b : doc.blocks) {
        switch (b.kind) {
        case Block::Kind::Heading:
            parts << QString(b.level, u'#') + u' ' + toMarkdown(b.text);
            break;
        case Block::Kind::Paragraph: {
            QString text = toMarkdown(b.text);
            if (text.startsWith(u'#') || text.startsWith(u'-') || text.startsWith(u'>'))
                text.prepend(u'\\'); // not a heading, list or quote
            parts << text;
            break;
        }
        case Block::Kind::Bullets: {
            QStringList lines;
            for (const Inline &item : b.items)
                lines << QStringLiteral("- ") + toMarkdown(item);
            parts << lines.join(u'\n');
            break;
        }
        case Block::Kind::Table: {
            QStringList lines;
            QStringList header;
            for (const QString &h : b.headers)
                header << markdownEscaped(h);
            lines << QStringLiteral("| ") + header.join(QStringLiteral(" | ")) + QStringLiteral(" |");
            lines << QStringLiteral("|") + QStringList(b.headers.size(), QStringLiteral("---")).join(u'|')
                         + QStringLiteral("|");
            for (const QVector<Inline> &row : b.rows) {
                QStringList cells;
                for (const Inline &cell : row)
                    cells << toMarkdown(cell);
                lines << QStringLiteral("| ") + cells.join(QStringLiteral(" | ")) + QStringLiteral(" |");
            }
            parts << lines.join(u'\n');
            break;
        }
        case Block::Kind::Image:
            parts << QStringLiteral("![%1](%2)").arg(markdownEscaped(b.alt), QString(b.file).replace(u' ', QStringLiteral("%20")));
            break;
        }
    }
    return parts.join(QStringLiteral("\n\n")) + u'\n';
}

QString renderHtml(const Document &doc, const QString &title)
{
    QString out = QStringLiteral("<html><head><meta charset=\"utf-8\"><title>") + title.toHtmlEscaped()
                  + QStringLiteral("</title></head><body style=\"font-size: 10pt;\">\n");
    for (const Block &b : doc.blocks) {
        switch (b.kind) {
        case Block::Kind::Heading:
            out += QStringLiteral("<h%1>%2</h%1>\n").arg(b.level).arg(toHtml(b.text));
            break;
        case Block::Kind::Paragraph:
            out += QStringLiteral("<p>") + toHtml(b.text) + QStringLiteral("</p>\n");
            break;
        case Block::Kind::Bullets:
            out += QStringLiteral("<ul>");
            for (const Inline &item : b.items)
                out += QStringLiteral("<li>") + toHtml(item) + QStringLiteral("</li>");
            out += QStringLiteral("</ul>\n");
            break;
        case Block::Kind::Table:
            out += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" width=\"100%\"><tr>");
            for (const QString &h : b.headers)
                out += QStringLiteral("<th align=\"left\" bgcolor=\"") // the report prints the light scheme
                       + StatusPalette(ColorScheme::Light).color(ColorId::VerdictNone).name() + QStringLiteral("\">")
                       + h.toHtmlEscaped()
                       + QStringLiteral("</th>");
            out += QStringLiteral("</tr>");
            for (const QVector<Inline> &row : b.rows) {
                out += QStringLiteral("<tr>");
                for (const Inline &cell : row)
                    out += QStringLiteral("<td>") + toHtml(cell) + QStringLiteral("</td>");
                out += QStringLiteral("</tr>");
            }
            out += QStringLiteral("</table>\n");
            break;
        case Block::Kind::Image:
            out += QStringLiteral("<p><img src=\"%1\" alt=\"%2\" width=\"640\"></p>\n")
                       .arg(b.file.toHtmlEscaped(), b.alt.toHtmlEscaped());
            break;
        }
    }
    return out + QStringLiteral("</body></html>\n");
}

// ---- content ------------------------------------------------------------------------------

QString utc(qint64 seconds, const QString &format)
{
    return QDateTime::fromSecsSinceEpoch(seconds, QTimeZone::utc()).toString(format);
}

QString prUrl(qint64 pr)
{
    return QStringLiteral("https://github.com/pytorch/pytorch/pull/%1").arg(pr);
}

Inline prCell(qint64 pr)
{
    if (pr <= 0)
        return plain(QStringLiteral("\u2014"));
    return link(QStringLiteral("#%1").arg(pr), prUrl(pr));
}

struct Facts {
    BackendStats stats;
    const AllowlistEntry *entry = nullptr;
    TrustLevel level = TrustLevel::Unknown;
    QString levelSource;
    QVector<LevelSpan> spans;
    QVector<LevelChangeEvent> events;
    L3Assessment assessment;
};

Facts gather(const PromotionReport::Input &in)
{
    Facts f;
    const BackendsSnapshot &s = in.snapshot;
    if (const BackendStats *st = s.statsFor(in.repo))
        f.stats = *st;
    else
        f.stats.repo = in.repo;
    f.entry = s.allowlist ? s.allowlist->find(in.repo) : nullptr;

    // Level, history, tenure and verdict as the views show them: one rule for both.
    const BackendOverviewRow row = BackendOverview::rowFor(s, in.repo, in.targets);
    f.spans = row.history;
    f.level = row.level;
    f.assessment = row.assessment;
    switch (row.levelSource) {
    case BackendOverviewRow::LevelSource::Allowlist:
        f.levelSource = QCoreApplication::translate("hw::PromotionReport", "allowlist");
        break;
    case BackendOverviewRow::LevelSource::LevelStatus:
        f.levelSource = QCoreApplication::translate("hw::PromotionReport", "HUD level status");
        break;
    case BackendOverviewRow::LevelSource::ClickHouse:
        f.levelSource = QCoreApplication::translate("hw::PromotionReport", "level history");
        break;
    case BackendOverviewRow::LevelSource::None:
        break;
    }
    // The table lists what the chart shows: the dated PRs plus the changes only ClickHouse saw.
    for (const LevelChangeEvent &e : s.levelHistory)
        if (e.repo.compare(in.repo, Qt::CaseInsensitive) == 0)
            f.events.append(e);
    for (qsizetype i = 0; i < f.spans.size(); ++i) {
        const LevelSpan &span = f.spans.at(i);
        if (!span.fromClickHouse)
            continue;
        LevelChangeEvent e;
        e.date = QDateTime::fromSecsSinceEpoch(span.from, QTimeZone::utc()).date();
        e.repo = in.repo;
        e.from = i > 0 ? f.spans.at(i - 1).level : TrustLevel::Unknown;
        e.to = span.level;
        e.source = LevelChangeEvent::Source::ClickHouse;
        e.note = QCoreApplication::translate("hw::PromotionReport", "first dispatch at %1 on %2")
                     .arg(trustLevelName(span.level), utc(span.from, QStringLiteral("yyyy-MM-dd HH:mm")));
        f.events.append(e);
    }
    std::stable_sort(f.events.begin(), f.events.end(),
                     [](const LevelChangeEvent &a, const LevelChangeEvent &b) { return a.date < b.date; });

    return f;
}

QString metMark(const std::optional<bool> &met)
{
    if (!met)
        return QStringLiteral("\u2013");
    return *met ? QStringLiteral("\u2714") : QStringLiteral("\u2718");
}

// "pass rate ≥ 96 % (HUD: ≥ 90 %)" for every target that differs from HUD's.
QStringList changedTargets(const L3Targets &t)
{
    const L3Targets d;
    QStringList out;
    auto criterion = [](const char *key, double target, const char *comparison) {
        L3CriterionResult c;
        c.key = QLatin1String(key);
        c.target = target;
        c.comparison = QLatin1String(comparison);
        return L3ReadinessEvaluator::formatTarget(c);
    };
    auto add = [&](const QString &name, const char *key, double now, double hud, const char *comparison) {
        if (now != hud)
            out << QStringLiteral("%1 %2 (HUD: %3)").arg(name, criterion(key, now, comparison),
                                                         criterion(key, hud, comparison));
    };
    add(QCoreApplication::translate("hw::PromotionReport", "time at L2"), "tenureAtL2Days", t.tenureAtL2Days, d.tenureAtL2Days, ">=");
    add(QCoreApplication::translate("hw::PromotionReport", "end-to-end time P50"), "e2eTimeS", t.e2eP50MaxSeconds, d.e2eP50MaxSeconds, "<");
    add(QCoreApplication::translate("hw::PromotionReport", "mean queue time"), "avgQueueTimeS", t.avgQueueMaxSeconds, d.avgQueueMaxSeconds, "<");
    add(QCoreApplication::translate("hw::PromotionReport", "overrun rate"), "overrun_rate", t.overrunRateMax, d.overrunRateMax, "<");
    add(QCoreApplication::translate("hw::PromotionReport", "timeout rate"), "timeoutRate", t.timeoutRateMax, d.timeoutRateMax, "<");
    add(QCoreApplication::translate("hw::PromotionReport", "pass rate"), "passRate", t.passRateMin, d.passRateMin, ">=");
    auto addDays = [&](const QString &name, int now, int hud) {
        if (now != hud)
            out << QStringLiteral("%1 %2 d (HUD: %3 d)").arg(name).arg(now).arg(hud);
    };
    addDays(QCoreApplication::translate("hw::PromotionReport", "promotion window"), t.promotionWindowDays, d.promotionWindowDays);
    addDays(QCoreApplication::translate("hw::PromotionReport", "demotion window"), t.demotionWindowDays, d.demotionWindowDays);
    addDays(QCoreApplication::translate("hw::PromotionReport", "data needed"), t.minDataDays, d.minDataDays);
    return out;
}

Document buildDocument(const PromotionReport::Input &in, const Facts &f, const QString &chartBaseName)
{
    const BackendsSnapshot &s = in.snapshot;
    Document doc;
    doc.heading(1, QCoreApplication::translate("hw::PromotionReport", "Promotion review: %1").arg(in.repo));
    doc.paragraph(plain(QCoreApplication::translate("hw::PromotionReport", "As of %1 UTC. Figures from HUD's CRCR data (ClickHouse crcr_workflow_job, "
                           "jobs judged by their latest attempt); levels from the allowlist.")
                            .arg(utc(s.asOf, QStringLiteral("yyyy-MM-dd HH:mm")))));

    // Current level.
    doc.heading(2, QCoreApplication::translate("hw::PromotionReport", "Current level"));
    QVector<Inline> facts;
    if (f.level == TrustLevel::Unknown) {
        facts << bold(QCoreApplication::translate("hw::PromotionReport", "Not in the allowlist"));
    } else {
        Inline levelLine = plain(QCoreApplication::translate("hw::PromotionReport", "Level: "));
        levelLine += bold(QStringLiteral("%1 (%2)").arg(trustLevelName(f.level), trustLevelTitle(f.level)));
        levelLine += plain(QCoreApplication::translate("hw::PromotionReport", " \u2014 from the %1").arg(f.levelSource));
        facts << levelLine;
    }
    if (f.entry) {
        if (!f.entry->device.isEmpty()) {
            Inline device = plain(QCoreApplication::translate("hw::PromotionReport", "Device: "));
            device += Inline{Run{f.entry->device, {}, false, true}};
            device += plain(QCoreApplication::translate("hw::PromotionReport", " (PR label ciflow/crcr/%1)").arg(f.entry->device));
            facts << device;
        }
        QStringList oncalls;
        for (const QString &o : f.entry->oncalls)
            oncalls << u'@' + o;
        facts << plain(QCoreApplication::translate("hw::PromotionReport", "On-call: %1").arg(oncalls.isEmpty() ? QCoreApplication::translate("hw::PromotionReport", "none listed") : oncalls.join(QStringLiteral(", "))));
        if (!f.entry->events.isEmpty())
            facts << plain(QCoreApplication::translate("hw::PromotionReport", "Events: %1").arg(f.entry->events.join(QStringLiteral(", "))));
    } else if (f.level != TrustLevel::Unknown) {
        facts << plain(QCoreApplication::translate("hw::PromotionReport", "Not in the allowlist of this snapshot (no device or on-call known)."));
    }
    if (!f.spans.isEmpty() && f.spans.last().current && f.spans.last().level == f.level
        && f.level != TrustLevel::Unknown) {
        const LevelSpan &cur = f.spans.last();
        Inline since = plain(QCoreApplication::translate("hw::PromotionReport", "At %1 since %2 (%3 days)")
                                 .arg(trustLevelName(f.level), utc(cur.from, QStringLiteral("yyyy-MM-dd")),
                                      QString::number(double(s.asOf - cur.from) / 86400.0, 'f', 1)));
        if (cur.pr > 0) {
            since += plain(QStringLiteral(", "));
            since += prCell(cur.pr);
        } else if (cur.fromClickHouse) {
            since += plain(QCoreApplication::translate("hw::PromotionReport", ", start inferred from ClickHouse"));
        }
        facts << since;
    }
    doc.bullets(facts);

    // Level history.
    doc.heading(2, QCoreApplication::translate("hw::PromotionReport", "Level history"));
    if (f.events.isEmpty()) {
        doc.paragraph(plain(QCoreApplication::translate("hw::PromotionReport", "No dated level change known.")));
    } else {
        QVector<QVector<Inline>> rows;
        for (const LevelChangeEvent &e : f.events) {
            const QString from = e.from == TrustLevel::Unknown ? QCoreApplication::translate("hw::PromotionReport", "not listed") : trustLevelName(e.from);
            const QString to = e.to == TrustLevel::Unknown ? QCoreApplication::translate("hw::PromotionReport", "removed") : trustLevelName(e.to);
            rows.append({plain(e.date.toString(Qt::ISODate)), plain(from + QStringLiteral(" \u2192 ") + to),
                         prCell(e.pr), plain(e.author.isEmpty() ? QStringLiteral("\u2014") : u'@' + e.author),
                         plain(e.source == LevelChangeEvent::Source::ClickHouse ? QCoreApplication::translate("hw::PromotionReport", "ClickHouse: %1").arg(e.note)
                                                                               : e.note)});
        }
        doc.table({QCoreApplication::translate("hw::PromotionReport", "Date"), QCoreApplication::translate("hw::PromotionReport", "Change"), QCoreApplication::translate("hw::PromotionReport", "PR"), QCoreApplication::translate("hw::PromotionReport", "Author"), QCoreApplication::translate("hw::PromotionReport", "Note")}, rows);
    }
    doc.image(QCoreApplication::translate("hw::PromotionReport", "Level history"), chartBaseName + QStringLiteral("-levels.png"));

    // L3 readiness.
    const L3Assessment &a = f.assessment;
    doc.heading(2, QCoreApplication::translate("hw::PromotionReport", "L3 readiness"));
    if (a.whatIf) {
        doc.paragraph(bold(QCoreApplication::translate("hw::PromotionReport", "WHAT-IF: targets changed from HUD's defaults: %1. This is not HUD's verdict.")
                               .arg(changedTargets(in.targets).join(QStringLiteral("; ")))));
    }
    QVector<QVector<Inline>> rows;
    auto addRows = [&](const QVector<L3CriterionResult> &list, bool demotion) {
        for (const L3CriterionResult &c : list) {
            QString window = c.windowDays > 0 ? QCoreApplication::translate("hw::PromotionReport", "%1 days").arg(c.windowDays) : QStringLiteral("\u2014");
            if (demotion)
                window += QCoreApplication::translate("hw::PromotionReport", " (demotion)");
            else if (c.windowDays > 0)
                window += QCoreApplication::translate("hw::PromotionReport", " (promotion)");
            rows.append({plain(c.label), plain(window), plain(L3ReadinessEvaluator::formatMeasured(c)),
                         plain(L3ReadinessEvaluator::formatTarget(c)), plain(metMark(c.met))});
        }
    };
    addRows(a.promotion, false);
    addRows(a.demotion, true);
    doc.table({QCoreApplication::translate("hw::PromotionReport", "Criterion"), QCoreApplication::translate("hw::PromotionReport", "Window"), QCoreApplication::translate("hw::PromotionReport", "Measured"), QCoreApplication::translate("hw::PromotionReport", "Target"), QCoreApplication::translate("hw::PromotionReport", "Met")}, rows);
    Inline verdict = plain(QCoreApplication::translate("hw::PromotionReport", "Verdict: "));
    verdict += bold(L3ReadinessEvaluator::verdictText(a.verdict) + (a.whatIf ? QCoreApplication::translate("hw::PromotionReport", " (what-if)") : QString()));
    doc.paragraph(verdict);
    QVector<Inline> reasons;
    for (const QString &r : a.reasons)
        reasons << plain(r);
    if (!reasons.isEmpty())
        doc.bullets(reasons);

    // Breakage.
    // The split is the console's own (HUD has no infra/test split): said so in the heading.
    doc.heading(2, QCoreApplication::translate("hw::PromotionReport", "Breakage: infrastructure vs tests (console's own split)"));
    QVector<QVector<Inline>> breakage;
    for (const WindowStats *w : {&f.stats.demotionWindow, &f.stats.promotionWindow}) {
        const qint64 infraTriaged = std::max<qint64>(0, w->infraFailures - w->timedOut - w->cancelled);
        breakage.append({plain(QCoreApplication::translate("hw::PromotionReport", "last %1 days").arg(w->days)), plain(QString::number(w->jobs)),
                         plain(QString::number(w->succeeded)), plain(QString::number(w->testFailures)),
                         plain(QString::number(w->infraFailures)),
                         plain(QCoreApplication::translate("hw::PromotionReport", "%1 timed out, %2 cancelled, %3 triaged infra")
                                   .arg(w->timedOut)
                                   .arg(w->cancelled)
                                   .arg(infraTriaged))});
    }
    doc.table({QCoreApplication::translate("hw::PromotionReport", "Window"), QCoreApplication::translate("hw::PromotionReport", "Completed jobs"), QCoreApplication::translate("hw::PromotionReport", "Passed"), QCoreApplication::translate("hw::PromotionReport", "Test failures"), QCoreApplication::translate("hw::PromotionReport", "Infra failures"),
               QCoreApplication::translate("hw::PromotionReport", "Infra detail")},
              breakage);
    doc.image(QCoreApplication::translate("hw::PromotionReport", "Jobs over time"), chartBaseName + QStringLiteral("-jobs.png"));

    // Recent failing jobs.
    doc.heading(2, QCoreApplication::translate("hw::PromotionReport", "Recent failing jobs"));
    QVector<BackendJobResult> failing;
    for (const BackendJobResult &j : s.jobs)
        if (j.repo.compare(in.repo, Qt::CaseInsensitive) == 0 && j.status == QLatin1String("completed")
            && !j.conclusion.isEmpty() && j.conclusion != QLatin1String("success") && !j.expectedOutcome)
            failing.append(j);
    std::stable_sort(failing.begin(), failing.end(), [](const BackendJobResult &x, const BackendJobResult &y) {
        return x.completedAt > y.completedAt;
    });
    if (failing.size() > kMaxFailingJobs)
        failing.resize(kMaxFailingJobs);
    if (failing.isEmpty()) {
        doc.paragraph(plain(QCoreApplication::translate("hw::PromotionReport", "No failing job among the recent jobs.")));
    } else {
        QVector<QVector<Inline>> jobRows;
        for (const BackendJobResult &j : std::as_const(failing)) {
            Inline job = j.url.isEmpty() ? plain(j.workflowName + QStringLiteral(" / ") + j.jobName)
                                         : link(j.workflowName + QStringLiteral(" / ") + j.jobName, j.url);
            Inline pr = j.prNumber > 0 ? prCell(j.prNumber) : plain(j.eventType);
            if (j.prNumber > 0 && s.prs.contains(j.prNumber))
                pr += plain(QStringLiteral(" ")
                            + (s.prs.value(j.prNumber).isKnown()
                                   ? s.prs.value(j.prNumber).title
                                   : QCoreApplication::translate("hw::PromotionReport", "(unknown PR)")));
            QString conclusion = j.conclusion;
            if (j.runAttempt > 1)
                conclusion += QCoreApplication::translate("hw::PromotionReport", " (attempt %1)").arg(j.runAttempt);
            jobRows.append({plain(utc(j.completedAt, QStringLiteral("yyyy-MM-dd HH:mm"))), job, pr, plain(conclusion),
                            plain(j.triageCategory.isEmpty() ? QStringLiteral("\u2014") : j.triageCategory)});
        }
        doc.table({QCoreApplication::translate("hw::PromotionReport", "Completed (UTC)"), QCoreApplication::translate("hw::PromotionReport", "Workflow / job"), QCoreApplication::translate("hw::PromotionReport", "PR"), QCoreApplication::translate("hw::PromotionReport", "Conclusion"), QCoreApplication::translate("hw::PromotionReport", "Triage")}, jobRows);
    }
    return doc;
}

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

// Encodes into `file`, left open for the caller to commit with the report's other files.
bool savePng(const QImage &image, QSaveFile &file, QString *error)
{
    if (const Result<void, QString> encoded = PngFile::encodeInto(image, file); !encoded)
        return fail(error, QCoreApplication::translate("hw::PromotionReport", "cannot write %1: %2")
                               .arg(QDir::toNativeSeparators(file.fileName()), encoded.error()));
    return true;
}

} // namespace

L3Assessment PromotionReport::assessment(const Input &input)
{
    return gather(input).assessment;
}

QString PromotionReport::markdown(const Input &input, const QString &chartBaseName)
{
    return renderMarkdown(buildDocument(input, gather(input), chartBaseName));
}

QString PromotionReport::html(const Input &input, const QString &chartBaseName)
{
    return renderHtml(buildDocument(input, gather(input), chartBaseName),
                      QCoreApplication::translate("hw::PromotionReport", "Promotion review: %1").arg(input.repo));
}

bool PromotionReport::write(const Input &input, const QString &markdownPath, QString *error, OperationControl *control)
{
    const QFileInfo info(markdownPath);
    const QDir dir = info.absoluteDir();
    if (!dir.exists())
        return fail(error, QCoreApplication::translate("hw::PromotionReport", "cannot write %1: the folder %2 does not exist")
                               .arg(QDir::toNativeSeparators(info.absoluteFilePath()),
                                    QDir::toNativeSeparators(dir.absolutePath())));
    const QString baseName = info.suffix().compare(QLatin1String("md"), Qt::CaseInsensitive) == 0
                                 ? info.completeBaseName()
                                 : info.fileName();
    if (baseName.isEmpty())
        return fail(error, QCoreApplication::translate("hw::PromotionReport", "cannot write %1: no file name").arg(QDir::toNativeSeparators(markdownPath)));
    const QString mdPath = dir.filePath(baseName + QStringLiteral(".md"));
    const QString jobsPath = dir.filePath(baseName + QStringLiteral("-jobs.png"));
    const QString levelsPath = dir.filePath(baseName + QStringLiteral("-levels.png"));
    const QString pdfPath = dir.filePath(baseName + QStringLiteral(".pdf"));

    // Each file is written to a QSaveFile and all are committed at the end: a cancel or a
    // failure half-way leaves none of them (and any earlier report of that name untouched).
    // Progress: the Markdown and the charts are quick; the PDF's layout is most of the time.
    const auto cancelled = [control, error](int permille) {
        if (!control || control->reached(permille))
            return false;
        if (error)
            error->clear();
        return true;
    };
    const auto cannotWrite = [error](const QFileDevice &file) {
        return fail(error, QCoreApplication::translate("hw::PromotionReport", "cannot write %1: %2").arg(QDir::toNativeSeparators(file.fileName()), file.errorString()));
    };
    const Facts facts = gather(input);
    const Document doc = buildDocument(input, facts, baseName);
    if (cancelled(100))
        return false;

    QSaveFile md(mdPath);
    if (!md.open(QIODevice::WriteOnly) || md.write(renderMarkdown(doc).toUtf8()) < 0)
        return cannotWrite(md);
    if (cancelled(150))
        return false;

    const QImage jobs = ReportCharts::jobsOverTime(facts.stats.daily, input.snapshot.asOf, kJobsChartSize, facts.spans);
    const QImage levels = ReportCharts::levelTimeline(facts.spans, input.snapshot.asOf, kLevelsChartSize);
    QSaveFile jobsFile(jobsPath);
    QSaveFile levelsFile(levelsPath);
    if (!savePng(jobs, jobsFile, error) || !savePng(levels, levelsFile, error))
        return false;
    if (cancelled(300))
        return false;

    QSaveFile pdf(pdfPath);
    if (!pdf.open(QIODevice::WriteOnly))
        return cannotWrite(pdf);
    {
        // On a worker thread too: QTextDocument draws its images as QImage off the GUI thread,
        // and the resources here are QImages.
        QPdfWriter writer(&pdf);
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                         QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter));
        writer.setTitle(QCoreApplication::translate("hw::PromotionReport", "Promotion review: %1").arg(input.repo));
        writer.setCreator(QStringLiteral("HUD Watch"));
        QTextDocument text;
        // The same file names as the Markdown links, served from memory.
        text.addResource(QTextDocument::ImageResource, QUrl(baseName + QStringLiteral("-jobs.png")), jobs);
        text.addResource(QTextDocument::ImageResource, QUrl(baseName + QStringLiteral("-levels.png")), levels);
        text.setHtml(renderHtml(doc, writer.title()));
        if (cancelled(400))
            return false;
        text.print(&writer);
    }
    if (cancelled(950))
        return false;
    for (QSaveFile *file : {&md, &jobsFile, &levelsFile, &pdf})
        if (!file->commit())
            return cannotWrite(*file);
    if (control)
        control->permille = 1000;
    if (error)
        error->clear();
    return true;
}

} // namespace hw
