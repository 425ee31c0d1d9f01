#pragma once

#include "domain/SourceStatus.h"

#include <QHash>
#include <QLabel>
#include <QTimer>

namespace hw {

// The status-bar text for every data source (SourceStatusText: a shape per state, "as of" and
// age, next poll, last error). Re-rendered once a second only while something counts down, so
// an idle window costs nothing. It never asks for more width than a short line: when the whole
// text does not fit, the longest source's part is elided (usually a long error) and the
// tooltip holds the whole text, so a long message never widens or cuts off the window.
class SourceStatusWidget : public QLabel
{
    Q_OBJECT
public:
    explicit SourceStatusWidget(QWidget *parent = nullptr);

    void setStatus(const SourceStatus &status);
    SourceStatus status(const QString &source) const { return m_statuses.value(source); }
    // The whole text of every source, as if nothing were elided (text() is what fits).
    QString fullText() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void render();
    // Sets the label's text to the parts, eliding as needed to fit the current width.
    void fit();

    QHash<QString, SourceStatus> m_statuses;
    QStringList m_order;
    QStringList m_parts; // one text per source, in m_order
    QTimer m_tick;
    bool m_shown = false; // between showEvent and hideEvent
};

} // namespace hw
