#pragma once

#include "palette/StatusPalette.h"

#include <QFrame>

class QLabel;
class QPushButton;

namespace hw {

// The amber strip above a view that says, in words, why what is shown is not live (stale,
// failing, offline, paused, demo), with at most one button for the fix when there is one in
// reach ("Set password…"). Hidden while there is nothing to say.
class NoticeBanner : public QFrame
{
    Q_OBJECT
public:
    explicit NoticeBanner(QWidget *parent = nullptr);

    // Shows the text, or hides the banner when it is empty; no button.
    void say(const QString &text);
    // Shows the text with a button labelled actionText; clicking it emits actionTriggered().
    void say(const QString &text, const QString &actionText);
    // The text while shown, else empty (also when the window itself is hidden, as in tests).
    QString shownText() const;
    // The button's label while shown, else empty.
    QString shownAction() const;
    QString text() const;
    // Clicks the button (tests, keyboard shortcut of the window).
    void trigger();
    // Its fill and text: ColorId::Notice (amber) unless told otherwise; follows the theme.
    void setColors(ColorId colors);

protected:
    void changeEvent(QEvent *event) override;

signals:
    void actionTriggered();

private:
    void applyColors();
    ColorId m_colors = ColorId::Notice;
    ColorScheme m_applied = ColorScheme::System;
    QLabel *m_text;
    QPushButton *m_action;
};

} // namespace hw
