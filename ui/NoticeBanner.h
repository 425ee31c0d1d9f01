#pragma once

#include <QLabel>

namespace hw {

// The yellow strip above a view that says, in words, why what is shown is not live (stale,
// failing, offline, paused, demo). Hidden while there is nothing to say.
class NoticeBanner : public QLabel
{
    Q_OBJECT
public:
    explicit NoticeBanner(QWidget *parent = nullptr);

    // Shows the text, or hides the banner when it is empty.
    void say(const QString &text);
    // The text while shown, else empty (also when the window itself is hidden, as in tests).
    QString shownText() const { return isHidden() ? QString() : text(); }
};

} // namespace hw
