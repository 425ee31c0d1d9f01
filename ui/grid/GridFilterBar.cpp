#include "grid/GridFilterBar.h"

#include "palette/StatusPalette.h"

#include <QAction>
#include <QCheckBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace hw {

GridFilterBar::GridFilterBar(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);

    m_edit = new QLineEdit(this);
    m_edit->setObjectName(u"gridFilterEdit"_s);
    m_edit->setPlaceholderText(tr("Filter jobs (regex)…"));
    m_edit->setClearButtonEnabled(true);
    m_edit->setMinimumWidth(260);
    m_edit->installEventFilter(this);
    m_edit->setToolTip(tr("Case-insensitive regular expression on \"workflow / job\". "
                          "Press / to focus, Esc to clear."));
    connect(m_edit, &QLineEdit::textChanged, this, &GridFilterBar::onTextEdited);
    layout->addWidget(m_edit, 2);
    // Esc as an action on the edit, so the keyboard sheet lists it from what runs.
    auto *clear = new QAction(tr("Clear the filter"), this);
    clear->setShortcut(QKeySequence(Qt::Key_Escape));
    clear->setShortcutContext(Qt::WidgetShortcut);
    clear->setProperty("keyGroup", tr("Grid")); // its group in the keyboard sheet (KeyboardSheet)
    connect(clear, &QAction::triggered, this, &GridFilterBar::clearAndReturnToGrid);
    static_cast<QWidget *>(m_edit)->addAction(clear);

    m_error = new QLabel(this);
    m_error->setObjectName(u"gridFilterError"_s);
    m_error->setVisible(false);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_error, 1);

    auto addToggle = [this, layout](const QString &text, const QString &tip, void (GridFilterBar::*signal)(bool)) {
        auto *box = new QCheckBox(text, this);
        box->setToolTip(tip);
        connect(box, &QCheckBox::toggled, this, signal);
        layout->addWidget(box);
        return box;
    };
    m_hideGreen = addToggle(tr("Hide green"), tr("Hide job columns without any failure or pending run"),
                            &GridFilterBar::hideGreenChanged);
    m_hideUnstable = addToggle(tr("Hide unstable"), tr("Hide jobs marked unstable (their failures are warnings)"),
                               &GridFilterBar::hideUnstableChanged);
    m_hideSkipped = addToggle(tr("Hide skipped"), tr("Hide jobs that were skipped on every commit"),
                              &GridFilterBar::hideAlwaysSkippedChanged);
    m_grouped = addToggle(tr("Grouped"), tr("Show one column per job group"), &GridFilterBar::groupedChanged);
    layout->addStretch(0);
}

void GridFilterBar::setGridWidget(QWidget *grid)
{
    m_grid = grid;
}

QString GridFilterBar::filterText() const { return m_edit->text(); }
QString GridFilterBar::activeFilter() const { return m_active; }
bool GridFilterBar::hasFilterError() const { return !m_errorText.isEmpty(); }
QString GridFilterBar::filterError() const { return m_errorText; }
bool GridFilterBar::hideGreen() const { return m_hideGreen->isChecked(); }
bool GridFilterBar::hideUnstable() const { return m_hideUnstable->isChecked(); }
bool GridFilterBar::hideAlwaysSkipped() const { return m_hideSkipped->isChecked(); }
bool GridFilterBar::grouped() const { return m_grouped->isChecked(); }

void GridFilterBar::setFilterText(const QString &text) { m_edit->setText(text); }
void GridFilterBar::setHideGreen(bool on) { m_hideGreen->setChecked(on); }
void GridFilterBar::setHideUnstable(bool on) { m_hideUnstable->setChecked(on); }
void GridFilterBar::setHideAlwaysSkipped(bool on) { m_hideSkipped->setChecked(on); }
void GridFilterBar::setGrouped(bool on) { m_grouped->setChecked(on); }

void GridFilterBar::focusFilter()
{
    m_edit->setFocus(Qt::ShortcutFocusReason);
    m_edit->selectAll();
}

void GridFilterBar::clearFilter()
{
    m_edit->clear();
}

void GridFilterBar::onTextEdited(const QString &text)
{
    const QRegularExpression re(text, QRegularExpression::CaseInsensitiveOption);
    if (!re.isValid()) {
        showError(tr("Invalid regex at %1: %2 — fix it or put \\ before . * ( [").arg(re.patternErrorOffset()).arg(re.errorString()));
        return; // keep the last valid filter in force
    }
    showError({});
    if (text == m_active)
        return;
    m_active = text;
    emit filterChanged(text);
}

void GridFilterBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::ApplicationPaletteChange)
        showError(m_errorText); // its red for the new theme
    QWidget::changeEvent(event);
}

void GridFilterBar::showError(const QString &message)
{
    m_errorText = message;
    m_error->setText(message);
    m_error->setVisible(!message.isEmpty());
    // A red frame on the edit itself: the message alone is easy to miss.
    const QString red = StatusPalette(ColorScheme::System).color(ColorId::InkFail).name();
    m_error->setStyleSheet(u"color: "_s + red + u';');
    m_edit->setStyleSheet(message.isEmpty() ? QString()
                                            : u"QLineEdit { border: 2px solid "_s + red
                    + u"; border-radius: 3px; padding: 1px 3px; background: palette(base); color: palette(text); }"_s);
    m_edit->setToolTip(message.isEmpty() ? tr("Case-insensitive regular expression on \"workflow / job\". "
                                              "Press / to focus, Esc to clear.")
                                         : message);
}

bool GridFilterBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_edit && event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Escape) { // Esc with a modifier; plain Esc is the action's
            clearAndReturnToGrid();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void GridFilterBar::clearAndReturnToGrid()
{
    m_edit->clear();
    if (m_grid)
        m_grid->setFocus(Qt::ShortcutFocusReason);
    emit gridFocusRequested();
}

} // namespace hw
