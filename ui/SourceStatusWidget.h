#pragma once

#include "domain/SourceStatus.h"

#include <QHash>
#include <QLabel>
#include <QTimer>

namespace hw {

// The status-bar text for every data source: state (symbol + word, never colour alone),
// "as of" time and age, next poll countdown, last error. Re-rendered once a second only while
// something counts down, so an idle window costs nothing.
class SourceStatusWidget : public QLabel
{
    Q_OBJECT
public:
    explicit SourceStatusWidget(QWidget *parent = nullptr);

    void setStatus(const SourceStatus &status);
    SourceStatus status(const QString &source) const { return m_statuses.value(source); }
    // Rendering is a pure function of the statuses and "now", so tests can check it exactly.
    static QString describe(const SourceStatus &status, qint64 nowSecs);
    static QString describeAge(qint64 seconds);

private:
    void render();

    QHash<QString, SourceStatus> m_statuses;
    QStringList m_order;
    QTimer m_tick;
};

} // namespace hw
