#include "LogCommand.h"

#include "domain/QuotedText.h"
#include "logs/AnsiText.h"
#include "logs/LogClassifier.h"
#include "logs/LogDocument.h"
#include "logs/LogFailureLocator.h"
#include "logs/LogMatcher.h"
#include "logs/LogSearch.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace hw {

namespace {

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

} // namespace

int runLogCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Read a CI log (plain or gzip) without a display."));
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("The log file."));
    const QCommandLineOption find(QStringLiteral("find"), tr("Print the lines matching PATTERN (RE2 regex), with numbers."),
        QStringLiteral("PATTERN"));
    const QCommandLineOption fixed(QStringLiteral("fixed"), tr("PATTERN is plain text, not a regex."));
    const QCommandLineOption ignoreCase(QStringLiteral("ignore-case"), tr("Ignore case in PATTERN."));
    const QCommandLineOption count(QStringLiteral("count"), tr("With --find: print only the number of matching lines."));
    const QCommandLineOption max(QStringLiteral("max"), tr("With --find: print at most N lines (default: all)."),
        QStringLiteral("N"));
    const QCommandLineOption classify(QStringLiteral("classify"),
        tr("Print the line that explains the failure, with the classifier's rule and captures."));
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    parser.addOptions({find, fixed, ignoreCase, count, max, classify, json});
    parser.addHelpOption();
    if (!parser.parse(QStringList {QStringLiteral("hudwatch log")} + args)) {
        err << "hudwatch log: " << parser.errorText() << Qt::endl;
        return 2;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText();
        return 0;
    }
    if (parser.positionalArguments().size() != 1) {
        err << "hudwatch log: " << tr("give exactly one log FILE") << Qt::endl;
        return 2;
    }
    if (parser.isSet(count) && !parser.isSet(find)) {
        err << "hudwatch log: " << tr("--count needs --find PATTERN") << Qt::endl;
        return 2;
    }
    const QString path = parser.positionalArguments().first();
    LogDocument doc;
    if (auto r = doc.open(path); !r) {
        err << "hudwatch log: " << r.error().message << Qt::endl;
        return 1;
    }
    doc.waitForIndexed();
    if (doc.error().isError()) {
        err << "hudwatch log: " << doc.error().message << Qt::endl;
        return 1;
    }
    QJsonObject report {{QStringLiteral("file"), path}, {QStringLiteral("lines"), doc.lineCount()},
        {QStringLiteral("bytes"), doc.byteCount()}};

    if (parser.isSet(find)) {
        const LogQuery query {parser.value(find), !parser.isSet(fixed), !parser.isSet(ignoreCase)};
        auto matcher = LogMatcher::compile(query);
        if (!matcher) {
            err << "hudwatch log: " << matcher.error().message << Qt::endl;
            return 2;
        }
        std::atomic_bool cancel = false;
        auto found = LogSearch::run(doc.contentPath(), *doc.state(), *matcher, cancel);
        if (!found) {
            err << "hudwatch log: " << found.error().message << Qt::endl;
            return 1;
        }
        const qint64 limit = parser.isSet(max) ? parser.value(max).toLongLong() : found->count;
        QJsonArray lines;
        if (!parser.isSet(count)) {
            for (size_t i = 0; i < found->lines.size() && qint64(i) < limit; ++i) {
                const qint64 n = found->lines[i];
                const QString text = plainText(doc.line(n, 1 << 20).bytes);
                if (parser.isSet(json))
                    lines.append(QJsonObject {{QStringLiteral("line"), n + 1}, {QStringLiteral("text"), text}});
                else
                    out << (n + 1) << ':' << text << '\n';
            }
        }
        if (parser.isSet(json)) {
            QJsonObject matches {{QStringLiteral("pattern"), query.pattern}, {QStringLiteral("count"), found->count}};
            if (!parser.isSet(count))
                matches.insert(QStringLiteral("lines"), lines);
            report.insert(QStringLiteral("matches"), matches);
        } else if (parser.isSet(count)) {
            out << found->count << Qt::endl;
        }
        out.flush();
        if (!parser.isSet(json) && !parser.isSet(classify))
            return found->count > 0 ? 0 : 1; // as grep: 1 when nothing matches
    }
    if (parser.isSet(classify)) {
        auto classifier = LogClassifier::builtIn();
        if (!classifier) {
            err << "hudwatch log: " << classifier.error().message << Qt::endl;
            return 1;
        }
        std::atomic_bool cancel = false;
        auto failure = LogFailureLocator::locate(doc.contentPath(), *doc.state(), {}, {}, &*classifier, cancel);
        if (!failure) {
            err << "hudwatch log: " << failure.error().message << Qt::endl;
            return 1;
        }
        const QString text = failure->found() ? plainText(doc.line(failure->line, 1 << 20).bytes) : QString();
        if (parser.isSet(json)) {
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
    }
    if (parser.isSet(json)) {
        out << QJsonDocument(report).toJson(QJsonDocument::Indented);
    } else if (!parser.isSet(find) && !parser.isSet(classify)) {
        qint64 groups = 0;
        qint64 errors = 0;
        for (const LogMark &m : doc.marks()) {
            groups += m.kind == LogMark::Kind::GroupStart;
            errors += m.kind == LogMark::Kind::Error;
        }
        out << tr("%1: %2 lines, %3 bytes, %4 groups, %5 ##[error] lines")
                   .arg(path)
                   .arg(doc.lineCount())
                   .arg(doc.byteCount())
                   .arg(groups)
                   .arg(errors)
            << Qt::endl;
    }
    return 0;
}

} // namespace hw
