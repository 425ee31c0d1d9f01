#pragma once

#include "timemachine/TimelineEvent.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QToolButton;

namespace hw {

class TimelineBar;

// The time machine under the grid: the timeline (TimelineBar), previous / play / next event,
// the play speed (1×, 10×, 60×, 600×), "Now" (back to the newest instant) and a line that says
// which instant the window shows and how far in the past it is. It only asks; the composition
// root moves the replay clock and tells it back (setClock, setPlaying).
// Keys (addShortcutsTo: on the grid tab only, clashing with none of the grid's):
//   [ ]  previous / next event      { }  previous / next trunk red/green change
//   , .  slower / faster            N    back to now (the newest instant)
class TimelineScrubber : public QWidget
{
    Q_OBJECT
public:
    explicit TimelineScrubber(QWidget *parent = nullptr);

    void setRange(qint64 start, qint64 end);
    void setEvents(TimelineEvents events);
    void setClock(qint64 t);
    void setPlaying(bool playing);
    // What "Now" means here (e.g. "the end of the recording", "live").
    void setNowName(const QString &name);

    static QList<double> speeds();
    double speed() const;
    void setSpeed(double speed);
    qint64 clock() const;
    bool isPlaying() const { return m_playing; }
    // The state line: "◀◀ The past: 2024-08-14 03:10 UTC, 17 h 49 min before the end of the
    // recording" or "● Now: …".
    QString stateText() const;
    TimelineBar *bar() const { return m_bar; }

    // Seeks to the next (+1) or previous (-1) event; false when there is none that way.
    bool stepToEvent(int direction, bool trunkOnly = false);
    void changeSpeed(int direction);
    void addShortcutsTo(QWidget *scope);

protected:
    void changeEvent(QEvent *event) override;

signals:
    void seekRequested(qint64 t);
    void playRequested(double speed);
    void pauseRequested();
    void nowRequested();
    void speedChanged(double speed);
    // A line for the status bar ("trunk turned red (abc1234: …)") after a step to an event.
    void message(const QString &text);

private:
    void updateState();

    TimelineBar *m_bar;
    QToolButton *m_previous;
    QToolButton *m_play;
    QToolButton *m_next;
    QComboBox *m_speed;
    QToolButton *m_now;
    QLabel *m_state;
    qint64 m_start = 0;
    qint64 m_end = 0;
    bool m_playing = false;
    QString m_nowName;
};

} // namespace hw
