#pragma once

#include <QDialog>
#include <QString>
#include <QVector>

class QMainWindow;
class QTreeWidget;

namespace hw {

// "?": every key of the window, read from its actions when asked (never a list kept by hand
// beside them): the menus' actions by menu, the actions views add to themselves by the group
// they name in the "keyGroup" property, then keys a view handles itself (given by the caller).
class KeyboardSheet : public QDialog
{
    Q_OBJECT
public:
    struct Entry {
        QString group; // "File", "View", "Time machine"
        QString what;  // the action's text without '&'
        QString keys;  // "Ctrl+1", "F5, Ctrl+R"
    };

    // Every action of `window` with a shortcut (menus first, in menu order), then `extra`.
    static QVector<Entry> entriesOf(const QMainWindow *window, const QVector<Entry> &extra = {});

    explicit KeyboardSheet(const QVector<Entry> &entries, QWidget *parent = nullptr);
    QTreeWidget *tree() const { return m_tree; }

    // The property a non-menu action sets to name its group in the sheet.
    static const char *groupProperty() { return "keyGroup"; }

private:
    QTreeWidget *m_tree;
};

} // namespace hw
