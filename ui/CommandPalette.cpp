#include "CommandPalette.h"

#include <QKeyEvent>
#include <QLineEdit>
#include <QListView>
#include <QVBoxLayout>

#include <algorithm>

namespace hw {

CommandPalette::CommandPalette(QWidget *parent)
    : QFrame(parent, Qt::Popup)
    , m_edit(new QLineEdit)
    , m_list(new QListView)
    , m_model(new CommandPaletteModel(this))
{
    setObjectName(QStringLiteral("commandPalette"));
    setFrameShape(QFrame::StyledPanel);
    m_edit->setPlaceholderText(tr("Go to a view, backend, job, flaky test or action…"));
    m_edit->setClearButtonEnabled(true);
    m_list->setModel(m_model);
    m_list->setFocusPolicy(Qt::NoFocus); // the edit keeps the keys; the list follows them
    m_list->setUniformItemSizes(true);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_edit);
    layout->addWidget(m_list);
    m_edit->installEventFilter(this);
    connect(m_edit, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_model->setQuery(text);
        m_list->setCurrentIndex(m_model->index(0, 0));
    });
    connect(m_list, &QListView::clicked, this, [this](const QModelIndex &index) {
        m_list->setCurrentIndex(index);
        choose();
    });
}

void CommandPalette::open(const QVector<PaletteEntry> &entries)
{
    m_model->setEntries(entries);
    m_edit->clear();
    m_model->setQuery(QString());
    m_list->setCurrentIndex(m_model->index(0, 0));
    if (QWidget *w = parentWidget() ? parentWidget()->window() : nullptr) {
        const int width = std::min(640, w->width() - 40);
        resize(width, std::min(420, w->height() - 80));
        move(w->mapToGlobal(QPoint((w->width() - width) / 2, 60)));
    }
    show();
    raise();
    activateWindow();
    m_edit->setFocus(Qt::PopupFocusReason);
}

bool CommandPalette::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_edit && event->type() == QEvent::KeyPress) {
        switch (static_cast<QKeyEvent *>(event)->key()) {
        case Qt::Key_Down:
            moveBy(1);
            return true;
        case Qt::Key_Up:
            moveBy(-1);
            return true;
        case Qt::Key_PageDown:
            moveBy(10);
            return true;
        case Qt::Key_PageUp:
            moveBy(-10);
            return true;
        case Qt::Key_Return:
        case Qt::Key_Enter:
            choose();
            return true;
        case Qt::Key_Escape:
            hide();
            return true;
        default:
            break;
        }
    }
    return QFrame::eventFilter(watched, event);
}

void CommandPalette::moveBy(int rows)
{
    const int count = m_model->rowCount();
    if (count == 0)
        return;
    const int row = std::clamp(m_list->currentIndex().row() + rows, 0, count - 1);
    m_list->setCurrentIndex(m_model->index(row, 0));
}

void CommandPalette::choose()
{
    const PaletteEntry *entry = m_model->entryAt(m_list->currentIndex().row());
    if (!entry)
        return;
    const PaletteEntry chosenEntry = *entry; // the model is reset when the palette reopens
    hide();
    emit chosen(chosenEntry);
}

} // namespace hw
