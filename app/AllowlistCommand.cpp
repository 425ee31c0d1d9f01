#include "AllowlistCommand.h"

#include "backends/AllowlistJson.h"
#include "backends/AllowlistParser.h"
#include "domain/QuotedText.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>
#include <utility>
#include <variant>

namespace hw {

namespace {

using namespace Qt::StringLiterals;

// Gives this file's free functions a translation context lupdate can see.
struct AllowlistCommandText {
    Q_DECLARE_TR_FUNCTIONS(hw::AllowlistCommand)
};

QString usage()
{
    return AllowlistCommandText::tr("Usage: hudwatch allowlist [--json] FILE\n"
              "Checks a CRCR allowlist (.github/allowlist.yml) and lists its repositories, L4 first.\n"
              "  FILE    the YAML file; '-' reads standard input\n"
              "  --json  print {\"ok\":…,\"levels\":{…}} (the shape of HUD's /api/crcr/allowlist)\n"
              "Exit status: 0 valid, 1 invalid or unreadable, 2 bad usage.\n");
}

// The offending line and a caret under the column, as compilers print it. A long line is cut to
// a window around the column, marked "…" where cut: a 10 MB token must not print 10 MB.
// column counts characters (code points), as the parser does. Control characters are shown as
// escapes (QuotedText::visible): a hostile line must not rewrite the terminal.
QString sourceExcerpt(const QByteArray &bytes, int line, int column)
{
    if (line <= 0)
        return QString();
    qsizetype start = 0;
    for (int l = 1; l < line; ++l) {
        start = bytes.indexOf('\n', start);
        if (start < 0)
            return QString();
        ++start;
    }
    qsizetype end = bytes.indexOf('\n', start);
    if (end < 0)
        end = bytes.size();
    QString text = QString::fromUtf8(bytes.constData() + start, end - start);
    if (text.endsWith(u'\r'))
        text.chop(1);

    const auto isPairAt = [&text](qsizetype i) {
        return i + 1 < text.size() && text.at(i).isHighSurrogate() && text.at(i + 1).isLowSurrogate();
    };
    qsizetype at = 0; // index in text of the column's character
    for (int c = 1; c < column && at < text.size(); ++c)
        at += isPairAt(at) ? 2 : 1;

    constexpr qsizetype kWindow = 120;
    qsizetype from = 0;
    qsizetype to = text.size();
    if (text.size() > kWindow) {
        from = qBound(qsizetype(0), at - kWindow / 2, text.size() - kWindow);
        to = from + kWindow;
        if (from > 0 && text.at(from).isLowSurrogate()) // never half a character
            ++from;
        if (to < text.size() && text.at(to).isLowSurrogate())
            --to;
    }
    const QString ellipsis = u"…"_s;
    const QString number = QString::number(line);
    // The caret stays under its character: an escape is as wide as it is written.
    QString shown;
    QString pad = from > 0 ? QString(ellipsis.size(), u' ') : QString();
    for (qsizetype i = from; i < to; i += isPairAt(i) ? 2 : 1) {
        const QString character = text.mid(i, isPairAt(i) ? 2 : 1);
        const QString visible = QuotedText::visible(character);
        shown += visible;
        if (i < at)
            pad += character == u"\t"_s ? u"\t"_s : QString(visible == character ? 1 : visible.size(), u' ');
    }
    QString excerpt = u' ' + number + u" | "_s + (from > 0 ? ellipsis : QString()) + shown +
                      (to < text.size() ? ellipsis : QString()) + u'\n';
    if (column > 0)
        excerpt += u' ' + QString(number.size(), u' ') + u" | "_s + pad + u"^\n"_s;
    return excerpt;
}

void printJson(QTextStream &out, const QJsonObject &object)
{
    out << QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Indented));
    out.flush();
}

// The one FILE of the arguments (and --json), or the exit code once --help or a usage error was
// printed.
std::variant<std::pair<QString, bool>, int> readAllowlistArgs(const QStringList &args, QTextStream &out, QTextStream &err)
{
    bool json = false;
    bool optionsEnded = false;
    QStringList files;
    for (const QString &arg : args) {
        if (!optionsEnded && arg == u"--json") {
            json = true;
        } else if (!optionsEnded && (arg == u"-h" || arg == u"--help")) {
            out << usage();
            out.flush();
            return 0;
        } else if (!optionsEnded && arg == u"--") {
            optionsEnded = true;
        } else if (!optionsEnded && arg.startsWith(u'-') && arg != u"-") {
            err << AllowlistCommandText::tr("hudwatch allowlist: unknown option '%1'").arg(QuotedText::elided(arg)) << '\n' << usage();
            err.flush();
            return 2;
        } else {
            files.append(arg);
        }
    }
    if (files.size() != 1) {
        err << (files.isEmpty() ? AllowlistCommandText::tr("hudwatch allowlist: no FILE given")
                                : AllowlistCommandText::tr("hudwatch allowlist: give one FILE, not %1").arg(files.size()))
            << '\n'
            << usage();
        err.flush();
        return 2;
    }
    return std::pair{files.first(), json};
}

// Opens the file ("-": standard input); false once the failure was printed.
bool openInput(QFile &file, const QString &path, const QString &sourceName, bool json, QTextStream &out,
               QTextStream &err)
{
    bool opened = false;
    if (path == u"-") {
        opened = file.open(stdin, QIODevice::ReadOnly);
    } else {
        file.setFileName(path);
        opened = file.open(QIODevice::ReadOnly);
    }
    if (opened)
        return true;
    const QString what = AllowlistCommandText::tr("cannot read the file: %1 — check the path").arg(file.errorString());
    if (json) {
        printJson(out, {{u"ok"_s, false}, {u"file"_s, sourceName}, {u"error"_s, what}, {u"line"_s, 0}, {u"column"_s, 0}});
    } else {
        err << sourceName << ": " << AllowlistCommandText::tr("error: %1").arg(what) << '\n';
        err.flush();
    }
    return false;
}

int printJsonResult(const AllowlistParser::Result &result, const QString &sourceName, QTextStream &out)
{
    QJsonObject object{{u"ok"_s, result.ok()}, {u"file"_s, sourceName}};
    if (result.ok()) {
        object.insert(u"levels"_s, AllowlistJson::toJson(*result.allowlist));
    } else {
        object.insert(u"error"_s, result.error);
        object.insert(u"line"_s, result.line);
        object.insert(u"column"_s, result.column);
    }
    if (!result.warnings.isEmpty())
        object.insert(u"warnings"_s, QJsonArray::fromStringList(result.warnings));
    printJson(out, object);
    return result.ok() ? 0 : 1;
}

int printTextResult(const AllowlistParser::Result &result, const QString &sourceName, const QByteArray &bytes,
                    QTextStream &out, QTextStream &err)
{
    // Each message is one line; whatever of the file it quotes reaches no terminal as control bytes.
    for (const QString &warning : result.warnings)
        err << QuotedText::visible(warning) << '\n';
    if (!result.ok()) {
        err << AllowlistParser::location(sourceName, result.line, result.column) << ": "
            << AllowlistCommandText::tr("error: %1").arg(QuotedText::visible(result.error))
            << '\n'
            << sourceExcerpt(bytes, result.line, result.column);
        err.flush();
        return 1;
    }
    err.flush();
    out << AllowlistJson::toText(*result.allowlist);
    out.flush();
    return 0;
}

} // namespace

int runAllowlistCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const auto parsed = readAllowlistArgs(args, out, err);
    if (const int *exit = std::get_if<int>(&parsed))
        return *exit;
    const auto &[path, json] = std::get<std::pair<QString, bool>>(parsed);
    const QString sourceName = path == u"-" ? AllowlistCommandText::tr("<stdin>") : QuotedText::visible(path);
    QFile file;
    if (!openInput(file, path, sourceName, json, out, err))
        return 1;
    const QByteArray bytes = AllowlistParser::readInput(file); // bounded: no reading 10 GB from a pipe
    const AllowlistParser::Result result = AllowlistParser::parse(bytes, sourceName);
    return json ? printJsonResult(result, sourceName, out) : printTextResult(result, sourceName, bytes, out, err);
}

} // namespace hw
