#include "AllowlistParser.h"

#include "domain/QuotedText.h"
#include "domain/RegularFile.h"
#include "yaml/YamlTreeReader.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>

namespace hw {

namespace {

using namespace Qt::StringLiterals;

// Thrown inside the reader only; parse() turns it into a Result.
struct ParseError {
    QString what;
    int line = 0;
    int column = 0;
};

struct Position {
    int line = 0;
    int column = 0;
};

bool isBooleanWord(QStringView s)
{
    static const QStringList words{u"true"_s, u"false"_s, u"yes"_s, u"no"_s, u"on"_s, u"off"_s};
    return words.contains(s.toString(), Qt::CaseInsensitive);
}

bool isNumberWord(const QString &s)
{
    static const QRegularExpression number(
        uR"(^(?:[-+]?[0-9][0-9_]*(?:\.[0-9_]*)?(?:[eE][-+]?[0-9]+)?|[-+]?\.[0-9]+(?:[eE][-+]?[0-9]+)?|0x[0-9a-fA-F]+|0o[0-7]+|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$)"_s);
    return number.match(s).hasMatch();
}

// GitHub: owner is letters, digits and '-'; a repository name also allows '.' and '_'.
bool isRepositoryName(const QString &s)
{
    static const QRegularExpression repo(uR"(^[A-Za-z0-9][A-Za-z0-9-]{0,38}/[A-Za-z0-9._-]{1,100}$)"_s);
    return repo.match(s).hasMatch() && !s.endsWith(u"/."_s) && !s.endsWith(u"/.."_s);
}

// A user ("octocat") or a team ("pytorch/npu-oncall").
bool isHandle(const QString &s)
{
    static const QRegularExpression handle(uR"(^[A-Za-z0-9][A-Za-z0-9_.-]*(?:/[A-Za-z0-9][A-Za-z0-9_.-]*)?$)"_s);
    return handle.match(s).hasMatch();
}

// Walks the tree of the allowlist's one document. The walk is as deep as the allowlist's shape
// (at most six levels), whatever the file nests; aliases are visited once per use, which the
// tree reader's expansion limit bounds.
class AllowlistReader
{
    Q_DECLARE_TR_FUNCTIONS(hw::AllowlistParser)

public:
    AllowlistReader(const YamlTree &tree, const QString &sourceName) : m_tree(tree), m_source(sourceName) {}

    [[noreturn]] static void fail(Position at, const QString &what) { throw ParseError{what, at.line, at.column}; }

    QStringList warnings() const { return m_warnings; }

    Allowlist read()
    {
        const std::vector<int> &documents = m_tree.documents;
        if (documents.size() > 1)
            fail(m_tree.node(documents.at(1)),
                 tr("the file holds %1 YAML documents; an allowlist is one document (remove the second '---')")
                     .arg(documents.size()));
        if (documents.empty() || m_tree.node(documents.front()).isNull())
            fail(Position{}, emptyMessage());
        const YamlNode &root = m_tree.node(documents.front());
        if (!root.isMapping())
            fail(root, tr("the top level must be a mapping of levels (L1:, L2:, L3:, L4:), found %1").arg(describe(root)));
        if (root.size() == 0)
            fail(root, emptyMessage());

        QHash<int, Position> levelsSeen;
        for (qsizetype i = 0; i < root.size(); ++i) {
            const YamlNode &key = m_tree.key(root, i);
            const Position keyAt = position(key);
            if (!key.isScalar())
                fail(key, tr("a top-level key must be a level L1, L2, L3 or L4, found %1").arg(describe(key)), keyAt);
            const std::optional<TrustLevel> level = trustLevelFromString(key.text);
            if (!level)
                fail(keyAt, tr("unknown key '%1' at the top level (expected L1, L2, L3 or L4)").arg(QuotedText::elided(key.text)));
            if (levelsSeen.contains(int(*level)))
                fail(keyAt, tr("level %1 is given twice (lines %2 and %3): merge them into one")
                                .arg(trustLevelName(*level))
                                .arg(levelsSeen.value(int(*level)).line)
                                .arg(keyAt.line));
            levelsSeen.insert(int(*level), keyAt);
            readLevel(*level, keyAt, m_tree.value(root, i));
        }
        return m_allowlist;
    }

private:
    static QString emptyMessage() { return tr("the allowlist is empty (no L1–L4 levels)"); }

    static Position position(const YamlNode &node, Position fallback = {})
    {
        return node.line > 0 ? Position{node.line, node.column} : fallback;
    }

    [[noreturn]] static void fail(const YamlNode &at, const QString &what, Position fallback = {})
    {
        fail(position(at, fallback), what);
    }

    void warn(Position at, const QString &what)
    {
        m_warnings.append(AllowlistParser::location(m_source, at.line, at.column) + u": "_s + tr("warning: %1").arg(what));
    }

    static QString describe(const YamlNode &node)
    {
        if (node.isNull())
            return tr("an empty value");
        if (node.isSequence())
            return tr("a list");
        if (node.isMapping())
            return tr("a mapping");
        if (node.plain) {
            if (isNumberWord(node.text))
                return tr("the number %1").arg(QuotedText::elided(node.text));
            if (isBooleanWord(node.text))
                return tr("the boolean '%1'").arg(QuotedText::elided(node.text));
        }
        return tr("the text '%1'").arg(QuotedText::elided(node.text));
    }

    // A plain (unquoted, untagged) scalar that YAML reads as a number or a boolean is not a name.
    static bool isTextScalar(const YamlNode &node)
    {
        if (!node.isScalar())
            return false;
        return !node.plain || (!isNumberWord(node.text) && !isBooleanWord(node.text));
    }

    void readLevel(TrustLevel level, Position keyAt, const YamlNode &value)
    {
        const QString levelName = trustLevelName(level);
        if (value.isNull())
            return; // `L2:` with nothing: an empty level
        if (value.isSequence()) {
            readItems(level, QString(), value);
            return;
        }
        if (level == TrustLevel::L3) {
            if (!value.isMapping())
                fail(value, tr("L3 must be a mapping of devices (`L3:` then `  <device>:` then `    owner/repo: [oncalls]`) or a list of repositories, found %1")
                                .arg(describe(value)),
                     keyAt);
            for (qsizetype i = 0; i < value.size(); ++i)
                readDeviceGroup(m_tree.key(value, i), m_tree.value(value, i));
            return;
        }
        if (value.isMapping()) { // `L1: {owner/repo: [oncalls]}`: the same entries, written as one mapping
            readRepositoryMap(level, QString(), value);
            return;
        }
        QString what = tr("%1 must be a list of repositories, found %2").arg(levelName, describe(value));
        if (value.isScalar())
            what += tr(" (write each repository on its own line as `  - owner/repo`)");
        fail(value, what, keyAt);
    }

    void readDeviceGroup(const YamlNode &key, const YamlNode &value)
    {
        const Position keyAt = position(key);
        if (!key.isScalar())
            fail(key, tr("an L3 device must be a name such as 'npu', found %1").arg(describe(key)), keyAt);
        const QString device = key.text.trimmed();
        if (device.contains(u'/'))
            fail(keyAt, tr("L3 groups repositories by device (the ciflow/crcr/<device> label): found the repository '%1' directly under L3; "
                           "write `L3:` then `  <device>:` then `    %1: [oncalls]`")
                            .arg(QuotedText::elided(device)));
        static const QRegularExpression deviceName(uR"(^[A-Za-z0-9][A-Za-z0-9_.-]*$)"_s);
        if (!deviceName.match(device).hasMatch())
            fail(keyAt, tr("'%1' is not a device name (letters, digits, '-', '_' and '.'; it becomes the label ciflow/crcr/<device>)")
                            .arg(QuotedText::elided(device)));
        if (value.isNull()) {
            warn(keyAt, tr("L3 device '%1' lists no repositories: add its repositories or remove the device").arg(QuotedText::elided(device)));
            return;
        }
        if (value.isMapping())
            readRepositoryMap(TrustLevel::L3, device, value);
        else if (value.isSequence())
            readItems(TrustLevel::L3, device, value);
        else
            fail(value, tr("L3 device '%1' must hold repositories (`owner/repo: [oncalls]`), found %2").arg(QuotedText::elided(device), describe(value)),
                 keyAt);
    }

    // A list of `owner/repo` or one-key mappings `owner/repo: <oncalls or metadata>`.
    void readItems(TrustLevel level, const QString &device, const YamlNode &list)
    {
        const Position listAt = position(list);
        for (qsizetype i = 0; i < list.size(); ++i) {
            const YamlNode &item = m_tree.item(list, i);
            if (item.isMapping()) {
                if (item.size() != 1) {
                    constexpr qsizetype kKeysShown = 5;
                    QStringList keys;
                    for (qsizetype k = 0; k < std::min(item.size(), kKeysShown); ++k) {
                        const YamlNode &key = m_tree.key(item, k);
                        keys.append(key.isScalar() ? QuotedText::elided(key.text) : describe(key));
                    }
                    if (item.size() > kKeysShown)
                        keys.append(u"…"_s);
                    const Position secondAt = item.size() > 1 ? position(m_tree.key(item, 1), position(item)) : position(item);
                    fail(secondAt, tr("one repository per list item: this item has %1 keys (%2); put metadata under the "
                                      "repository, e.g. `- owner/repo: {events: [nightly], oncalls: [a, b]}`")
                                       .arg(item.size())
                                       .arg(keys.join(u", "_s)));
                }
                readRepository(level, device, m_tree.key(item, 0), &m_tree.value(item, 0));
            } else if (item.isScalar()) {
                readRepository(level, device, item, nullptr);
            } else {
                fail(item, tr("expected a repository `owner/repo` in the %1 list, found %2").arg(trustLevelName(level), describe(item)),
                     listAt);
            }
        }
    }

    void readRepositoryMap(TrustLevel level, const QString &device, const YamlNode &map)
    {
        for (qsizetype i = 0; i < map.size(); ++i)
            readRepository(level, device, m_tree.key(map, i), &m_tree.value(map, i));
    }

    // value: what follows `owner/repo:`; nullptr for a plain `- owner/repo` item.
    void readRepository(TrustLevel level, const QString &device, const YamlNode &key, const YamlNode *value)
    {
        const Position at = position(key);
        if (!key.isScalar())
            fail(key, tr("expected a repository `owner/repo`, found %1").arg(describe(key)), at);
        const QString repo = key.text.trimmed();
        if (!isTextScalar(key) || !isRepositoryName(repo)) {
            QString what = tr("'%1' is not a repository of the form owner/name").arg(QuotedText::elided(repo));
            if (repo.contains(u' ') || repo.contains(u'@'))
                what += tr(" (to name on-calls write `%1: \"oncall1, oncall2\"`)").arg(QuotedText::elided(repo.section(u' ', 0, 0)));
            fail(at, what);
        }

        AllowlistEntry entry;
        entry.repo = repo;
        entry.level = level;
        entry.device = device;
        entry.line = at.line;

        if (!value || value->isNull()) {
            // no on-calls given
        } else if (value->isMapping()) {
            readMetadata(entry, *value, at);
        } else {
            entry.oncalls = readNames(*value, at, repo, tr("on-call"));
        }

        const QString folded = repo.toCaseFolded();
        if (const auto seen = m_seen.constFind(folded); seen != m_seen.cend()) {
            const AllowlistEntry &first = m_allowlist.entries.at(*seen);
            const QString firstLevel = first.repo == repo ? trustLevelName(first.level)
                                                          : tr("%1, as '%2'").arg(trustLevelName(first.level), first.repo);
            fail(at, tr("repository '%1' is listed twice: line %2 (%3) and line %4 (%5); a repository belongs to one level only")
                         .arg(repo)
                         .arg(first.line)
                         .arg(firstLevel)
                         .arg(at.line)
                         .arg(trustLevelName(level)));
        }
        m_seen.insert(folded, m_allowlist.entries.size());
        m_allowlist.entries.append(entry);
    }

    // `{events: [nightly], oncalls: [a, b]}`
    void readMetadata(AllowlistEntry &entry, const YamlNode &map, Position ownerAt)
    {
        for (qsizetype i = 0; i < map.size(); ++i) {
            const YamlNode &keyNode = m_tree.key(map, i);
            const YamlNode &value = m_tree.value(map, i);
            const Position keyAt = position(keyNode, ownerAt);
            const QString key = keyNode.isScalar() ? keyNode.text.trimmed() : describe(keyNode);
            if (key == u"oncalls" || key == u"oncall") {
                entry.oncalls += readNames(value, keyAt, entry.repo, tr("on-call"));
            } else if (key == u"events") {
                entry.events += readNames(value, keyAt, entry.repo, tr("event"));
            } else {
                warn(keyAt, tr("unknown key '%1' in the entry of %2 (ignored; known: events, oncalls)").arg(QuotedText::elided(key), entry.repo));
            }
        }
    }

    // On-calls or events: a comma string ("@a, b"), a list ([a, b]) or nothing. '@' is dropped.
    QStringList readNames(const YamlNode &value, Position ownerAt, const QString &repo, const QString &kind) const
    {
        QStringList names;
        if (value.isNull())
            return names;
        const auto take = [&](const YamlNode &scalar) {
            const Position at = position(scalar, ownerAt);
            if (!isTextScalar(scalar))
                fail(at, tr("expected %1 names for %2 (text such as \"a, b\" or a list [a, b]), found %3; quote it if it is a name")
                             .arg(kind, repo, describe(scalar)));
            for (const QString &part : scalar.text.split(u',')) {
                QString name = part.trimmed();
                if (name.startsWith(u'@'))
                    name.remove(0, 1);
                if (name.isEmpty())
                    continue;
                if (!isHandle(name))
                    fail(at, tr("'%1' is not a valid %2 name for %3 (separate names with commas)").arg(QuotedText::elided(name), kind, repo));
                names.append(name);
            }
        };
        if (value.isScalar()) {
            take(value);
        } else if (value.isSequence()) {
            for (qsizetype i = 0; i < value.size(); ++i) {
                const YamlNode &item = m_tree.item(value, i);
                if (!item.isScalar())
                    fail(item, tr("expected %1 names for %2, found %3 inside the list").arg(kind, repo, describe(item)),
                         position(value, ownerAt));
                take(item);
            }
        } else {
            fail(value, tr("expected %1 names for %2 (text such as \"a, b\" or a list [a, b]), found %3").arg(kind, repo, describe(value)),
                 ownerAt);
        }
        return names;
    }

    const YamlTree &m_tree;
    QString m_source;
    Allowlist m_allowlist;
    QHash<QString, qsizetype> m_seen; // case-folded repo -> index in m_allowlist.entries
    QStringList m_warnings;
};

// The line that starts at byte `start`, without its line break.
QByteArray lineAt(const QByteArray &yaml, qsizetype start)
{
    qsizetype end = yaml.indexOf('\n', start);
    if (end < 0)
        end = yaml.size();
    if (end > start && yaml.at(end - 1) == '\r')
        --end;
    return yaml.mid(start, end - start);
}

// libyaml reports "did not find expected <document start>" after a '%' line inside the file (a
// directive, which ends the document). Returns the 1-based line of that '%' line, or 0.
int strayDirectiveLine(const QByteArray &yaml, qsizetype errorOffset)
{
    int line = 1;
    int found = 0;
    for (qsizetype start = 0; start < yaml.size() && start <= errorOffset; ++line) {
        if (yaml.at(start) == '%') {
            // A directive in its place is followed by '---' (blank and comment lines aside).
            qsizetype next = yaml.indexOf('\n', start);
            bool followedByDocumentStart = false;
            while (next >= 0) {
                const QByteArray text = lineAt(yaml, next + 1).trimmed();
                if (text.isEmpty() || text.startsWith('#')) {
                    next = yaml.indexOf('\n', next + 1);
                    continue;
                }
                followedByDocumentStart = text.startsWith("---");
                break;
            }
            if (!followedByDocumentStart)
                found = line;
        }
        const qsizetype newline = yaml.indexOf('\n', start);
        if (newline < 0)
            break;
        start = newline + 1;
    }
    return found;
}

// libyaml's own words are terse ("found character that cannot start any token"); add the usual
// cause when we recognise it, and point at the line to fix.
ParseError explainSyntaxError(const QByteArray &yaml, const YamlTreeReader::Error &e)
{
    ParseError out{AllowlistParser::tr("invalid YAML: %1").arg(QuotedText::visible(e.problem)), e.line, e.column};
    const bool flowSequence = e.context == u"while parsing a flow sequence";
    const bool flowMapping = e.context == u"while parsing a flow mapping";
    if ((flowSequence || flowMapping) && e.problem.startsWith(u"did not find expected ','")) {
        out.what += (flowSequence ? AllowlistParser::tr(" (the '[' list at line %1, column %2 is not closed by ']' before this point)")
                                  : AllowlistParser::tr(" (the '{' mapping at line %1, column %2 is not closed by '}' before this point)"))
                        .arg(e.contextLine)
                        .arg(e.contextColumn);
        return out;
    }
    if (e.context == u"while scanning a quoted scalar" && e.problem == u"found unexpected end of stream") {
        out.what += AllowlistParser::tr(" (the quoted value at line %1, column %2 has no closing quote)").arg(e.contextLine).arg(e.contextColumn);
        return out;
    }
    if (e.problem == u"did not find expected <document start>") {
        if (const int line = strayDirectiveLine(yaml, e.offset < 0 ? yaml.size() : e.offset); line > 0) {
            return {AllowlistParser::tr("invalid YAML: a line starting with '%' inside the file (YAML reads it as a directive such as "
                       "'%YAML 1.2', which ends the document; a directive may only stand before a '---' line): remove "
                       "the line, or quote a value that starts with '%'"),
                    line, 1};
        }
        out.what += AllowlistParser::tr(" (the document ended before this line, e.g. with '...'; an allowlist is one document)");
        return out;
    }
    if (e.context == u"while scanning a directive") {
        out.what += AllowlistParser::tr(" (a line starting with '%' is a YAML directive: quote a value that starts with '%')");
        return out;
    }
    if (e.offset < 0 || e.offset >= yaml.size())
        return out;
    const char c = yaml.at(e.offset);
    const qsizetype lineStart = yaml.lastIndexOf('\n', qMax(qsizetype(0), e.offset - 1)) + 1;
    const QByteArray indent = yaml.mid(lineStart, e.offset - lineStart);
    if (c == '@' || c == '`')
        out.what += AllowlistParser::tr(" ('%1' cannot start a plain YAML value: quote the value, e.g. \"@oncall1, oncall2\", or drop the '%1')")
                        .arg(QLatin1Char(c));
    else if (c == ',' || c == ']' || c == '}')
        out.what += AllowlistParser::tr(" ('%1' outside a [ ] list or { } mapping cannot start a value: quote the value, or remove the '%1')")
                        .arg(QLatin1Char(c));
    else if (c == '\t' || (indent.contains('\t') && indent.trimmed().isEmpty()))
        out.what += AllowlistParser::tr(" (YAML indentation must use spaces, not tabs)");
    return out;
}

ParseError limitError(const YamlTreeReader::Error &e, const YamlTreeReader::Limits &limits)
{
    using Kind = YamlTreeReader::ErrorKind;
    QString what;
    switch (e.kind) {
    case Kind::TooDeep:
        what = AllowlistParser::tr("lists and mappings are nested deeper than %1 levels (an allowlist needs six)").arg(limits.maxDepth);
        break;
    case Kind::TooManyNodes:
        what = AllowlistParser::tr("the file holds more than %1 YAML values (an allowlist holds a few hundred)").arg(limits.maxNodes);
        break;
    case Kind::AliasExpansion:
        what = AllowlistParser::tr("the alias '*%1' makes the allowlist expand to more than %2 YAML values (each alias repeats all that "
                  "its anchor holds): write the names out, or use fewer aliases")
                   .arg(QuotedText::elided(e.name))
                   .arg(limits.maxNodes);
        break;
    case Kind::UndefinedAlias:
        what = AllowlistParser::tr("the alias '*%1' refers to no anchor: define it with '&%1' before this point, in the same document")
                   .arg(QuotedText::elided(e.name));
        break;
    case Kind::RecursiveAlias:
        what = AllowlistParser::tr("the alias '*%1' refers to the list or mapping that contains it: point the alias at another anchor").arg(QuotedText::elided(e.name));
        break;
    case Kind::OutOfMemory:
        what = AllowlistParser::tr("out of memory while reading the YAML");
        break;
    case Kind::None:
    case Kind::Syntax:
        break;
    }
    return {what, e.line, e.column};
}

} // namespace

QString AllowlistParser::location(const QString &sourceName, int line, int column)
{
    QString s = sourceName;
    if (line > 0) {
        s += u':' + QString::number(line);
        if (column > 0)
            s += u':' + QString::number(column);
    }
    return s;
}

QString AllowlistParser::Result::errorMessage() const
{
    if (ok())
        return QString();
    const QString where = location(sourceName, line, column);
    return where.isEmpty() ? error : where + u": "_s + error;
}

QString AllowlistParser::tooLargeError()
{
    return AllowlistParser::tr("the file is larger than %1 MB; an allowlist is a few KB (refused unread)")
        .arg(kMaxInputBytes / (1024 * 1024));
}

AllowlistParser::Result AllowlistParser::parse(const QByteArray &yaml, const QString &sourceName)
{
    Result result;
    result.sourceName = sourceName;
    if (yaml.size() > kMaxInputBytes) {
        result.error = tooLargeError();
        return result;
    }
    const YamlTreeReader::Limits limits;
    YamlTreeReader yamlReader(limits);
    try {
        if (!yamlReader.read(yaml)) {
            const YamlTreeReader::Error &e = yamlReader.error();
            throw e.kind == YamlTreeReader::ErrorKind::Syntax ? explainSyntaxError(yaml, e) : limitError(e, limits);
        }
        AllowlistReader reader(yamlReader.tree(), sourceName);
        try {
            result.allowlist = reader.read();
        } catch (const ParseError &) {
            result.warnings = reader.warnings();
            throw;
        }
        result.warnings = reader.warnings();
    } catch (const ParseError &e) {
        result.allowlist.reset();
        result.error = e.what;
        result.line = e.line;
        result.column = e.column;
    }
    return result;
}

QByteArray AllowlistParser::readInput(QIODevice &device)
{
    // A pipe answers read() with what has arrived so far: read until the end (an empty read).
    QByteArray bytes;
    while (bytes.size() <= kMaxInputBytes) {
        const QByteArray chunk = device.read(kMaxInputBytes + 1 - bytes.size());
        if (chunk.isEmpty())
            break;
        bytes += chunk;
    }
    return bytes;
}

AllowlistParser::Result AllowlistParser::parseFile(const QString &path)
{
    // A profile or a command line names the file: a FIFO or a device must neither block nor fill memory.
    const auto bytes = RegularFile::read(path, kMaxInputBytes);
    if (bytes)
        return parse(*bytes, path);
    Result result;
    result.sourceName = path;
    result.error = bytes.error().kind == RegularFile::Error::Kind::TooLarge
        ? tooLargeError() // as for a pipe
        : AllowlistParser::tr("cannot read the file: %1").arg(bytes.error().message);
    return result;
}

} // namespace hw
