#pragma once

// Finding a main window's parts the way a user sees them, for the gui tests.
#include "MainWindow.h"
#include "NoticeBanner.h"
#include "palette/ColorScheme.h"

#include <QAction>
#include <QMenu>

namespace hw::test {

// Settings ▸ Theme's action for scheme.
inline QAction *themeAction(MainWindow &window, ColorScheme scheme)
{
    for (const QMenu *menu : window.findChildren<QMenu *>())
        if (menu->title() == MainWindow::tr("&Theme"))
            for (QAction *a : menu->actions())
                if (a->data().toInt() == int(scheme))
                    return a;
    return nullptr;
}

// The banner above the tabs that says exactly text, or null.
inline NoticeBanner *bannerSaying(MainWindow &window, const QString &text)
{
    for (NoticeBanner *b : window.findChildren<NoticeBanner *>())
        if (b->text() == text)
            return b;
    return nullptr;
}

} // namespace hw::test
