#include "LogClassifierRuleSet.h"

#include <QCoreApplication>

#include <re2/re2.h>
#include <re2/set.h>
#include <toml++/toml.h>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace hw {

namespace {
struct RuleSetText {
    Q_DECLARE_TR_FUNCTIONS(LogClassifierRuleSet)
};

const QString kSource = u"log-classifier"_s;

SourceError badData(const QString &location, const QString &what)
{
    return SourceError::make(SourceError::Kind::BadData, kSource,
                             location.isEmpty() ? what : location + u": "_s + what);
}

QString locationOf(const QString &sourceName, const toml::source_region &region)
{
    if (region.begin.line == 0)
        return sourceName;
    return u"%1:%2:%3"_s.arg(sourceName).arg(region.begin.line).arg(region.begin.column);
}

QString fromStd(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}
} // namespace

class LogClassifierRuleSet::Set
{
public:
    explicit Set(const re2::RE2::Options &options) : set(options, re2::RE2::UNANCHORED) {}
    re2::RE2::Set set;
};

Result<LogClassifierRuleSet> LogClassifierRuleSet::parse(QByteArrayView toml, const QString &sourceName)
{
    if (toml.size() > kMaxBytes) {
        return SourceError::make(SourceError::Kind::TooLarge, kSource,
                                 RuleSetText::tr("%1: the rule set is %2 bytes, more than the %3 allowed")
                                     .arg(sourceName)
                                     .arg(toml.size())
                                     .arg(kMaxBytes));
    }
    toml::table root;
    try {
        const QByteArray path = sourceName.toUtf8();
        root = toml::parse(std::string_view(toml.data(), std::size_t(toml.size())),
                           std::string_view(path.constData(), std::size_t(path.size())));
    } catch (const toml::parse_error &e) {
        return badData(locationOf(sourceName, e.source()),
                       RuleSetText::tr("not valid TOML: %1").arg(fromStd(e.description())));
    }

    const toml::node *rulesNode = root.get("rule");
    if (rulesNode == nullptr)
        return badData(sourceName, RuleSetText::tr("no rules: expected [[rule]] tables with a name and a pattern"));
    const toml::array *rules = rulesNode->as_array();
    if (rules == nullptr || !rules->is_array_of_tables()) {
        return badData(locationOf(sourceName, rulesNode->source()),
                       RuleSetText::tr("'rule' must be an array of tables ([[rule]])"));
    }
    if (qsizetype(rules->size()) > kMaxRules) {
        return badData(sourceName,
                       RuleSetText::tr("%1 rules, more than the %2 allowed").arg(rules->size()).arg(kMaxRules));
    }

    QList<Located> located;
    located.reserve(qsizetype(rules->size()));
    for (const toml::node &node : *rules) {
        const toml::table &table = *node.as_table();
        const QString where = locationOf(sourceName, table.source());
        const auto text = [&](std::string_view key, qsizetype maxBytes) -> Result<QString> {
            const toml::node *value = table.get(key);
            if (value == nullptr || !value->is_string()) {
                return badData(value == nullptr ? where : locationOf(sourceName, value->source()),
                               RuleSetText::tr("rule %1: '%2' must be a string")
                                   .arg(located.size() + 1)
                                   .arg(fromStd(key)));
            }
            const std::string &s = value->as_string()->get();
            if (qsizetype(s.size()) > maxBytes) {
                return badData(locationOf(sourceName, value->source()),
                               RuleSetText::tr("rule %1: '%2' is %3 bytes, more than the %4 allowed")
                                   .arg(located.size() + 1)
                                   .arg(fromStd(key))
                                   .arg(s.size())
                                   .arg(maxBytes));
            }
            return fromStd(s);
        };
        Result<QString> name = text("name", kMaxNameBytes);
        if (!name)
            return name.error();
        Result<QString> pattern = text("pattern", kMaxPatternBytes);
        if (!pattern)
            return pattern.error();
        const toml::node *patternNode = table.get("pattern");
        located.append(Located{*name, *pattern, locationOf(sourceName, patternNode->source())});
    }
    return build(located);
}

Result<LogClassifierRuleSet> LogClassifierRuleSet::fromRules(const QList<std::pair<QString, QString>> &rules)
{
    if (rules.size() > kMaxRules) {
        return badData(QString(),
                       RuleSetText::tr("%1 rules, more than the %2 allowed").arg(rules.size()).arg(kMaxRules));
    }
    QList<Located> located;
    for (const auto &[name, pattern] : rules) {
        if (name.toUtf8().size() > kMaxNameBytes || pattern.toUtf8().size() > kMaxPatternBytes) {
            return badData(QString(), RuleSetText::tr("rule '%1': the name or the pattern is too long")
                                          .arg(name.left(int(kMaxNameBytes))));
        }
        located.append(Located{name, pattern, QString()});
    }
    return build(located);
}

Result<LogClassifierRuleSet> LogClassifierRuleSet::build(const QList<Located> &rules)
{
    auto compiled = std::make_shared<std::vector<LogClassificationRule>>();
    compiled->reserve(std::size_t(rules.size()));
    for (const Located &r : rules) {
        Result<LogClassificationRule> rule = LogClassificationRule::compile(r.name, r.pattern);
        if (!rule)
            return badData(r.location, rule.error().message);
        compiled->push_back(std::move(*rule));
    }

    re2::RE2::Options options;
    options.set_encoding(re2::RE2::Options::EncodingUTF8);
    options.set_log_errors(false);
    options.set_max_mem(kMaxSetMemory);
    auto set = std::make_shared<Set>(options);
    bool setOk = true;
    for (const LogClassificationRule &rule : *compiled) {
        std::string error;
        // Set indices follow insertion order, so they are the rule indices.
        if (set->set.Add(rule.re2Pattern(), &error) < 0) {
            setOk = false;
            break;
        }
    }
    setOk = setOk && !compiled->empty() && set->set.Compile();

    LogClassifierRuleSet ruleSet;
    ruleSet.m_rules = std::move(compiled);
    if (setOk)
        ruleSet.m_set = std::move(set);
    return ruleSet;
}

int LogClassifierRuleSet::firstMatch(std::string_view line, int maxIndex) const
{
    maxIndex = std::min(maxIndex, int(m_rules->size()) - 1);
    if (maxIndex < 0)
        return -1;
    if (m_set) {
        thread_local std::vector<int> hits;
        re2::RE2::Set::ErrorInfo info{};
        if (m_set->set.Match(re2::StringPiece(line.data(), line.size()), &hits, &info)) {
            int best = -1;
            for (const int hit : hits) {
                if (hit <= maxIndex && (best < 0 || hit < best))
                    best = hit;
            }
            return best;
        }
        if (info.kind == re2::RE2::Set::kNoError)
            return -1;
        // The set's DFA ran out of memory on this line: fall through to one rule at a time.
    }
    for (int i = 0; i <= maxIndex; ++i) {
        if ((*m_rules)[std::size_t(i)].matches(line))
            return i;
    }
    return -1;
}

} // namespace hw
