#include "NoticeBanner.h"

#include <QEvent>
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
    applyColors();
    hide();
}

void NoticeBanner::setColors(ColorId colors)
{
    m_colors = colors;
    m_applied = ColorScheme::System;
    applyColors();
}

void NoticeBanner::applyColors()
{
    // The application's scheme, not this widget's palette, which is the banner's own colours.
    const StatusPalette colors(ColorScheme::System);
    if (colors.scheme() == m_applied)
        return;
    m_applied = colors.scheme();
    QPalette p = palette();
    p.setColor(QPalette::Window, colors.color(m_colors));
    p.setColor(QPalette::WindowText, colors.textOn(m_colors));
    setPalette(p);
}

void NoticeBanner::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::ApplicationPaletteChange || event->type() == QEvent::PaletteChange)
        applyColors();
    QFrame::changeEvent(event);
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
