#pragma once

#include "domain/SourceStatus.h"
#include "timemachine/Recording.h"
#include "timemachine/RecordingIndex.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

namespace hw {

class JobGridModel;

// Drives a JobGridModel from a recording on a replay clock, with no network:
//   seek(t)   resets the model to the state at t (one resetFrom of snapshotAt(t))
//   play()    advances the clock by speed x tick interval per tick, applying each step's
//             events as one incremental batch (applyBatch: only changed cells repaint)
//   startLive() the demo's "live-looking" mode: seek to header.liveAt (newest commits still
//             running), then play so cells visibly change every couple of seconds; loops
//             back to liveAt at the end.
// Emits statusChanged with state Replaying (or Paused) and asOf = the replay clock.
class Replayer : public QObject
{
    Q_OBJECT
public:
    static constexpr int defaultTickMs() { return 2000; }
    static constexpr double liveSpeed() { return 30.0; } // 2 s tick -> 1 simulated minute

    explicit Replayer(JobGridModel *model, QObject *parent = nullptr);
    ~Replayer() override;

    // Takes the recording, applies its unstable patterns to the model and seeks to its start.
    void setRecording(Recording recording);
    const Recording &recording() const { return m_recording; }

    void seek(qint64 t);
    void play(double speed = 1.0);
    void pause();
    void togglePause() { isPlaying() ? pause() : play(m_speed); }
    void startLive();
    bool isPlaying() const { return m_timer.isActive(); }
    double speed() const { return m_speed; }
    // The speed the next play() without one (togglePause) uses.
    void setSpeed(double speed) { m_speed = speed > 0 ? speed : 1.0; }
    void setLoop(bool loop) { m_loop = loop; }
    bool loops() const { return m_loop; }
    void setTickIntervalMs(int ms);
    int tickIntervalMs() const { return m_timer.interval(); }

    // Advances the replay clock by `seconds` of recorded time (what one tick does); at the end
    // it stops, or with loop() seeks back to the loop start. Returns the cells changed.
    int advance(qint64 seconds);
    // What the timer does each interval: speed × interval of recorded time, the fractions carried
    // to the next tick (at 1× a 500 ms tick advances 1 s every other tick, not every tick).
    void tick();

    qint64 clock() const { return m_clock; }
    qint64 startTime() const;
    qint64 endTime() const;
    SourceStatus status() const;

signals:
    void statusChanged(const hw::SourceStatus &status);
    void clockChanged(qint64 t);
    void looped();

private:
    void emitStatus();

    QPointer<JobGridModel> m_model;
    Recording m_recording;
    RecordingIndex m_index; // over m_recording: seeks read only the rows a grid can show
    QTimer m_timer;
    qint64 m_clock = 0;
    qint64 m_loopStart = 0;
    double m_speed = 1.0;
    double m_carry = 0; // recorded seconds owed by earlier ticks, under one
    bool m_loop = false;
};

} // namespace hw
