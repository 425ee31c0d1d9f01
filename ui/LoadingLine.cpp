#include "LoadingLine.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace hw {

LoadingLine::LoadingLine(QWidget *parent)
    : QWidget(parent)
    , m_label(new QLabel(this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
{
    m_label->setWordWrap(true);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_cancel->setToolTip(tr("Stop loading (Esc)"));
    m_cancel->setAccessibleName(tr("Cancel loading"));
    m_cancel->setAutoDefault(false);
    m_cancel->hide();
    connect(m_cancel, &QPushButton::clicked, this, &LoadingLine::cancel);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label, 1);
    layout->addWidget(m_cancel, 0, Qt::AlignTop);
}

void LoadingLine::setLoading(const QString &text)
{
    m_loading = true;
    m_label->setText(text);
    m_cancel->show();
}

void LoadingLine::setText(const QString &text)
{
    m_loading = false;
    m_label->setText(text);
    m_cancel->hide();
}

QString LoadingLine::text() const
{
    return m_label->text();
}

void LoadingLine::cancel()
{
    if (!m_loading)
        return;
    m_loading = false;
    m_cancel->hide();
    emit cancelRequested();
}

} // namespace hw
