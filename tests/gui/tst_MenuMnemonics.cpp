#include "MainWindow.h"
#include "TestRegistry.h"
#include "grid/JobGridModel.h"

#include <QAction>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QTest>
#include <QTranslator>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

// The letter after a single '&' ("&&" is a literal ampersand), lower-cased; null when none.
QChar mnemonicOf(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != u'&')
            continue;
        if (text.at(i + 1) == u'&') {
            ++i;
            continue;
        }
        return text.at(i + 1).toLower();
    }
    return {};
}

// "menu 'File': 'p' is shared by '&Pause' and 'Set ClickHouse &password…'" for each clash.
QStringList clashes(const QString &where, const QList<QAction *> &actions)
{
    QStringList found;
    QHash<QChar, QString> seen;
    for (const QAction *action : actions) {
        if (action->isSeparator())
            continue;
        const QChar key = mnemonicOf(action->text());
        if (key.isNull())
            continue;
        if (seen.contains(key))
            found << u"%1: '%2' is shared by '%3' and '%4'"_s.arg(where, key, seen.value(key), action->text());
        else
            seen.insert(key, action->text());
    }
    return found;
}

} // namespace

// Two entries of one menu with the same mnemonic make Alt+letter cycle instead of act: every
// menu, in every language we ship, gives each entry its own letter.
class TestMenuMnemonics : public QObject
{
    Q_OBJECT
private slots:
    void everyMenuHasDistinctMnemonics_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QString();
        QTest::newRow("de") << u"de"_s;
        QTest::newRow("fr") << u"fr"_s;
        QTest::newRow("zh_CN") << u"zh_CN"_s;
    }
    void everyMenuHasDistinctMnemonics()
    {
        QFETCH(QString, language);
        QTranslator translator;
        if (!language.isEmpty()) {
            const QString qm = QFileInfo(QStringLiteral(HUDWATCH_EXE)).absolutePath() + u"/hudwatch_"_s + language + u".qm"_s;
            QVERIFY2(translator.load(qm), qPrintable(qm));
            QVERIFY(QCoreApplication::installTranslator(&translator));
        }
        JobGridModel model;
        MainWindow window(&model);
        window.setPasswordActionVisible(true);
        window.setRelayTokenActionVisible(true);
        QStringList problems = clashes(u"menu bar"_s, window.menuBar()->actions());
        int menus = 0;
        for (QAction *top : window.menuBar()->actions()) {
            if (QMenu *menu = top->menu()) {
                ++menus;
                problems += clashes(u"menu '%1'"_s.arg(menu->title()), menu->actions());
            }
        }
        QCoreApplication::removeTranslator(&translator);
        QVERIFY(menus >= 3);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    // The helper itself: it must see a clash, or the test above could not fail.
    void detectsAClash()
    {
        QAction pause(u"&Pause"_s);
        QAction password(u"Set ClickHouse &password…"_s);
        QAction literal(u"Fish && &Chips"_s);
        QCOMPARE(mnemonicOf(literal.text()), QChar(u'c'));
        QCOMPARE(clashes(u"File"_s, {&pause, &password, &literal}).size(), 1);
    }
};

HW_TEST_MAIN(TestMenuMnemonics)
#include "tst_MenuMnemonics.moc"
