#include "NoticeBanner.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace hw {

NoticeBanner::NoticeBanner(QWidget *parent)
    : QFrame(parent), m_text(new QLabel), m_action(new QPushButton)
{
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse); // errors get pasted into chats
    m_action->hide();
    connect(m_action, &QPushButton::clicked, this, &NoticeBanner::actionTriggered);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_action, 0, Qt::AlignVCenter);
    setAutoFillBackground(true);
    // The same amber in dark and light themes: it must stand out from either.
    QPalette p = palette();
    p.setColor(QPalette::Window, QColor(0xff, 0xf3, 0xcd));
    p.setColor(QPalette::WindowText, QColor(0x5d, 0x40, 0x00));
    setPalette(p);
    hide();
}

void NoticeBanner::say(const QString &text)
{
    say(text, {});
}

void NoticeBanner::say(const QString &text, const QString &actionText)
{
    m_text->setText(text);
    m_action->setText(actionText);
    m_action->setVisible(!actionText.isEmpty());
    setVisible(!text.isEmpty());
}

QString NoticeBanner::shownText() const
{
    return isHidden() ? QString() : m_text->text();
}

QString NoticeBanner::shownAction() const
{
    return isHidden() || m_action->isHidden() ? QString() : m_action->text();
}

QString NoticeBanner::text() const
{
    return m_text->text();
}

void NoticeBanner::trigger()
{
    if (!m_action->isHidden())
        m_action->click();
}

} // namespace hw
