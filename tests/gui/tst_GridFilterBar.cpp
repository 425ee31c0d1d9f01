#include "TestRegistry.h"

#include "grid/GridFilterBar.h"

#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QVBoxLayout>

using namespace hw;
using namespace Qt::StringLiterals;

class TestGridFilterBar : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void validRegexIsEmitted()
    {
        GridFilterBar bar;
        QSignalSpy changed(&bar, &GridFilterBar::filterChanged);
        QCOMPARE(bar.filterEdit()->placeholderText(), u"Filter jobs (regex)…"_s);
        QTest::keyClicks(bar.filterEdit(), u"linux|win"_s);
        QVERIFY(changed.count() > 0);
        QCOMPARE(changed.last().at(0).toString(), u"linux|win"_s);
        QCOMPARE(bar.activeFilter(), u"linux|win"_s);
        QVERIFY(!bar.hasFilterError());
    }

    void invalidRegexShowsErrorAndKeepsLastValid()
    {
        QWidget window;
        auto *layout = new QVBoxLayout(&window);
        auto *bar = new GridFilterBar(&window);
        layout->addWidget(bar);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy changed(bar, &GridFilterBar::filterChanged);
        bar->filterEdit()->setText(u"rocm"_s);
        QCOMPARE(changed.count(), 1);

        QTest::keyClicks(bar->filterEdit(), u"(x"_s); // "rocm(x": unbalanced parenthesis
        QCOMPARE(bar->filterText(), u"rocm(x"_s);
        QVERIFY(bar->hasFilterError());
        QCOMPARE(changed.count(), 1); // nothing invalid was emitted
        for (const auto &args : changed)
            QVERIFY(QRegularExpression(args.at(0).toString()).isValid());
        QCOMPARE(bar->activeFilter(), u"rocm"_s);
        auto *error = bar->findChild<QLabel *>(u"gridFilterError"_s);
        QVERIFY(error);
        QVERIFY(error->isVisible());
        QVERIFY(error->text().contains(u"Invalid regex"_s));
        QCOMPARE(bar->filterEdit()->toolTip(), error->text());
        QVERIFY(bar->filterEdit()->styleSheet().contains(u"border"_s));

        QTest::keyClick(bar->filterEdit(), Qt::Key_Backspace);
        QTest::keyClick(bar->filterEdit(), Qt::Key_Backspace); // back to "rocm": valid again
        QVERIFY(!bar->hasFilterError());
        QVERIFY(!error->isVisible());
        QVERIFY(bar->filterEdit()->styleSheet().isEmpty());
        QCOMPARE(bar->activeFilter(), u"rocm"_s);
        QCOMPARE(changed.count(), 1); // same pattern as before: no duplicate emission
    }

    void slashFocusesAndEscClearsBackToGrid()
    {
        QWidget window;
        auto *layout = new QVBoxLayout(&window);
        auto *bar = new GridFilterBar(&window);
        auto *grid = new QWidget(&window);
        grid->setFocusPolicy(Qt::StrongFocus);
        layout->addWidget(bar);
        layout->addWidget(grid);
        bar->setGridWidget(grid);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.activateWindow();
        grid->setFocus();
        QTRY_VERIFY(grid->hasFocus());

        bar->filterEdit()->setText(u"inductor"_s);
        bar->focusFilter(); // what "/" in the grid triggers
        QTRY_VERIFY(bar->filterEdit()->hasFocus());
        QCOMPARE(bar->filterEdit()->selectedText(), u"inductor"_s);

        QSignalSpy changed(bar, &GridFilterBar::filterChanged);
        QSignalSpy back(bar, &GridFilterBar::gridFocusRequested);
        QTest::keyClick(bar->filterEdit(), Qt::Key_Escape);
        QCOMPARE(bar->filterText(), QString());
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.last().at(0).toString(), QString());
        QCOMPARE(back.count(), 1);
        QTRY_VERIFY(grid->hasFocus());
    }

    void togglesEmit()
    {
        GridFilterBar bar;
        QSignalSpy green(&bar, &GridFilterBar::hideGreenChanged);
        QSignalSpy unstable(&bar, &GridFilterBar::hideUnstableChanged);
        QSignalSpy skipped(&bar, &GridFilterBar::hideAlwaysSkippedChanged);
        QSignalSpy grouped(&bar, &GridFilterBar::groupedChanged);
        const auto boxes = bar.findChildren<QCheckBox *>();
        QCOMPARE(boxes.size(), 4);
        for (QCheckBox *box : boxes)
            box->click();
        QCOMPARE(green.count(), 1);
        QCOMPARE(unstable.count(), 1);
        QCOMPARE(skipped.count(), 1);
        QCOMPARE(grouped.count(), 1);
        QVERIFY(bar.hideGreen() && bar.hideUnstable() && bar.hideAlwaysSkipped() && bar.grouped());
        bar.setGrouped(false);
        QCOMPARE(grouped.count(), 2);
        QCOMPARE(grouped.last().at(0).toBool(), false);
    }
};

HW_TEST_MAIN(TestGridFilterBar)
#include "tst_GridFilterBar.moc"
