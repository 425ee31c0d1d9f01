#pragma once

#include "logs/LogQuery.h"

#include <QPointer>
#include <QTimer>
#include <QWidget>

class QLabel;
class QLineEdit;
class QToolButton;

namespace hw {

class LogFinder;
struct SourceError;

// Find in the whole log: plain or regex (RE2: linear time, whatever is typed), case toggle, the
// exact count of matching lines over the whole file, next/previous. Searching starts 200 ms after
// the last keystroke; Enter / Shift+Enter (and F3 / Shift+F3) step through the matches.
class LogFindBar : public QWidget
{
    Q_OBJECT
public:
    explicit LogFindBar(LogFinder *finder, QWidget *parent = nullptr);

    void focusFind();
    void setQuery(const LogQuery &query); // also starts the search
    LogQuery query() const;
    QString statusText() const;

signals:
    void nextRequested();
    void previousRequested();
    void escapePressed();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void search();
    void showCount();
    void showProgress(qint64 done, qint64 total);
    void showError(const hw::SourceError &error);

    QPointer<LogFinder> m_finder;
    QLineEdit *m_edit;
    QToolButton *m_case;
    QToolButton *m_regex;
    QToolButton *m_previous;
    QToolButton *m_next;
    QLabel *m_status;
    QTimer m_debounce;
};

} // namespace hw
