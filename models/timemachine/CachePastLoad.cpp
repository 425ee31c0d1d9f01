#include "CachePastLoad.h"

#include "cache/JobCache.h"
#include "timemachine/CacheRecording.h"

namespace hw {

namespace {

struct Loaded {
    Result<Recording> recording = Recording {};
    QStringList warnings;
};

} // namespace

CachePastLoad::CachePastLoad(QObject *parent)
    : QObject(parent)
{
}

void CachePastLoad::start(
    const QString &cachePath, const QString &source, const QString &profile, qint64 alertsUntil)
{
    // A superseded load reads to its end on the worker (SQLite cannot stop half-way here); its
    // answer goes nowhere.
    m_run.start([cachePath, source, profile, alertsUntil] {
        Loaded done;
        JobCache cache(cachePath); // this thread's own connection
        if (const Result<void> opened = cache.open(); !opened)
            done.recording = opened.error();
        else
            done.recording = CacheRecording::loadHeld(cache, source, profile, alertsUntil, &done.warnings);
        return done;
    }, [this](const Loaded &done) {
        if (done.recording)
            emit loaded(*done.recording, done.warnings);
        else
            emit failed(done.recording.error().message);
    });
}

} // namespace hw
