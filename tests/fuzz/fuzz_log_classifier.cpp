// libFuzzer target: the log classifier. The first byte picks what the rest is:
//   0: a TOML rule set for LogClassifierRuleSet::parse (then, if it parses, a log for its rules)
//   1: a log for the built-in rules, classified from memory and through a QIODevice
//   2: log lines checked rule by rule against the rule set's single-pass RE2::Set
// Besides the sanitizers' findings it traps when a result breaks the classifier's contract.
#include "logs/LogClassifier.h"
#include "logs/LogClassifierPreprocessor.h"
#include "logs/LogClassifierRuleSet.h"

#include <QBuffer>
#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>

namespace {

const hw::LogClassifier &builtIn()
{
    static const hw::LogClassifier classifier = [] {
        hw::Result<hw::LogClassifier> c = hw::LogClassifier::builtIn();
        if (!c)
            __builtin_trap();
        return *c;
    }();
    return classifier;
}

void checkClassification(const hw::LogClassifier &classifier, QByteArrayView log)
{
    const std::optional<hw::LogClassification> c = classifier.classify(log);
    if (c) {
        const qsizetype lines = log.count('\n') + 1;
        if (c->lineNumber < 1 || c->lineNumber > lines)
            __builtin_trap();
        if (c->ruleIndex < 0 || c->ruleIndex >= classifier.ruleSet().size())
            __builtin_trap();
        if (c->ruleName != classifier.ruleSet().rule(c->ruleIndex).name())
            __builtin_trap();
        if (c->line.toUtf8().size() > hw::LogClassifier::kMaxMatchedLineBytes)
            __builtin_trap();
    }
    QByteArray copy = log.toByteArray();
    QBuffer buffer(&copy);
    if (!buffer.open(QIODevice::ReadOnly))
        __builtin_trap();
    const hw::Result<std::optional<hw::LogClassification>> streamed = classifier.classify(buffer);
    if (!streamed || *streamed != c)
        __builtin_trap();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size == 0)
        return 0;
    const QByteArrayView input(reinterpret_cast<const char *>(data) + 1, qsizetype(size - 1));
    switch (data[0] % 3) {
    case 0: {
        const hw::Result<hw::LogClassifierRuleSet> rules = hw::LogClassifierRuleSet::parse(input, QStringLiteral("fuzz.toml"));
        if (!rules) {
            if (rules.error().message.isEmpty() || rules.error().message.size() > 20'000)
                __builtin_trap();
            return 0;
        }
        if (rules->isEmpty())
            __builtin_trap();
        checkClassification(hw::LogClassifier(*rules), input);
        return 0;
    }
    case 1:
        checkClassification(builtIn(), input);
        return 0;
    default: {
        const hw::LogClassifierRuleSet &rules = builtIn().ruleSet();
        hw::LogClassifierPreprocessor preprocessor;
        for (const QByteArrayView raw : QByteArray::fromRawData(input.data(), input.size()).split('\n')) {
            const std::string_view line = preprocessor.clean(std::string_view(raw.data(), std::size_t(raw.size())));
            int expected = -1;
            for (qsizetype i = 0; i < rules.size() && expected < 0; ++i) {
                if (rules.rule(i).matches(line))
                    expected = int(i);
            }
            if (rules.firstMatch(line, int(rules.size()) - 1) != expected)
                __builtin_trap();
            if (expected >= 0 && !rules.rule(expected).captures(line))
                __builtin_trap();
        }
        return 0;
    }
    }
}
