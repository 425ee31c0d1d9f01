#include "TimelineScrubber.h"

#include "TimelineBar.h"
#include "sync/SourceStatusText.h"
#include "palette/StatusPalette.h"
#include "timemachine/ReplayInstant.h"
#include "timemachine/TimelineEventFinder.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace hw {

TimelineScrubber::TimelineScrubber(QWidget *parent)
    : QWidget(parent)
    , m_bar(new TimelineBar)
    , m_previous(new QToolButton)
    , m_play(new QToolButton)
    , m_next(new QToolButton)
    , m_speed(new QComboBox)
    , m_now(new QToolButton)
    , m_state(new QLabel)
    , m_nowName(tr("the end of the recording"))
{
    setObjectName(QStringLiteral("timeline"));
    setAutoFillBackground(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    layout->setSpacing(0);
    layout->addWidget(m_bar);
    auto *controls = new QHBoxLayout;
    controls->setSpacing(4);
    m_previous->setIcon(style()->standardIcon(QStyle::SP_MediaSkipBackward));
    m_previous->setToolTip(tr("Previous event ([); trunk changes only: {"));
    m_play->setToolTip(tr("Play / pause the replay (Space)"));
    m_next->setIcon(style()->standardIcon(QStyle::SP_MediaSkipForward));
    m_next->setToolTip(tr("Next event (]); trunk changes only: }"));
    for (const double s : speeds())
        m_speed->addItem(tr("%1×").arg(s), s);
    m_speed->setToolTip(tr("Replay speed (, slower, . faster)"));
    m_now->setText(tr("Now"));
    m_now->setToolTip(tr("Back to now (N)"));
    for (QToolButton *b : { m_previous, m_play, m_next, m_now })
        b->setFocusPolicy(Qt::NoFocus); // keys stay with the grid
    m_speed->setFocusPolicy(Qt::NoFocus);
    controls->addWidget(m_previous);
    controls->addWidget(m_play);
    controls->addWidget(m_next);
    controls->addWidget(m_speed);
    controls->addWidget(m_now);
    controls->addSpacing(8);
    m_state->setObjectName(QStringLiteral("timelineState"));
    m_state->setTextFormat(Qt::PlainText);
    controls->addWidget(m_state, 1);
    layout->addLayout(controls);

    connect(m_bar, &TimelineBar::seekRequested, this, &TimelineScrubber::seekRequested);
    connect(m_previous, &QToolButton::clicked, this, [this] { stepToEvent(-1); });
    connect(m_next, &QToolButton::clicked, this, [this] { stepToEvent(+1); });
    connect(m_play, &QToolButton::clicked, this, [this] {
        if (m_playing)
            emit pauseRequested();
        else
            emit playRequested(speed());
    });
    connect(m_now, &QToolButton::clicked, this, &TimelineScrubber::nowRequested);
    connect(m_speed, &QComboBox::currentIndexChanged, this, [this] {
        emit speedChanged(speed());
        if (m_playing)
            emit playRequested(speed());
    });
    setPlaying(false);
    setSpeed(60);
}

QList<double> TimelineScrubber::speeds()
{
    return { 1, 10, 60, 600 };
}

double TimelineScrubber::speed() const
{
    return m_speed->currentData().toDouble();
}

void TimelineScrubber::setSpeed(double speed)
{
    const int i = m_speed->findData(speed);
    if (i >= 0)
        m_speed->setCurrentIndex(i);
}

void TimelineScrubber::changeSpeed(int direction)
{
    m_speed->setCurrentIndex(std::clamp(m_speed->currentIndex() + direction, 0, m_speed->count() - 1));
}

void TimelineScrubber::setRange(qint64 start, qint64 end)
{
    m_start = start;
    m_end = end;
    m_bar->setRange(start, end);
    updateState();
}

void TimelineScrubber::setEvents(TimelineEvents events)
{
    m_bar->setEvents(std::move(events));
}

void TimelineScrubber::setClock(qint64 t)
{
    m_bar->setClock(t);
    updateState();
}

qint64 TimelineScrubber::clock() const
{
    return m_bar->clock();
}

void TimelineScrubber::setPlaying(bool playing)
{
    m_playing = playing;
    m_play->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_play->setText(playing ? tr("Pause") : tr("Play")); // for screen readers and tests
    updateState();
}

void TimelineScrubber::setNowName(const QString &name)
{
    m_nowName = name;
    updateState();
}

QString TimelineScrubber::stateText() const
{
    return m_state->text();
}

void TimelineScrubber::changeEvent(QEvent *event)
{
    // Only the application's change: updateState() sets this widget's own palette.
    if (event->type() == QEvent::ApplicationPaletteChange)
        updateState();
    QWidget::changeEvent(event);
}

void TimelineScrubber::updateState()
{
    const qint64 t = clock();
    QString text;
    QPalette p = palette();
    const StatusPalette colors(ColorScheme::System);
    const ColorId state = t >= m_end ? ColorId::BannerNow : ColorId::BannerPast;
    if (t >= m_end) {
        text = tr("● Now: %1 (%2)").arg(ReplayInstant::format(t), m_nowName);
    } else {
        text = tr("◀◀ The past: %1, %2 before %3%4")
                   .arg(ReplayInstant::format(t), SourceStatusText::duration(m_end - t), m_nowName,
                       m_playing ? tr(" — playing") : QString());
    }
    p.setColor(QPalette::Window, colors.color(state));
    p.setColor(QPalette::WindowText, colors.textOn(state));
    setPalette(p);
    m_state->setText(text);
}

bool TimelineScrubber::stepToEvent(int direction, bool trunkOnly)
{
    const TimelineEvents &events = m_bar->events();
    const qsizetype i = direction > 0 ? TimelineEventFinder::next(events, clock(), trunkOnly)
                                      : TimelineEventFinder::previous(events, clock(), trunkOnly);
    if (i < 0) {
        emit message(direction > 0 ? tr("No later event") : tr("No earlier event"));
        return false;
    }
    emit pauseRequested(); // an event is a place to look at, not to fly past
    emit seekRequested(events.at(i).time);
    emit message(ReplayInstant::format(events.at(i).time) + QStringLiteral(": ")
        + TimelineEventFinder::describe(events.at(i)));
    return true;
}

void TimelineScrubber::addShortcutsTo(QWidget *scope)
{
    const auto add = [this, scope](const QKeySequence &key, const QString &text, auto slot) {
        // Owned by the scrubber, shortcut on the scope: the command palette offers the keys
        // while the scrubber shows (the time machine is on), the sheet always lists them.
        auto *a = new QAction(text, this);
        a->setShortcut(key);
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        a->setProperty("keyGroup", tr("Time machine")); // its group in the keyboard sheet
        connect(a, &QAction::triggered, this, [this, slot] {
            if (isVisible())
                slot();
        });
        scope->addAction(a);
    };
    add(QKeySequence(Qt::Key_BracketLeft), tr("Previous event"), [this] { stepToEvent(-1); });
    add(QKeySequence(Qt::Key_BracketRight), tr("Next event"), [this] { stepToEvent(+1); });
    add(QKeySequence(Qt::Key_BraceLeft), tr("Previous trunk red/green change"), [this] { stepToEvent(-1, true); });
    add(QKeySequence(Qt::Key_BraceRight), tr("Next trunk red/green change"), [this] { stepToEvent(+1, true); });
    add(QKeySequence(Qt::Key_Comma), tr("Replay slower"), [this] { changeSpeed(-1); });
    add(QKeySequence(Qt::Key_Period), tr("Replay faster"), [this] { changeSpeed(+1); });
    add(QKeySequence(Qt::Key_N), tr("Back to now"), [this] { emit nowRequested(); });
}

} // namespace hw
