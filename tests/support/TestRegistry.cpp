#include "TestRegistry.h"

#include <QList>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace hw::test {

namespace {

// Function-local: filled by static initializers of other files, in whatever order they run.
std::vector<TestRegistry::Entry> &entries()
{
    static std::vector<TestRegistry::Entry> list;
    return list;
}

} // namespace

bool TestRegistry::add(const char *file, App app, Factory make)
{
    QByteArray name(file);
    name = name.mid(name.lastIndexOf('/') + 1);
    if (name.endsWith(".cpp"))
        name.chop(4);
    if (find(name)) {
        std::fprintf(stderr, "test %s is registered twice in this executable\n", name.constData());
        std::abort();
    }
    entries().push_back({name, app, make});
    return true;
}

const TestRegistry::Entry *TestRegistry::find(const QByteArray &name)
{
    for (const Entry &e : entries())
        if (e.name == name)
            return &e;
    return nullptr;
}

QList<const TestRegistry::Entry *> TestRegistry::all()
{
    QList<const Entry *> list;
    for (const Entry &e : entries())
        list.append(&e);
    std::sort(list.begin(), list.end(), [](const Entry *a, const Entry *b) { return a->name < b->name; });
    return list;
}

} // namespace hw::test
