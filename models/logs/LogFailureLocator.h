#pragma once

#include "LogFailure.h"
#include "domain/Result.h"

#include <QString>

#include <atomic>

namespace hw {

class LogClassifier;
struct LogIndexState;

// Jump to the failure: the line HUD's classification names when the job row has one (its last
// occurrence, as the classifier takes each rule's last match), otherwise the console's own
// classifier over the whole log, otherwise the last meaningful ##[error] line. Runs on any thread.
class LogFailureLocator
{
public:
    // hudLine: torchci_classification.line ("" when the row has none); hudRule: its rule name.
    static Result<LogFailure> locate(const QString &contentPath, const LogIndexState &state, const QString &hudLine,
        const QString &hudRule, const LogClassifier *classifier, const std::atomic_bool &cancel);
};

} // namespace hw
