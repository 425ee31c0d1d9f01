#pragma once

#include <QPointer>
#include <QWidget>

#include <vector>

namespace hw {

class LogFinder;
class LogView;

// The strip beside the log's scrollbar: every find match (◆, amber, left half) and every error
// (✖, red, full width) of the whole log at its place, and the visible part as a frame. A click
// jumps there. Marks are bucketed per pixel once per change, so millions of matches paint fast.
class LogOverview : public QWidget
{
    Q_OBJECT
public:
    explicit LogOverview(LogView *view, LogFinder *finder, QWidget *parent = nullptr);
    QSize sizeHint() const override { return {14, 100}; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    void rebuild();

    QPointer<LogView> m_view;
    QPointer<LogFinder> m_finder;
    enum Bucket : quint8 { Match = 1, Error = 2 };
    std::vector<quint8> m_buckets;
    struct Key {
        qint64 rows = -1;
        size_t matches = 0;
        qint64 firstMatch = -1;
        int height = 0;
        bool operator==(const Key &) const = default;
    } m_key;
};

} // namespace hw
