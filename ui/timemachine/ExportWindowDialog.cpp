#include "ExportWindowDialog.h"

#include "timemachine/ReplayInstant.h"

#include <QDateTime>
#include <QDateTimeEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>

namespace hw {

namespace {

QDateTimeEdit *utcEdit(qint64 lo, qint64 hi)
{
    auto *edit = new QDateTimeEdit;
    edit->setTimeSpec(Qt::UTC);
    edit->setDisplayFormat(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"));
    edit->setCalendarPopup(true);
    edit->setDateTimeRange(
        QDateTime::fromSecsSinceEpoch(lo, Qt::UTC), QDateTime::fromSecsSinceEpoch(hi, Qt::UTC));
    return edit;
}

} // namespace

ExportWindowDialog::ExportWindowDialog(qint64 heldFrom, qint64 heldTo, QWidget *parent)
    : QDialog(parent)
    , m_from(utcEdit(heldFrom, heldTo))
    , m_to(utcEdit(heldFrom, heldTo))
    , m_problem(new QLabel)
{
    setWindowTitle(tr("Export time window"));
    auto *form = new QFormLayout(this);
    // Wrapped: on one line the sentence made the dialog 1,100 px wide in German and French.
    auto *intro = new QLabel(tr("Writes the grid's commits and job rows of a time window to one file that "
                                "<tt>hudwatch --replay FILE</tt> opens offline. No password or token is written."));
    intro->setWordWrap(true);
    form->addRow(intro);
    form->addRow(tr("Held:"),
        new QLabel(tr("%1 to %2").arg(ReplayInstant::format(heldFrom), ReplayInstant::format(heldTo))));
    form->addRow(tr("&From:"), m_from);
    form->addRow(tr("&To:"), m_to);
    form->addRow(m_problem);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("&Export…"));
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_from, &QDateTimeEdit::dateTimeChanged, this, &ExportWindowDialog::validate);
    connect(m_to, &QDateTimeEdit::dateTimeChanged, this, &ExportWindowDialog::validate);
    setWindow(heldFrom, heldTo);
}

void ExportWindowDialog::setWindow(qint64 from, qint64 to)
{
    m_from->setDateTime(QDateTime::fromSecsSinceEpoch(from, Qt::UTC));
    m_to->setDateTime(QDateTime::fromSecsSinceEpoch(to, Qt::UTC));
    validate();
}

qint64 ExportWindowDialog::from() const
{
    return m_from->dateTime().toSecsSinceEpoch();
}

qint64 ExportWindowDialog::to() const
{
    // The edit shows minutes: "to 03:10" includes the whole minute.
    const qint64 t = m_to->dateTime().toSecsSinceEpoch();
    return t == m_to->maximumDateTime().toSecsSinceEpoch() ? t : t + 59;
}

void ExportWindowDialog::validate()
{
    const bool ok = from() <= to();
    m_problem->setText(ok ? QString() : tr("⚠ The window ends before it starts."));
    m_ok->setEnabled(ok);
}

} // namespace hw
