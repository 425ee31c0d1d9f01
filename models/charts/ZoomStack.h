#pragma once

#include <QVector>

#include <utility>

namespace hw {

// The zoom history of a chart (Hotspot's filter stack): each drag pushes the window it zoomed
// to, zoom out goes back one step, reset goes back to the chart's range. The windows are in ms.
class ZoomStack
{
public:
    using Window = std::pair<qint64, qint64>;

    // The whole range the chart shows when not zoomed; clears the history.
    void reset(Window base);
    // Zooms to w (clamped to the base, at least minSpanMs wide); ignored if it is no narrower.
    bool push(Window w, qint64 minSpanMs = 60'000);
    // One step out; false when already at the base.
    bool pop();
    Window current() const { return m_stack.isEmpty() ? m_base : m_stack.last(); }
    Window base() const { return m_base; }
    bool isZoomed() const { return !m_stack.isEmpty(); }
    int depth() const { return int(m_stack.size()); }

private:
    Window m_base{0, 0};
    QVector<Window> m_stack;
};

} // namespace hw
