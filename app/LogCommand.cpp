#include "LogCommand.h"

#include "TerminationSignals.h"
#include "domain/QuotedText.h"
#include "logs/AnsiText.h"
#include "logs/LogClassifier.h"
#include "logs/LogDocument.h"
#include "logs/LogFailureLocator.h"
#include "logs/LogMatcher.h"
#include "logs/LogSearch.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <limits>
#include <optional>
#include <variant>

namespace hw {

namespace {

// JSON is one document held whole: it lists at most this many lines unless --max says otherwise.
constexpr qint64 kJsonLines = 100'000;
constexpr qint64 kMaxInflatedMb = qint64(1) << 20; // 1 TiB: beyond any disk it would fill

QString tr(const char *text)
{
    return QCoreApplication::translate("hw", text);
}

// What a line says, for a terminal: escapes removed, control bytes made visible (AnsiText leaves
// C1 controls such as U+009B, an 8-bit CSI, and bidi controls: QuotedText escapes those).
QString plainText(const QByteArray &bytes)
{
    return QuotedText::visible(AnsiText::parse(bytes, 1 << 20).text);
}

// A whole number from 1 to most, or nothing.
std::optional<qint64> countFrom(const QString &text, qint64 most)
{
    bool ok = false;
    const qint64 n = text.toLongLong(&ok);
    return ok && n >= 1 && n <= most ? std::optional(n) : std::nullopt;
}

struct Options {
    QString path;
    std::optional<LogQuery> find;
    std::optional<LogMatcher> matcher; // find's, compiled before the log is read
    bool count = false;
    qint64 max = -1; // -1: all
    bool classify = false;
    bool json = false;
    qint64 maxInflatedMb = LogDocument::kDefaultMaxInflatedBytes >> 20;
};

QList<QCommandLineOption> logOptions()
{
    return {
        QCommandLineOption(QStringLiteral("find"), tr("Print the lines matching PATTERN (RE2 regex), with numbers."),
            QStringLiteral("PATTERN")),
        QCommandLineOption(QStringLiteral("fixed"), tr("PATTERN is plain text, not a regex.")),
        QCommandLineOption(QStringLiteral("ignore-case"), tr("Ignore case in PATTERN.")),
        QCommandLineOption(QStringLiteral("count"), tr("With --find: print only the number of matching lines.")),
        QCommandLineOption(QStringLiteral("max"), tr("With --find: print at most N lines, N from 1 (default: all)."),
            QStringLiteral("N")),
        QCommandLineOption(QStringLiteral("classify"),
            tr("Print the line that explains the failure, with the classifier's rule and captures.")),
        QCommandLineOption(QStringLiteral("json"), tr("Print JSON.")),
        QCommandLineOption(QStringLiteral("max-inflated"),
            tr("A gzip log is read up to MB megabytes of text (default: %1).")
                .arg(LogDocument::kDefaultMaxInflatedBytes >> 20),
            QStringLiteral("MB")),
    };
}

// --max and --max-inflated into o; the usage error when one is not a count in its range.
QString readLimits(const QCommandLineParser &parser, Options &o)
{
    if (parser.isSet(QStringLiteral("max"))) {
        const QString value = parser.value(QStringLiteral("max"));
        const auto n = countFrom(value, std::numeric_limits<qint64>::max());
        if (!n)
            return tr("--max %1: give a whole number of lines from 1 up, or --count for the number alone")
                .arg(QuotedText::elided(value));
        o.max = *n;
    }
    if (parser.isSet(QStringLiteral("max-inflated"))) {
        const QString value = parser.value(QStringLiteral("max-inflated"));
        const auto n = countFrom(value, kMaxInflatedMb);
        if (!n)
            return tr("--max-inflated %1: give a whole number of megabytes from 1 to %2")
                .arg(QuotedText::elided(value))
                .arg(kMaxInflatedMb);
        o.maxInflatedMb = *n;
    }
    return {};
}

// The options, or the exit code to end with (after --help, or a message on err).
std::variant<Options, int> parseOptions(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Read a CI log (plain or gzip) without a display."));
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("The log file."));
    parser.addOptions(logOptions());
    parser.addHelpOption();
    if (!parser.parse(QStringList {QStringLiteral("hudwatch log")} + args)) {
        err << "hudwatch log: " << parser.errorText() << Qt::endl;
        return 2;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText();
        return 0;
    }
    const auto usage = [&err](const QString &message) {
        err << "hudwatch log: " << message << Qt::endl;
        return 2;
    };
    const bool find = parser.isSet(QStringLiteral("find"));
    if (parser.positionalArguments().size() != 1)
        return usage(tr("give exactly one log FILE"));
    if (parser.isSet(QStringLiteral("count")) && !find)
        return usage(tr("--count needs --find PATTERN"));
    Options o;
    o.path = parser.positionalArguments().first();
    if (find) {
        o.find = LogQuery {parser.value(QStringLiteral("find")), !parser.isSet(QStringLiteral("fixed")),
                           !parser.isSet(QStringLiteral("ignore-case"))};
        auto matcher = LogMatcher::compile(*o.find);
        if (!matcher) {
            err << "hudwatch log: " << matcher.error().message << Qt::endl;
            return 2;
        }
        o.matcher = std::move(*matcher);
    }
    o.count = parser.isSet(QStringLiteral("count"));
    o.classify = parser.isSet(QStringLiteral("classify"));
    o.json = parser.isSet(QStringLiteral("json"));
    if (const QString wrong = readLimits(parser, o); !wrong.isEmpty())
        return usage(wrong);
    return o;
}

// Runs the event loop until the document is indexed, failed, or a signal stopped it.
void waitForIndex(LogDocument &doc, TerminationSignals &stop)
{
    QEventLoop loop;
    QObject::connect(&doc, &LogDocument::indexed, &loop, &QEventLoop::quit);
    QObject::connect(&doc, &LogDocument::failed, &loop, &QEventLoop::quit);
    QObject::connect(&stop, &TerminationSignals::arrived, &loop, [&doc] { doc.cancel(); });
    if (TerminationSignals::requested())
        doc.cancel();
    if (doc.isIndexing())
        loop.exec();
}

// The bound stopped a gzip log's inflation: what follows is about its first part.
void sayCut(const Options &o, QTextStream &err)
{
    err << "hudwatch log: "
        << tr("%1 holds more than %2 MB of text: what follows is about its first %2 MB only. "
              "Give --max-inflated MB with a larger number to read more of it.")
               .arg(QuotedText::visible(o.path))
               .arg(o.maxInflatedMb)
        << Qt::endl;
}

// --find: prints the matching lines as they are found (or only their count). The number of
// matching lines, or nothing when the log could not be read (or a signal stopped the search).
std::optional<qint64> findLines(const Options &o, const LogDocument &doc, QJsonObject &report, QTextStream &out, QTextStream &err)
{
    const qint64 listed = o.count ? 0 : o.max >= 0 ? o.max : o.json ? kJsonLines : std::numeric_limits<qint64>::max();
    qint64 shown = 0;
    QJsonArray lines;
    const LogSearch::Found show = [&](const std::vector<qint64> &found) {
        for (const qint64 n : found) {
            if (shown >= listed || TerminationSignals::requested())
                return;
            ++shown;
            const QString text = plainText(doc.line(n, 1 << 20).bytes);
            if (o.json)
                lines.append(QJsonObject {{QStringLiteral("line"), n + 1}, {QStringLiteral("text"), text}});
            else
                out << (n + 1) << ':' << text << '\n';
        }
    };
    auto found = LogSearch::scan(doc.contentPath(), *doc.state(), *o.matcher, TerminationSignals::requested(),
        listed > 0 ? show : LogSearch::Found {});
    if (!found) {
        if (!TerminationSignals::received())
            err << "hudwatch log: " << found.error().message << Qt::endl;
        return std::nullopt;
    }
    if (o.json) {
        QJsonObject matches {{QStringLiteral("pattern"), o.find->pattern}, {QStringLiteral("count"), *found}};
        if (!o.count) {
            matches.insert(QStringLiteral("lines"), lines);
            if (shown < *found && o.max < 0)
                err << "hudwatch log: "
                    << tr("the JSON lists the first %1 of %2 matching lines; give --max N to list more.")
                           .arg(shown)
                           .arg(*found)
                    << Qt::endl;
        }
        report.insert(QStringLiteral("matches"), matches);
    } else if (o.count) {
        out << *found << Qt::endl;
    }
    out.flush();
    return *found;
}

// --classify: the line that explains the failure.
int classifyLog(const Options &o, const LogDocument &doc, QJsonObject &report, QTextStream &out, QTextStream &err)
{
    auto classifier = LogClassifier::builtIn();
    if (!classifier) {
        err << "hudwatch log: " << classifier.error().message << Qt::endl;
        return 1;
    }
    auto failure = LogFailureLocator::locate(
        doc.contentPath(), *doc.state(), {}, {}, &*classifier, TerminationSignals::requested());
    if (!failure) {
        if (!TerminationSignals::received())
            err << "hudwatch log: " << failure.error().message << Qt::endl;
        return 1;
    }
    const QString text = failure->found() ? plainText(doc.line(failure->line, 1 << 20).bytes) : QString();
    if (o.json) {
        QJsonObject c {{QStringLiteral("found"), failure->found()}, {QStringLiteral("by"), failure->describe()}};
        if (failure->found()) {
            c.insert(QStringLiteral("line"), failure->line + 1);
            c.insert(QStringLiteral("text"), text);
            c.insert(QStringLiteral("rule"), failure->ruleName);
            c.insert(QStringLiteral("captures"), QJsonArray::fromStringList(failure->captures));
        }
        report.insert(QStringLiteral("classification"), c);
    } else if (failure->found()) {
        out << tr("line %1: %2").arg(failure->line + 1).arg(failure->describe()) << '\n';
        for (const QString &capture : failure->captures)
            out << tr("  capture: %1").arg(QuotedText::visible(capture)) << '\n';
        out << "  " << text << Qt::endl;
    } else {
        out << tr("no line explains the failure") << Qt::endl;
    }
    return 0;
}

void printSummary(const Options &o, const LogDocument &doc, QTextStream &out)
{
    qint64 groups = 0;
    qint64 errors = 0;
    for (const LogMark &m : doc.marks()) {
        groups += m.kind == LogMark::Kind::GroupStart;
        errors += m.kind == LogMark::Kind::Error;
    }
    out << tr("%1: %2 lines, %3 bytes, %4 groups, %5 ##[error] lines")
               .arg(QuotedText::visible(o.path))
               .arg(doc.lineCount())
               .arg(doc.byteCount())
               .arg(groups)
               .arg(errors)
        << Qt::endl;
}

// After the options: open, index, then find / classify / summarize.
int readLog(const Options &o, TerminationSignals &stop, QTextStream &out, QTextStream &err)
{
    LogDocument doc; // its destructor removes a gzip log's inflated copy, on every path out
    doc.setMaxInflatedBytes(o.maxInflatedMb << 20);
    if (auto r = doc.open(o.path); !r) {
        err << "hudwatch log: " << r.error().message << Qt::endl;
        return 1;
    }
    waitForIndex(doc, stop);
    if (TerminationSignals::received())
        return TerminationSignals::exitCode();
    if (doc.error().isError()) {
        err << "hudwatch log: " << doc.error().message << Qt::endl;
        return 1;
    }
    if (doc.isCutAtBound())
        sayCut(o, err);
    QJsonObject report {{QStringLiteral("file"), o.path}, {QStringLiteral("lines"), doc.lineCount()},
        {QStringLiteral("bytes"), doc.byteCount()}};
    if (doc.isCutAtBound())
        report.insert(QStringLiteral("cut_at_max_inflated_mb"), o.maxInflatedMb);
    if (o.find) {
        const std::optional<qint64> found = findLines(o, doc, report, out, err);
        if (TerminationSignals::received())
            return TerminationSignals::exitCode();
        if (!found)
            return 1;
        if (!o.json && !o.classify)
            return *found > 0 ? 0 : 1; // as grep: 1 when nothing matches
    }
    if (o.classify) {
        const int classified = classifyLog(o, doc, report, out, err);
        if (TerminationSignals::received())
            return TerminationSignals::exitCode();
        if (classified != 0)
            return classified;
    }
    if (o.json)
        out << QJsonDocument(report).toJson(QJsonDocument::Indented);
    else if (!o.find && !o.classify)
        printSummary(o, doc, out);
    return 0;
}

} // namespace

int runLogCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    auto parsed = parseOptions(args, out, err);
    if (const int *code = std::get_if<int>(&parsed))
        return *code;
    // Ctrl-C, SIGTERM, SIGHUP: stop reading, remove the inflated copy, exit 128 + the signal.
    TerminationSignals stop;
    return readLog(std::get<Options>(parsed), stop, out, err);
}

} // namespace hw
