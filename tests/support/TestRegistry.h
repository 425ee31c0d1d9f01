#pragma once

#include <QByteArray>
#include <QList>
#include <QObject>

#include <memory>

namespace hw::test {

// The test classes of one executable. The tests of a feature are one executable (a link, not one
// per test: tests/CMakeLists.txt); each tst_*.cpp registers its class with HW_TEST_MAIN and the
// executable's main (tests/groupmain/main.cpp) runs the test named by its first argument, so
// ctest still runs each class as a test of its own, in a process of its own.
class TestRegistry
{
public:
    // Which application object the class needs, as QTEST_MAIN, QTEST_GUILESS_MAIN and
    // QTEST_APPLESS_MAIN choose it.
    enum class App { Gui, Core, None };
    using Factory = std::unique_ptr<QObject> (*)();
    struct Entry {
        QByteArray name; // the test's: its file's name without the folder and ".cpp" (tst_Name)
        App app;
        Factory make;
    };

    // Called by HW_TEST_MAIN's static initializer with the test file's __FILE__; a name registered
    // twice aborts (one of the two would otherwise never run).
    static bool add(const char *file, App app, Factory make);
    static const Entry *find(const QByteArray &name);
    static QList<const Entry *> all(); // in name order
};

} // namespace hw::test

#define HW_TEST_REGISTER_(Class, app)                                                                                   \
    namespace {                                                                                                        \
    const bool hwTestRegistered_##Class = ::hw::test::TestRegistry::add(                                              \
        __FILE__, app, []() -> std::unique_ptr<QObject> { return std::make_unique<Class>(); });                         \
    }

// In place of QTEST_MAIN, QTEST_GUILESS_MAIN and QTEST_APPLESS_MAIN.
#define HW_TEST_MAIN(Class) HW_TEST_REGISTER_(Class, ::hw::test::TestRegistry::App::Gui)
#define HW_TEST_GUILESS_MAIN(Class) HW_TEST_REGISTER_(Class, ::hw::test::TestRegistry::App::Core)
#define HW_TEST_APPLESS_MAIN(Class) HW_TEST_REGISTER_(Class, ::hw::test::TestRegistry::App::None)
