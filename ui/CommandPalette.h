#pragma once

#include "commands/CommandPaletteModel.h"

#include <QFrame>

class QLineEdit;
class QListView;

namespace hw {

// Ctrl+K: a line edit over a list of everything the window can go to, fuzzy-matched as one
// types. Keyboard only: Up/Down (and PgUp/PgDn) move, Enter goes there, Esc closes.
class CommandPalette : public QFrame
{
    Q_OBJECT
public:
    explicit CommandPalette(QWidget *parent = nullptr);

    // Shows the entries over the top of `parent`'s window, query empty, focus in the edit.
    void open(const QVector<PaletteEntry> &entries);
    QLineEdit *edit() const { return m_edit; }
    QListView *list() const { return m_list; }
    CommandPaletteModel *model() const { return m_model; }

signals:
    void chosen(const hw::PaletteEntry &entry);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void choose();
    void moveBy(int rows);

    QLineEdit *m_edit;
    QListView *m_list;
    CommandPaletteModel *m_model;
};

} // namespace hw
