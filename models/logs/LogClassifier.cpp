#include "LogClassifier.h"

#include "LogClassifierPreprocessor.h"

#include <QCoreApplication>
#include <QFile>

#include <cstring>
#include <string>

using namespace Qt::StringLiterals;

namespace hw {

namespace {
struct ClassifierText {
    Q_DECLARE_TR_FUNCTIONS(LogClassifier)
};

// One classification pass: splits the bytes it is fed into lines (LF, or CR LF, as Rust's
// str::lines), keeps at most kMaxMatchedLineBytes of each and remembers the best match so far.
class Scan
{
public:
    explicit Scan(const LogClassifierRuleSet &rules) : m_rules(rules) {}

    void feed(QByteArrayView bytes)
    {
        const char *p = bytes.data();
        const char *end = p + bytes.size();
        while (p < end) {
            const auto *nl = static_cast<const char *>(std::memchr(p, '\n', std::size_t(end - p)));
            const char *stop = nl != nullptr ? nl : end;
            if (m_pendingLength == 0 && nl != nullptr) {
                // A whole line inside this block: matched in place, without a copy.
                const qsizetype length = stop - p;
                std::string_view line(p, std::size_t(std::min(length, LogClassifier::kMaxMatchedLineBytes)));
                if (length <= LogClassifier::kMaxMatchedLineBytes && line.ends_with('\r'))
                    line.remove_suffix(1);
                dispatch(line, length > LogClassifier::kMaxMatchedLineBytes);
            } else {
                append(p, stop - p);
                if (nl != nullptr)
                    flushPending(true);
            }
            p = nl != nullptr ? nl + 1 : end;
        }
    }

    std::optional<LogClassification> finish()
    {
        if (m_pendingLength > 0)
            flushPending(false);
        if (m_bestIndex < 0)
            return std::nullopt;
        const LogClassificationRule &rule = m_rules.rule(m_bestIndex);
        LogClassification c;
        c.lineNumber = m_bestLine;
        c.line = QString::fromUtf8(m_bestText.data(), qsizetype(m_bestText.size()));
        c.ruleName = rule.name();
        c.ruleIndex = m_bestIndex;
        c.captures = rule.captures(m_bestText).value_or(QStringList());
        c.lineTruncated = m_bestTruncated;
        return c;
    }

private:
    void append(const char *p, qsizetype n)
    {
        const qsizetype room = LogClassifier::kMaxMatchedLineBytes - qsizetype(m_pending.size());
        if (room > 0)
            m_pending.append(p, std::size_t(std::min(room, n)));
        if (n > 0)
            m_pendingLast = p[n - 1];
        m_pendingLength += n;
    }

    void flushPending(bool endedByNewline)
    {
        std::string_view line(m_pending);
        // "\r\n" ends a line; a lone '\r' at the very end of the log stays, as in Rust's lines().
        if (endedByNewline && m_pendingLast == '\r' && m_pendingLength <= LogClassifier::kMaxMatchedLineBytes)
            line.remove_suffix(1);
        dispatch(line, m_pendingLength > LogClassifier::kMaxMatchedLineBytes);
        m_pending.clear();
        m_pendingLength = 0;
        m_pendingLast = 0;
    }

    void dispatch(std::string_view raw, bool truncated)
    {
        ++m_lineNumber;
        const std::string_view line = m_preprocessor.clean(raw);
        if (m_preprocessor.skip(line))
            return;
        // Only a rule at least as early as the best so far can change the verdict: an earlier one
        // wins outright, the same one moves to this later line.
        const int maxIndex = m_bestIndex < 0 ? int(m_rules.size()) - 1 : m_bestIndex;
        const int index = m_rules.firstMatch(line, maxIndex);
        if (index < 0)
            return;
        m_bestIndex = index;
        m_bestLine = m_lineNumber;
        m_bestText.assign(line);
        m_bestTruncated = truncated;
    }

    const LogClassifierRuleSet &m_rules;
    LogClassifierPreprocessor m_preprocessor;
    std::string m_pending;
    qsizetype m_pendingLength = 0; // of the whole pending line, beyond what m_pending keeps
    char m_pendingLast = 0;
    qint64 m_lineNumber = 0;
    int m_bestIndex = -1;
    qint64 m_bestLine = 0;
    std::string m_bestText;
    bool m_bestTruncated = false;
};
} // namespace

LogClassifier::LogClassifier(LogClassifierRuleSet rules) : m_rules(std::move(rules)) {}

Result<LogClassifier> LogClassifier::builtIn()
{
    const QString path = u":/hudwatch/logs/ruleset.toml"_s;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return SourceError::make(SourceError::Kind::Configuration, u"log-classifier"_s,
                                 ClassifierText::tr("the bundled rule set %1 is missing").arg(path));
    }
    return fromToml(file.read(LogClassifierRuleSet::kMaxBytes + 1), path);
}

Result<LogClassifier> LogClassifier::fromToml(QByteArrayView toml, const QString &sourceName)
{
    Result<LogClassifierRuleSet> rules = LogClassifierRuleSet::parse(toml, sourceName);
    if (!rules)
        return rules.error();
    return LogClassifier(std::move(*rules));
}

Result<std::optional<LogClassification>> LogClassifier::classify(QIODevice &log) const
{
    Scan scan(m_rules);
    QByteArray block(kReadBlockBytes, Qt::Uninitialized);
    for (;;) {
        const qint64 n = log.read(block.data(), block.size());
        if (n < 0) {
            return SourceError::make(SourceError::Kind::Storage, u"log-classifier"_s,
                                     ClassifierText::tr("could not read the log: %1").arg(log.errorString()));
        }
        if (n == 0) {
            // A pipe or socket may have more to come; a file or buffer is done.
            if (!log.isSequential() || log.atEnd() || !log.waitForReadyRead(30'000))
                break;
            continue;
        }
        scan.feed(QByteArrayView(block.constData(), n));
    }
    return scan.finish();
}

std::optional<LogClassification> LogClassifier::classify(QByteArrayView log) const
{
    Scan scan(m_rules);
    scan.feed(log);
    return scan.finish();
}

} // namespace hw
