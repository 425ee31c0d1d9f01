#include "LogFindBar.h"

#include "logs/LogFinder.h"

#include <QAction>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QToolButton>

namespace hw {

LogFindBar::LogFindBar(LogFinder *finder, QWidget *parent)
    : QWidget(parent)
    , m_finder(finder)
    , m_edit(new QLineEdit(this))
    , m_case(new QToolButton(this))
    , m_regex(new QToolButton(this))
    , m_previous(new QToolButton(this))
    , m_next(new QToolButton(this))
    , m_status(new QLabel(this))
{
    m_edit->setPlaceholderText(tr("Find in the whole log (Ctrl+F)"));
    m_edit->setClearButtonEnabled(true);
    m_edit->installEventFilter(this);
    m_edit->setAccessibleName(tr("Find"));
    m_case->setText(QStringLiteral("Aa"));
    m_case->setCheckable(true);
    m_case->setToolTip(tr("Match case (Alt+C)"));

    m_regex->setText(QStringLiteral(".*"));
    m_regex->setCheckable(true);
    m_regex->setToolTip(tr("Regular expression, RE2 syntax (Alt+R)"));
    // Alt+C and Alt+R anywhere in the window, as actions the keyboard sheet lists.
    const auto toggleKey = [this](QToolButton *button, const QString &text, QKeyCombination key) {
        auto *a = new QAction(text, this);
        a->setShortcut(QKeySequence(key));
        a->setShortcutContext(Qt::WindowShortcut);
        a->setProperty("keyGroup", tr("Find")); // its group in the keyboard sheet (KeyboardSheet)
        connect(a, &QAction::triggered, button, &QToolButton::toggle);
        addAction(a);
    };
    toggleKey(m_case, tr("Match case"), Qt::ALT | Qt::Key_C);
    toggleKey(m_regex, tr("Regular expression"), Qt::ALT | Qt::Key_R);
    m_previous->setText(QStringLiteral("▲"));
    m_previous->setToolTip(tr("Previous match (Shift+Enter, Shift+F3)"));
    m_next->setText(QStringLiteral("▼"));
    m_next->setToolTip(tr("Next match (Enter, F3)"));
    m_status->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("searching 100 % of 999.9 MB…")));
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    layout->addWidget(m_edit, 1);
    layout->addWidget(m_case);
    layout->addWidget(m_regex);
    layout->addWidget(m_previous);
    layout->addWidget(m_next);
    layout->addWidget(m_status);

    m_debounce.setSingleShot(true);
    m_debounce.setInterval(200);
    connect(&m_debounce, &QTimer::timeout, this, &LogFindBar::search);
    connect(m_edit, &QLineEdit::textChanged, this, [this] { m_debounce.start(); });
    connect(m_case, &QToolButton::toggled, this, &LogFindBar::search);
    connect(m_regex, &QToolButton::toggled, this, &LogFindBar::search);
    connect(m_previous, &QToolButton::clicked, this, &LogFindBar::previousRequested);
    connect(m_next, &QToolButton::clicked, this, &LogFindBar::nextRequested);
    if (finder) {
        connect(finder, &LogFinder::finished, this, &LogFindBar::showCount);
        connect(finder, &LogFinder::cleared, this, &LogFindBar::showCount);
        connect(finder, &LogFinder::progress, this, &LogFindBar::showProgress);
        connect(finder, &LogFinder::failed, this, &LogFindBar::showError);
    }
    showCount();
}

void LogFindBar::focusFind()
{
    m_edit->setFocus();
    m_edit->selectAll();
}

LogQuery LogFindBar::query() const
{
    return {m_edit->text(), m_regex->isChecked(), m_case->isChecked()};
}

void LogFindBar::setQuery(const LogQuery &query)
{
    const QSignalBlocker blockCase(m_case);
    const QSignalBlocker blockRegex(m_regex);
    m_case->setChecked(query.caseSensitive);
    m_regex->setChecked(query.regex);
    m_edit->setText(query.pattern);
    search();
}

QString LogFindBar::statusText() const
{
    return m_status->text();
}

void LogFindBar::search()
{
    m_debounce.stop();
    if (!m_finder)
        return;
    const LogQuery q = query();
    if (q == m_finder->query() && !q.isEmpty())
        return;
    m_finder->find(q);
    if (m_finder->isWaitingForIndex())
        m_status->setText(tr("waiting for the index…"));
}

void LogFindBar::showCount()
{
    if (!m_finder || m_finder->query().isEmpty()) {
        m_status->clear();
        m_edit->setStyleSheet({});
        return;
    }
    const qint64 count = m_finder->matches().count;
    m_status->setText(count == 0 ? tr("no line matches")
            : count == 1           ? tr("1 line matches")
                                   : tr("%1 lines match").arg(QLocale().toString(count)));
    const LogMatches &matches = m_finder->matches();
    if (!matches.isComplete())
        m_status->setText(m_status->text() + u' '
            + tr("(the first %1 are marked and stepped through)").arg(QLocale().toString(qint64(matches.lines.size()))));
    m_status->setToolTip(tr("Counted over the whole log, not only what is on screen."));
}

void LogFindBar::showProgress(qint64 done, qint64 total)
{
    m_status->setText(tr("searching %1 %…").arg(total > 0 ? done * 100 / total : 0));
}

void LogFindBar::showError(const SourceError &error)
{
    m_status->setText(QStringLiteral("⚠ ") + error.message);
}

bool LogFindBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_edit && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter || key->key() == Qt::Key_F3) {
            search(); // a pending edit counts before stepping
            if (key->modifiers() & Qt::ShiftModifier)
                emit previousRequested();
            else
                emit nextRequested();
            return true;
        }
        if (key->key() == Qt::Key_Escape) {
            emit escapePressed();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace hw
