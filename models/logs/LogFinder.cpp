#include "LogFinder.h"

#include "LogDocument.h"
#include "LogSearch.h"
#include "domain/BackgroundPriority.h"

#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace hw {

LogFinder::LogFinder(LogDocument *document, QObject *parent) : QObject(parent), m_document(document)
{
    connect(document, &LogDocument::indexed, this, [this] {
        if (!m_query.isEmpty())
            start();
    });
    connect(document, &LogDocument::truncated, this, [this] {
        m_matches = {};
        if (!m_query.isEmpty())
            emit finished();
    });
}

LogFinder::~LogFinder()
{
    m_latest.cancel();
}

void LogFinder::clear()
{
    m_latest.cancel();
    m_query = {};
    m_matcher.reset();
    m_matches = {};
    m_waitingForIndex = false;
    emit cleared();
}

void LogFinder::find(const LogQuery &query)
{
    if (query.isEmpty()) {
        clear();
        return;
    }
    m_latest.cancel();
    m_query = query;
    auto matcher = LogMatcher::compile(query);
    if (!matcher) {
        m_matcher.reset();
        m_matches = {};
        emit failed(matcher.error());
        return;
    }
    m_matcher = *matcher;
    start();
}

void LogFinder::start()
{
    if (!m_document || !m_matcher)
        return;
    if (!m_document->isComplete()) {
        m_waitingForIndex = true; // indexed() starts it
        return;
    }
    m_waitingForIndex = false;
    m_latest.begin();
    m_cancel = std::make_shared<std::atomic_bool>(false);
    m_latest.onSuperseded([cancel = m_cancel] { cancel->store(true); });
    const QString path = m_document->contentPath();
    const auto state = m_document->state();
    const LogMatcher matcher = *m_matcher;
    const auto cancel = m_cancel;
    auto onProgress = m_latest.guard([this](qint64 done, qint64 total) { emit progress(done, total); });
    auto onDone = m_latest.guard([this](const Result<LogMatches> &r) {
        m_latest.finish();
        if (!r) {
            emit failed(r.error());
            return;
        }
        m_matches = *r;
        emit finished();
    });
    QPointer<LogFinder> self(this);
    (void)QtConcurrent::run([=]() mutable {
        BackgroundPriority::applyToThisThread();
        qint64 lastPercent = -1;
        const auto report = [&](qint64 done, qint64 total) {
            const qint64 percent = total > 0 ? done * 100 / total : 100;
            if (percent == lastPercent)
                return;
            lastPercent = percent;
            QMetaObject::invokeMethod(self, [onProgress, done, total]() mutable { onProgress(done, total); },
                Qt::QueuedConnection);
        };
        Result<LogMatches> r = LogSearch::run(path, *state, matcher, *cancel, report);
        QMetaObject::invokeMethod(self, [onDone, r = std::move(r)]() mutable { onDone(r); }, Qt::QueuedConnection);
    });
}

qint64 LogFinder::nextMatch(qint64 line) const
{
    const auto &lines = m_matches.lines;
    if (lines.empty())
        return -1;
    auto it = line < 0 ? lines.begin() : std::upper_bound(lines.begin(), lines.end(), quint32(line));
    return it == lines.end() ? lines.front() : *it;
}

qint64 LogFinder::previousMatch(qint64 line) const
{
    const auto &lines = m_matches.lines;
    if (lines.empty())
        return -1;
    auto it = std::lower_bound(lines.begin(), lines.end(), quint32(std::max<qint64>(line, 0)));
    return it == lines.begin() ? lines.back() : *(it - 1);
}

} // namespace hw
