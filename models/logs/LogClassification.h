#pragma once

#include <QMetaType>
#include <QString>
#include <QStringList>

namespace hw {

// The line a LogClassifier picked as the failure of a CI log, and why.
struct LogClassification {
    qint64 lineNumber = 0;   // 1-based, in the original log: dropped noise lines still count
    QString line;            // as matched: GitHub Actions timestamp and ANSI escapes stripped
    QString ruleName;        // the rule that won
    int ruleIndex = -1;      // its place in the rule set, 0 = highest priority
    QStringList captures;    // the groups that took part, or the whole match when the rule has none
    bool lineTruncated = false; // the line was longer than LogClassifier::kMaxMatchedLineBytes

    bool operator==(const LogClassification &) const = default;
};

} // namespace hw

Q_DECLARE_METATYPE(hw::LogClassification)
