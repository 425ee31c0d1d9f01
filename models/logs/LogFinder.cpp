#include "LogFinder.h"

#include "LogDocument.h"
#include "LogSearch.h"

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

LogFinder::~LogFinder() = default;

void LogFinder::clear()
{
    m_run.cancel();
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
    m_run.cancel();
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
    auto search = [path = m_document->contentPath(), state = m_document->state(), matcher = *m_matcher](
                      OperationControl &control) {
        qint64 lastPercent = -1;
        const auto report = [&](qint64 done, qint64 total) {
            const qint64 percent = total > 0 ? done * 100 / total : 100;
            if (percent == lastPercent)
                return;
            lastPercent = percent;
            control.report(done, total);
        };
        return LogSearch::run(path, *state, matcher, control.cancel, report);
    };
    m_run.start(std::move(search), [this](const Result<LogMatches> &r) {
        if (!r) {
            emit failed(r.error());
            return;
        }
        m_matches = *r;
        emit finished();
    }, [this](qint64 done, qint64 total) { emit progress(done, total); });
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
