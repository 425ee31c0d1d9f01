#include "LogMatcher.h"

#include <QCoreApplication>

#include <re2/re2.h>

#include <cstring>

using namespace Qt::StringLiterals;

namespace hw {

namespace {
// Enough for any pattern a person types; bounds RE2's DFA cache as well.
constexpr int64_t kRegexMemory = 64 << 20;
constexpr qsizetype kMaxPatternBytes = 64 * 1024;
} // namespace

Result<LogMatcher> LogMatcher::compile(const LogQuery &query)
{
    LogMatcher m;
    m.m_query = query;
    const QByteArray utf8 = query.pattern.toUtf8();
    if (utf8.isEmpty())
        return SourceError::make(SourceError::Kind::Configuration, u"find"_s,
            QCoreApplication::translate("LogMatcher", "type something to find"));
    if (utf8.size() > kMaxPatternBytes)
        return SourceError::make(SourceError::Kind::Configuration, u"find"_s,
            QCoreApplication::translate("LogMatcher", "the pattern is longer than 64 KB"));
    if (!query.regex && query.caseSensitive) {
        m.m_needle = utf8;
        return m;
    }
    RE2::Options options;
    options.set_log_errors(false);
    options.set_max_mem(kRegexMemory);
    options.set_case_sensitive(query.caseSensitive);
    options.set_literal(!query.regex);
    // A match never spans lines, even for [^x] or \s: counts are per line, like grep's.
    options.set_never_nl(true);
    // (?m): ^ and $ match at every line start and end of the searched block.
    const std::string pattern = query.regex ? "(?m)" + utf8.toStdString() : utf8.toStdString();
    auto regex = std::make_shared<RE2>(pattern, options);
    if (!regex->ok())
        return SourceError::make(SourceError::Kind::Configuration, u"find"_s,
            QCoreApplication::translate("LogMatcher",
                "not a valid regular expression: %1 — fix it, put \\ before . * ( [, or turn off .* (Alt+R)")
                .arg(QString::fromStdString(regex->error())));
    m.m_regex = std::move(regex);
    return m;
}

std::pair<qsizetype, qsizetype> LogMatcher::find(QByteArrayView text, qsizetype from) const
{
    if (from > text.size())
        return {-1, -1};
    if (!m_regex) {
        if (text.size() - from < m_needle.size())
            return {-1, -1}; // also keeps a null view's pointer out of memmem's arithmetic
        const void *hit = memmem(text.data() + from, size_t(text.size() - from), m_needle.constData(), size_t(m_needle.size()));
        if (!hit)
            return {-1, -1};
        const qsizetype begin = static_cast<const char *>(hit) - text.data();
        return {begin, begin + m_needle.size()};
    }
    re2::StringPiece match;
    const re2::StringPiece whole(text.data(), size_t(text.size()));
    if (!m_regex->Match(whole, size_t(from), size_t(text.size()), RE2::UNANCHORED, &match, 1))
        return {-1, -1};
    const qsizetype begin = match.data() - text.data();
    return {begin, begin + qsizetype(match.size())};
}

std::vector<std::pair<qsizetype, qsizetype>> LogMatcher::findAll(QByteArrayView line) const
{
    std::vector<std::pair<qsizetype, qsizetype>> out;
    qsizetype from = 0;
    while (from <= line.size()) {
        const auto [begin, end] = find(line, from);
        if (begin < 0)
            break;
        if (end > begin)
            out.emplace_back(begin, end);
        from = end > begin ? end : end + 1; // an empty match (e.g. ^) moves on
        if (out.size() >= 10'000)
            break; // a screen cannot show more
    }
    return out;
}

} // namespace hw
