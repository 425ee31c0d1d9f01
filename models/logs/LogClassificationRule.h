#pragma once

#include "domain/Result.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace re2 {
class RE2;
}

namespace hw {

// One rule of the log classifier: a name and a regular expression written for Rust's `regex`
// crate (the upstream classifier's engine), compiled with RE2 after translating what the two read
// differently (see toRe2Syntax). Immutable and cheap to copy; match() may run on any thread.
class LogClassificationRule
{
public:
    // RE2's budget for one compiled pattern: the real rules need a few hundred KiB at most.
    static constexpr qint64 kMaxProgramMemory = qint64(8) * 1024 * 1024;

    // The rule, or why its pattern does not compile (RE2's message, naming the rule).
    static Result<LogClassificationRule> compile(const QString &name, const QString &pattern);

    // Rust `regex` syntax -> RE2 syntax. Rust's \d \s \w (and negations) are Unicode-aware, RE2's
    // are ASCII only, so they become explicit Unicode classes; `(?<name>` becomes `(?P<name>`
    // (RE2 2022-06 knows only the latter). Everything else the two read alike.
    static std::string toRe2Syntax(std::string_view rustPattern);

    const QString &name() const { return m_name; }
    const QString &pattern() const { return m_pattern; } // as written in the rule set
    const std::string &re2Pattern() const { return m_re2Pattern; }
    const re2::RE2 &regex() const { return *m_regex; }

    // Whether the pattern matches anywhere in `line` (valid UTF-8).
    bool matches(std::string_view line) const;
    // The captures of the leftmost match in `line`, as upstream reports them: every group that took
    // part (in order), or the whole match when the pattern has no groups; nullopt when no match.
    std::optional<QStringList> captures(std::string_view line) const;

private:
    QString m_name;
    QString m_pattern;
    std::string m_re2Pattern;
    std::shared_ptr<const re2::RE2> m_regex;
};

} // namespace hw
