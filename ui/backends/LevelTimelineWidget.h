#pragma once

#include "backends/LevelSpan.h"

#include <QVector>
#include <QWidget>

namespace hw {

// A backend's level history as one horizontal bar: a segment per span with its level ("L2")
// and the allowlist PR that started it, dated month ticks below, and the current span marked
// "now". Hover a segment for its dates.
class LevelTimelineWidget : public QWidget
{
    Q_OBJECT
public:
    explicit LevelTimelineWidget(QWidget *parent = nullptr);

    void setSpans(const QVector<LevelSpan> &spans, qint64 asOf);
    void setDarkTheme(bool dark);
    const QVector<LevelSpan> &spans() const { return m_spans; }
    // One line per span, oldest first ("L2 2026-06-18 → now (155 d), PR #187412").
    QString summaryText() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    QRect barRect() const;
    int xFor(qint64 t, const QRect &bar) const;
    int spanAt(const QPoint &pos) const;
    static QString spanLine(const LevelSpan &s);

    QVector<LevelSpan> m_spans;
    qint64 m_asOf = 0;
    qint64 m_start = 0;
    bool m_dark = false;
    bool m_themeForced = false;
};

} // namespace hw
