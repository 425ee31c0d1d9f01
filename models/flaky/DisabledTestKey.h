#pragma once

#include <QString>

#include <optional>

namespace hw {

// The test a DISABLED issue names, "test_x (__main__.TestClass)" or "test_x (module.TestClass)",
// split so that it can be matched with test_run_s3's (name, classname): the class is the last
// dotted part of the suite.
struct DisabledTestKey {
    QString name;
    QString classname;

    // nullopt when the text is not of that form.
    static std::optional<DisabledTestKey> parse(const QString &key);
    // The lookup key of a (name, classname) pair.
    QString id() const { return name + u'\x1f' + classname; }
};

} // namespace hw
