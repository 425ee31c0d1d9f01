#pragma once

#include "LogClassification.h"
#include "LogClassifierRuleSet.h"
#include "domain/Result.h"

#include <QByteArrayView>
#include <QIODevice>
#include <QString>

#include <optional>

namespace hw {

// Picks the line of a CI log that explains its failure, with the semantics of PyTorch's log
// classifier (pytorch/test-infra aws/lambda/log-classifier): each line is cleaned and noise is
// dropped (LogClassifierPreprocessor); each rule takes its *last* matching line; of the rules that
// match, the one earliest in the rule set wins, wherever its line is. Captures are the groups that
// took part, or the whole match for a rule without groups. For the console to jump to the failing
// line when ClickHouse has no classification for a job.
//
// The log streams through in blocks: memory stays bounded by kMaxMatchedLineBytes (a few buffers
// of it), whatever the log's size. Only the first kMaxMatchedLineBytes of a line are cleaned and
// matched (the rest is skipped; the line still counts), so a line of many MB costs no more than
// one of 1 MiB, and a pattern anchored at `$` cannot match a line cut there. Upstream has no cap;
// 1 MiB keeps the longest real lines whole (pytest's "Running N items in this shard: ..." reaches
// 450 KB in the fixtures) while a line of 1 MiB still takes about a millisecond per pass.
// Bytes that are not UTF-8 are matched as U+FFFD (upstream refuses such a log altogether).
// Immutable after construction: classify() may run on any thread, several at once.
class LogClassifier
{
public:
    static constexpr qsizetype kMaxMatchedLineBytes = qsizetype(1024) * 1024;
    static constexpr qsizetype kReadBlockBytes = qsizetype(256) * 1024;

    explicit LogClassifier(LogClassifierRuleSet rules);

    // The production rule set of upstream, bundled as :/hudwatch/logs/ruleset.toml.
    static Result<LogClassifier> builtIn();
    static Result<LogClassifier> fromToml(QByteArrayView toml, const QString &sourceName);

    const LogClassifierRuleSet &ruleSet() const { return m_rules; }

    // Reads `log` (open for reading) to its end, in blocks. Fails only when the device does; no
    // classification (nullopt) when no rule matches a line that counts.
    Result<std::optional<LogClassification>> classify(QIODevice &log) const;
    std::optional<LogClassification> classify(QByteArrayView log) const;

private:
    LogClassifierRuleSet m_rules;
};

} // namespace hw
