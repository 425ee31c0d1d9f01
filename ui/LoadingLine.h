#pragma once

#include <QWidget>

class QHBoxLayout;
class QLabel;
class QPushButton;

namespace hw {

// A status line that, while a fetch the user started is under way, has a Cancel button beside
// its "Loading…" text (keyboard reachable; the views also map Esc to it while loading), so every
// wait can be stopped. Cancel emits cancelRequested() once and leaves the line not loading; the
// owner stops the fetch and says what happened and what to do next with setText().
class LoadingLine : public QWidget
{
    Q_OBJECT
public:
    explicit LoadingLine(QWidget *parent = nullptr);

    // The text with Cancel beside it.
    void setLoading(const QString &text);
    // The text alone (a result, a problem, what a cancel left).
    void setText(const QString &text);
    QString text() const;
    bool isLoading() const { return m_loading; }
    QPushButton *cancelButton() const { return m_cancel; }
    QLabel *label() const { return m_label; }

public slots:
    // As the button: nothing unless loading.
    void cancel();

signals:
    void cancelRequested();

private:
    void showCancel(bool shown);

    QHBoxLayout *m_layout;
    QLabel *m_label;
    QPushButton *m_cancel;
    bool m_loading = false;
};

} // namespace hw
