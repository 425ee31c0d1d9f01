#include "CustomRangeDialog.h"

#include <QDateTimeEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QTimeZone>

namespace hw {

CustomRangeDialog::CustomRangeDialog(qint64 fromMs, qint64 toMs, bool utc, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Custom time range"));
    const QTimeZone zone = utc ? QTimeZone::utc() : QTimeZone::systemTimeZone();
    const auto edit = [&](qint64 ms) {
        auto *e = new QDateTimeEdit(QDateTime::fromMSecsSinceEpoch(ms, zone), this);
        e->setTimeSpec(utc ? Qt::UTC : Qt::LocalTime);
        e->setDisplayFormat(QStringLiteral("yyyy-MM-dd HH:mm"));
        e->setCalendarPopup(true);
        connect(e, &QDateTimeEdit::dateTimeChanged, this, &CustomRangeDialog::validate);
        return e;
    };
    m_from = edit(fromMs);
    m_to = edit(toMs);
    m_problem = new QLabel(this);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *form = new QFormLayout(this);
    const QString zoneName = utc ? tr("UTC") : tr("local time");
    form->addRow(tr("&From (%1):").arg(zoneName), m_from);
    form->addRow(tr("&To (%1):").arg(zoneName), m_to);
    form->addRow(m_problem);
    form->addRow(buttons);
    validate();
}

TimeRange CustomRangeDialog::range() const
{
    return TimeRange::absolute(m_from->dateTime().toMSecsSinceEpoch(), m_to->dateTime().toMSecsSinceEpoch());
}

void CustomRangeDialog::validate()
{
    const bool ok = m_to->dateTime() > m_from->dateTime();
    m_ok->setEnabled(ok);
    m_problem->setText(ok ? QString() : tr("⚠ The range ends before it starts."));
}

} // namespace hw
