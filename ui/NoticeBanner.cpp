#include "NoticeBanner.h"

namespace hw {

NoticeBanner::NoticeBanner(QWidget *parent)
    : QLabel(parent)
{
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
    setContentsMargins(8, 4, 8, 4);
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
    setText(text);
    setVisible(!text.isEmpty());
}

} // namespace hw
