#include "LogClassificationRule.h"

#include <QCoreApplication>

#include <re2/re2.h>

#include <vector>

using namespace Qt::StringLiterals;

namespace hw {

namespace {
struct RuleText {
    Q_DECLARE_TR_FUNCTIONS(LogClassificationRule)
};

// Rust's \s is Unicode White_Space; RE2 has no such property, so it is spelled out (class body).
constexpr std::string_view kSpaceBody =
    "\\t-\\r \\x{85}\\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}";
// Rust's \w: letters, marks, decimal digits, connector punctuation (Join_Control and the few
// non-letter Alphabetic code points are left out: RE2 has no property for them).
constexpr std::string_view kWordBody = "\\p{L}\\p{M}\\p{Nd}\\p{Pc}";

QString fromUtf8(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

// The escape \e in RE2's terms: \d, \s and \w as Rust reads them (Unicode).
void appendEscape(std::string &out, char e, bool inClass)
{
    const auto body = [&](std::string_view classBody, bool negated) {
        if (inClass) {
            out += classBody;
        } else {
            out += negated ? "[^" : "[";
            out += classBody;
            out += ']';
        }
    };
    switch (e) {
    case 'd':
        out += "\\p{Nd}";
        return;
    case 'D':
        out += "\\P{Nd}";
        return;
    case 's':
        body(kSpaceBody, false);
        return;
    case 'w':
        body(kWordBody, false);
        return;
    case 'S':
    case 'W':
        // A negated class cannot be merged into an enclosing class; there RE2's ASCII
        // reading stays (no rule writes [\S...] or [\W...]).
        if (!inClass) {
            body(e == 'S' ? kSpaceBody : kWordBody, true);
            return;
        }
        break;
    default:
        break;
    }
    out += '\\';
    out += e;
}

// Outside a class: '[' opens one, "(?<name>" is RE2's "(?P<name>". True when p[i] (and what it
// took along, i moved past it) is in `out`.
bool copiedOutsideClass(std::string_view p, std::size_t &i, std::string &out, bool &inClass)
{
    const std::size_t n = p.size();
    const char c = p[i];
    if (c == '[') {
        inClass = true;
        out += c;
        // A ']' right after '[' or '[^' is a literal, not the end of the class.
        if (i + 1 < n && p[i + 1] == '^')
            out += p[++i];
        if (i + 1 < n && p[i + 1] == ']')
            out += p[++i];
        return true;
    }
    if (p.substr(i, 3) == "(?<" && i + 3 < n && p[i + 3] != '=' && p[i + 3] != '!') {
        out += "(?P<";
        i += 2;
        return true;
    }
    return false;
}

// Inside a class: [:alpha:] copied whole, so its ']' does not end the class; a ']' ends it (and
// is left for the caller to copy).
bool copiedInsideClass(std::string_view p, std::size_t &i, std::string &out, bool &inClass)
{
    const char c = p[i];
    if (c == '[' && i + 1 < p.size() && p[i + 1] == ':') {
        const std::size_t end = p.find(":]", i + 2);
        if (end != std::string_view::npos) {
            out += p.substr(i, end + 2 - i);
            i = end + 1;
            return true;
        }
    } else if (c == ']') {
        inClass = false;
    }
    return false;
}
} // namespace

std::string LogClassificationRule::toRe2Syntax(std::string_view p)
{
    std::string out;
    out.reserve(p.size() + 32);
    bool inClass = false;
    const std::size_t n = p.size();
    for (std::size_t i = 0; i < n; ++i) {
        const char c = p[i];
        if (c == '\\' && i + 1 < n) {
            appendEscape(out, p[++i], inClass);
            continue;
        }
        if (inClass ? copiedInsideClass(p, i, out, inClass) : copiedOutsideClass(p, i, out, inClass))
            continue;
        out += c;
    }
    return out;
}

Result<LogClassificationRule> LogClassificationRule::compile(const QString &name, const QString &pattern)
{
    LogClassificationRule rule;
    rule.m_name = name;
    rule.m_pattern = pattern;
    const QByteArray utf8 = pattern.toUtf8();
    rule.m_re2Pattern = toRe2Syntax(std::string_view(utf8.constData(), std::size_t(utf8.size())));

    re2::RE2::Options options;
    options.set_encoding(re2::RE2::Options::EncodingUTF8); // upstream matches &str: code points
    options.set_log_errors(false);
    options.set_max_mem(kMaxProgramMemory);
    auto regex = std::make_shared<const re2::RE2>(rule.m_re2Pattern, options);
    if (!regex->ok()) {
        return SourceError::make(SourceError::Kind::BadData, u"log-classifier"_s,
                                 RuleText::tr("rule '%1': the pattern does not compile (%2): %3")
                                     .arg(name, fromUtf8(regex->error()), pattern));
    }
    rule.m_regex = std::move(regex);
    return rule;
}

bool LogClassificationRule::matches(std::string_view line) const
{
    return re2::RE2::PartialMatch(re2::StringPiece(line.data(), line.size()), *m_regex);
}

std::optional<QStringList> LogClassificationRule::captures(std::string_view line) const
{
    const int groups = m_regex->NumberOfCapturingGroups();
    std::vector<re2::StringPiece> spans(std::size_t(groups) + 1);
    if (!m_regex->Match(re2::StringPiece(line.data(), line.size()), 0, line.size(), re2::RE2::UNANCHORED,
                        spans.data(), groups + 1)) {
        return std::nullopt;
    }
    QStringList out;
    if (groups == 0) {
        out.append(fromUtf8(std::string_view(spans[0].data(), spans[0].size())));
        return out;
    }
    for (int g = 1; g <= groups; ++g) {
        // A group that did not take part has no data; an empty one that did is kept, as upstream.
        if (spans[std::size_t(g)].data() != nullptr)
            out.append(fromUtf8(std::string_view(spans[std::size_t(g)].data(), spans[std::size_t(g)].size())));
    }
    return out;
}

} // namespace hw
