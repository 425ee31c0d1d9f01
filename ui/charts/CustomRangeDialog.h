#pragma once

#include "charts/TimeRange.h"

#include <QDialog>

class QDateTimeEdit;
class QLabel;
class QPushButton;

namespace hw {

// Asks for an absolute time range: from and to, in UTC or local time as the chart shows them.
// OK stays disabled while the range ends before it starts.
class CustomRangeDialog : public QDialog
{
    Q_OBJECT
public:
    CustomRangeDialog(qint64 fromMs, qint64 toMs, bool utc, QWidget *parent = nullptr);
    TimeRange range() const;

private:
    void validate();

    QDateTimeEdit *m_from = nullptr;
    QDateTimeEdit *m_to = nullptr;
    QLabel *m_problem = nullptr;
    QPushButton *m_ok = nullptr;
};

} // namespace hw
