#pragma once

#include <QString>
#include <QStringList>

namespace hw {

// Where a failed job's log explains the failure, and who said so.
struct LogFailure {
    enum class Source {
        None,              // nothing points at a line
        HudClassification, // the job row's torchci_classification line, found in the log
        Classifier,        // the console's own classifier (upstream's rule set)
        ErrorLine,         // no rule matched: the last ##[error] that is not "exit code N"
    };
    Source source = Source::None;
    qint64 line = -1; // 0-based
    QString ruleName;
    QStringList captures;

    bool found() const { return line >= 0; }
    // "HUD's classification", "the classifier (rule 'pytest failure')", … for the status line.
    QString describe() const;
};

} // namespace hw
