#include "Replayer.h"

#include "grid/JobGridModel.h"

#include <algorithm>
#include <cmath>

namespace hw {

Replayer::Replayer(JobGridModel *model, QObject *parent)
    : QObject(parent)
    , m_model(model)
{
    Q_ASSERT(model);
    m_timer.setInterval(defaultTickMs());
    connect(&m_timer, &QTimer::timeout, this, &Replayer::tick);
}

Replayer::~Replayer() = default;

void Replayer::setRecording(Recording recording)
{
    m_timer.stop();
    m_recording = std::move(recording);
    if (m_recording.header.start == 0)
        m_recording.header.start = m_recording.firstEventTime();
    if (m_recording.header.end == 0)
        m_recording.header.end = m_recording.lastEventTime();
    m_index = RecordingIndex(m_recording);
    if (m_model && !m_recording.header.unstablePatterns.isEmpty())
        m_model->setUnstablePatterns(m_recording.header.unstablePatterns);
    m_loopStart = startTime();
    seek(startTime());
}

qint64 Replayer::startTime() const
{
    return m_recording.header.start;
}

qint64 Replayer::endTime() const
{
    return m_recording.header.end;
}

void Replayer::seek(qint64 t)
{
    t = std::clamp(t, startTime(), std::max(startTime(), endTime()));
    m_clock = t;
    if (m_model)
        m_model->resetFrom(m_index.snapshotAt(t, m_model->maxCommits()));
    emit clockChanged(m_clock);
    emitStatus();
}

void Replayer::play(double speed)
{
    m_speed = speed > 0 ? speed : 1.0;
    m_carry = 0;
    if (m_clock >= endTime() && m_loop)
        seek(m_loopStart);
    m_timer.start();
    emitStatus();
}

void Replayer::pause()
{
    m_timer.stop();
    emitStatus();
}

void Replayer::startLive()
{
    m_loop = true;
    m_loopStart = m_recording.header.liveAt > 0 ? m_recording.header.liveAt : startTime();
    seek(m_loopStart);
    play(liveSpeed());
}

void Replayer::setTickIntervalMs(int ms)
{
    m_timer.setInterval(std::max(50, ms));
}

int Replayer::advance(qint64 seconds)
{
    if (seconds <= 0 || !m_model)
        return 0;
    if (m_clock >= endTime()) {
        if (m_loop) {
            seek(m_loopStart);
            emit looped();
        } else {
            m_timer.stop();
            emitStatus();
        }
        return 0;
    }
    const qint64 to = std::min(endTime(), m_clock + seconds);
    const JobBatch batch = m_recording.between(m_clock, to);
    m_clock = to;
    int changed = 0;
    if (!batch.isEmpty())
        changed = m_model->applyBatch(batch).changedCells;
    emit clockChanged(m_clock);
    if (m_clock >= endTime() && !m_loop)
        m_timer.stop();
    emitStatus();
    return changed;
}

void Replayer::tick()
{
    m_carry += m_speed * double(m_timer.interval()) / 1000.0;
    const auto whole = qint64(m_carry);
    m_carry -= double(whole);
    advance(whole);
}

SourceStatus Replayer::status() const
{
    SourceStatus s;
    s.source = m_recording.header.source;
    s.state = isPlaying() ? SourceStatus::State::Replaying : SourceStatus::State::Paused;
    s.replay = true;
    s.asOf = m_clock;
    return s;
}

void Replayer::emitStatus()
{
    emit statusChanged(status());
}

} // namespace hw
