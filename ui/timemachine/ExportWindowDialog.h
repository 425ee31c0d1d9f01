#pragma once

#include <QDialog>

class QDateTimeEdit;
class QLabel;
class QPushButton;

namespace hw {

// File ▸ Export time window…: from and to (UTC), limited to what is held, defaulting to the
// caller's choice (the last 24 h of it). The caller asks for the file name and writes.
class ExportWindowDialog : public QDialog
{
    Q_OBJECT
public:
    ExportWindowDialog(qint64 heldFrom, qint64 heldTo, QWidget *parent = nullptr);

    void setWindow(qint64 from, qint64 to);
    qint64 from() const;
    qint64 to() const;

private:
    void validate();

    QDateTimeEdit *m_from;
    QDateTimeEdit *m_to;
    QLabel *m_problem;
    QPushButton *m_ok = nullptr;
};

} // namespace hw
