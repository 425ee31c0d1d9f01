// The main of every grouped test executable: `tests_<kind>_<feature> tst_Name [QTest options]`
// runs the one test named (its file's name), as QTEST_MAIN would in an executable of its own; without a known name
// it lists the classes it holds.
#include "TestRegistry.h"

#include <QTest>
#ifdef QT_WIDGETS_LIB
#include <QApplication>
#else
#include <QGuiApplication>
#endif

#include <cstdio>
#include <memory>
#include <vector>

namespace {

using hw::test::TestRegistry;

int run(const TestRegistry::Entry &entry, int &argc, char **argv)
{
    std::unique_ptr<QCoreApplication> app;
    switch (entry.app) {
    case TestRegistry::App::Gui:
        // QTEST_MAIN's choice: a QApplication where the widgets are linked, else a QGuiApplication.
#ifdef QT_WIDGETS_LIB
        app = std::make_unique<QApplication>(argc, argv);
#else
        app = std::make_unique<QGuiApplication>(argc, argv);
#endif
        app->setAttribute(Qt::AA_Use96Dpi, true);
        break;
    case TestRegistry::App::Core:
        app = std::make_unique<QCoreApplication>(argc, argv);
        break;
    case TestRegistry::App::None:
        break;
    }
    const std::unique_ptr<QObject> test = entry.make();
    return QTest::qExec(test.get(), argc, argv);
}

} // namespace

int main(int argc, char **argv)
{
    const TestRegistry::Entry *entry = argc > 1 ? TestRegistry::find(argv[1]) : nullptr;
    if (!entry) {
        std::fprintf(stderr, "usage: %s tst_NAME [Qt Test options]; this executable holds:\n", argv[0]);
        for (const TestRegistry::Entry *e : TestRegistry::all())
            std::fprintf(stderr, "  %s\n", e->name.constData());
        return 2;
    }
    // The test name is ours, not Qt Test's: argv without it (argv[argc] stays the null pointer).
    std::vector<char *> args(argv, argv + argc + 1);
    args.erase(args.begin() + 1);
    int count = argc - 1;
    return run(*entry, count, args.data());
}
