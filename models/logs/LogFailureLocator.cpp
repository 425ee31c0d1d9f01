#include "LogFailureLocator.h"

#include "LogClassifier.h"
#include "LogIndexState.h"
#include "LogMatcher.h"
#include "LogSearch.h"

#include <QFile>

namespace hw {

namespace {

QByteArray readLine(QFile &file, const LogIndexState &state, qint64 line)
{
    LogLineIndex::Line span;
    {
        std::shared_lock lock(state.lock);
        span = state.index.line(line);
    }
    if (!file.seek(span.begin))
        return {};
    return file.read(std::min<qint64>(span.length, 4096));
}

} // namespace

Result<LogFailure> LogFailureLocator::locate(const QString &contentPath, const LogIndexState &state, const QString &hudLine,
    const QString &hudRule, const LogClassifier *classifier, const std::atomic_bool &cancel)
{
    LogFailure failure;
    const QString wanted = hudLine.trimmed();
    if (!wanted.isEmpty()) {
        auto matcher = LogMatcher::compile({wanted, false, true});
        if (matcher) {
            auto found = LogSearch::run(contentPath, state, *matcher, cancel, {}, 0); // the last line only
            if (!found)
                return found.error();
            if (found->lastLine >= 0) {
                failure.source = LogFailure::Source::HudClassification;
                failure.line = found->lastLine;
                failure.ruleName = hudRule;
                return failure;
            }
        }
    }
    QFile file(contentPath);
    if (!file.open(QIODevice::ReadOnly))
        return SourceError::make(SourceError::Kind::Storage, QStringLiteral("log"), file.errorString());
    if (classifier) {
        auto classified = classifier->classify(file);
        if (!classified)
            return classified.error();
        if (classified->has_value()) {
            const LogClassification &c = **classified;
            failure.source = LogFailure::Source::Classifier;
            failure.line = c.lineNumber - 1;
            failure.ruleName = c.ruleName;
            failure.captures = c.captures;
            return failure;
        }
    }
    if (cancel.load())
        return SourceError::make(SourceError::Kind::Cancelled, QStringLiteral("log"), QString());
    LogMarks marks;
    {
        std::shared_lock lock(state.lock);
        marks = state.marks;
    }
    // "Process completed with exit code 1." only says that something failed above it.
    qint64 fallback = -1;
    for (auto it = marks.rbegin(); it != marks.rend(); ++it) {
        if (it->kind != LogMark::Kind::Error)
            continue;
        if (fallback < 0)
            fallback = it->line;
        if (!readLine(file, state, it->line).contains("Process completed with exit code")) {
            fallback = it->line;
            break;
        }
    }
    if (fallback >= 0) {
        failure.source = LogFailure::Source::ErrorLine;
        failure.line = fallback;
    }
    return failure;
}

} // namespace hw
