#include "AllowlistParser.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QRegularExpression>

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <string>
#include <vector>

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

QString fromStd(const std::string &s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

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

class Reader
{
    Q_DECLARE_TR_FUNCTIONS(hw::AllowlistParser)

public:
    Reader(const QByteArray &yaml, const QString &sourceName) : m_yaml(yaml), m_source(sourceName)
    {
        m_lineStarts.append(0);
        for (qsizetype i = 0; i < yaml.size(); ++i)
            if (yaml.at(i) == '\n')
                m_lineStarts.append(i + 1);
    }

    // yaml-cpp's marks are 0-based and count bytes; users count characters from 1.
    Position position(const YAML::Mark &mark) const
    {
        if (mark.is_null() || mark.line < 0 || mark.line >= m_lineStarts.size())
            return {};
        const qsizetype start = m_lineStarts.at(mark.line);
        const QByteArray before = m_yaml.mid(start, qMax(0, mark.column));
        return {mark.line + 1, int(QString::fromUtf8(before).size()) + 1};
    }

    Position positionOfByte(qsizetype pos) const
    {
        const auto next = std::upper_bound(m_lineStarts.cbegin(), m_lineStarts.cend(), pos);
        const qsizetype line = qsizetype(next - m_lineStarts.cbegin()) - 1;
        const qsizetype start = m_lineStarts.at(line);
        return {int(line) + 1, int(QString::fromUtf8(m_yaml.mid(start, pos - start)).size()) + 1};
    }

    // A null node's mark points at the next token (often the next line). An explicit `~`/`null`
    // is found there; an empty list item is the '-' before it (blank and comment lines skipped);
    // anything else is reported at the owner's position (fallback).
    Position nullPosition(const YAML::Node &node, Position fallback) const
    {
        const YAML::Mark mark = node.Mark();
        if (mark.is_null() || mark.pos < 0 || mark.pos > m_yaml.size())
            return fallback;
        const QByteArray at = m_yaml.mid(mark.pos, 4);
        if (at.startsWith('~') || at.compare("null", Qt::CaseInsensitive) == 0)
            return position(mark);
        qsizetype line = qsizetype(std::upper_bound(m_lineStarts.cbegin(), m_lineStarts.cend(), qsizetype(mark.pos)) -
                                   m_lineStarts.cbegin()) - 1;
        qsizetype end = mark.pos; // exclusive end of the text still to look at on `line`
        for (; line >= 0; --line, end = m_lineStarts.at(line + 1) - 1) {
            QByteArray text = m_yaml.mid(m_lineStarts.at(line), end - m_lineStarts.at(line));
            if (const qsizetype hash = text.indexOf(" #"); hash >= 0)
                text.truncate(hash);
            if (text.trimmed().startsWith('#'))
                continue;
            qsizetype last = text.size() - 1;
            while (last >= 0 && (text.at(last) == ' ' || text.at(last) == '\t' || text.at(last) == '\r'))
                --last;
            if (last < 0)
                continue;
            return text.at(last) == '-' ? positionOfByte(m_lineStarts.at(line) + last) : fallback;
        }
        return fallback;
    }

    Position position(const YAML::Node &node, Position fallback = {}) const
    {
        if (!node.IsDefined())
            return fallback;
        if (node.IsNull())
            return nullPosition(node, fallback);
        const Position p = position(node.Mark());
        return p.line > 0 ? p : fallback;
    }

    [[noreturn]] void fail(Position at, const QString &what) const { throw ParseError{what, at.line, at.column}; }
    [[noreturn]] void fail(const YAML::Node &at, const QString &what, Position fallback = {}) const
    {
        fail(position(at, fallback), what);
    }

    void warn(Position at, const QString &what)
    {
        m_warnings.append(AllowlistParser::location(m_source, at.line, at.column) + u": "_s + tr("warning: %1").arg(what));
    }

    QStringList warnings() const { return m_warnings; }

    Allowlist read(const std::vector<YAML::Node> &documents)
    {
        if (documents.size() > 1)
            fail(documents.at(1), tr("the file holds %1 YAML documents; an allowlist is one document (remove the second '---')")
                                      .arg(documents.size()));
        if (documents.empty() || documents.front().IsNull())
            fail(Position{}, emptyMessage());
        const YAML::Node &root = documents.front();
        if (!root.IsMap())
            fail(root, tr("the top level must be a mapping of levels (L1:, L2:, L3:, L4:), found %1").arg(describe(root)));
        if (root.size() == 0)
            fail(root, emptyMessage());

        QHash<int, Position> levelsSeen;
        for (auto it = root.begin(); it != root.end(); ++it) {
            const YAML::Node key = it->first;
            const Position keyAt = position(key);
            if (!key.IsScalar())
                fail(key, tr("a top-level key must be a level L1, L2, L3 or L4, found %1").arg(describe(key)), keyAt);
            const QString name = fromStd(key.Scalar());
            const std::optional<TrustLevel> level = trustLevelFromString(name);
            if (!level)
                fail(keyAt, tr("unknown key '%1' at the top level (expected L1, L2, L3 or L4)").arg(name));
            if (levelsSeen.contains(int(*level)))
                fail(keyAt, tr("level %1 is given twice (lines %2 and %3)")
                                .arg(trustLevelName(*level))
                                .arg(levelsSeen.value(int(*level)).line)
                                .arg(keyAt.line));
            levelsSeen.insert(int(*level), keyAt);
            readLevel(*level, keyAt, it->second);
        }
        return m_allowlist;
    }

private:
    static QString emptyMessage() { return tr("the allowlist is empty (no L1–L4 levels)"); }

    QString describe(const YAML::Node &node) const
    {
        if (!node.IsDefined() || node.IsNull())
            return tr("an empty value");
        if (node.IsSequence())
            return tr("a list");
        if (node.IsMap())
            return tr("a mapping");
        const QString text = fromStd(node.Scalar());
        if (node.Tag() == "?") {
            if (isNumberWord(text))
                return tr("the number %1").arg(text);
            if (isBooleanWord(text))
                return tr("the boolean '%1'").arg(text);
        }
        return tr("the text '%1'").arg(text);
    }

    // A plain (unquoted) scalar that YAML reads as a number or a boolean is not a name.
    bool isTextScalar(const YAML::Node &node) const
    {
        if (!node.IsScalar())
            return false;
        if (node.Tag() != "?")
            return true; // quoted or explicitly tagged
        const QString text = fromStd(node.Scalar());
        return !isNumberWord(text) && !isBooleanWord(text);
    }

    void readLevel(TrustLevel level, Position keyAt, const YAML::Node &value)
    {
        const QString levelName = trustLevelName(level);
        if (!value.IsDefined() || value.IsNull())
            return; // `L2:` with nothing: an empty level
        if (value.IsSequence()) {
            readItems(level, QString(), value);
            return;
        }
        if (level == TrustLevel::L3) {
            if (!value.IsMap())
                fail(value, tr("L3 must be a mapping of devices (`L3:` then `  <device>:` then `    owner/repo: [oncalls]`) or a list of repositories, found %1")
                                .arg(describe(value)),
                     keyAt);
            for (auto it = value.begin(); it != value.end(); ++it)
                readDeviceGroup(it->first, it->second);
            return;
        }
        if (value.IsMap()) { // `L1: {owner/repo: [oncalls]}`: the same entries, written as one mapping
            readRepositoryMap(level, QString(), value);
            return;
        }
        QString what = tr("%1 must be a list of repositories, found %2").arg(levelName, describe(value));
        if (value.IsScalar())
            what += tr(" (write each repository on its own line as `  - owner/repo`)");
        fail(value, what, keyAt);
    }

    void readDeviceGroup(const YAML::Node &key, const YAML::Node &value)
    {
        const Position keyAt = position(key);
        if (!key.IsScalar())
            fail(key, tr("an L3 device must be a name such as 'npu', found %1").arg(describe(key)), keyAt);
        const QString device = fromStd(key.Scalar()).trimmed();
        if (device.contains(u'/'))
            fail(keyAt, tr("L3 groups repositories by device (the ciflow/crcr/<device> label): found the repository '%1' directly under L3; "
                           "write `L3:` then `  <device>:` then `    %1: [oncalls]`")
                            .arg(device));
        static const QRegularExpression deviceName(uR"(^[A-Za-z0-9][A-Za-z0-9_.-]*$)"_s);
        if (!deviceName.match(device).hasMatch())
            fail(keyAt, tr("'%1' is not a device name (letters, digits, '-', '_' and '.'; it becomes the label ciflow/crcr/<device>)")
                            .arg(device));
        if (!value.IsDefined() || value.IsNull()) {
            warn(keyAt, tr("L3 device '%1' lists no repositories").arg(device));
            return;
        }
        if (value.IsMap())
            readRepositoryMap(TrustLevel::L3, device, value);
        else if (value.IsSequence())
            readItems(TrustLevel::L3, device, value);
        else
            fail(value, tr("L3 device '%1' must hold repositories (`owner/repo: [oncalls]`), found %2").arg(device, describe(value)),
                 keyAt);
    }

    // A list of `owner/repo` or one-key mappings `owner/repo: <oncalls or metadata>`.
    void readItems(TrustLevel level, const QString &device, const YAML::Node &list)
    {
        const Position listAt = position(list);
        for (auto it = list.begin(); it != list.end(); ++it) {
            const YAML::Node item = *it;
            if (item.IsMap()) {
                if (item.size() != 1) {
                    QStringList keys;
                    Position secondAt = position(item);
                    int index = 0;
                    for (auto k = item.begin(); k != item.end(); ++k, ++index) {
                        keys.append(k->first.IsScalar() ? fromStd(k->first.Scalar()) : describe(k->first));
                        if (index == 1)
                            secondAt = position(k->first, secondAt);
                    }
                    fail(secondAt, tr("one repository per list item: this item has %1 keys (%2); put metadata under the "
                                      "repository, e.g. `- owner/repo: {events: [nightly], oncalls: [a, b]}`")
                                       .arg(item.size())
                                       .arg(keys.join(u", "_s)));
                }
                const auto only = item.begin();
                readRepository(level, device, only->first, only->second);
            } else if (item.IsScalar()) {
                readRepository(level, device, item, YAML::Node());
            } else {
                fail(item, tr("expected a repository `owner/repo` in the %1 list, found %2").arg(trustLevelName(level), describe(item)),
                     listAt);
            }
        }
    }

    void readRepositoryMap(TrustLevel level, const QString &device, const YAML::Node &map)
    {
        for (auto it = map.begin(); it != map.end(); ++it)
            readRepository(level, device, it->first, it->second);
    }

    void readRepository(TrustLevel level, const QString &device, const YAML::Node &key, const YAML::Node &value)
    {
        const Position at = position(key);
        if (!key.IsScalar())
            fail(key, tr("expected a repository `owner/repo`, found %1").arg(describe(key)), at);
        const QString repo = fromStd(key.Scalar()).trimmed();
        if (!isTextScalar(key) || !isRepositoryName(repo)) {
            QString what = tr("'%1' is not a repository of the form owner/name").arg(repo);
            if (repo.contains(u' ') || repo.contains(u'@'))
                what += tr(" (to name on-calls write `%1: \"oncall1, oncall2\"`)").arg(repo.section(u' ', 0, 0));
            fail(at, what);
        }

        AllowlistEntry entry;
        entry.repo = repo;
        entry.level = level;
        entry.device = device;
        entry.line = at.line;

        if (!value.IsDefined() || value.IsNull()) {
            // no on-calls given
        } else if (value.IsMap()) {
            readMetadata(entry, value, at);
        } else {
            entry.oncalls = readNames(value, at, repo, tr("on-call"));
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
    void readMetadata(AllowlistEntry &entry, const YAML::Node &map, Position ownerAt)
    {
        for (auto it = map.begin(); it != map.end(); ++it) {
            const Position keyAt = position(it->first, ownerAt);
            const QString key = it->first.IsScalar() ? fromStd(it->first.Scalar()).trimmed() : describe(it->first);
            if (key == u"oncalls" || key == u"oncall") {
                entry.oncalls += readNames(it->second, keyAt, entry.repo, tr("on-call"));
            } else if (key == u"events") {
                entry.events += readNames(it->second, keyAt, entry.repo, tr("event"));
            } else {
                warn(keyAt, tr("unknown key '%1' in the entry of %2 (ignored; known: events, oncalls)").arg(key, entry.repo));
            }
        }
    }

    // On-calls or events: a comma string ("@a, b"), a list ([a, b]) or nothing. '@' is dropped.
    QStringList readNames(const YAML::Node &value, Position ownerAt, const QString &repo, const QString &kind) const
    {
        QStringList names;
        if (!value.IsDefined() || value.IsNull())
            return names;
        const auto take = [&](const YAML::Node &scalar) {
            const Position at = position(scalar, ownerAt);
            if (!isTextScalar(scalar))
                fail(at, tr("expected %1 names for %2 (text such as \"a, b\" or a list [a, b]), found %3; quote it if it is a name")
                             .arg(kind, repo, describe(scalar)));
            for (const QString &part : fromStd(scalar.Scalar()).split(u',')) {
                QString name = part.trimmed();
                if (name.startsWith(u'@'))
                    name.remove(0, 1);
                if (name.isEmpty())
                    continue;
                if (!isHandle(name))
                    fail(at, tr("'%1' is not a valid %2 name for %3 (separate names with commas)").arg(name, kind, repo));
                names.append(name);
            }
        };
        if (value.IsScalar()) {
            take(value);
        } else if (value.IsSequence()) {
            for (auto it = value.begin(); it != value.end(); ++it) {
                if (!it->IsScalar())
                    fail(*it, tr("expected %1 names for %2, found %3 inside the list").arg(kind, repo, describe(*it)),
                         position(value, ownerAt));
                take(*it);
            }
        } else {
            fail(value, tr("expected %1 names for %2 (text such as \"a, b\" or a list [a, b]), found %3").arg(kind, repo, describe(value)),
                 ownerAt);
        }
        return names;
    }

    const QByteArray &m_yaml;
    QString m_source;
    QVector<qsizetype> m_lineStarts;
    Allowlist m_allowlist;
    QHash<QString, qsizetype> m_seen; // case-folded repo -> index in m_allowlist.entries
    QStringList m_warnings;
};

// yaml-cpp's own words are terse ("unknown token"); add the usual cause when we recognise it.
QString explainSyntaxError(const QByteArray &yaml, const YAML::Mark &mark, const std::string &message)
{
    const auto tr = [](const char *text) { return QCoreApplication::translate("hw::AllowlistParser", text); };
    QString what = tr("invalid YAML: %1").arg(fromStd(message));
    if (message == "end of sequence flow not found")
        return what + tr(" (a '[' list is not closed by ']' before this point)");
    if (message == "end of map flow not found")
        return what + tr(" (a '{' mapping is not closed by '}' before this point)");
    if (mark.is_null() || mark.pos < 0 || mark.pos >= yaml.size())
        return what;
    const char c = yaml.at(mark.pos);
    const qsizetype lineStart = yaml.lastIndexOf('\n', qMax(qsizetype(0), qsizetype(mark.pos) - 1)) + 1;
    const QByteArray indent = yaml.mid(lineStart, mark.pos - lineStart);
    if (c == '@' || c == '`')
        what += tr(" ('%1' cannot start a plain YAML value: quote the value, e.g. \"@oncall1, oncall2\", or drop the '%1')")
                    .arg(QLatin1Char(c));
    else if (c == '\t' || (indent.contains('\t') && indent.trimmed().isEmpty()))
        what += tr(" (YAML indentation must use spaces, not tabs)");
    return what;
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

AllowlistParser::Result AllowlistParser::parse(const QByteArray &yaml, const QString &sourceName)
{
    Result result;
    result.sourceName = sourceName;
    Reader reader(yaml, sourceName);
    try {
        std::vector<YAML::Node> documents;
        try {
            documents = YAML::LoadAll(std::string(yaml.constData(), size_t(yaml.size())));
        } catch (const YAML::Exception &e) {
            const Position at = reader.position(e.mark);
            throw ParseError{explainSyntaxError(yaml, e.mark, e.msg), at.line, at.column};
        }
        result.allowlist = reader.read(documents);
    } catch (const ParseError &e) {
        result.allowlist.reset();
        result.error = e.what;
        result.line = e.line;
        result.column = e.column;
    } catch (const YAML::Exception &e) { // defensive: a node access we did not foresee
        const Position at = reader.position(e.mark);
        result.allowlist.reset();
        result.error = QCoreApplication::translate("hw::AllowlistParser", "cannot read the allowlist: %1").arg(fromStd(e.msg));
        result.line = at.line;
        result.column = at.column;
    }
    result.warnings = reader.warnings();
    return result;
}

AllowlistParser::Result AllowlistParser::parseFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        Result result;
        result.sourceName = path;
        result.error = QCoreApplication::translate("hw::AllowlistParser", "cannot read the file: %1").arg(file.errorString());
        return result;
    }
    return parse(file.readAll(), path);
}

} // namespace hw
