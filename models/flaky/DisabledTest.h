#pragma once

#include <QString>
#include <QStringList>

namespace hw {

// A disabled test as HUD lists it (disabled_tests): the latest row per test name of
// misc.disabled_tests_historical (before the range end) whose issue is open in default.issues and
// belongs to {repo}.
struct DisabledTest {
    QString key; // as the issue title names it: "test_x (__main__.TestClass)"
    int issue = 0;
    QStringList platforms; // empty: every platform
    qint64 since = 0; // (console) UTC day (seconds) of the first snapshot with this issue for this test
    qint64 snapshotAt = 0; // UTC seconds of the latest row's snapshot

    bool operator==(const DisabledTest &) const = default;
};

} // namespace hw
