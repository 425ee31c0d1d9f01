// Every language we ship fits the views: each main view and dialog is opened in English, German,
// French and Simplified Chinese, and every visible label, button, tab, header section, combo box
// item, group box title and the menu bar is measured against the room its widget has. A text that
// needs more than that is cut off.
#include "CommandPalette.h"
#include "Console.h"
#include "KeyboardSheet.h"
#include "LongOperation.h"
#include "MainWindow.h"
#include "alerts/AlertRulesDialog.h"
#include "auth/SignInDialog.h"
#include "charts/CustomRangeDialog.h"
#include "flaky/FlakyPage.h"
#include "flaky/FlakyTestView.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "logs/LogDocument.h"
#include "logs/LogViewer.h"
#include "logs/LogWindow.h"
#include "profiles/ProfileEditorDialog.h"
#include "profiles/ProfileSettings.h"
#include "timemachine/ExportWindowDialog.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QDateTime>
#include <QFileInfo>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QProgressDialog>
#include <QRegularExpression>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QStyleOptionFrame>
#include <QStyleOptionGroupBox>
#include <QStyleOptionHeader>
#include <QStyleOptionTab>
#include <QTabBar>
#include <QTableView>
#include <QTest>
#include <QTextDocument>
#include <QTranslator>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

constexpr QSize kWindowSize(1600, 900); // what --screenshot renders by default
int g_measured = 0; // texts measured: a walk that finds nothing to measure proves nothing

struct Misfit {
    QString where; // view and widget path: the same in every language
    QString text;
    int needs = 0;
    int has = 0;
};

// "QSplitter/FlakyPage/QLabel#3": the same widget in every language, so a misfit can be told
// apart from one English has too.
QString pathOf(const QWidget *widget, const QWidget *root)
{
    QStringList parts;
    for (const QWidget *w = widget; w && w != root; w = w->parentWidget()) {
        const QWidget *parent = w->parentWidget();
        int index = 0;
        if (parent)
            for (const QObject *sibling : parent->children()) {
                if (sibling == w)
                    break;
                if (sibling->metaObject() == w->metaObject())
                    ++index;
            }
        parts.prepend(w->objectName().isEmpty() ? u"%1#%2"_s.arg(QString::fromLatin1(w->metaObject()->className())).arg(index)
                                                : w->objectName());
    }
    return parts.join(u'/');
}

QString plainText(const QString &text)
{
    if (!Qt::mightBeRichText(text))
        return text;
    QTextDocument document;
    document.setHtml(text);
    return document.toPlainText();
}

int widestLine(const QFontMetrics &metrics, const QString &text)
{
    int widest = 0;
    for (const QString &line : text.split(u'\n'))
        widest = std::max(widest, metrics.horizontalAdvance(line));
    return widest;
}

void checkLabel(const QLabel *label, const QString &where, QList<Misfit> *misfits)
{
    if (label->text().isEmpty() || label->pixmap().cacheKey() != 0 || label->width() <= 1)
        return;
    QString text = plainText(label->text());
    if (label->buddy()) // "&Name:" shows as "Name:" with N underlined
        text.replace(QRegularExpression(u"&(.)"_s), u"\\1"_s);
    const int room = label->contentsRect().width() - 2 * label->margin() - std::max(0, label->indent());
    if (label->wordWrap()) {
        // Wrapped text may take more lines, not more width: it must get the height they need.
        const int needs = label->heightForWidth(label->width());
        if (needs > label->height() + 1)
            misfits->append({where + u" (height)"_s, text, needs, label->height()});
        return;
    }
    const int needs = widestLine(label->fontMetrics(), text);
    ++g_measured;
    if (needs > room + 1)
        misfits->append({where, text, needs, room});
}

void checkButton(const QAbstractButton *button, const QString &where, QList<Misfit> *misfits)
{
    if (button->text().isEmpty() || qobject_cast<const QTabBar *>(button->parentWidget()))
        return;
    const int needs = button->sizeHint().width();
    ++g_measured;
    if (needs > button->width() + 1)
        misfits->append({where, button->text(), needs, button->width()});
}

void checkTabs(const QTabBar *bar, const QString &where, QList<Misfit> *misfits)
{
    for (int i = 0; i < bar->count(); ++i) {
        if (!bar->isTabVisible(i))
            continue;
        const QRect rect = bar->tabRect(i);
        QStyleOptionTab option;
        option.initFrom(bar);
        option.shape = bar->shape();
        option.text = bar->tabText(i);
        const int needs = widestLine(bar->fontMetrics(), QString(option.text).remove(u'&'))
            + bar->style()->pixelMetric(QStyle::PM_TabBarTabHSpace, &option, bar)
            + (bar->tabIcon(i).isNull() ? 0 : bar->iconSize().width() + 4);
        ++g_measured;
        // A tab squeezed below its hint elides; one beyond the bar's edge hides behind scroll arrows.
        if (needs > rect.width() + 1 || rect.right() > bar->width())
            misfits->append({u"%1 tab %2"_s.arg(where).arg(i), bar->tabText(i), needs,
                std::min(rect.width(), bar->width() - rect.left())});
    }
}

void checkHeader(const QHeaderView *header, const QString &where, QList<Misfit> *misfits)
{
    if (header->orientation() != Qt::Horizontal || !header->model())
        return;
    for (int i = 0; i < header->count(); ++i) {
        if (header->isSectionHidden(i) || header->sectionSize(i) <= 0)
            continue;
        const QString text = header->model()->headerData(i, Qt::Horizontal).toString();
        if (text.isEmpty())
            continue;
        QStyleOptionHeader option;
        option.initFrom(header);
        option.text = text;
        option.section = i;
        const int margin = header->style()->pixelMetric(QStyle::PM_HeaderMargin, &option, header);
        const int needs = widestLine(header->fontMetrics(), text) + 2 * margin;
        ++g_measured;
        if (needs > header->sectionSize(i) + 1)
            misfits->append({u"%1 section %2"_s.arg(where).arg(i), text, needs, header->sectionSize(i)});
    }
}

// Every item of a combo box within its closed box: any of them may be the one it shows.
void checkCombo(const QComboBox *combo, const QString &where, QList<Misfit> *misfits)
{
    QStyleOptionComboBox option;
    option.initFrom(combo);
    option.editable = combo->isEditable();
    option.frame = combo->hasFrame();
    option.iconSize = combo->iconSize();
    const int room
        = combo->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo).width();
    for (int i = 0; i < combo->count(); ++i) {
        const QString text = combo->itemText(i);
        if (text.isEmpty())
            continue;
        // The ink, as QComboBox sizes itself: a full-width "）" ends in blank space that may be
        // clipped unseen. The label is drawn 1 px in from the edit field's edges (CE_ComboBoxLabel).
        const int needs = combo->fontMetrics().boundingRect(text).width() + 2
            + (combo->itemIcon(i).isNull() ? 0 : combo->iconSize().width() + 4);
        ++g_measured;
        if (needs > room + 1)
            misfits->append({u"%1 item %2"_s.arg(where).arg(i), text, needs, room});
    }
}

// A group box's title within the box: the style places it, as wide as its text, from the left.
void checkGroupBox(const QGroupBox *box, const QString &where, QList<Misfit> *misfits)
{
    if (box->title().isEmpty())
        return;
    QStyleOptionGroupBox option;
    option.initFrom(box);
    option.text = box->title();
    option.lineWidth = 1;
    option.subControls = QStyle::SC_GroupBoxFrame | QStyle::SC_GroupBoxLabel;
    if (box->isCheckable())
        option.subControls |= QStyle::SC_GroupBoxCheckBox;
    option.textAlignment = box->alignment();
    const QRect label = box->style()->subControlRect(QStyle::CC_GroupBox, &option, QStyle::SC_GroupBoxLabel, box);
    ++g_measured;
    if (label.right() > box->width())
        misfits->append({where + u" title"_s, box->title(), label.right() - label.left(), box->width() - label.left()});
}

// Rows of a tree (the keyboard sheet): each cell's text within its column, shown without
// scrolling (a group heading spans the row).
void checkTree(const QTreeWidget *tree, const QString &where, QList<Misfit> *misfits)
{
    const QHeaderView *header = tree->header();
    const int margin = 2 * (tree->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, tree) + 1);
    for (QTreeWidgetItemIterator it(const_cast<QTreeWidget *>(tree)); *it; ++it) {
        const QTreeWidgetItem *item = *it;
        if (item->isFirstColumnSpanned())
            continue;
        int depth = 0;
        for (const QTreeWidgetItem *p = item->parent(); p; p = p->parent())
            ++depth;
        for (int c = 0; c < tree->columnCount(); ++c) {
            const int needs = QFontMetrics(item->font(c)).horizontalAdvance(item->text(c)) + margin
                + (c == 0 ? depth * tree->indentation() : 0);
            // The part of the column the viewport shows.
            const int has = std::min(header->sectionSize(c), tree->viewport()->width() - header->sectionViewportPosition(c));
            ++g_measured;
            if (needs > has + 1)
                misfits->append({u"%1 row \"%2\" column %3"_s.arg(where, item->text(0)).arg(c), item->text(c), needs, has});
        }
    }
}

// The command palette: its hint in the empty edit, and each view's and action's row (the words
// of the language; a job's or a test's name is data, as long as it comes) within the list.
void checkPalette(const CommandPalette *palette, QList<Misfit> *misfits)
{
    const QLineEdit *edit = palette->edit();
    QStyleOptionFrame option;
    option.initFrom(edit);
    option.rect = edit->rect();
    option.lineWidth = edit->style()->pixelMetric(QStyle::PM_DefaultFrameWidth, &option, edit);
    // QLineEdit keeps 2 px on either side of its text within the contents rectangle.
    const int room = edit->style()->subElementRect(QStyle::SE_LineEditContents, &option, edit).width() - 4;
    const int hint = edit->fontMetrics().horizontalAdvance(edit->placeholderText());
    ++g_measured;
    if (hint > room + 1)
        misfits->append({u"command palette: hint"_s, edit->placeholderText(), hint, room});
    const QListView *list = palette->list();
    const QAbstractItemModel *model = list->model();
    const int margin = 2 * (list->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, list) + 1);
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, 0);
        const auto kind = PaletteEntry::Kind(index.data(CommandPaletteModel::KindRole).toInt());
        if (kind != PaletteEntry::Kind::View && kind != PaletteEntry::Kind::Action)
            continue;
        const QString text = index.data().toString();
        const int needs = list->fontMetrics().horizontalAdvance(text) + margin;
        const int has = list->viewport()->width();
        ++g_measured;
        if (needs > has + 1)
            misfits->append({u"command palette row %1"_s.arg(row), text, needs, has});
    }
}

QList<Misfit> misfitsIn(QWidget *root, const QString &view)
{
    QList<Misfit> misfits;
    const auto children = root->findChildren<QWidget *>();
    for (QWidget *widget : children) {
        if (!widget->isVisibleTo(root) || widget->window() != root)
            continue;
        const QString where = view + u": "_s + pathOf(widget, root);
        if (const auto *label = qobject_cast<const QLabel *>(widget))
            checkLabel(label, where, &misfits);
        else if (const auto *button = qobject_cast<const QAbstractButton *>(widget))
            checkButton(button, where, &misfits);
        else if (const auto *bar = qobject_cast<const QTabBar *>(widget))
            checkTabs(bar, where, &misfits);
        else if (const auto *header = qobject_cast<const QHeaderView *>(widget))
            checkHeader(header, where, &misfits);
        else if (const auto *combo = qobject_cast<const QComboBox *>(widget))
            checkCombo(combo, where, &misfits);
        else if (const auto *box = qobject_cast<const QGroupBox *>(widget))
            checkGroupBox(box, where, &misfits);
        if (const auto *tree = qobject_cast<const QTreeWidget *>(widget))
            checkTree(tree, where, &misfits);
    }
    if (auto *window = qobject_cast<QMainWindow *>(root)) {
        QMenuBar *bar = window->menuBar();
        if (bar->sizeHint().width() > bar->width() + 1)
            misfits.append({view + u": menu bar"_s, {}, bar->sizeHint().width(), bar->width()});
        // A menu is as wide as its widest entry; one wider than the window is a sentence, not a command.
        for (QAction *top : bar->actions())
            if (QMenu *menu = top->menu(); menu && menu->sizeHint().width() > root->width() / 2)
                misfits.append({view + u": menu "_s + menu->title(), {}, menu->sizeHint().width(), root->width() / 2});
    }
    return misfits;
}

void settle()
{
    for (int round = 0; round < 3; ++round) {
        QCoreApplication::processEvents();
        QCoreApplication::sendPostedEvents();
    }
}

// A dialog shown at the size it opens with, measured, and closed. One wider than a small screen
// (a sentence on one line) runs off it.
constexpr int kSmallScreenWidth = 1000;
QList<Misfit> misfitsOfDialog(QWidget *dialog, const QString &name)
{
    dialog->show();
    settle();
    QList<Misfit> misfits = misfitsIn(dialog, name);
    ++g_measured;
    if (dialog->width() > kSmallScreenWidth)
        misfits.append({name + u": width"_s, dialog->windowTitle(), dialog->width(), kSmallScreenWidth});
    dialog->close();
    return misfits;
}

// The dialogs, in the installed language: each with what it shows when it opens.
QList<Misfit> misfitsOfEveryDialog()
{
    const auto tr = [](const char *context, const char *text) { return QCoreApplication::translate(context, text); };
    QList<Misfit> misfits;
    const int measuredBefore = g_measured;
    ProfileSettings profile;
    profile.name = u"ci"_s;
    profile.clickHouseUrl = QUrl(u"https://ch.example.com:8443"_s);
    profile.relayUrl = QUrl(u"https://hud.example.com"_s);
    {
        ProfileEditorDialog dialog(ProfileEditorDialog::Mode::Edit, profile);
        misfits += misfitsOfDialog(&dialog, u"profile editor"_s);
    }
    {
        ProfileEditorDialog dialog(ProfileEditorDialog::Mode::New, ProfileSettings {});
        misfits += misfitsOfDialog(&dialog, u"new profile"_s);
    }
    {
        AlertRulesDialog dialog(profile);
        misfits += misfitsOfDialog(&dialog, u"alert rules"_s);
    }
    const qint64 to = QDateTime(QDate(2024, 8, 14), QTime(8, 10), Qt::UTC).toSecsSinceEpoch();
    {
        ExportWindowDialog dialog(to - 7 * 24 * 3600, to);
        misfits += misfitsOfDialog(&dialog, u"export time window"_s);
    }
    {
        CustomRangeDialog dialog((to - 24 * 3600) * 1000, to * 1000, false);
        misfits += misfitsOfDialog(&dialog, u"custom range"_s);
    }
    {
        SignInDialog dialog(u"GitHub"_s);
        misfits += misfitsOfDialog(&dialog, u"sign in"_s);
        dialog.showDeviceCode(u"WDJB-MJHT"_s, QUrl(u"https://github.com/login/device"_s), QUrl(),
            QDateTime::currentDateTimeUtc().addSecs(900));
        misfits += misfitsOfDialog(&dialog, u"sign in: device code"_s);
    }
    {
        // A progress dialog as the promotion review export opens it.
        QWidget owner;
        auto *operation = new LongOperation(&owner, tr("hw::BackendsPage", "Export promotion review report"),
            tr("hw::BackendsPage", "Writing %1 and its PDF…").arg(u"review-Ascend-pytorch.md"_s));
        misfits += misfitsOfDialog(operation->dialog(), u"long operation"_s);
    }
    {
        LogWindow window;
        window.resize(kWindowSize);
        window.show();
        KeyboardSheet *sheet = window.showShortcuts();
        settle();
        misfits += misfitsIn(sheet, u"log keyboard sheet"_s);
        sheet->close();
    }
    if (g_measured - measuredBefore < 60)
        qFatal("the dialogs show %d texts", g_measured - measuredBefore);
    return misfits;
}

// The console's main views, and the time machine and the log viewer, in the installed language.
QList<Misfit> misfitsOfEveryView()
{
    QList<Misfit> misfits;
    {
        Console console{CommandLineOptions{}};
        if (const Result<void> built = console.init(); !built)
            qFatal("%s", qPrintable(built.error().message));
        MainWindow *window = console.window();
        window->resize(kWindowSize);
        window->show();
        for (const QString &view : {u"grid"_s, u"backends"_s, u"backend:Ascend/pytorch@jobs"_s,
                 u"backend:Ascend/pytorch@chart"_s, u"backend:Ascend/pytorch@history"_s,
                 u"backend:Ascend/pytorch@readiness"_s, u"flaky"_s, u"flaky:test_conv_backend_override"_s, u"trunk"_s,
                 u"utilization"_s,
                 u"utilization:49000000001"_s}) {
            if (const auto shown = window->showView(view); !shown)
                qFatal("%s: %s", qPrintable(view), qPrintable(shown.error().message));
            // A test's history loads after the view opens: measure its runs, not "Loading…".
            if (view.startsWith(u"flaky:"_s)
                && !QTest::qWaitFor([&] { return window->flakyPage()->testView()->runsTable()->model()->rowCount() > 0; }, 20'000))
                qFatal("%s: no runs", qPrintable(view));
            settle();
            misfits += misfitsIn(window, view);
        }
        // "?": the keyboard sheet, every row's action and keys.
        KeyboardSheet *sheet = window->showShortcuts();
        settle();
        misfits += misfitsIn(sheet, u"keyboard sheet"_s);
        sheet->close();
        // Ctrl+K: the command palette over the window, every view and action listed.
        CommandPalette *palette = window->openCommandPalette();
        settle();
        misfits += misfitsIn(palette, u"command palette"_s);
        const int measuredBefore = g_measured;
        checkPalette(palette, &misfits);
        if (g_measured - measuredBefore < 10) // the hint and at least the views and some actions
            qFatal("the command palette lists %d views and actions", g_measured - measuredBefore - 1);
        palette->hide();
    }
    {
        CommandLineOptions replay;
        replay.replay = u"demo"_s;
        Console console(replay);
        if (const Result<void> built = console.init(); !built)
            qFatal("%s", qPrintable(built.error().message));
        console.start();
        MainWindow *window = console.window();
        window->resize(kWindowSize);
        window->show();
        console.waitForTimelineEvents();
        settle();
        misfits += misfitsIn(window, u"time machine"_s);
    }
    {
        LogWindow window;
        if (!window.viewer()->openFile(test::dataPath(u"logs/error_log1.txt"_s)))
            qFatal("cannot open the test log");
        window.resize(kWindowSize);
        window.show();
        if (!QTest::qWaitFor([&] { return !window.viewer()->document()->isIndexing(); }, 20'000))
            qFatal("the test log did not finish indexing");
        settle();
        misfits += misfitsIn(&window, u"log viewer"_s);
    }
    misfits += misfitsOfEveryDialog();
    return misfits;
}

QString describe(const QList<Misfit> &misfits)
{
    QStringList lines;
    for (const Misfit &m : misfits)
        lines << u"  %1: \"%2\" needs %3 px, has %4"_s.arg(m.where, m.text.left(80)).arg(m.needs).arg(m.has);
    return lines.join(u'\n');
}

} // namespace

class TestTextFits : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        test::isolateUserDirs(QString::fromLatin1(metaObject()->className()));
        m_english = misfitsOfEveryView();
    }

    // English, the language the layouts are made in, fits everywhere: a cut-off there fails too.
    void englishFits()
    {
        QVERIFY2(m_english.isEmpty(), qPrintable(u"cut off in English:\n"_s + describe(m_english)));
    }

    void everyTranslationFits_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("de") << u"de"_s;
        QTest::newRow("fr") << u"fr"_s;
        QTest::newRow("zh_CN") << u"zh_CN"_s;
    }
    void everyTranslationFits()
    {
        QFETCH(QString, language);
        QTranslator translator;
        const QString qm = QFileInfo(QStringLiteral(HUDWATCH_EXE)).absolutePath() + u"/hudwatch_"_s + language + u".qm"_s;
        QVERIFY2(translator.load(qm), qPrintable(qm));
        QCoreApplication::installTranslator(&translator);
        g_measured = 0;
        const QList<Misfit> all = misfitsOfEveryView();
        qInfo("%d texts measured", g_measured);
        QVERIFY(g_measured > 150);
        QCOMPARE_NE(QCoreApplication::translate("hw::MainWindow", "&Grid"), u"&Grid"_s);
        QCoreApplication::removeTranslator(&translator);
        QSet<QString> inEnglish;
        for (const Misfit &m : m_english)
            inEnglish.insert(m.where);
        QList<Misfit> added;
        for (const Misfit &m : all)
            if (!inEnglish.contains(m.where))
                added << m;
        QVERIFY2(added.isEmpty(), qPrintable(u"cut off in %1 only:\n"_s.arg(language) + describe(added)));
    }

    // The measure must see a cut-off text, or the test above could not fail.
    void seesATextThatDoesNotFit()
    {
        QWidget root;
        auto *label = new QLabel(u"Eine ziemlich lange Beschriftung"_s, &root);
        label->setGeometry(0, 0, 40, 20);
        auto *fits = new QLabel(u"ok"_s, &root);
        fits->setGeometry(0, 30, 200, 20);
        root.show();
        const QList<Misfit> misfits = misfitsIn(&root, u"test"_s);
        QCOMPARE(misfits.size(), 1);
        QCOMPARE(misfits.constFirst().text, label->text());

        // A combo box too narrow for one of its items, a group box for its title; one that fits.
        QWidget form;
        auto *combo = new QComboBox(&form);
        combo->addItems({ u"ok"_s, u"Eine ziemlich lange Auswahl"_s });
        combo->setGeometry(0, 0, 90, 28);
        auto *wide = new QComboBox(&form);
        wide->addItems({ u"ok"_s, u"fits"_s });
        wide->setGeometry(0, 30, 200, 28);
        auto *titled = new QGroupBox(u"Eine ziemlich lange Überschrift"_s, &form);
        titled->setGeometry(0, 60, 80, 60);
        form.show();
        settle();
        QStringList formCut;
        for (const Misfit &m : misfitsIn(&form, u"test"_s))
            formCut << m.text;
        QCOMPARE(formCut, (QStringList { u"Eine ziemlich lange Auswahl"_s, u"Eine ziemlich lange Überschrift"_s }));

        // A sheet's row whose keys run past the tree's edge.
        QWidget sheet;
        auto *tree = new QTreeWidget(&sheet);
        tree->setColumnCount(2);
        tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
        auto *group = new QTreeWidgetItem(tree, { u"Grid"_s });
        group->setFirstColumnSpanned(true);
        new QTreeWidgetItem(group, { u"Next failure"_s, u"J"_s });
        new QTreeWidgetItem(group, { u"Eine ziemlich lange Beschreibung einer Taste"_s, u"Strg+Umschalt+F3"_s });
        tree->expandAll();
        tree->setGeometry(0, 0, 260, 200);
        sheet.show();
        settle();
        const QList<Misfit> rows = misfitsIn(&sheet, u"test"_s);
        // The long description pushes the keys column out of sight: both its rows' keys are cut.
        QStringList cut;
        for (const Misfit &m : rows)
            cut << m.text;
        QCOMPARE(cut, (QStringList{ u"J"_s, u"Eine ziemlich lange Beschreibung einer Taste"_s, u"Strg+Umschalt+F3"_s }));

        // A palette too narrow for its hint and an action's row; a job's long name is data.
        CommandPalette palette;
        const QString longJob = u"pull / linux-jammy-py3.10-gcc11 / test (default, 1, 5, linux.4xlarge)"_s;
        palette.open({ { PaletteEntry::Kind::Action, u"Datei ▸ Eine ziemlich lange Aktion"_s, u"0"_s },
            { PaletteEntry::Kind::Job, longJob, u"1"_s } });
        palette.resize(160, 200);
        settle();
        QList<Misfit> paletteMisfits;
        checkPalette(&palette, &paletteMisfits);
        QStringList paletteCut;
        for (const Misfit &m : paletteMisfits)
            paletteCut << m.where;
        QCOMPARE(paletteCut, (QStringList { u"command palette: hint"_s, u"command palette row 0"_s }));
    }

private:
    QList<Misfit> m_english;
};

HW_TEST_MAIN(TestTextFits)
#include "tst_TextFits.moc"
