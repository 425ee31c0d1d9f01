#pragma once

#include "LogClassificationRule.h"
#include "domain/Result.h"

#include <QByteArrayView>
#include <QList>
#include <QString>

#include <memory>
#include <string_view>
#include <utility>
#include <vector>

namespace re2 {
class RE2;
}

namespace hw {

// The log classifier's rules in priority order, read from the upstream TOML format
// (pytorch/test-infra aws/lambda/log-classifier/ruleset.toml): an array of `[[rule]]` tables with a
// `name` and a `pattern` string; the first rule has the highest priority, other keys are ignored.
// Every rule is also compiled into one RE2::Set so that a log line is tested against all rules in a
// single pass. Bounded for a hostile file: kMaxBytes, kMaxRules, kMaxPatternBytes, kMaxNameBytes and
// RE2 memory budgets; beyond them it is an error, never a hang or an unbounded allocation.
// Immutable after parse(); every const member may run on any thread, several at once.
class LogClassifierRuleSet
{
public:
    static constexpr qsizetype kMaxBytes = qsizetype(1024) * 1024; // the real file is 22 KB
    static constexpr qsizetype kMaxRules = 1000;        // the real file has ~100
    static constexpr qsizetype kMaxPatternBytes = 4096;
    static constexpr qsizetype kMaxNameBytes = 512;
    // RE2's budget for the set of all rules (its DFA cache); past it, lines are tested rule by rule.
    static constexpr qint64 kMaxSetMemory = qint64(64) * 1024 * 1024;

    // The rules of a TOML rule set, or the first thing wrong with it as
    // "<source>:<line>:<column>: <what>" (a BadData SourceError; TooLarge past kMaxBytes).
    static Result<LogClassifierRuleSet> parse(QByteArrayView toml, const QString &sourceName);
    // Rules given as (name, pattern) pairs in priority order, as RuleSet::add builds them upstream.
    static Result<LogClassifierRuleSet> fromRules(const QList<std::pair<QString, QString>> &rules);

    qsizetype size() const { return qsizetype(m_rules->size()); }
    bool isEmpty() const { return m_rules->empty(); }
    const LogClassificationRule &rule(qsizetype index) const { return (*m_rules)[std::size_t(index)]; }

    // The index of the highest-priority rule (lowest index) among 0..maxIndex that matches `line`
    // (valid UTF-8), or -1 when none does.
    int firstMatch(std::string_view line, int maxIndex) const;

private:
    struct Located {
        QString name;
        QString pattern;
        QString location; // "<source>:<line>:<col>" of the rule, for errors
    };
    static Result<LogClassifierRuleSet> build(const QList<Located> &rules);
    class Set;

    std::shared_ptr<const std::vector<LogClassificationRule>> m_rules;
    std::shared_ptr<const Set> m_set; // null when RE2 could not build the set within its budget
};

} // namespace hw
