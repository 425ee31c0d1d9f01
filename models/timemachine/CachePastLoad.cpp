#include "CachePastLoad.h"

#include "cache/JobCache.h"
#include "domain/BackgroundPriority.h"
#include "timemachine/CacheRecording.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

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
    m_latest.begin();
    auto *watcher = new QFutureWatcher<Loaded>(this);
    // A superseded load reads to its end on the worker (SQLite cannot stop half-way here); its
    // answer goes nowhere.
    m_latest.onSuperseded([watcher] {
        watcher->disconnect();
        watcher->deleteLater();
    });
    connect(watcher, &QFutureWatcherBase::finished, this, m_latest.guard([this, watcher] {
        m_latest.finish();
        const Loaded done = watcher->result();
        watcher->deleteLater();
        if (done.recording)
            emit loaded(*done.recording, done.warnings);
        else
            emit failed(done.recording.error().message);
    }));
    watcher->setFuture(QtConcurrent::run([cachePath, source, profile, alertsUntil] {
        BackgroundPriority::applyToThisThread();
        Loaded done;
        JobCache cache(cachePath); // this thread's own connection
        if (const Result<void> opened = cache.open(); !opened)
            done.recording = opened.error();
        else
            done.recording = CacheRecording::loadHeld(cache, source, profile, alertsUntil, &done.warnings);
        return done;
    }));
}

} // namespace hw
