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
    m_label->setMinimumWidth(1); // an unwrapped "Loading…" never widens the window; it is clipped
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_cancel->setToolTip(tr("Stop loading"));
    m_cancel->setAccessibleName(tr("Cancel loading"));
    m_cancel->setAutoDefault(false);
    m_cancel->hide();
    connect(m_cancel, &QPushButton::clicked, this, &LoadingLine::cancel);
    m_layout = new QHBoxLayout(this);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->addWidget(m_label, 1);
    m_layout->addWidget(m_cancel, 0, Qt::AlignTop);
    m_layout->addStretch(0);
}

void LoadingLine::showCancel(bool shown)
{
    // Cancel right after the short "Loading…" (one line), not at the far edge; any other status
    // uses the whole width, wrapped.
    m_label->setWordWrap(!shown);
    m_cancel->setVisible(shown);
    m_layout->setStretch(0, shown ? 0 : 1);
    m_layout->setStretch(2, shown ? 1 : 0);
}

void LoadingLine::setLoading(const QString &text)
{
    m_loading = true;
    m_label->setText(text);
    showCancel(true);
}

void LoadingLine::setText(const QString &text)
{
    m_loading = false;
    m_label->setText(text);
    showCancel(false);
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
    showCancel(false);
    emit cancelRequested();
}

} // namespace hw
