#include "KeyboardSheet.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace hw {

namespace {

QString plain(QString text)
{
    // "&Refresh now" → "Refresh now"; "Pause\tSpace" keeps only the label ("&&" is a literal &).
    text = text.section(u'\t', 0, 0);
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(u'&');
    text.replace(u'\x01', u'&');
    text.remove(u'…');
    return text.trimmed();
}

QString keysOf(const QAction *action)
{
    QStringList keys;
    for (const QKeySequence &k : action->shortcuts())
        keys << k.toString(QKeySequence::NativeText);
    // A key the widget handles itself, named in the menu text after a tab ("…\tSpace").
    const QString hint = action->text().section(u'\t', 1);
    if (!hint.isEmpty())
        keys << hint;
    return keys.join(QStringLiteral(", "));
}

void addMenu(const QMenu *menu, const QString &group, QVector<KeyboardSheet::Entry> &out, QSet<const QAction *> &seen)
{
    for (QAction *a : menu->actions()) {
        seen.insert(a);
        if (a->menu()) {
            addMenu(a->menu(), group + QStringLiteral(" ▸ ") + plain(a->menu()->title()), out, seen);
            continue;
        }
        const QString keys = keysOf(a);
        if (!a->isSeparator() && !keys.isEmpty())
            out.append({group, plain(a->text()), keys});
    }
}

} // namespace

QVector<KeyboardSheet::Entry> KeyboardSheet::entriesOf(const QMainWindow *window, const QVector<Entry> &extra)
{
    QVector<Entry> out;
    QSet<const QAction *> seen;
    // menuWidget(), not menuBar(): a window without menus (the log window) gets none.
    if (const auto *bar = qobject_cast<const QMenuBar *>(window->menuWidget()))
        for (QAction *a : bar->actions())
            if (a->menu())
                addMenu(a->menu(), plain(a->menu()->title()), out, seen);
    // Actions the views add to themselves (shortcuts scoped to a view) in creation order, then
    // the caller's keys; each group's rows together, groups in order of first appearance.
    QVector<Entry> others;
    for (const QAction *a : window->findChildren<QAction *>()) {
        if (seen.contains(a) || a->shortcuts().isEmpty())
            continue;
        // A window of its own parented to this one (a log window) has its own sheet.
        if (const auto *owner = qobject_cast<const QWidget *>(a->parent()); owner && owner->window() != window)
            continue;
        const QString group = a->property(groupProperty()).toString();
        const QString what = plain(a->text());
        const Entry entry{group.isEmpty() ? tr("Other") : group, what.isEmpty() ? plain(a->toolTip()) : what, keysOf(a)};
        // Every chart has its own "Zoom out": listed once. A view's action for a key a menu
        // names after a tab ("Pause / resume refresh\tSpace") is listed in that menu only.
        const auto same = [&entry](const Entry &e) { return e.what == entry.what && e.keys == entry.keys; };
        const bool listed = std::any_of(out.cbegin(), out.cend(), same)
            || std::any_of(others.cbegin(), others.cend(), [&](const Entry &e) { return e.group == entry.group && same(e); });
        if (!listed)
            others.append(entry);
    }
    others += extra;
    QStringList groups;
    for (const Entry &e : std::as_const(others))
        if (!groups.contains(e.group))
            groups << e.group;
    for (const QString &group : std::as_const(groups))
        for (const Entry &e : std::as_const(others))
            if (e.group == group)
                out.append(e);
    return out;
}

KeyboardSheet::KeyboardSheet(const QVector<Entry> &entries, QWidget *parent)
    : QDialog(parent)
    , m_tree(new QTreeWidget)
{
    setWindowTitle(tr("Keyboard shortcuts"));
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({ tr("Action"), tr("Keys") });
    m_tree->setRootIsDecorated(false);
    m_tree->setSelectionMode(QAbstractItemView::NoSelection);
    QTreeWidgetItem *group = nullptr;
    for (const Entry &e : entries) {
        if (!group || group->text(0) != e.group) {
            group = new QTreeWidgetItem(m_tree, { e.group });
            QFont bold = group->font(0);
            bold.setBold(true);
            group->setFont(0, bold);
            group->setFirstColumnSpanned(true);
        }
        new QTreeWidgetItem(group, { e.what, e.keys });
    }
    m_tree->expandAll();
    m_tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tree);
    layout->addWidget(buttons);
    resize(560, 640);
}

} // namespace hw
