#include "YamlTreeReader.h"

#include <QHash>

#include <algorithm>
#include <yaml.h>

namespace hw {

namespace {

// libyaml's C objects, released on every path out of read().
struct Parser {
    yaml_parser_t parser;
    bool ok = false;
    Parser() { ok = yaml_parser_initialize(&parser) != 0; }
    ~Parser()
    {
        if (ok)
            yaml_parser_delete(&parser);
    }
    Parser(const Parser &) = delete;
    Parser &operator=(const Parser &) = delete;
};

struct Event {
    yaml_event_t event;
    bool ok = false;
    ~Event()
    {
        if (ok)
            yaml_event_delete(&event);
    }
};

QString text(const yaml_char_t *s, size_t length)
{
    return QString::fromUtf8(reinterpret_cast<const char *>(s), qsizetype(length));
}

QString text(const yaml_char_t *s)
{
    return s ? QString::fromUtf8(reinterpret_cast<const char *>(s)) : QString();
}

QByteArray bytes(const yaml_char_t *s)
{
    return s ? QByteArray(reinterpret_cast<const char *>(s)) : QByteArray();
}

bool isContinuationByte(char c)
{
    return (uchar(c) & 0xC0) == 0x80;
}

// Where libyaml's reader starts: it skips a UTF-8 byte order mark without counting it.
qsizetype firstByte(const QByteArray &yaml)
{
    return yaml.startsWith("\xEF\xBB\xBF") ? 3 : 0;
}

// libyaml's marks count characters; the explanations look at bytes. Only for UTF-8 input (the
// reader also takes UTF-16, for which no byte offset is given).
qsizetype byteOffsetOfCharacter(const QByteArray &yaml, size_t index)
{
    if (yaml.startsWith("\xFE\xFF") || yaml.startsWith("\xFF\xFE"))
        return -1;
    qsizetype pos = firstByte(yaml);
    for (size_t seen = 0; pos < yaml.size(); ++pos) {
        if (isContinuationByte(yaml.at(pos)))
            continue;
        if (seen++ == index)
            return pos;
    }
    return pos; // the end of the input
}

// 1-based line and column (characters) of a byte offset, with libyaml's line breaks (CR LF, CR,
// LF, NEL, LS, PS), for reader errors, which libyaml only places by byte.
void placeByte(const QByteArray &yaml, qsizetype offset, int *line, int *column)
{
    int l = 1;
    int c = 1;
    offset = std::min(offset, yaml.size());
    for (qsizetype pos = firstByte(yaml); pos < offset; ++pos) {
        const char ch = yaml.at(pos);
        const QByteArray rest
            = QByteArray::fromRawData(yaml.constData() + pos, std::min<qsizetype>(3, yaml.size() - pos));
        if (ch == '\r' && pos + 1 < yaml.size() && yaml.at(pos + 1) == '\n')
            continue; // counted at the '\n'
        if (ch == '\n' || ch == '\r' || rest.startsWith("\xC2\x85") || rest == "\xE2\x80\xA8"
            || rest == "\xE2\x80\xA9") {
            ++l;
            c = 1;
            pos += rest.startsWith("\xC2\x85") ? 1 : (ch == '\xE2' ? 2 : 0);
        } else if (!isContinuationByte(ch)) {
            ++c;
        }
    }
    *line = l;
    *column = c;
}

// One read(): libyaml's events in order, each added to the tree (a scalar, the start or end of a
// list or mapping, an alias), the limits checked as they come.
class EventReader
{
public:
    using ErrorKind = YamlTreeReader::ErrorKind;

    EventReader(const QByteArray &yaml, const YamlTreeReader::Limits &limits, YamlTree &tree,
                YamlTreeReader::Error &error)
        : m_yaml(yaml), m_limits(limits), m_tree(tree), m_error(error)
    {
    }

    // False at an error (m_error says which).
    bool add(const yaml_event_t &ev)
    {
        switch (ev.type) {
        case YAML_NO_EVENT:
        case YAML_STREAM_START_EVENT:
        case YAML_DOCUMENT_END_EVENT:
        case YAML_STREAM_END_EVENT:
            return true;
        case YAML_DOCUMENT_START_EVENT:
            m_anchors.clear();
            return true;
        case YAML_SCALAR_EVENT:
            return addScalar(ev);
        case YAML_SEQUENCE_START_EVENT:
        case YAML_MAPPING_START_EVENT:
            return open(ev);
        case YAML_SEQUENCE_END_EVENT:
        case YAML_MAPPING_END_EVENT:
            close();
            return true;
        case YAML_ALIAS_EVENT:
            return addAlias(ev);
        }
        return true;
    }

    // libyaml refused the input: its problem, context and their places.
    void syntaxError(const yaml_parser_t &parser);

private:
    struct Open {
        int node;
        bool blockSequence; // its empty items are placed at their '-'
    };

    bool fail(ErrorKind kind, const yaml_mark_t &mark, const QString &name = {})
    {
        m_error.kind = kind;
        m_error.name = name;
        m_error.line = int(mark.line) + 1;
        m_error.column = int(mark.column) + 1;
        m_error.offset = byteOffsetOfCharacter(m_yaml, mark.index);
        return false;
    }
    // Adds a node (already in m_tree.nodes) to its list, mapping or document.
    void attach(int index)
    {
        if (m_open.empty())
            m_tree.documents.push_back(index);
        else
            m_tree.nodes[size_t(m_open.back().node)].children.push_back(index);
    }
    int newNode(YamlNode::Kind kind, const yaml_mark_t &mark, const yaml_char_t *anchor)
    {
        YamlNode node;
        node.kind = kind;
        node.line = int(mark.line) + 1;
        node.column = int(mark.column) + 1;
        m_tree.nodes.push_back(std::move(node));
        const int index = int(m_tree.nodes.size() - 1);
        if (anchor)
            m_anchors.insert(bytes(anchor), index);
        return index;
    }
    bool addScalar(const yaml_event_t &ev);
    bool open(const yaml_event_t &ev);
    void close();
    bool addAlias(const yaml_event_t &ev);

    const QByteArray &m_yaml;
    const YamlTreeReader::Limits &m_limits;
    YamlTree &m_tree;
    YamlTreeReader::Error &m_error;
    std::vector<Open> m_open;         // the lists and mappings being read, innermost last
    QHash<QByteArray, int> m_anchors; // per document, as YAML scopes them
    qint64 m_reachable = 0;           // nodes of all documents so far, aliases expanded
};

void EventReader::syntaxError(const yaml_parser_t &parser)
{
    m_error.kind = ErrorKind::Syntax;
    m_error.problem = text(reinterpret_cast<const yaml_char_t *>(parser.problem));
    m_error.context = text(reinterpret_cast<const yaml_char_t *>(parser.context));
    if (parser.error == YAML_READER_ERROR) {
        // Bad UTF-8 or a control character: libyaml gives the byte offset only.
        m_error.offset = qsizetype(parser.problem_offset);
        placeByte(m_yaml, m_error.offset, &m_error.line, &m_error.column);
        return;
    }
    m_error.line = int(parser.problem_mark.line) + 1;
    m_error.column = int(parser.problem_mark.column) + 1;
    m_error.offset = byteOffsetOfCharacter(m_yaml, parser.problem_mark.index);
    if (parser.context) {
        m_error.contextLine = int(parser.context_mark.line) + 1;
        m_error.contextColumn = int(parser.context_mark.column) + 1;
    }
}

bool EventReader::addScalar(const yaml_event_t &ev)
{
    if (++m_reachable > m_limits.maxNodes)
        return fail(ErrorKind::TooManyNodes, ev.start_mark);
    const auto &s = ev.data.scalar;
    const QString value = text(s.value, s.length);
    const QByteArray tag = bytes(s.tag);
    const bool plain = s.style == YAML_PLAIN_SCALAR_STYLE && tag.isEmpty();
    const bool null = (plain
                          && (value.isEmpty() || value == u"~" || value == u"null" || value == u"Null"
                              || value == u"NULL"))
        || tag == "tag:yaml.org,2002:null";
    const int index = newNode(null ? YamlNode::Kind::Null : YamlNode::Kind::Scalar, ev.start_mark, s.anchor);
    YamlNode &node = m_tree.nodes[size_t(index)];
    node.plain = plain;
    node.text = value;
    const bool writtenAsNothing = null && value.isEmpty() && tag.isEmpty() && !s.anchor
        && ev.start_mark.index == ev.end_mark.index;
    if (writtenAsNothing) {
        // libyaml places an empty `-` item just after its '-': the 1-based column of the
        // '-' is that 0-based column. Other empty values take their owner's place.
        if (!m_open.empty() && m_open.back().blockSequence && ev.start_mark.column > 0) {
            node.column = int(ev.start_mark.column);
        } else {
            node.line = 0;
            node.column = 0;
        }
    }
    attach(index);
    return true;
}

bool EventReader::open(const yaml_event_t &ev)
{
    if (m_open.size() >= size_t(m_limits.maxDepth))
        return fail(ErrorKind::TooDeep, ev.start_mark);
    if (++m_reachable > m_limits.maxNodes)
        return fail(ErrorKind::TooManyNodes, ev.start_mark);
    const bool sequence = ev.type == YAML_SEQUENCE_START_EVENT;
    const int index = newNode(sequence ? YamlNode::Kind::Sequence : YamlNode::Kind::Mapping, ev.start_mark,
                              sequence ? ev.data.sequence_start.anchor : ev.data.mapping_start.anchor);
    m_tree.nodes[size_t(index)].expandedSize = 0; // open: an alias to it now would be recursive
    attach(index);
    m_open.push_back({ index, sequence && ev.data.sequence_start.style == YAML_BLOCK_SEQUENCE_STYLE });
    return true;
}

void EventReader::close()
{
    if (m_open.empty())
        return; // libyaml pairs them; defensive
    YamlNode &node = m_tree.nodes[size_t(m_open.back().node)];
    m_open.pop_back();
    qint64 size = 1;
    for (const int child : node.children)
        size += m_tree.nodes[size_t(child)].expandedSize;
    node.expandedSize = size; // at most maxNodes: every child was counted when it came
}

bool EventReader::addAlias(const yaml_event_t &ev)
{
    const QByteArray name = bytes(ev.data.alias.anchor);
    const auto target = m_anchors.constFind(name);
    if (target == m_anchors.cend())
        return fail(ErrorKind::UndefinedAlias, ev.start_mark, QString::fromUtf8(name));
    const qint64 size = m_tree.nodes[size_t(*target)].expandedSize;
    if (size == 0)
        return fail(ErrorKind::RecursiveAlias, ev.start_mark, QString::fromUtf8(name));
    m_reachable += size;
    if (m_reachable > m_limits.maxNodes)
        return fail(ErrorKind::AliasExpansion, ev.start_mark, QString::fromUtf8(name));
    attach(*target);
    return true;
}

} // namespace

YamlTreeReader::YamlTreeReader(Limits limits)
    : m_limits(limits)
{
}

bool YamlTreeReader::read(const QByteArray &yaml)
{
    m_tree = {};
    m_error = {};
    Parser p;
    if (!p.ok) {
        m_error.kind = ErrorKind::OutOfMemory;
        return false;
    }
    yaml_parser_set_input_string(
        &p.parser, reinterpret_cast<const unsigned char *>(yaml.constData()), size_t(yaml.size()));
    EventReader reader(yaml, m_limits, m_tree, m_error);
    for (;;) {
        Event e;
        e.ok = yaml_parser_parse(&p.parser, &e.event) != 0;
        if (!e.ok) {
            if (p.parser.error == YAML_MEMORY_ERROR)
                m_error.kind = ErrorKind::OutOfMemory;
            else
                reader.syntaxError(p.parser);
            return false;
        }
        if (!reader.add(e.event))
            return false;
        if (e.event.type == YAML_STREAM_END_EVENT)
            return true;
    }
}

} // namespace hw
