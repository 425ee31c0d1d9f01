#pragma once

#include <QMainWindow>

namespace hw {

class KeyboardSheet;
class LogViewer;

// A log in a window of its own, so an incident reviewer can keep several side by side with the
// console. Deletes itself when closed.
class LogWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit LogWindow(QWidget *parent = nullptr);
    LogViewer *viewer() const { return m_viewer; }
    // "?": the log window's keys, from its actions (KeyboardSheet).
    KeyboardSheet *showShortcuts();

private:
    LogViewer *m_viewer;
};

} // namespace hw
