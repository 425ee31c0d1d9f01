#pragma once

#include "domain/SourceStatus.h"

#include <QHash>
#include <QLabel>
#include <QTimer>

namespace hw {

// The status-bar text for every data source (SourceStatusText: a shape per state, "as of" and
// age, next poll, last error). Re-rendered once a second only while something counts down, so
// an idle window costs nothing.
class SourceStatusWidget : public QLabel
{
    Q_OBJECT
public:
    explicit SourceStatusWidget(QWidget *parent = nullptr);

    void setStatus(const SourceStatus &status);
    SourceStatus status(const QString &source) const { return m_statuses.value(source); }

private:
    void render();

    QHash<QString, SourceStatus> m_statuses;
    QStringList m_order;
    QTimer m_tick;
};

} // namespace hw
